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

const HOUR_MS = 60 * 60 * 1000;

/**
 * How often Tipoff fetches a subscribed feed, and how a failing one is backed off (docs/decisions/115,
 * 180). Each feed is due at a fixed phase of its interval, so the fetches spread evenly over time.
 */
export const FEED_SCHEDULE = {
  /** A feed that answers is fetched again after this long, unless its REFRESH-INTERVAL asks for longer. */
  intervalMs: 2 * HOUR_MS,
  /**
   * The intervals a feed may have: its REFRESH-INTERVAL rounded up to one of these. Each divides a
   * day, so every backoff step (the interval doubled, at most a day) lands on the feed's own phase.
   */
  intervalsMs: [2, 3, 4, 6, 8, 12, 24].map((hours) => hours * HOUR_MS),
  /** A failing feed waits the interval doubled per failure in a row, up to this. */
  maxBackoffMs: 24 * HOUR_MS,
  /** How far back a cron run reaches after runs were missed (a day: every interval comes round). */
  maxCatchUpMs: 24 * HOUR_MS,
  /** Feeds one claim query reads. */
  perPage: 500,
  /**
   * Pages one invocation (the cron, or the continuation it queues) claims before it hands the rest
   * on: 40 pages are 20,000 feeds, 40 D1 queries and 200 `sendBatch` calls, far inside the limits
   * of one invocation (docs/performance.md, "Feeds at national scale").
   */
  pagesPerInvocation: 40,
  /** Messages in one `sendBatch` (the Queues limit is 100). */
  perBatch: 100,
  /**
   * Changed calendars one consumer invocation reconciles (each a dozen or two D1 round trips): 30
   * keep it far inside D1's 1,000 queries per invocation when a whole batch has changed, as at the
   * start of a season; the batch's further feeds go back on the queue for the next invocation.
   */
  importsPerInvocation: 30,
  /** Feeds per person. */
  perPerson: 10,
} as const;

/** The cron expression of the feed schedule in wrangler.toml; `scheduled` routes by it. */
export const FEED_REFRESH_CRON = "* * * * *";

/**
 * How hard Tipoff may press one feed host (docs/decisions/181). The consumer runs at most
 * `perHostInFlight` invocations at once (`max_concurrency` in wrangler.toml must be this number),
 * and each invocation fetches one host's feeds one after another, starting them at least
 * `hostPaceMs` apart: so a host never has more than `perHostInFlight` fetches in flight, nor more
 * than `perHostPerMinute` started in any minute.
 */
export const FEED_POLITENESS = {
  perHostInFlight: 4,
  perHostPerMinute: 600,
  /** A Worker invocation has at most six connections waiting for an answer; more only queue. */
  parallelHosts: 6,
  /** A 429 without Retry-After leaves the host alone this long. */
  defaultPauseMs: 5 * 60 * 1000,
  /** The longest pause a host's Retry-After is granted (it is a rate limit, not an outage). */
  maxPauseMs: 6 * HOUR_MS,
} as const;

/** The gap between two starts of one invocation's fetches to the same host. */
export const HOST_PACE_MS = (60_000 * FEED_POLITENESS.perHostInFlight) / FEED_POLITENESS.perHostPerMinute;
