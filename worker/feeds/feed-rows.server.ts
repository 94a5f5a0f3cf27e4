import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DbCtx } from "../db/client.server";
import { importSources } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";
import { readRefreshInterval } from "./feed-refresh-interval";
import { boundedInterval, type FeedTiming, feedPhase } from "./phase";
import type { FeedFetchResult } from "./safe-fetch.server";

// A feed's row as a fetch changes it (docs/decisions/180): its timing, and the one write a fetch
// that brought nothing new costs. Shared by the person's own fetches and the queue consumer.

export type SourceRow = typeof importSources.$inferSelect;
type RowWrites = DbCtx & ClockCtx;

/** The feed's interval and phase as stored (docs/decisions/180). */
export const timingOf = (row: Pick<SourceRow, "fetchIntervalMs" | "fetchPhaseMs">): FeedTiming => ({
  intervalMs: row.fetchIntervalMs,
  phaseMs: row.fetchPhaseMs,
});

/**
 * The one write a fetch that brought nothing new needs (a 304, or the body imported last time),
 * built but not run, so the queue consumer sends a whole batch's in one round trip; null when the
 * fetch failed or brought something to import.
 */
export async function unchangedWrite(
  ctx: RowWrites,
  row: SourceRow,
  fetched: FeedFetchResult,
): Promise<{ write: BatchItem<"sqlite"> } | null> {
  if (!fetched.ok) return null;
  if (!fetched.notModified && (await contentHash(fetched.body)) !== row.contentHash) return null;
  const now = ctx.now();
  // Wrapped: a query returned bare from an async function would be awaited, that is, run.
  const write = ctx.db
    .update(importSources)
    .set({ ...unchangedFields(row, fetched, now), updatedAt: new Date(now) })
    .where(eq(importSources.id, row.id));
  return { write };
}

/**
 * A fetch that brought nothing new: the fetch time, and whatever else differs (new validators, an
 * error or a backoff to clear), so the write touches no index unless it must.
 */
export function unchangedFields(
  row: SourceRow,
  fetched: { etag: string | null; lastModified: string | null },
  now: number,
): Partial<typeof importSources.$inferInsert> {
  const etag = fetched.etag ?? row.etag;
  const lastModified = fetched.lastModified ?? row.lastModified;
  // The result says what the latest fetch brought: after an unchanged one, nothing changed or went.
  const result = row.lastResult;
  const settled =
    result && (result.changed !== 0 || result.removed !== 0) ? { ...result, changed: 0, removed: 0 } : null;
  return {
    lastFetchedAt: new Date(now),
    ...(settled ? { lastResult: settled } : {}),
    ...(etag === row.etag ? {} : { etag }),
    ...(lastModified === row.lastModified ? {} : { lastModified }),
    ...(row.lastError === null ? {} : { lastError: null }),
    ...(row.consecutiveFailures === 0 ? {} : { consecutiveFailures: 0 }),
    ...(row.nextFetchAt === null ? {} : { nextFetchAt: null }),
  };
}

/** The interval the feed's own REFRESH-INTERVAL asks for, within our bounds, and the phase in it. */
export function timingFields(
  id: string,
  body: string,
): Pick<typeof importSources.$inferInsert, "fetchIntervalMs" | "fetchPhaseMs"> {
  const intervalMs = boundedInterval(readRefreshInterval(body));
  return { fetchIntervalMs: intervalMs, fetchPhaseMs: feedPhase(id, intervalMs) };
}

export async function contentHash(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The queued feeds still subscribed, by id, read in one statement. */
export async function feedRowsById(ctx: Pick<RowWrites, "db">, ids: string[]): Promise<Map<string, SourceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(importSources)
    .where(
      and(
        eq(importSources.kind, "feed"),
        sql`${importSources.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}
