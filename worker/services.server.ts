import { type Auth, createAuth } from "./auth/auth.server";
import { createDb, type Db } from "./db/client.server";
import { type AppConfig, readConfig } from "./env.server";

/** What a request handler needs, built once per request and shared by Hono routes and React Router loaders. */
export type Services = {
  env: Env;
  db: Db;
  config: AppConfig;
  /** Built on first use: most requests never touch auth. */
  auth: () => Auth;
};

export function createServices(env: Env, request: Request): Services {
  const config = readConfig(env);
  const db = createDb(env.DB);
  let auth: Auth | undefined;
  return {
    env,
    db,
    config,
    auth: () => {
      auth ??= createAuth({ db, sessionsKv: env.SESSIONS, config, baseUrl: new URL(request.url).origin });
      return auth;
    },
  };
}
