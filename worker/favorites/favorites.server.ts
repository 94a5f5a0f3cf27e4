import { and, asc, eq, or } from "drizzle-orm";
import type { ArenaSummary } from "../../core/arenas/arena-summary";
import { notFound, type Result } from "../../core/failure";
import type { CurrentUser } from "../../core/users/current-user";
import { isArenaId } from "../../core/validation/arena-query";
import { summaryColumns, toSummary } from "../arenas/search.server";
import type { DbCtx } from "../db/client.server";
import { arenas, favorites } from "../db/schema.server";

const ARENA_NOT_FOUND = "Arena not found";

/**
 * Who may keep an arena as a favorite, as the alternatives that allow it: any approved arena
 * (visitors are sent to log in), and the person's own pending one, which they work at before an
 * admin reviews it. Another person's pending arena stays hidden, even from admins' favorites: to
 * them it is a review item, not a gym they work. The page's check and the queries both read this
 * list, so the rule cannot differ between them.
 */
type FavoritableWhen = { approved: true } | { createdBy: string };

function favoritableWhen(userId: string | null): FavoritableWhen[] {
  return userId === null ? [{ approved: true }] : [{ approved: true }, { createdBy: userId }];
}

/** Whether the arena page offers the favorite button, for an arena already loaded. */
export function canFavoriteArena(
  user: CurrentUser | null,
  arena: { approved: boolean; createdBy: string | null },
): boolean {
  return favoritableWhen(user?.id ?? null).some((when) =>
    "approved" in when ? arena.approved === when.approved : arena.createdBy === when.createdBy,
  );
}

/** The same rule as an SQL condition on `arenas`, for the save and the list. */
function favoritableBy(userId: string) {
  return or(
    ...favoritableWhen(userId).map((when) =>
      "approved" in when ? eq(arenas.approved, when.approved) : eq(arenas.createdBy, when.createdBy),
    ),
  );
}

/** The user's favorite arenas (approved ones and their own pending ones), by name. */
export async function listFavoriteArenas({ db }: DbCtx, userId: string): Promise<ArenaSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(favorites)
    .innerJoin(arenas, eq(arenas.id, favorites.arenaId))
    .where(and(eq(favorites.userId, userId), favoritableBy(userId)))
    .orderBy(asc(arenas.name), asc(arenas.id));
  return rows.map(toSummary);
}

/**
 * Saves or removes a favorite. Idempotent: saving twice or removing a missing one is not an error,
 * so double clicks and two tabs never create duplicates. Another person's pending arena is not found,
 * exactly like an unknown one, so its existence is not revealed.
 */
export async function setFavorite(
  { db }: DbCtx,
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
    .where(and(eq(arenas.id, arenaId), favoritableBy(userId)))
    .limit(1);
  if (!arena) return notFound(ARENA_NOT_FOUND);
  await db.insert(favorites).values({ userId, arenaId }).onConflictDoNothing();
  return { ok: true, favorite: true };
}
