// The imported game's own fields, as stored (JSON columns) and sent. No imports: the schema reads these.

export type Teams = { away: string; home: string };
export type CrewMember = { name: string; position: string };

/** What the source moved since the person last opened the game: old → new. */
export type GameChanges = {
  tipoffAt?: { from: number; to: number };
  venue?: { from: string; to: string };
};

/** An arena offered as the answer to "which gym is this?". */
export type ArenaCandidate = { arenaId: string; name: string };
