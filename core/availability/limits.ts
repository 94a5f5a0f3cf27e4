// No imports: the schema, the validators, the page and the end-to-end tests read these.
/** Limits of a person's availability: blocks, ticks, the page's weeks and the digest (docs/decisions/243). */
export const AVAILABILITY_LIMITS = {
  /** A block (a day off, a wedding weekend) lasts at most two weeks; a longer absence is several. */
  blockMaxDays: 14,
  labelMax: 80,
  /** Blocks not yet over one person may keep. */
  blocksPerUser: 500,
  /** Block saves and removals and ticks per person every 5 minutes: a season's ticks in one sitting. */
  writesPerWindow: 120,
  /** The longest stretch one availability answer covers, in days. */
  rangeMaxDays: 62,
  /** The page shows this week and the next four. */
  weeksShown: 5,
  /** A calendar's name as a tick names it: the longest import source label. */
  platformMax: 100,
  /**
   * The person's clock is the zone most of their games are in, from a week ago to five weeks ahead
   * (the weeks the page shows), so one game in another state does not move it.
   */
  clockLookBackDays: 7,
  clockLookAheadDays: 35,
  /** The busy-times calendar looks back a month, as the games' feed does, and ahead two years. */
  feedLookBackDays: 30,
  feedLookAheadDays: 731,
} as const;

/** What a busy time holds: games only, or a block the person added (with any games it touches). */
export const BUSY_KINDS = ["game", "block"] as const;
export type BusyKind = (typeof BUSY_KINDS)[number];

/** Where the person's clock comes from: their games' zone, their usual start's, or none (UTC). */
export const CLOCK_SOURCES = ["games", "usualStart", "utc"] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];

/**
 * The weekly digest: Monday from 7 AM on the person's clock. The cron looks once an hour (at the
 * top of the hour, UTC); a pass that fails is made up by the next within the five hours.
 */
export const DIGEST_SCHEDULE = {
  /** Monday, as `Date.getUTCDay()` counts. */
  weekday: 1,
  hour: 7,
  /** Hours after 7 AM the digest may still go (a missed hourly pass), then it waits a week. */
  lateHours: 5,
  /** People whose digest one pass works out at most; the rest come on the next pass. */
  perPass: 200,
} as const;
