import { and, asc, eq } from "drizzle-orm";
import { type ArenaSummary, summaryColumns, toSummary } from "../arenas/search.server";
import type { Db } from "../db/client.server";
import { arenas, favorites } from "../db/schema.server";
import { notFound, type Result } from "../failure";
import { isArenaId } from "../validation/arena-query";

const ARENA_NOT_FOUND = "Arena not found";

/** The user's favorite arenas, approved ones only, by name. */
export async function listFavoriteArenas({ db }: { db: Db }, userId: string): Promise<ArenaSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(favorites)
    .innerJoin(arenas, eq(arenas.id, favorites.arenaId))
    .where(and(eq(favorites.userId, userId), eq(arenas.approved, true)))
    .orderBy(asc(arenas.name), asc(arenas.id));
  return rows.map(toSummary);
}

/**
 * Saves or removes a favorite. Idempotent: saving twice or removing a missing one is not an error,
 * so double clicks and two tabs never create duplicates. Only approved arenas can be saved.
 */
export async function setFavorite(
  { db }: { db: Db },
  userId: string,
  arenaId: string,
  favorite: boolean,
): Promise<Result<{ favorite: boolean }>> {
  if (!isArenaId(arenaId)) return notFound(ARENA_NOT_FOUND);
  if (!favorite) {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.arenaId, arenaId)));
    return { ok: true, favorite: false };
  }
  const [arena] = await db
    .select({ id: arenas.id })
    .from(arenas)
    .where(and(eq(arenas.id, arenaId), eq(arenas.approved, true)))
    .limit(1);
  if (!arena) return notFound(ARENA_NOT_FOUND);
  await db.insert(favorites).values({ userId, arenaId }).onConflictDoNothing();
  return { ok: true, favorite: true };
}
