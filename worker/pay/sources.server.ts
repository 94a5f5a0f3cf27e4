import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { notFound, type Result } from "../../core/failure";
import type { SourcePayer } from "../../core/pay/pay-report";
import { PAY_TEXT } from "../../core/pay/pay-text";
import type { DbCtx } from "../db/client.server";
import { gameSourceEvents, games, importSources } from "../db/schema.server";
import { getRates, priceGames } from "./rates.server";

/** The person's calendars and who pays their games: the payer they named, else the calendar's name. */
export async function sourcePayers(ctx: DbCtx, userId: string): Promise<SourcePayer[]> {
  const rows = await ctx.db
    .select({ id: importSources.id, label: importSources.label, payer: importSources.payer })
    .from(importSources)
    .where(eq(importSources.userId, userId))
    .orderBy(asc(importSources.label), asc(importSources.id));
  return rows.map((row) => ({ id: row.id, label: row.label, payer: row.payer ?? row.label }));
}

/** The payer new games of a source get; null for a source the person does not have. */
export async function payerOfSource(ctx: DbCtx, sourceId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ label: importSources.label, payer: importSources.payer })
    .from(importSources)
    .where(eq(importSources.id, sourceId))
    .limit(1);
  return row ? (row.payer ?? row.label) : null;
}

/**
 * Names who pays a calendar's games, remembered for its later imports; the source's games that still
 * carry the old payer (or none) take the new one, and those priced by a rate are priced again.
 */
export async function setSourcePayer(
  ctx: DbCtx,
  userId: string,
  sourceId: string,
  payer: string | null,
): Promise<Result<{ games: number }>> {
  const [source] = (await sourcePayers(ctx, userId)).filter((row) => row.id === sourceId);
  if (!source) return notFound(PAY_TEXT.sourceNotFound);
  const next = payer ?? source.label;
  await ctx.db
    .update(importSources)
    .set({ payer })
    .where(and(eq(importSources.id, sourceId), eq(importSources.userId, userId)));
  const ofSource = ctx.db
    .select({ id: gameSourceEvents.gameId })
    .from(gameSourceEvents)
    .where(and(eq(gameSourceEvents.importSourceId, sourceId), sql`${gameSourceEvents.gameId} IS NOT NULL`));
  const moved = await ctx.db
    .update(games)
    .set({ payer: next, updatedAt: new Date() })
    .where(
      and(
        eq(games.userId, userId),
        inArray(games.id, ofSource),
        or(isNull(games.payer), eq(games.payer, source.payer)),
      ),
    )
    .returning({ id: games.id });
  if (moved.length > 0) await priceGames(ctx, userId, await getRates(ctx, userId));
  return { ok: true, games: moved.length };
}
