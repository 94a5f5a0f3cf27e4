import { and, eq, inArray } from "drizzle-orm";
import { notFound, type Result } from "../../core/failure";
import { GAME_TEXT } from "../../core/games/messages";
import type { CurrentUser } from "../../core/users/current-user";
import type { GamePayChange, MarkPaidInput } from "../../core/validation/pay";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { games } from "../db/schema.server";
import type { GameRow } from "../games/game.server";
import { getGameRow, limitWrites } from "../games/games.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import { getRates, priceGames } from "./rates.server";

/**
 * A game's own pay: a fee typed is the game's for good (no import or rate replaces it), a fee
 * cleared goes back to the rates; a new payer prices a game without its own fee again.
 */
export async function setGamePay(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  user: CurrentUser,
  gameId: string | undefined,
  change: GamePayChange,
): Promise<Result<{ row: GameRow }>> {
  const found = await getGameRow(ctx, user.id, gameId);
  if (!found) return notFound(GAME_TEXT.gameNotFound);
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;
  const fee =
    change.feeCents === undefined
      ? {}
      : change.feeCents === null
        ? { feeCents: null, feeSource: null }
        : { feeCents: change.feeCents, feeSource: "entered" as const };
  await ctx.db
    .update(games)
    .set({
      ...fee,
      ...(change.travelCents === undefined ? {} : { travelCents: change.travelCents }),
      ...(change.payer === undefined ? {} : { payer: change.payer }),
      ...(change.paidOn === undefined ? {} : { paidOn: change.paidOn }),
      updatedAt: new Date(ctx.now()),
    })
    .where(and(eq(games.id, found.id), eq(games.userId, user.id)));
  if (change.feeCents === null || change.payer !== undefined) {
    await priceGames(ctx, user.id, await getRates(ctx, user.id), [found.id]);
  }
  const row = await getGameRow(ctx, user.id, found.id);
  return row ? { ok: true, row } : notFound(GAME_TEXT.gameNotFound);
}

/**
 * Several of the person's games paid on one day (or, with null, not paid): one cheque for many
 * games. Ids of games that are not theirs are passed over; the answer counts the games changed
 * and their fees with travel.
 */
export async function markPaid(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  { gameIds, paidOn }: MarkPaidInput,
): Promise<Result<{ games: number; cents: number }>> {
  const limited = await limitWrites(ctx, userId);
  if (limited) return limited;
  const unique = [...new Set(gameIds)];
  let changed = 0;
  let cents = 0;
  for (const part of inChunks(unique)) {
    const rows = await ctx.db
      .update(games)
      .set({ paidOn, updatedAt: new Date(ctx.now()) })
      .where(and(eq(games.userId, userId), inArray(games.id, part)))
      .returning({ feeCents: games.feeCents, travelCents: games.travelCents });
    changed += rows.length;
    cents += rows.reduce((sum, row) => sum + (row.feeCents ?? 0) + (row.travelCents ?? 0), 0);
  }
  return { ok: true, games: changed, cents };
}
