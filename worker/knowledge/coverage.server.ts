import { and, asc, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { ArrivalCoverage } from "../../core/knowledge/arrival-coverage";
import { COVERAGE_TOP } from "../../core/knowledge/limits";
import type { DbCtx } from "../db/client.server";
import { arenas, games } from "../db/schema.server";
import { ACTIVE_GAME_SQL, blankSql } from "./asks.server";

export const EMPTY_COVERAGE: ArrivalCoverage = {
  arenasWithUpcomingGames: 0,
  withEntrance: 0,
  withParking: 0,
  withDressingRoom: 0,
  topWithoutEntrance: [],
};

const known = (column: Parameters<typeof blankSql>[0]) =>
  sql<number>`coalesce(sum(CASE WHEN ${blankSql(column)} THEN 0 ELSE 1 END), 0)`.mapWith(Number);

/**
 * How much of the arrival card the arenas officials are driving to have (docs/decisions/204): the
 * upcoming games are read through `games_tipoff_active_idx` (tip-off and arena, so the count per
 * arena needs no table read), then each such arena once.
 */
export async function arrivalCoverage(ctx: DbCtx, now: number): Promise<ArrivalCoverage> {
  const { db } = ctx;
  const upcoming = db
    .select({ arenaId: games.arenaId, upcomingGames: sql<number>`count(*)`.as("upcoming_games") })
    .from(games)
    .where(and(ACTIVE_GAME_SQL, gte(games.tipoffAt, new Date(now)), isNotNull(games.arenaId)))
    .groupBy(games.arenaId)
    .as("upcoming");
  const [totals, top] = await db.batch([
    db
      .select({
        arenasWithUpcomingGames: count(),
        withEntrance: known(arenas.officialsEntrance),
        withParking: known(arenas.officialsParking),
        withDressingRoom: known(arenas.dressingRoom),
      })
      .from(upcoming)
      .innerJoin(arenas, eq(arenas.id, upcoming.arenaId)),
    db
      .select({
        arenaId: arenas.id,
        arenaName: arenas.name,
        city: arenas.city,
        state: arenas.state,
        approved: arenas.approved,
        upcomingGames: upcoming.upcomingGames,
      })
      .from(upcoming)
      .innerJoin(arenas, eq(arenas.id, upcoming.arenaId))
      .where(blankSql(arenas.officialsEntrance))
      .orderBy(desc(upcoming.upcomingGames), asc(arenas.name), asc(arenas.id))
      .limit(COVERAGE_TOP),
  ]);
  const row = totals[0];
  return {
    arenasWithUpcomingGames: row?.arenasWithUpcomingGames ?? 0,
    withEntrance: row?.withEntrance ?? 0,
    withParking: row?.withParking ?? 0,
    withDressingRoom: row?.withDressingRoom ?? 0,
    topWithoutEntrance: top.map((arena) => ({ ...arena, upcomingGames: Number(arena.upcomingGames) })),
  };
}

/** The dashboard's card: a figure that fails to load shows 0, as the dashboard's counts do (logged). */
export async function coverageForDashboard(ctx: DbCtx, now: number): Promise<ArrivalCoverage> {
  try {
    return await arrivalCoverage(ctx, now);
  } catch (error) {
    console.error("admin dashboard: arrival coverage failed to load", error);
    return EMPTY_COVERAGE;
  }
}
