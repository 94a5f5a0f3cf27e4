import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { feeFromRates, type PayRate } from "../../core/pay/rates";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { games, payRates } from "../db/schema.server";

/** The person's rates, in the order they typed them. */
export function getRates(ctx: DbCtx, userId: string): Promise<PayRate[]> {
  return ctx.db
    .select({ payer: payRates.payer, level: payRates.level, feeCents: payRates.feeCents })
    .from(payRates)
    .where(eq(payRates.userId, userId))
    .orderBy(asc(payRates.position));
}

/**
 * Replaces the person's rates, then prices again every game whose fee is not the assignment's or
 * their own: a game priced by a rate follows the rates as they are now. Returns how many games
 * changed fee.
 */
export async function saveRates(ctx: DbCtx, userId: string, rates: PayRate[]): Promise<number> {
  await ctx.db.batch([
    ctx.db.delete(payRates).where(eq(payRates.userId, userId)),
    ...inChunks(rates, 15).map((part, chunk) =>
      ctx.db.insert(payRates).values(part.map((rate, index) => ({ userId, ...rate, position: chunk * 15 + index }))),
    ),
  ]);
  return priceGames(ctx, userId, rates);
}

/** Prices the person's games (all, or those given) whose fee comes from the rates or is missing. */
export async function priceGames(ctx: DbCtx, userId: string, rates: PayRate[], gameIds?: string[]): Promise<number> {
  const priced = or(isNull(games.feeSource), eq(games.feeSource, "rate"));
  const rows = await ctx.db
    .select({ id: games.id, payer: games.payer, level: games.level, feeCents: games.feeCents })
    .from(games)
    .where(and(eq(games.userId, userId), priced, gameIds ? inArray(games.id, gameIds) : undefined));
  // Games of one new fee are written in one statement.
  const byFee = new Map<number | null, string[]>();
  for (const row of rows) {
    const fee = feeFromRates(rates, row.payer, row.level);
    if (fee === row.feeCents) continue;
    byFee.set(fee, [...(byFee.get(fee) ?? []), row.id]);
  }
  const writes = [...byFee.entries()].flatMap(([fee, ids]) =>
    inChunks(ids).map((part) =>
      ctx.db
        .update(games)
        .set({ feeCents: fee, feeSource: fee === null ? null : "rate", updatedAt: new Date() })
        .where(and(eq(games.userId, userId), inArray(games.id, part))),
    ),
  );
  const [first, ...rest] = writes;
  if (first) await ctx.db.batch([first, ...rest]);
  return [...byFee.values()].reduce((sum, ids) => sum + ids.length, 0);
}

/**
 * A new imported game's pay: its source's payer, and the fee its assignment states, else the
 * person's rate for that payer and its level; travel pay only as stated.
 */
export function newGamePay(
  event: { feeCents?: number | null; travelCents?: number | null; level: string | null },
  { payer, rates }: { payer: string | null; rates: PayRate[] },
) {
  const rated = event.feeCents == null ? feeFromRates(rates, payer, event.level) : null;
  return {
    payer,
    travelCents: event.travelCents ?? null,
    ...(event.feeCents != null
      ? { feeCents: event.feeCents, feeSource: "assignment" as const }
      : { feeCents: rated, feeSource: rated === null ? null : ("rate" as const) }),
  };
}
