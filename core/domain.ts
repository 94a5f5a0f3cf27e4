// Fixed lists and limits (docs/product.md). The app and the database schema both read these.

export const ARENA_LEVELS = [
  "Division I",
  "Division II",
  "Division III",
  "NAIA",
  "Community/Junior College",
  "High School",
  "Other",
] as const;
export type ArenaLevel = (typeof ARENA_LEVELS)[number];

export const FEEDBACK_TYPES = ["feature", "bug", "other"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ["new", "in-review", "completed", "rejected"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const CONTACT_STATUSES = ["unread", "read", "replied"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const USER_ROLES = ["user", "admin"] as const;

/** The maps apps a person can choose for directions. */
export const MAPS_APPS = ["google", "apple", "waze", "osm"] as const;
export type MapsApp = (typeof MAPS_APPS)[number];

/** Where a planned game's drive time came from: the routing service, or the offline estimate. */
export const DRIVE_SOURCES = ["routing", "estimate"] as const;
export type DriveSource = (typeof DRIVE_SOURCES)[number];

/** How a person counts a game's trip in the mileage report: there and back (the default), or one way. */
export const TRIP_COUNTS = ["round_trip", "one_way"] as const;
export type TripCount = (typeof TRIP_COUNTS)[number];
/**
 * Where a game's fee came from: the assignment's own text ("Fee: $65.00"), the person's rate for
 * its payer and level, or typed on the game (which no import or rate replaces).
 */
export const FEE_SOURCES = ["assignment", "rate", "entered"] as const;
export type FeeSource = (typeof FEE_SOURCES)[number];

/** Where a game came from: typed by the person, a subscribed feed, or an uploaded calendar file. */
export const GAME_SOURCES = ["manual", "feed", "file"] as const;
export type GameSource = (typeof GAME_SOURCES)[number];

/** An imported game's state against its source: as planned, moved, cancelled, or gone from the source. */
export const GAME_STATUSES = ["scheduled", "changed", "cancelled", "removed"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The kinds of import source: one uploaded calendar of one person, or (later) a subscribed feed. */
export const IMPORT_SOURCE_KINDS = ["file", "feed"] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

/** What a source last said of one of its events: listed, listed as cancelled, or no longer listed. */
export const SOURCE_EVENT_STATES = ["listed", "cancelled", "dropped"] as const;
export type SourceEventState = (typeof SOURCE_EVENT_STATES)[number];

/** A suggested update waits for an admin, then is applied (some or all of its fields) or rejected. */
export const SUGGESTION_STATUSES = ["pending", "applied", "rejected"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const FEATURED_ARENA_COUNT = 3;
export const NEARBY_ARENA_COUNT = 3;
export const RATE_LIMIT_WINDOW_MS = 300_000;
/** Degrees either side of zero a coordinate may reach; the validators and the CHECK constraints share them. */
export const MAX_LATITUDE = 90;
export const MAX_LONGITUDE = 180;
