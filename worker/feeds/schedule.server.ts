import { consumeFeedMessages } from "./consumer.server";
import { type ClaimOptions, type ClaimReport, claimDueFeeds, closeRun, openRun } from "./due.server";
import type { LaneRunner } from "./host-lanes";
import type { FeedQueueProducer } from "./queue-messages";
import type { FeedDeps } from "./subscriptions.server";

/** The cron's period: it runs every minute (FEED_REFRESH_CRON). */
const CRON_PERIOD_MS = 60_000;

/**
 * The cron's work (docs/decisions/116, 180): every feed due since the last run, queued one message
 * each in batches of at most 100, a page at a time; what one invocation cannot claim goes on in
 * the consumer. The run's clock is its scheduled instant.
 */
export async function queueDueFeeds(
  ctx: Pick<FeedDeps, "db">,
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
  ctx: FeedDeps,
  queue: FeedQueueProducer,
  batch: MessageBatch<unknown>,
  lanes?: LaneRunner,
): Promise<void> {
  return consumeFeedMessages({ ...ctx, queue, ...(lanes ? { lanes } : {}) }, batch);
}
