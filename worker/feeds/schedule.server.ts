import { FEED_SCHEDULE } from "./limits";
import { claimDueFeeds, type FeedDeps, refreshQueuedFeed } from "./subscriptions.server";

/** One message per feed: only its id, so the link (a secret) never sits in a queue. */
export type FeedRefreshMessage = { feedId: string };

const isFeedRefreshMessage = (body: unknown): body is FeedRefreshMessage =>
  typeof body === "object" && body !== null && typeof (body as { feedId?: unknown }).feedId === "string";

/**
 * The cron's work (docs/decisions/116): the feeds due now, claimed, and one message each on the
 * queue in batches of at most 100, so the fetching spreads over many consumer invocations instead
 * of one loop in one request. Returns how many were queued.
 */
export async function queueDueFeeds(
  deps: Pick<FeedDeps, "db">,
  queue: Pick<Queue<FeedRefreshMessage>, "sendBatch">,
  now: number,
): Promise<number> {
  const ids = await claimDueFeeds(deps, now);
  for (let index = 0; index < ids.length; index += FEED_SCHEDULE.perBatch) {
    const batch = ids.slice(index, index + FEED_SCHEDULE.perBatch);
    await queue.sendBatch(batch.map((feedId) => ({ body: { feedId } })));
  }
  return ids.length;
}

/**
 * The queue consumer: each feed fetched, parsed and reconciled on its own. A feed's own failure
 * (refused, unreachable, not a calendar) is stored on the feed and backs it off, and its message
 * is done; only an error of ours (D1 unavailable) retries the message.
 */
export async function consumeFeedBatch(deps: FeedDeps, batch: MessageBatch<unknown>): Promise<void> {
  for (const message of batch.messages) {
    if (!isFeedRefreshMessage(message.body)) {
      message.ack();
      continue;
    }
    try {
      await refreshQueuedFeed(deps, message.body.feedId);
      message.ack();
    } catch {
      message.retry();
    }
  }
}
