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

/** An arena offered as the answer to "which gym is this?". */
export type ArenaCandidate = { arenaId: string; name: string };
