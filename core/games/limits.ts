// No imports: the site header reads game texts built from these, and must not pull zod into every page.
/** Limits for planned games (docs/decisions/065 and 067). */
export const GAME_LIMITS = {
  bufferMinutes: { min: 0, max: 180, default: 60 },
  /** Tip-off may be planned from now up to this many years ahead. */
  horizonYears: 2,
  /** Upcoming games one person may have at a time: a full-time official's year across sports. */
  upcomingPerUser: 500,
  /** Games My Games shows at once, upcoming and past each; the rest a page away. */
  perPage: 25,
  /** Creates, edits, deletes and usual-start saves per person every 5 minutes. */
  writesPerWindow: 30,
  startLabelMax: 100,
  startAddressMax: 200,
} as const;

/** How a day of games is driven and when two games clash (docs/decisions/216, 217). */
export const SEASON_RULES = {
  /** A game's expected length: its calendar event, and when the official can leave for the next gym. */
  gameMinutes: 120,
  /** Going home between two gyms is worth it only with this much time at home. */
  timeAtHomeMinutes: 30,
  /** Two games at one gym clash only when their tip-offs are closer than the shortest game. */
  shortestGameMinutes: 60,
  /** How far apart two games may be and still be compared for a clash. */
  clashWindowHours: 24,
} as const;
