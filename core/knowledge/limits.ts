// The knowledge engine's clock and sizes: a leaf module (no imports), read by the services, the
// notifications cron and the end-to-end tests alike.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The arrival fields an official is asked about after a game, by their API names: what the next
 * crew needs at the door. An arena missing any of them asks (docs/decisions/200).
 */
export const ASKED_FIELDS = ["officialsEntrance", "officialsParking", "dressingRoom"] as const;
export type AskedField = (typeof ASKED_FIELDS)[number];

/** A game asks about its arena from 2 hours after tip-off (it is over) until 7 days after. */
export const ASK_WINDOW = { minAgeMs: 2 * HOUR_MS, maxAgeMs: 7 * DAY_MS } as const;

/** The after-the-game push (docs/decisions/202). */
export const AFTER_GAME = {
  /** About 30 minutes after the expected end, which is tip-off plus 2 hours. */
  dueAfterTipoffMs: 2 * HOUR_MS + 30 * MINUTE_MS,
  /** A run that comes later than this after the due time sends nothing: the question waits on My Games. */
  lateMs: HOUR_MS,
  /** A later game of the person's at the same arena within this many hours is the same visit: it asks instead. */
  sameVisitMs: 6 * HOUR_MS,
  /** Pushes one cron run queues at most; the rest are still due on the next run. */
  perRun: 5000,
} as const;

/** The coverage card's list: arenas with the most upcoming games and no officials' entrance. */
export const COVERAGE_TOP = 10;
