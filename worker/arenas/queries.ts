import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { arenas } from "../db/schema";
import { FEATURED_ARENA_COUNT } from "../domain";
import { type Arena, toArena } from "./arena";

/** Approved arenas by name (spec section 7); `limit` for the featured list. */
export async function listApprovedArenas({ db }: { db: Db }, { limit }: { limit?: number } = {}): Promise<Arena[]> {
  const query = db.select().from(arenas).where(eq(arenas.approved, true)).orderBy(asc(arenas.name), asc(arenas.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toArena);
}

export function listFeaturedArenas(deps: { db: Db }): Promise<Arena[]> {
  return listApprovedArenas(deps, { limit: FEATURED_ARENA_COUNT });
}
