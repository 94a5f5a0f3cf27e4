// A pending arena as the review queue shows it: the service answers it, the page renders it.

export type PendingArena = {
  id: string;
  name: string;
  school: string;
  city: string;
  state: string;
  conference: string;
  createdBy: string | null;
  createdAt: Date;
  /** The version the admin reviews; Approve sends it back so only what was seen is published. */
  updatedAt: Date;
};

/** An existing arena the pending one may duplicate, as recorded when it was submitted. */
export type PossibleDuplicate = { id: string; name: string; city: string; state: string; approved: boolean };

/** A row of the review queue: the arena and the arenas it may duplicate (docs/decisions/077). */
export type PendingArenaEntry = PendingArena & { possibleDuplicates: PossibleDuplicate[] };
