import { drizzle } from "drizzle-orm/d1";

/**
 * Without `{ schema }`: nothing uses drizzle's relational `db.query` API (better-auth's adapter
 * gets the tables itself and, without `advanced.database.joins`, never asks for it), and with it
 * every request (one instance per request, for its D1 session) re-derived the relations of the
 * whole schema: 2–3 % of a page's CPU.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;

// The context's database members (docs/decisions/230), one type each, so a service names only the
// ones it reads and a test passes only those.

/** The request's D1 session (its bookmark), or the primary for a cron run or a queue batch. */
export type DbCtx = { readonly db: Db };
/** The D1 binding itself: a statement run through it reports its `rows_read`, which drizzle drops. */
export type D1Ctx = { readonly d1: D1Database };
/** The D1 bookmark after this request's queries (null before any). */
export type BookmarkCtx = { readonly latestBookmark: () => string | null };

/** The cookie that carries a person's D1 bookmark after a write, so their next reads see it. */
export const BOOKMARK_COOKIE = "tipoff_d1";
/** Long enough for any replica to catch up; after that a fresh session reads anywhere. */
export const BOOKMARK_MAX_AGE_SECONDS = 300;
const BOOKMARK_PATTERN = /^[A-Za-z0-9-]{1,200}$/;

export function isBookmark(value: string | undefined | null): value is string {
  return typeof value === "string" && BOOKMARK_PATTERN.test(value);
}

/**
 * One request's database through D1's Sessions API: reads may go to a nearby replica, but never
 * to one older than `bookmark` (the person's last write), and every query of the request sees the
 * ones before it. `latestBookmark()` is what to hand back after a write.
 */
export function openSession(d1: D1Database, bookmark: string | null) {
  const session = d1.withSession(bookmark ?? "first-unconstrained");
  // Drizzle's D1 driver takes a database; a session answers the two calls queries make.
  const database: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => d1.exec(query),
    withSession: (constraintOrBookmark) => d1.withSession(constraintOrBookmark),
    dump: () => d1.dump(),
  };
  return { db: createDb(database), latestBookmark: () => session.getBookmark() };
}
