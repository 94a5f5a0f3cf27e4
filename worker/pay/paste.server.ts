import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { localDateTime } from "../../core/games/zoned-time";
import type { PastedGame } from "../../core/pay/arbiter-paste";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { arenas, games } from "../db/schema.server";

const DAY_MS = 86_400_000;

export type PasteOutcome = { matched: number; updated: number; unmatched: PastedGame[] };

const lower = (text: string | null | undefined) => (text ?? "").toLowerCase();

/**
 * Gives the pasted games' fees to the person's games they are: the same date and time on the
 * game's clock, and when several share them, the one whose gym or venue names the site. A fee the
 * person typed stays; a pasted game with no such game is listed back, never guessed.
 */
export async function applyPastedSchedule(ctx: DbCtx, userId: string, pasted: PastedGame[]): Promise<PasteOutcome> {
  if (pasted.length === 0) return { matched: 0, updated: 0, unmatched: [] };
  const dates = pasted.map((game) => game.date).sort();
  // Every clock is within a day of UTC: the instants of the pasted dates lie in this window.
  const start = new Date(Date.parse(dates[0] ?? "") - DAY_MS);
  const end = new Date(Date.parse(dates.at(-1) ?? "") + 2 * DAY_MS);
  const rows = await ctx.db
    .select({
      id: games.id,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      feeCents: games.feeCents,
      feeSource: games.feeSource,
      venueText: games.venueText,
      arenaName: arenas.name,
    })
    .from(games)
    .leftJoin(arenas, eq(arenas.id, games.arenaId))
    .where(and(eq(games.userId, userId), gte(games.tipoffAt, start), lt(games.tipoffAt, end)));
  const byClock = new Map<string, typeof rows>();
  for (const row of rows) {
    const local = localDateTime(row.tipoffAt.getTime(), row.timeZone);
    const key = `${local.date} ${local.time}`;
    byClock.set(key, [...(byClock.get(key) ?? []), row]);
  }

  const byFee = new Map<number, string[]>();
  const unmatched: PastedGame[] = [];
  let matched = 0;
  for (const game of pasted) {
    const candidates = byClock.get(`${game.date} ${game.time}`) ?? [];
    const site = lower(game.site);
    const found =
      candidates.length === 1
        ? candidates[0]
        : candidates.filter(
            (row) =>
              site !== "" &&
              (lower(row.venueText).includes(site) || (row.arenaName !== null && site.includes(lower(row.arenaName)))),
          );
    const row = Array.isArray(found) ? (found.length === 1 ? found[0] : undefined) : found;
    if (!row) {
      unmatched.push(game);
      continue;
    }
    matched += 1;
    if (row.feeSource === "entered" || (row.feeSource === "assignment" && row.feeCents === game.feeCents)) continue;
    byFee.set(game.feeCents, [...(byFee.get(game.feeCents) ?? []), row.id]);
  }
  const writes = [...byFee.entries()].flatMap(([feeCents, ids]) =>
    inChunks(ids).map((part) =>
      ctx.db
        .update(games)
        .set({ feeCents, feeSource: "assignment", updatedAt: new Date() })
        .where(and(eq(games.userId, userId), inArray(games.id, part))),
    ),
  );
  const [first, ...rest] = writes;
  if (first) await ctx.db.batch([first, ...rest]);
  return { matched, updated: [...byFee.values()].reduce((sum, ids) => sum + ids.length, 0), unmatched };
}
