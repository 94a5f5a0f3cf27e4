import { parse } from "hono/utils/cookie";
import { type Auth, createAuth } from "./auth/auth.server";
import { BOOKMARK_COOKIE, type Db, isBookmark, openSession } from "./db/client.server";
import { type AppConfig, readConfig } from "./env.server";
import { type SharedReads, sharedReads } from "./public-data/shared-reads.server";

/** What a request handler needs, built once per request and shared by Hono routes and React Router loaders. */
export type Services = {
  env: Env;
  db: Db;
  config: AppConfig;
  /** This request's origin, which names the session cookie and better-auth's URLs. */
  baseUrl: string;
  /** Built on first use: most requests never touch auth. */
  auth: () => Auth;
  /** The D1 bookmark after this request's queries (null before any). */
  latestBookmark: () => string | null;
  /** Public rows kept in this isolate, for reads every reader shares (docs/decisions/087). */
  sharedReads: SharedReads;
};

/** The bookmark cookie's value, when it holds one. */
function bookmarkFrom(request: Request): string | null {
  const value = parse(request.headers.get("cookie") ?? "", BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  return isBookmark(value) ? value : null;
}

export function createServices(env: Env, request: Request): Services {
  const config = readConfig(env);
  const bookmark = bookmarkFrom(request);
  const { db, latestBookmark } = openSession(env.DB, bookmark);
  const baseUrl = new URL(request.url).origin;
  let auth: Auth | undefined;
  return {
    env,
    db,
    config,
    baseUrl,
    latestBookmark,
    sharedReads: sharedReads(env.PUBLIC_PAGES, { readsOwnWrite: bookmark !== null }),
    auth: () => {
      auth ??= createAuth({ db, sessionsKv: env.SESSIONS, config, baseUrl });
      return auth;
    },
  };
}
