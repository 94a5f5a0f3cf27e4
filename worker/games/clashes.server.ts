import { and, eq } from "drizzle-orm";
import { notFound, type Result } from "../../core/failure";
import { CLASH_TEXT } from "../../core/games/clash-text";
import type { DbCtx } from "../db/client.server";
import { knownClashes } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";
import { getGameRow, listGames } from "./games.server";
import { openClashPairs, seasonOf } from "./season.server";

type Pair = { gameId: string; otherGameId: string };

/** The pair in the order it is stored: the smaller id first. */
const ordered = ({ gameId, otherGameId }: Pair): Pair =>
  gameId < otherGameId ? { gameId, otherGameId } : { gameId: otherGameId, otherGameId: gameId };

/**
 * The person knows they cannot both make these two games as planned (a short scrimmage, a swap
 * agreed): the pair is no longer flagged or counted. Only a pair that clashes now can be marked.
 */
export async function markClashKnown(ctx: DbCtx, userId: string, pair: Pair): Promise<Result<Pair>> {
  const { planned, extras } = await listGames(ctx, userId);
  const season = seasonOf(planned, extras.knownClashes);
  const clashes = season.clashes.get(pair.gameId) ?? [];
  if (!clashes.some((clash) => clash.gameId === pair.otherGameId)) return notFound(CLASH_TEXT.notFound);
  const { gameId, otherGameId } = ordered(pair);
  await ctx.db.insert(knownClashes).values({ userId, gameId, otherGameId }).onConflictDoNothing();
  return { ok: true, ...pair };
}

/** The pair is flagged again (it still clashes); 404 when it was not marked known. */
export async function forgetKnownClash(ctx: DbCtx, userId: string, pair: Pair): Promise<Result<Pair>> {
  const { gameId, otherGameId } = ordered(pair);
  const [forgotten] = await ctx.db
    .delete(knownClashes)
    .where(
      and(eq(knownClashes.userId, userId), eq(knownClashes.gameId, gameId), eq(knownClashes.otherGameId, otherGameId)),
    )
    .returning({ gameId: knownClashes.gameId });
  if (!forgotten || !(await getGameRow(ctx, userId, pair.gameId))) return notFound(CLASH_TEXT.notFound);
  return { ok: true, ...pair };
}

/** How many pairs of the person's upcoming games clash and are not known: what an import's result counts. */
export async function openClashCount(ctx: DbCtx & ClockCtx, userId: string): Promise<number> {
  const { planned, extras } = await listGames(ctx, userId);
  return openClashPairs(seasonOf(planned, extras.knownClashes), ctx.now()).length;
}
