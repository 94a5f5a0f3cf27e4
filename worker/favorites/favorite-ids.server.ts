import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { favorites } from "../db/schema.server";

/**
 * The ids of a user's favorite arenas, as a query the page loaders can put in their D1 batch
 * (its own module: search.server imports it, and favorites.server imports search.server). The user
 * may be given as a subquery (the root middleware's, from the session token).
 */
export const favoriteArenaIdsQuery = (db: Db, userId: string | SQL) =>
  db.select({ arenaId: favorites.arenaId }).from(favorites).where(eq(favorites.userId, userId));

export const toFavoriteIds = (rows: { arenaId: string }[]) => rows.map((row) => row.arenaId);
