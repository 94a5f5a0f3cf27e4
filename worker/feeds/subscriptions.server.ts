import { and, asc, count, eq } from "drizzle-orm";
import { games, importSources } from "../db/schema.server";
import { fail, notFound, type Result } from "../failure";
import type { GameDeps } from "../games/games.server";
import { limitImports } from "../imports/imports.server";
import { parseCalendar } from "../imports/parse";
import { type ImportResult, reconcileEvents } from "../imports/reconcile.server";
import { feedLabel } from "./feed-label";
import { type FeedResult, feedResultOf } from "./feed-result";
import { contentHash, type SourceRow, timingFields, timingOf, unchangedFields } from "./feed-rows.server";
import { checkFeedUrl, type FeedUrlPolicy, urlHint } from "./feed-url";
import { hostAskedToWait, hostWaiting } from "./hosts.server";
import { FEED_SCHEDULE } from "./limits";
import { FEED_ERROR_CODES, FEED_TEXT } from "./messages";
import { nextFetchAfterFailure, phaseInstantAtOrAfter } from "./phase";
import { type FeedFetchResult, fetchFeed } from "./safe-fetch.server";

export type FeedDeps = GameDeps & {
  policy: FeedUrlPolicy;
  /** Only tests pass a shorter fetch budget. */
  timeoutMs?: number;
};

/** A feed as its owner sees it: never the link itself, which carries their key. */
export type Feed = {
  id: string;
  label: string;
  urlHint: string;
  lastFetchedAt: string | null;
  lastResult: FeedResult | null;
  lastError: string | null;
  consecutiveFailures: number;
  nextFetchAt: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toFeed(row: SourceRow, now = Date.now()): Feed {
  // On its phase, a feed is next fetched at its next phase instant; off it, when it was set for.
  const nextFetch = row.nextFetchAt ?? new Date(phaseInstantAtOrAfter(now, timingOf(row)));
  return {
    id: row.id,
    label: row.label,
    urlHint: urlHint(row.key),
    lastFetchedAt: iso(row.lastFetchedAt),
    lastResult: row.lastResult ?? null,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    nextFetchAt: iso(nextFetch),
  };
}

const ownFeed = (userId: string, feedId: string) =>
  and(eq(importSources.id, feedId), eq(importSources.userId, userId), eq(importSources.kind, "feed"));

export async function listFeeds(deps: Pick<GameDeps, "db">, userId: string): Promise<Feed[]> {
  const rows = await deps.db
    .select()
    .from(importSources)
    .where(and(eq(importSources.userId, userId), eq(importSources.kind, "feed")))
    .orderBy(asc(importSources.createdAt), asc(importSources.id));
  return rows.map((row) => toFeed(row));
}

async function feedRow(deps: Pick<GameDeps, "db">, where: ReturnType<typeof ownFeed>): Promise<SourceRow | null> {
  const [row] = await deps.db.select().from(importSources).where(where).limit(1);
  return row ?? null;
}

export async function fetchCalendar(
  deps: FeedDeps,
  link: string,
  previous: { etag: string | null; lastModified: string | null },
) {
  return fetchFeed(link, {
    ...deps.policy,
    previous,
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  });
}

/**
 * Stores what one fetch brought (`fetched`, else the fetch made here): a calendar is reconciled
 * like an uploaded file (source kind "feed"); a 304, or the very body imported last time, changes
 * no game and writes the feed's row alone, with only what changed (docs/decisions/180). A failure
 * keeps every game, stores its reason and backs the feed off.
 */
export async function applyFetch(deps: FeedDeps, row: SourceRow, fetched?: FeedFetchResult): Promise<SourceRow | null> {
  const now = deps.now();
  const outcome = fetched ?? (await fetchCalendar(deps, row.key, { etag: row.etag, lastModified: row.lastModified }));
  if (!outcome.ok) return recordFailure(deps, row, outcome.message);
  const hash = outcome.notModified ? null : await contentHash(outcome.body);
  if (outcome.notModified || hash === row.contentHash) return saveRow(deps, row.id, unchangedFields(row, outcome, now));
  const parsed = parseCalendar(outcome.body, now);
  if (!parsed.ok) return recordFailure(deps, row, FEED_TEXT.notCalendar);
  const result = await reconcileEvents(deps, row.userId, { id: row.id, kind: "feed" }, parsed.calendar.events, {
    complete: true,
    ignored: parsed.calendar.ignored,
  });
  return saveRow(deps, row.id, {
    label: feedLabel(outcome.body, row.key),
    ...importedFields(outcome, result, now),
    ...timingFields(row.id, outcome.body),
    contentHash: hash,
  });
}

function recordFailure(deps: FeedDeps, row: SourceRow, reason: string): Promise<SourceRow | null> {
  const failures = row.consecutiveFailures + 1;
  return saveRow(deps, row.id, {
    lastError: reason,
    consecutiveFailures: failures,
    nextFetchAt: new Date(nextFetchAfterFailure(deps.now(), failures, timingOf(row))),
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
  deps: Pick<GameDeps, "db" | "now">,
  id: string,
  change: Partial<typeof importSources.$inferInsert>,
): Promise<SourceRow | null> {
  const [saved] = await deps.db
    .update(importSources)
    .set({ ...change, updatedAt: new Date(deps.now()) })
    .where(eq(importSources.id, id))
    .returning();
  // Null when the person removed the feed while it was being fetched.
  return saved ?? null;
}

async function feedCount(deps: Pick<FeedDeps, "db">, userId: string): Promise<number> {
  const [owned] = await deps.db
    .select({ feeds: count() })
    .from(importSources)
    .where(and(eq(importSources.userId, userId), eq(importSources.kind, "feed")));
  return owned?.feeds ?? 0;
}

const tooManyFeeds = () => fail("conflict", FEED_TEXT.tooMany, { code: FEED_ERROR_CODES.tooMany });

/**
 * Subscribes the person to a calendar link and fetches it at once. A refused link is a 400 and is
 * not saved; nor is a link that does not give a calendar now (the person sees why at once). The
 * same link again answers with the feed already saved.
 */
export async function subscribeFeed(
  deps: FeedDeps,
  userId: string,
  link: string,
): Promise<Result<{ feed: Feed; created: boolean }>> {
  const checked = checkFeedUrl(link, deps.policy);
  if (!checked.ok) return checked;
  const key = checked.url.href;
  const existing = await feedRow(
    deps,
    and(eq(importSources.userId, userId), eq(importSources.kind, "feed"), eq(importSources.key, key)),
  );
  if (existing) return { ok: true, feed: toFeed(existing), created: false };
  if ((await feedCount(deps, userId)) >= FEED_SCHEDULE.perPerson) return tooManyFeeds();
  const limited = await limitImports(deps, userId);
  if (limited) return limited;
  const waiting = await hostWaiting(deps, checked.url.host);
  if (waiting) return waiting;
  const fetched = await fetchCalendar(deps, key, { etag: null, lastModified: null });
  if (!fetched.ok) return (await hostAskedToWait(deps, checked.url.host, fetched)) ?? fetched;
  if (fetched.notModified) return fail("unprocessable", FEED_TEXT.notCalendar, { code: FEED_ERROR_CODES.notCalendar });
  const now = deps.now();
  const parsed = parseCalendar(fetched.body, now);
  if (!parsed.ok) return fail("unprocessable", FEED_TEXT.notCalendar, { code: FEED_ERROR_CODES.notCalendar });
  // Inserted with its label, never with the link (ensureSource would name it by its key, a secret),
  // and due at once: should the reconcile below fail, the cron still picks the feed up.
  const label = feedLabel(fetched.body, key);
  const id = crypto.randomUUID();
  const [inserted] = await deps.db
    .insert(importSources)
    .values({
      id,
      userId,
      kind: "feed",
      key,
      label,
      nextFetchAt: new Date(now),
      host: checked.url.host,
      ...timingFields(id, fetched.body),
    })
    .onConflictDoNothing()
    .returning({ id: importSources.id });
  // Two subscriptions sent at once both pass the count above; the one that finds itself past the
  // limit after its insert takes itself back, so a person never has more feeds than allowed.
  if (inserted && (await feedCount(deps, userId)) > FEED_SCHEDULE.perPerson) {
    await deps.db.delete(importSources).where(eq(importSources.id, inserted.id));
    return tooManyFeeds();
  }
  const source = await feedRow(
    deps,
    and(eq(importSources.userId, userId), eq(importSources.kind, "feed"), eq(importSources.key, key)),
  );
  if (!source) throw new Error("the feed was not saved");
  const result = await reconcileEvents(deps, userId, { id: source.id, kind: "feed" }, parsed.calendar.events, {
    complete: true,
    ignored: parsed.calendar.ignored,
  });
  const saved = await saveRow(deps, source.id, {
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
export async function refreshFeed(deps: FeedDeps, userId: string, feedId: string): Promise<Result<{ feed: Feed }>> {
  const row = await feedRow(deps, ownFeed(userId, feedId));
  if (!row) return notFound(FEED_TEXT.notFound);
  const limited = await limitImports(deps, userId);
  if (limited) return limited;
  const host = row.host ?? new URL(row.key).host;
  const waiting = await hostWaiting(deps, host);
  if (waiting) return waiting;
  const fetched = await fetchCalendar(deps, row.key, { etag: row.etag, lastModified: row.lastModified });
  const askedToWait = fetched.ok ? null : await hostAskedToWait(deps, host, fetched);
  if (askedToWait) return askedToWait;
  const saved = await applyFetch(deps, row, fetched);
  return saved ? { ok: true, feed: toFeed(saved) } : notFound(FEED_TEXT.notFound);
}

/**
 * Removes a feed. Its games stay, as the person's own, detached from the feed (no later sync
 * touches them); events still waiting for a gym go with it, as they are not games yet.
 */
export async function removeFeed(
  deps: Pick<GameDeps, "db">,
  userId: string,
  feedId: string,
): Promise<Result<{ keptGames: number; label: string }>> {
  const row = await feedRow(deps, ownFeed(userId, feedId));
  if (!row) return notFound(FEED_TEXT.notFound);
  const [kept] = await deps.db.batch([
    deps.db
      .update(games)
      .set({ importSourceId: null, externalUid: null })
      .where(and(eq(games.userId, userId), eq(games.importSourceId, feedId)))
      .returning({ id: games.id }),
    deps.db.delete(importSources).where(ownFeed(userId, feedId)),
  ]);
  return { ok: true, keptGames: kept.length, label: row.label };
}
