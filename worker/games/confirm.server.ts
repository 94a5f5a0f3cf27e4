import { and, eq } from "drizzle-orm";
import { notFound, type Result } from "../../core/failure";
import { GAME_TEXT } from "../../core/games/messages";
import type { DbCtx } from "../db/client.server";
import { games } from "../db/schema.server";
import type { GameRow } from "./game.server";

/**
 * "Accepted": the person has accepted the game on its platform, so it is no longer to accept
 * (docs/decisions/244). Saying it twice is the same; another person's game is not found.
 */
export async function markAccepted(ctx: DbCtx, userId: string, gameId: string): Promise<Result<{ row: GameRow }>> {
  const [row] = await ctx.db
    .update(games)
    .set({ confirmWith: null, confirmMarkedAt: null })
    .where(and(eq(games.id, gameId), eq(games.userId, userId)))
    .returning();
  return row ? { ok: true, row } : notFound(GAME_TEXT.gameNotFound);
}
