// The imported game's own fields, as stored (JSON columns) and sent. No imports: the schema reads these.

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
 * Where a waiting venue is, as far as the import found out: a point and whether it is the street
 * address itself (precise) or only its town.
 */
export type VenueFix = { latitude: number; longitude: number; precise: boolean };
