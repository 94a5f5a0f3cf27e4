import { and, eq, inArray } from "drizzle-orm";
import type { Result } from "../../core/failure";
import type { DbCtx } from "../db/client.server";
import { importSources } from "../db/schema.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { type FileImportResult, type FileWord, importCalendarFile } from "../imports/imports.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { activeHostPauses } from "./hosts.server";
import type { FeedQueueCtx, FeedQueueMessage } from "./queue-messages";

// The newest word wins (docs/decisions/244). A file never changes a game a feed carries, so a file
// that knows a cancellation or a move before the feed's next fetch would leave the feed's older word
// (and its leave-by) standing for up to an interval: the feed is asked again at once instead.

const QUEUE_LIMIT_DELAY_SECONDS = 24 * 60 * 60;

/**
 * Queues a fetch now of each of the person's feeds the file contradicted, unless its last fetch is
 * newer than the file (its newest DTSTAMP; a file that states none may be newer). The consumer paces
 * the fetch by its host like any other; a host that asked to be left alone is asked once its pause
 * ends. Returns how many feeds were asked.
 */
export async function askFeedsAgain(
  ctx: DbCtx & ClockCtx & FeedQueueCtx,
  userId: string,
  word: FileWord,
): Promise<number> {
  if (word.contradicted.length === 0) return 0;
  const feeds = await ctx.db
    .select({ id: importSources.id, host: importSources.host, lastFetchedAt: importSources.lastFetchedAt })
    .from(importSources)
    .where(
      and(
        eq(importSources.userId, userId),
        eq(importSources.kind, "feed"),
        inArray(importSources.id, word.contradicted),
      ),
    );
  const older = feeds.filter(
    (feed) => feed.lastFetchedAt === null || word.stampedAt === null || word.stampedAt > feed.lastFetchedAt.getTime(),
  );
  if (older.length === 0) return 0;
  const now = ctx.now();
  const hosts = older.flatMap((feed) => (feed.host ? [feed.host] : []));
  const pauses = await activeHostPauses(ctx, now, hosts);
  const messages = older.map((feed) => {
    // No `queuedAt`: the consumer skips a feed fetched within half an interval of that instant.
    const body: FeedQueueMessage = { feedId: feed.id };
    const pausedUntil = feed.host ? pauses.get(feed.host) : undefined;
    const delaySeconds = pausedUntil === undefined ? 0 : Math.ceil((pausedUntil - now) / 1000);
    return delaySeconds > 0 ? { body, delaySeconds: Math.min(delaySeconds, QUEUE_LIMIT_DELAY_SECONDS) } : { body };
  });
  await ctx.feedQueue.sendBatch(messages);
  return older.length;
}

/**
 * An uploaded calendar file, imported, then the feeds it knows newer than asked again. The upload
 * stands whatever the queue does: a failure to ask is logged, and the feeds' own fetches follow.
 */
export async function uploadCalendarFile(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & FeedQueueCtx,
  userId: string,
  body: Uint8Array,
): Promise<Result<{ result: FileImportResult }>> {
  const outcome = await importCalendarFile(ctx, userId, body);
  if (!outcome.ok) return outcome;
  try {
    await askFeedsAgain(ctx, userId, outcome.word);
  } catch (error) {
    console.error("The feeds a file contradicts were not asked again", error instanceof Error ? error.name : "");
  }
  return { ok: true, result: outcome.result };
}
