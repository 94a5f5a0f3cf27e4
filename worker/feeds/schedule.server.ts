import type { DbCtx } from "../db/client.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { NotificationsCtx } from "../notifications/queue-ctx";
import type { ClockCtx } from "../platform/clock";
import type { ConfigCtx } from "../platform/env.server";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { consumeFeedMessages } from "./consumer.server";
import { type ClaimOptions, type ClaimReport, claimDueFeeds, closeRun, openRun } from "./due.server";
import type { LaneRunner } from "./host-lanes";
import type { FeedQueueProducer } from "./queue-messages";

/** The cron's period: it runs every minute (FEED_REFRESH_CRON). */
const CRON_PERIOD_MS = 60_000;

/**
 * The cron's work (docs/decisions/116, 180): every feed due since the last run, queued one message
 * each in batches of at most 100, a page at a time; what one invocation cannot claim goes on in
 * the consumer. The run's clock is its scheduled instant.
 */
export async function queueDueFeeds(
  ctx: DbCtx,
  queue: FeedQueueProducer,
  scheduledTime: number,
  options?: ClaimOptions,
): Promise<ClaimReport> {
  const run = { db: ctx.db, now: () => scheduledTime };
  const span = await openRun(run, scheduledTime, CRON_PERIOD_MS);
  const report = await claimDueFeeds(run, queue, span, options);
  await closeRun(run, span);
  return report;
}

/** The queue consumer: fetches and reconciles the queued feeds, host by host (docs/decisions/181). */
export function consumeFeedBatch(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx & ConfigCtx & NotificationsCtx,
  queue: FeedQueueProducer,
  batch: MessageBatch<unknown>,
  lanes?: LaneRunner,
): Promise<void> {
  return consumeFeedMessages({ ...ctx, queue, ...(lanes ? { lanes } : {}) }, batch);
}
