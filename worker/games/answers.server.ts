import type { DbCtx } from "../db/client.server";
import { type Game, type GameRow, toGame } from "./game.server";
import { listGames } from "./games.server";
import { aroundOf, seasonOf } from "./season.server";

/**
 * The person's games as the API sends them, soonest tip-off first: each with the gym its drive
 * starts from (an earlier one that day, or its own start), its clashes and its sources.
 */
export async function listGameAnswers(ctx: DbCtx, userId: string): Promise<Game[]> {
  const { planned, waiting, extras } = await listGames(ctx, userId);
  const season = seasonOf(planned, extras.knownClashes);
  return [...planned.map(({ row }) => row), ...waiting]
    .sort((a, b) => a.tipoffAt.getTime() - b.tipoffAt.getTime() || a.id.localeCompare(b.id))
    .map((row) => toGame(row, aroundOf(season, extras, row.id)));
}

/** One game as the API sends it, read among the person's others (its day and its clashes depend on them). */
export async function gameAnswer(ctx: DbCtx, userId: string, row: GameRow): Promise<Game> {
  const { planned, extras } = await listGames(ctx, userId);
  return toGame(row, aroundOf(seasonOf(planned, extras.knownClashes), extras, row.id));
}
