// The imported game's own fields, as stored (JSON columns) and sent. The schema reads these, so this
// module imports nothing but import-free types.
import type { LocalDateTime } from "../games/zoned-time";
import type { SchoolKind } from "../schools/school-name";

/**
 * The teams an imported title names: "Away at Home" says who visits whom; "A vs B" names both as
 * written, and claims neither as home, since calendars put the home team on either side.
 */
export type Teams = { away: string; home: string } | { versus: [string, string] };
export type CrewMember = { name: string; position: string };

/** What the source moved since the person last opened the game: old → new. */
export type GameChanges = {
  tipoffAt?: { from: number; to: number };
  venue?: { from: string; to: string };
};

/**
 * An arena offered as the answer to "which gym is this?": where it is, how far from the venue's
 * address (null when either is not on the map), and whether it is the one answer close and alike
 * enough to be chosen already (older rows carry only id and name).
 */
export type ArenaCandidate = {
  arenaId: string;
  name: string;
  place?: string;
  miles?: number | null;
  preselected?: boolean;
};

/**
 * A school of the index offered as the answer to "which gym is this?": its gym becomes an arena
 * at the school's point. `miles` from the venue's own point (null when the venue has none, or the
 * point is this school's); `preselected` when the venue is this school beyond doubt (its name in its
 * town, or its street address).
 */
export type SchoolCandidate = {
  schoolId: number;
  name: string;
  /** "Lilburn, GA". */
  place: string;
  kind: SchoolKind;
  miles: number | null;
  preselected?: boolean;
};

/**
 * Where a waiting venue is, as far as the import found out: a point and whether it is the street
 * address itself (precise) or only its town.
 */
export type VenueFix = { latitude: number; longitude: number; precise: boolean };

/**
 * When an event starts: an instant (UTC, or a zone the file names), or a floating wall-clock time
 * that only the arena's zone turns into an instant. `zone` is the IANA zone the file gave, to show
 * the time on its clock while the event waits for a gym.
 */
export type EventStart =
  | { kind: "instant"; instant: number; zone?: string }
  | { kind: "floating"; local: LocalDateTime };

export type ImportedEvent = {
  /** The event's UID (with `#` and the date for one date of a series), else a key of its own fields. */
  uid: string;
  start: EventStart;
  summary: string;
  teams: Teams | null;
  level: string | null;
  crew: CrewMember[];
  /** What the event says about its place, as sent: the Site: line with LOCATION, or LOCATION alone. */
  venueText: string;
  site: string | null;
  address: string | null;
  state: string | null;
  cancelled: boolean;
  sequence: number;
  /** Where the import found the venue to be, kept while the event waits for a gym. */
  venueFix?: VenueFix | null;
  /** The schools the venue may be, best first, kept while the event waits for a gym. */
  venueSchools?: SchoolCandidate[];
  /** Its address is still to be looked up in the background: the question may yet answer itself. */
  lookupQueued?: boolean;
  /** Its address was asked and the address service did not answer: the question says what to do. */
  lookupUnavailable?: boolean;
  /** The fee and travel pay the description states ("Fee: $65.00"), in whole cents; absent in older rows. */
  feeCents?: number | null;
  travelCents?: number | null;
  /**
   * Kept while the event waits for a gym: the calendar's label when a later import brought it, so
   * the game it becomes is to accept on its platform (docs/decisions/244).
   */
  confirmWith?: string;
};

/** Why an event of the file is not imported; the texts are in IMPORT_TEXT.ignoredReasons. */
export type IgnoreReason =
  | "unreadable"
  | "no_start"
  | "unreadable_start"
  | "all_day"
  | "no_place"
  | "too_far_ahead"
  | "too_long_ago"
  | "duplicate"
  | "unreadable_repeat"
  | "series_limit"
  | "upcoming_limit"
  | "past_limit";

/** One event (or the rest of a series) not imported: its title or UID, why, and how many dates. */
export type IgnoredEvent = { event: string; reason: IgnoreReason; count: number };

/** What one reconcile did to a person's games. */
export type ImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  removed: number;
  /** Events of the calendar not imported, each date of a series counted (the reasons: `ignoredEvents`). */
  ignored: number;
  /** Events waiting for the person to say which gym their place is. */
  waiting: number;
};
