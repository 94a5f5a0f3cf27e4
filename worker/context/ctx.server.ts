import { parse } from "hono/utils/cookie";
import { createAuth } from "../auth/auth.server";
import { BOOKMARK_COOKIE, type BookmarkCtx, createDb, type DbCtx, isBookmark, openSession } from "../db/client.server";
import type { Geocoder } from "../geocoding/geocoder";
import { createGeocoder } from "../geocoding/index.server";
import { createMailer, type Mailer } from "../mail/mailer.server";
import { readConfig } from "../platform/env.server";
import { sharedReads } from "../public-data/shared-reads.server";
import { PUBLIC_WRITE_COOKIE } from "../public-data/version.server";
import { createRouter } from "../routing/index.server";
import type { Router } from "../routing/routing";
import { createWeather } from "../weather/index.server";
import type { Weather } from "../weather/weather";
import type { Ctx } from "./ctx";

/**
 * What a context is built from: the Worker's bindings, and the request when there is one (no
 * request: a cron run or a queue batch, which read the D1 primary). Tests pass their own clock,
 * geocoder, router, weather service or mailer; nothing else is swapped.
 */
export type CtxInputs = {
  request?: Request;
  now?: () => number;
  geocoder?: Geocoder;
  router?: Router;
  /** A fake weather service, or null for none. */
  weather?: Weather | null;
  mailer?: Mailer;
  venueLookups?: Ctx["venueLookups"];
};

/** The bookmark cookie's value, when it holds one; whether the person's last write changed public data. */
function bookmarkFrom(request: Request): { bookmark: string | null; publicWrite: boolean } {
  const header = request.headers.get("cookie") ?? "";
  const value = parse(header, BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  if (!isBookmark(value)) return { bookmark: null, publicWrite: false };
  return { bookmark: value, publicWrite: parse(header, PUBLIC_WRITE_COOKIE)[PUBLIC_WRITE_COOKIE] === "1" };
}

/** A value built on its first read, then kept. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

/** The D1 handle: a request's session on its bookmark, else the primary. */
function openDatabase(env: Env, request: Request | undefined): DbCtx & BookmarkCtx {
  if (!request) return { db: createDb(env.DB), latestBookmark: () => null };
  return openSession(env.DB, bookmarkFrom(request).bookmark);
}

/**
 * One context per request, cron run or queue batch (docs/decisions/230). Every member is a getter
 * that builds on first read and keeps what it built, so the context costs nothing for what a
 * handler never uses.
 */
export function createCtx(env: Env, inputs: CtxInputs = {}): Ctx {
  const { request } = inputs;
  const config = once(() => readConfig(env));
  const database = once(() => openDatabase(env, request));
  const baseUrl = once(() => (request ? new URL(request.url).origin : config().appUrl));
  const geocoder = once(() => inputs.geocoder ?? createGeocoder({ env, config: config() }));
  const router = once(() => inputs.router ?? createRouter({ config: config() }));
  const weather = once(() => (inputs.weather === undefined ? createWeather({ config: config() }) : inputs.weather));
  const mailer = once(() => inputs.mailer ?? createMailer(config()));
  // Public rows come from D1 only after the person's own change to them (docs/decisions/162).
  const reads = once(() =>
    sharedReads(env.PUBLIC_PAGES, { readsOwnWrite: request ? bookmarkFrom(request).publicWrite : false }),
  );
  const auth = once(() =>
    createAuth({ db: database().db, sessionsKv: env.SESSIONS, config: config(), baseUrl: baseUrl() }),
  );
  const now = inputs.now ?? (() => Date.now());
  return {
    env,
    d1: env.DB,
    rateLimits: env.RATE_LIMITS,
    publicPages: env.PUBLIC_PAGES,
    sessionsKv: env.SESSIONS,
    notifications: env.NOTIFICATIONS,
    feedQueue: env.FEED_REFRESH,
    weatherCache: env.GEOCODE_CACHE,
    venueLookups: inputs.venueLookups === undefined ? env.VENUE_LOOKUPS : inputs.venueLookups,
    now,
    auth,
    latestBookmark: () => database().latestBookmark(),
    get db() {
      return database().db;
    },
    get config() {
      return config();
    },
    get baseUrl() {
      return baseUrl();
    },
    get geocoder() {
      return geocoder();
    },
    get router() {
      return router();
    },
    get weather() {
      return weather();
    },
    get mailer() {
      return mailer();
    },
    get sharedReads() {
      return reads();
    },
  };
}
