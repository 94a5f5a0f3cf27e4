import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { arenas } from "../db/schema.server";
import type { CandidateArena } from "./candidates";

/** The person's own pending gyms: an answer for any venue of theirs, so each waiting venue weighs them too. */
export function ownPendingArenas(db: Db, userId: string): Promise<CandidateArena[]> {
  return db
    .select({
      id: arenas.id,
      name: arenas.name,
      school: arenas.school,
      city: arenas.city,
      state: arenas.state,
      latitude: arenas.latitude,
      longitude: arenas.longitude,
    })
    .from(arenas)
    .where(and(eq(arenas.createdBy, userId), eq(arenas.approved, false)));
}
