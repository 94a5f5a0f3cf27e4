import { type SQLWrapper, sql } from "drizzle-orm";
import { favorites } from "../db/schema.server";

/** The ids of a user's favorite arenas as one JSON-array column, so the session's own statement carries them. */
export const favoriteArenaIdsJson = (userId: SQLWrapper) =>
  sql<string>`(select json_group_array(${favorites.arenaId}) from ${favorites} where ${favorites.userId} = ${userId})`;

/** The ids from `favoriteArenaIdsJson`'s column. */
export const toFavoriteIds = (json: string): string[] => JSON.parse(json) as string[];
