import { parse } from "hono/utils/cookie";
import { type Auth, createAuth } from "./auth/auth.server";
import { BOOKMARK_COOKIE, type Db, isBookmark, openSession } from "./db/client.server";
import { type AppConfig, readConfig } from "./platform/env.server";
import { type SharedReads, sharedReads } from "./public-data/shared-reads.server";
import { PUBLIC_WRITE_COOKIE } from "./public-data/version.server";

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

/** The bookmark cookie's value, when it holds one; whether the person's last write changed public data. */
function bookmarkFrom(request: Request): { bookmark: string | null; publicWrite: boolean } {
  const header = request.headers.get("cookie") ?? "";
  const value = parse(header, BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  if (!isBookmark(value)) return { bookmark: null, publicWrite: false };
  return { bookmark: value, publicWrite: parse(header, PUBLIC_WRITE_COOKIE)[PUBLIC_WRITE_COOKIE] === "1" };
}

export function createServices(env: Env, request: Request): Services {
  const config = readConfig(env);
  const { bookmark, publicWrite } = bookmarkFrom(request);
  const { db, latestBookmark } = openSession(env.DB, bookmark);
  const baseUrl = new URL(request.url).origin;
  let auth: Auth | undefined;
  return {
    env,
    db,
    config,
    baseUrl,
    latestBookmark,
    // Public rows come from D1 only after the person's own change to them (docs/decisions/162).
    sharedReads: sharedReads(env.PUBLIC_PAGES, { readsOwnWrite: publicWrite }),
    auth: () => {
      auth ??= createAuth({ db, sessionsKv: env.SESSIONS, config, baseUrl });
      return auth;
    },
  };
}
