import type { Auth } from "./auth/auth.server";
import type { Db } from "./db/client.server";
import type { Geocoder } from "./geocoding/geocoder";
import type { Mailer } from "./mail/mailer.server";
import type { AppConfig } from "./platform/env.server";
import type { SharedReads } from "./public-data/shared-reads.server";
import type { Router } from "./routing/routing";

/**
 * The one context every service takes first (docs/decisions/230): a request's, a cron run's or a
 * queue batch's bindings and services. Each member is built on its first read (`createCtx`), so a
 * request that never geocodes never builds a geocoder. A service that needs only a few members
 * names them as `Pick<Ctx, ...>`, so a test passes just those; this module holds types only, so
 * importing it reaches no builder.
 */
export type Ctx = {
  readonly env: Env;
  /** The request's D1 session (its bookmark), or the primary for a cron run or a queue batch. */
  readonly db: Db;
  readonly d1: D1Database;
  readonly config: AppConfig;
  /** The request's origin, which names the session cookie and better-auth's URLs; else the app's URL. */
  readonly baseUrl: string;
  /** The clock: a cron run's is its `scheduledTime`, everything else's the wall clock. */
  readonly now: () => number;
  readonly rateLimits: KVNamespace;
  readonly publicPages: KVNamespace;
  readonly sessionsKv: KVNamespace;
  /** Venues an import could not look up at once (null: they wait for the next import). */
  readonly venueLookups: Env["VENUE_LOOKUPS"] | null;
  readonly notifications: Env["NOTIFICATIONS"];
  readonly geocoder: Geocoder;
  readonly router: Router;
  readonly mailer: Mailer;
  /** Built on first use: most requests never touch auth. */
  readonly auth: () => Auth;
  /** The D1 bookmark after this request's queries (null before any). */
  readonly latestBookmark: () => string | null;
  /** Public rows kept in this isolate, for reads every reader shares (docs/decisions/087). */
  readonly sharedReads: SharedReads;
};
