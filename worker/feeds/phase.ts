import { FEED_SCHEDULE } from "../../core/feeds/limits";

// When a feed is fetched (docs/decisions/180). A feed's fetches fall on a fixed phase of its
// interval, derived from its id, so 100,000 feeds spread evenly over the interval instead of
// bunching where they were subscribed or where a cron run happened to read them.

/** What the schedule knows of a feed: its interval and its phase within it (both ms). */
export type FeedTiming = { intervalMs: number; phaseMs: number };

/**
 * The feed's phase: a number in [0, interval) from the first 16 characters of its id. A plain
 * polynomial hash (reduced at each step) so a migration can compute the same value in SQL.
 */
export function feedPhase(id: string, intervalMs: number): number {
  let hash = 0;
  for (let index = 0; index < Math.min(id.length, 16); index++) {
    hash = (hash * 31 + id.charCodeAt(index)) % intervalMs;
  }
  return hash;
}

export function feedTiming(id: string, intervalMs: number): FeedTiming {
  return { intervalMs, phaseMs: feedPhase(id, intervalMs) };
}

/** The first instant at or after `instant` that falls on the feed's phase. */
export function phaseInstantAtOrAfter(instant: number, { intervalMs, phaseMs }: FeedTiming): number {
  const offset = (((instant - phaseMs) % intervalMs) + intervalMs) % intervalMs;
  return offset === 0 ? instant : instant + intervalMs - offset;
}

/**
 * The next scheduled fetch after one made at `now`: the first phase instant at least half an
 * interval away, which is the next one when the fetch ran on time (within half an interval).
 */
export function nextScheduledFetch(now: number, timing: FeedTiming): number {
  return phaseInstantAtOrAfter(now + timing.intervalMs / 2, timing);
}

/**
 * When a feed that has just failed `failures` times in a row is fetched next: the interval doubled
 * per failure, at most a day, landing on its phase. Intervals divide a day, so each step is a whole
 * number of intervals and the fetch falls on the phase it would have had.
 */
export function nextFetchAfterFailure(now: number, failures: number, timing: FeedTiming): number {
  const wait = Math.min(timing.intervalMs * 2 ** Math.max(0, failures), FEED_SCHEDULE.maxBackoffMs);
  return phaseInstantAtOrAfter(now + wait - timing.intervalMs / 2, timing);
}

/**
 * The interval a feed's own REFRESH-INTERVAL asks for, within our bounds: never more often than the
 * default, never less than daily, rounded up to an interval that divides a day.
 */
export function boundedInterval(requestedMs: number | null): number {
  if (requestedMs === null || !Number.isFinite(requestedMs)) return FEED_SCHEDULE.intervalMs;
  return FEED_SCHEDULE.intervalsMs.find((interval) => interval >= requestedMs) ?? FEED_SCHEDULE.maxBackoffMs;
}

/**
 * The phases, within [0, interval), of the instants in [from, to): one range, two when the span
 * wraps past the interval's end, the whole interval when it is an interval or longer.
 */
export function phaseRanges(from: number, to: number, intervalMs: number): Array<[number, number]> {
  if (to <= from) return [];
  if (to - from >= intervalMs) return [[0, intervalMs]];
  const start = ((from % intervalMs) + intervalMs) % intervalMs;
  const end = start + (to - from);
  return end <= intervalMs
    ? [[start, end]]
    : [
        [start, intervalMs],
        [0, end - intervalMs],
      ];
}
