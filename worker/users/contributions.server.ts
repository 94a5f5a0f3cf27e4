import { desc, eq } from "drizzle-orm";
import type { Contributions } from "../../core/users/contributions";
import type { DbCtx } from "../db/client.server";
import { arenaSuggestions, arenas } from "../db/schema.server";
import { fieldNames } from "../suggestions/suggestions.server";

/** How many of each a profile lists (newest first); older ones stay in the database. */
export const CONTRIBUTIONS_SHOWN = 50;

/** What a person submitted and suggested, newest first, with each one's status. */
export async function listContributions({ db }: DbCtx, userId: string): Promise<Contributions> {
  const [submitted, suggested] = await db.batch([
    db
      .select({
        id: arenas.id,
        name: arenas.name,
        city: arenas.city,
        state: arenas.state,
        approved: arenas.approved,
        createdAt: arenas.createdAt,
      })
      .from(arenas)
      .where(eq(arenas.createdBy, userId))
      .orderBy(desc(arenas.createdAt))
      .limit(CONTRIBUTIONS_SHOWN),
    db
      .select({
        id: arenaSuggestions.id,
        arenaId: arenaSuggestions.arenaId,
        arenaName: arenas.name,
        status: arenaSuggestions.status,
        reason: arenaSuggestions.reason,
        fields: arenaSuggestions.fields,
        createdAt: arenaSuggestions.createdAt,
      })
      .from(arenaSuggestions)
      .innerJoin(arenas, eq(arenas.id, arenaSuggestions.arenaId))
      .where(eq(arenaSuggestions.userId, userId))
      .orderBy(desc(arenaSuggestions.createdAt))
      .limit(CONTRIBUTIONS_SHOWN),
  ]);
  return {
    arenas: submitted,
    suggestions: suggested.map((row) => ({ ...row, fields: fieldNames(row.fields) })),
  };
}
