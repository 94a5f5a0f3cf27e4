/** The product's limits for imported calendars. */
export const IMPORT_LIMITS = {
  /** The largest calendar file accepted, in bytes. */
  maxBytes: 1024 * 1024,
  /** Events further ahead than this are ignored. */
  horizonDays: 400,
  /** Imports per person every 5 minutes. */
  perWindow: 20,
  /** A geocoded address this close to exactly one arena is that arena. */
  geocodeMatchMeters: 300,
  /** Arenas offered when a venue cannot be matched. */
  candidates: 5,
  /** Different people whose same answer makes an alias everyone's. */
  sharedAliasPeople: 3,
} as const;
