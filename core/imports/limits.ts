/** The product's limits for imported calendars. */
export const IMPORT_LIMITS = {
  /** The largest calendar file accepted, in bytes. */
  maxBytes: 1024 * 1024,
  /** Events further ahead than this, or longer ago, are ignored. */
  horizonDays: 400,
  /** Dates of one repeating event imported at most; the rest are reported. */
  seriesOccurrences: 500,
  /** Ignored events the result lists one by one (all are counted). */
  ignoredListed: 50,
  /** Imports per person every 5 minutes. */
  perWindow: 20,
  /** A geocoded address this close to exactly one arena is that arena. */
  geocodeMatchMeters: 300,
  /** Arenas offered when a venue cannot be matched. */
  candidates: 5,
  /** Schools of the index offered when a venue cannot be matched. */
  schoolCandidates: 5,
  /** Different people whose same answer makes an alias everyone's. */
  sharedAliasPeople: 3,
  /** How old an account must be (and have games of its own) for its answer to count toward sharing. */
  sharedAliasAccountDays: 30,
  /** Gyms a person may add a day from their waiting venues ("Add this gym"): a season's new gyms at once. */
  quickGymsPerDay: 50,
  /** Waiting events an answer remembers so Undo can put them back (the rest stay placed). */
  undoableEvents: 200,
} as const;
