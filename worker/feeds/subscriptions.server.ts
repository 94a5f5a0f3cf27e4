import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { FEED_SCHEDULE } from "../../core/feeds/limits";
import { FEED_ERROR_CODES, FEED_TEXT } from "../../core/feeds/messages";
import type { DbCtx } from "../db/client.server";
import { feedResultOf } from "../db/feed-result";
import { gameSourceEvents, importSources } from "../db/schema.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { limitImports } from "../imports/imports.server";
import { parseCalendar } from "../imports/parse";
import { type ImportResult, reconcileEvents } from "../imports/reconcile.server";
import type { ReconciledChange } from "../imports/source-changes";
import { notifyFeedChanges } from "../notifications/feed-changes.server";
import type { NotificationsCtx } from "../notifications/queue-ctx";
import type { ClockCtx } from "../platform/clock";
import type { ConfigCtx } from "../platform/env.server";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { feedLabel } from "./feed-label";
import { type Feed, toFeed } from "./feed-list.server";
import { contentHash, type SourceRow, timingFields, timingOf, unchangedFields } from "./feed-rows.server";
import { checkFeedUrl } from "./feed-url";
import { hostAskedToWait, hostWaiting } from "./hosts.server";
import { nextFetchAfterFailure } from "./phase";
import { type FeedFetchResult, feedUrlPolicy, fetchFeed } from "./safe-fetch.server";

/** What a refresh that brought a calendar changed, for its owner's change notice. */
export type FeedRefreshed = {
  userId: string;
  feed: { id: string; label: string };
  changed: ReconciledChange[];
  now: number;
};

const ownFeed = (userId: string, feedId: string) =>
  and(eq(importSources.id, feedId), eq(importSources.userId, userId), eq(importSources.kind, "feed"));

async function feedRow(ctx: DbCtx, where: ReturnType<typeof ownFeed>): Promise<SourceRow | null> {
  const [row] = await ctx.db.select().from(importSources).where(where).limit(1);
  return row ?? null;
}

export async function fetchCalendar(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  link: string,
  previous: { etag: string | null; lastModified: string | null },
) {
  return fetchFeed(link, {
    ...feedUrlPolicy(ctx.config),
    previous,
  });
}

/**
 * Stores what one fetch brought (`fetched`, else the fetch made here): a calendar is reconciled
 * like an uploaded file (source kind "feed"); a 304, or the very body imported last time, changes
 * no game and writes the feed's row alone, with only what changed (docs/decisions/180). A failure
 * keeps every game, stores its reason and backs the feed off.
 */
export async function applyFetch(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  row: SourceRow,
  fetched?: FeedFetchResult,
): Promise<SourceRow | null> {
  const now = ctx.now();
  const outcome = fetched ?? (await fetchCalendar(ctx, row.key, { etag: row.etag, lastModified: row.lastModified }));
  if (!outcome.ok) return recordFailure(ctx, row, outcome.message);
  const hash = outcome.notModified ? null : await contentHash(outcome.body);
  if (outcome.notModified || hash === row.contentHash) return saveRow(ctx, row.id, unchangedFields(row, outcome, now));
  const parsed = parseCalendar(outcome.body, now);
  if (!parsed.ok) return recordFailure(ctx, row, FEED_TEXT.notCalendar);
  const changed: ReconciledChange[] = [];
  const label = feedLabel(outcome.body, row.key);
  const result = await reconcileEvents(ctx, row.userId, { id: row.id, kind: "feed" }, parsed.calendar.events, {
    complete: true,
    ignored: parsed.calendar.ignored,
    changed,
    // Its first import (the one at subscribing failed) marks nothing; later ones mark what they add
    // or move as to accept on the platform (docs/decisions/244).
    ...(row.lastImportedAt ? { confirmWith: label } : {}),
  });
  const saved = await saveRow(ctx, row.id, {
    label,
    ...importedFields(outcome, result, now),
    ...timingFields(row.id, outcome.body),
    contentHash: hash,
  });
  if (saved) await tellRefreshed(ctx, { userId: row.userId, feed: { id: row.id, label: saved.label }, changed, now });
  return saved;
}

/** The change notice must not undo a refresh that is saved: a failure to queue it is logged. */
async function tellRefreshed(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  refresh: FeedRefreshed,
): Promise<void> {
  try {
    // After a refresh, the person hears what changed in their next two weeks (docs/decisions/175).
    await notifyFeedChanges(ctx, refresh);
  } catch (error) {
    console.error("The feed's change notice was not queued", error instanceof Error ? error.name : "");
  }
}

function recordFailure(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  row: SourceRow,
  reason: string,
): Promise<SourceRow | null> {
  const failures = row.consecutiveFailures + 1;
  return saveRow(ctx, row.id, {
    lastError: reason,
    consecutiveFailures: failures,
    nextFetchAt: new Date(nextFetchAfterFailure(ctx.now(), failures, timingOf(row))),
  });
}

/** What a feed records once its calendar was fetched and imported: back on its phase. */
function importedFields(
  fetched: Pick<typeof importSources.$inferInsert, "etag" | "lastModified">,
  result: ImportResult,
  now: number,
): Partial<typeof importSources.$inferInsert> {
  return {
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    lastFetchedAt: new Date(now),
    lastImportedAt: new Date(now),
    lastResult: feedResultOf(result),
    lastError: null,
    consecutiveFailures: 0,
    nextFetchAt: null,
  };
}

async function saveRow(
  ctx: DbCtx & ClockCtx,
  id: string,
  change: Partial<typeof importSources.$inferInsert>,
): Promise<SourceRow | null> {
  const [saved] = await ctx.db
    .update(importSources)
    .set({ ...change, updatedAt: new Date(ctx.now()) })
    .where(eq(importSources.id, id))
    .returning();
  // Null when the person removed the feed while it was being fetched.
  return saved ?? null;
}

async function feedCount(ctx: DbCtx, userId: string): Promise<number> {
  const [owned] = await ctx.db
    .select({ feeds: count() })
    .from(importSources)
    .where(and(eq(importSources.userId, userId), eq(importSources.kind, "feed")));
  return owned?.feeds ?? 0;
}

const tooManyFeeds = () => fail("conflict", FEED_TEXT.tooMany, { code: FEED_ERROR_CODES.tooMany });

/**
 * A new feed, inserted only while the person has fewer than their limit: the count and the insert
 * are one statement, so subscriptions sent at once can neither pass the limit nor undercut it.
 */
async function insertWithinLimit(
  ctx: DbCtx,
  feed: { userId: string; key: string; label: string; host: string; body: string },
  now: number,
) {
  const table = importSources;
  const id = crypto.randomUUID();
  const timing = timingFields(id, feed.body);
  const column = (name: string) => sql.identifier(name);
  await ctx.db.run(sql`
    INSERT INTO ${table} (${column(table.id.name)}, ${column(table.userId.name)}, ${column(table.kind.name)}, ${column(table.key.name)}, ${column(table.label.name)}, ${column(table.host.name)}, ${column(table.fetchIntervalMs.name)}, ${column(table.fetchPhaseMs.name)}, ${column(table.nextFetchAt.name)}, ${column(table.createdAt.name)}, ${column(table.updatedAt.name)})
    SELECT ${id}, ${feed.userId}, 'feed', ${feed.key}, ${feed.label}, ${feed.host}, ${timing.fetchIntervalMs}, ${timing.fetchPhaseMs}, ${now}, ${now}, ${now}
    WHERE (SELECT count(*) FROM ${table} WHERE ${table.userId} = ${feed.userId} AND ${table.kind} = 'feed') < ${FEED_SCHEDULE.perPerson}
    ON CONFLICT DO NOTHING`);
}

/**
 * Subscribes the person to a calendar link and fetches it at once. A refused link is a 400 and is
 * not saved; nor is a link that does not give a calendar now (the person sees why at once). The
 * same link again answers with the feed already saved.
 */
export async function subscribeFeed(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  userId: string,
  link: string,
): Promise<Result<{ feed: Feed; created: boolean }>> {
  const checked = checkFeedUrl(link, feedUrlPolicy(ctx.config));
  if (!checked.ok) return checked;
  const key = checked.url.href;
  const existing = await feedRow(
    ctx,
    and(eq(importSources.userId, userId), eq(importSources.kind, "feed"), eq(importSources.key, key)),
  );
  if (existing) return { ok: true, feed: toFeed(existing), created: false };
  if ((await feedCount(ctx, userId)) >= FEED_SCHEDULE.perPerson) return tooManyFeeds();
  const limited = await limitImports(ctx, userId);
  if (limited) return limited;
  const waiting = await hostWaiting(ctx, checked.url.host);
  if (waiting) return waiting;
  const fetched = await fetchCalendar(ctx, key, { etag: null, lastModified: null });
  if (!fetched.ok) return (await hostAskedToWait(ctx, checked.url.host, fetched)) ?? fetched;
  if (fetched.notModified) return fail("unprocessable", FEED_TEXT.notCalendar, { code: FEED_ERROR_CODES.notCalendar });
  const now = ctx.now();
  const parsed = parseCalendar(fetched.body, now);
  if (!parsed.ok) return fail("unprocessable", FEED_TEXT.notCalendar, { code: FEED_ERROR_CODES.notCalendar });
  // Inserted with its label, never with the link (ensureSource would name it by its key, a secret),
  // and due at once: should the reconcile below fail, the cron still picks the feed up.
  const label = feedLabel(fetched.body, key);
  await insertWithinLimit(ctx, { userId, key, label, host: checked.url.host, body: fetched.body }, now);
  // Not there: the person already had their limit of feeds when the insert ran.
  const source = await feedRow(
    ctx,
    and(eq(importSources.userId, userId), eq(importSources.kind, "feed"), eq(importSources.key, key)),
  );
  if (!source) return tooManyFeeds();
  const result = await reconcileEvents(ctx, userId, { id: source.id, kind: "feed" }, parsed.calendar.events, {
    complete: true,
    ignored: parsed.calendar.ignored,
  });
  const saved = await saveRow(ctx, source.id, {
    ...importedFields(fetched, result, now),
    contentHash: await contentHash(fetched.body),
  });
  if (!saved) return notFound(FEED_TEXT.notFound);
  return { ok: true, feed: toFeed(saved, now), created: true };
}

/**
 * "Refresh now": the person's own feed fetched at once, within the imports' rate limit, unless its
 * host asked to be left alone for now (docs/decisions/181).
 */
export async function refreshFeed(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  userId: string,
  feedId: string,
): Promise<Result<{ feed: Feed }>> {
  const row = await feedRow(ctx, ownFeed(userId, feedId));
  if (!row) return notFound(FEED_TEXT.notFound);
  const limited = await limitImports(ctx, userId);
  if (limited) return limited;
  const host = row.host ?? new URL(row.key).host;
  const waiting = await hostWaiting(ctx, host);
  if (waiting) return waiting;
  const fetched = await fetchCalendar(ctx, row.key, { etag: row.etag, lastModified: row.lastModified });
  const askedToWait = fetched.ok ? null : await hostAskedToWait(ctx, host, fetched);
  if (askedToWait) return askedToWait;
  const saved = await applyFetch(ctx, row, fetched);
  return saved ? { ok: true, feed: toFeed(saved) } : notFound(FEED_TEXT.notFound);
}

/**
 * Removes a feed. Its games stay: as the person's own, or still carried by the person's other
 * sources (a file of the same events); the feed's rows behind them go with it, and its events still
 * waiting for a gym too, as they are not games yet.
 */
export async function removeFeed(
  ctx: DbCtx,
  userId: string,
  feedId: string,
): Promise<Result<{ keptGames: number; label: string }>> {
  const row = await feedRow(ctx, ownFeed(userId, feedId));
  if (!row) return notFound(FEED_TEXT.notFound);
  const [[kept]] = await ctx.db.batch([
    ctx.db
      .select({ games: count() })
      .from(gameSourceEvents)
      .where(
        and(
          eq(gameSourceEvents.importSourceId, feedId),
          eq(gameSourceEvents.userId, userId),
          isNotNull(gameSourceEvents.gameId),
        ),
      ),
    ctx.db.delete(importSources).where(ownFeed(userId, feedId)),
  ]);
  return { ok: true, keptGames: kept?.games ?? 0, label: row.label };
}
