import { gt, sql } from "drizzle-orm";
import { type Failure, rateLimited } from "../../core/failure";
import { FEED_POLITENESS } from "../../core/feeds/limits";
import { FEED_ERROR_CODES, FEED_TEXT } from "../../core/feeds/messages";
import type { DbCtx } from "../db/client.server";
import { feedHosts } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";

/** The pauses still running at `now`: host → the instant it may be fetched again. */
export async function activeHostPauses(ctx: DbCtx, now: number, hosts?: string[]): Promise<Map<string, number>> {
  const running = gt(feedHosts.pausedUntil, new Date(now));
  const rows = await ctx.db
    .select({ host: feedHosts.host, pausedUntil: feedHosts.pausedUntil })
    .from(feedHosts)
    .where(
      hosts === undefined
        ? running
        : sql`${running} AND ${feedHosts.host} IN (SELECT value FROM json_each(${JSON.stringify(hosts)}))`,
    );
  return new Map(rows.map((row) => [row.host, row.pausedUntil.getTime()]));
}

/** Leaves every feed on `host` alone until `until`; a longer pause already set stands. */
export async function pauseHost(ctx: DbCtx, host: string, until: number): Promise<void> {
  await ctx.db
    .insert(feedHosts)
    .values({ host, pausedUntil: new Date(until) })
    .onConflictDoUpdate({
      target: feedHosts.host,
      set: { pausedUntil: sql`max(${feedHosts.pausedUntil}, excluded.paused_until)` },
    });
}

/** How long the host that gave this failed fetch asked to be left alone, or null. */
export function askedPauseMs(failure: Failure & { httpStatus?: number; retryAfter?: string }, now: number) {
  return failure.httpStatus === undefined ? null : hostPauseMs(failure.httpStatus, failure.retryAfter ?? null, now);
}

/**
 * How long a host asked to be left alone: its Retry-After (seconds, or an HTTP date) on a 429 or a
 * 503, within our bounds; a 429 without one still earns the default pause. Null: no pause asked.
 */
export function hostPauseMs(status: number, retryAfter: string | null, now: number): number | null {
  if (status !== 429 && status !== 503) return null;
  const asked = retryAfterMs(retryAfter, now);
  if (asked === null) return status === 429 ? FEED_POLITENESS.defaultPauseMs : null;
  return Math.min(Math.max(asked, 1000), FEED_POLITENESS.maxPauseMs);
}

function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim() ?? "";
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  if (value === "" || value.length > 64) return null;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

/** A host that asked to be left alone: the person is told when to try again, and nothing is fetched. */
export async function hostWaiting(ctx: DbCtx & ClockCtx, host: string): Promise<Failure | null> {
  const now = ctx.now();
  const until = (await activeHostPauses(ctx, now, [host])).get(host);
  return until === undefined ? null : hostPausedFailure(host, until - now);
}

/**
 * A 429, or a 503 with Retry-After, is the host's answer for every feed on it, not this feed's
 * failure: the host is paused for all of them, and the person told when to try again.
 */
export async function hostAskedToWait(
  ctx: DbCtx & ClockCtx,
  host: string,
  failure: Failure & { httpStatus?: number; retryAfter?: string },
): Promise<Failure | null> {
  const now = ctx.now();
  const pauseMs = askedPauseMs(failure, now);
  if (pauseMs === null) return null;
  await pauseHost(ctx, host, now + pauseMs);
  return hostPausedFailure(host, pauseMs);
}

const hostPausedFailure = (host: string, waitMs: number): Failure => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    ...rateLimited(FEED_TEXT.hostPaused(host, Math.ceil(seconds / 60)), seconds),
    code: FEED_ERROR_CODES.hostPaused,
  };
};
