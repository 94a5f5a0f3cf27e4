/** What one fetch of a person's calendar feed may cost us (docs/decisions/102). */
export const FEED_FETCH_LIMITS = {
  /** The body, counted as it streams in: a year of games is a few hundred KB at most. */
  maxBytes: 1024 * 1024,
  maxBytesLabel: "1 MB",
  /** The whole fetch, redirects and body included. */
  timeoutMs: 10_000,
  timeoutSeconds: 10,
  /** Redirects followed after the first request; each target is checked like the link itself. */
  maxRedirects: 3,
  /** A platform's feed link is a few hundred characters; anything far longer is not one. */
  maxUrlLength: 2048,
  /** Characters of the link shown after the host; the rest of the key stays hidden. */
  hintTailLength: 4,
} as const;

/** How often Tipoff fetches a subscribed feed, and how a failing one is backed off (docs/decisions/115). */
export const FEED_SCHEDULE = {
  /** A feed that answers is fetched again after this long. */
  intervalMs: 2 * 60 * 60 * 1000,
  /** A failing feed waits the interval doubled per failure in a row, up to this. */
  maxBackoffMs: 24 * 60 * 60 * 1000,
  /**
   * A feed put on the queue is not due again for this long, so the next cron run does not queue it
   * twice while its message waits; the consumer then sets its real next fetch.
   */
  claimMs: 30 * 60 * 1000,
  /** Feeds one cron run queues at most; the rest are still due on the next run. */
  perCronRun: 5000,
  /** Messages in one `sendBatch` (the Queues limit is 100). */
  perBatch: 100,
  /** Feeds per person. */
  perPerson: 10,
} as const;

/** When a feed that has just failed `failures` times in a row is fetched next. */
export function nextFetchAfterFailure(now: number, failures: number): number {
  const doubled = FEED_SCHEDULE.intervalMs * 2 ** Math.max(0, failures);
  return now + Math.min(doubled, FEED_SCHEDULE.maxBackoffMs);
}
