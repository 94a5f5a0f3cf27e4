import { and, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import { ARRIVAL_FIELD_KEYS, ARRIVAL_TEXT_KEYS } from "../../core/arenas/arrival-text";
import type { DbCtx } from "../db/client.server";
import { arenaConfirmations, arenaSuggestions, arenas, games } from "../db/schema.server";
import { ACTIVE_GAME_SQL, blankSql } from "./asks.server";

// How the arrival card is known, and what a person's notes do (docs/decisions/203). Counts only:
// nobody's name leaves these functions.

const ARRIVAL_KEYS_SQL = sql.join(
  ARRIVAL_FIELD_KEYS.map((field) => sql`${field}`),
  sql`, `,
);

/** An applied suggestion that put arrival details on its arena. */
const APPLIED_ARRIVAL_SQL = sql`(${arenaSuggestions.status} = 'applied' AND EXISTS (
  SELECT 1 FROM json_each(${arenaSuggestions.applied}) WHERE json_each.value IN (${ARRIVAL_KEYS_SQL})))`;

/** The arena has any arrival text. */
const HAS_ARRIVAL_SQL = sql`NOT (${sql.join(
  ARRIVAL_TEXT_KEYS.map((field) => blankSql(arenas[field])),
  sql` AND `,
)})`;

const hasArrival = (arena: Arena) => ARRIVAL_TEXT_KEYS.some((field) => arena.arrival[field].trim() !== "");

export type ArrivalSources = { officials: number; lastConfirmedAt: Date | null };

/**
 * The people the arena's arrival card rests on: its creator when it carries arrival details, each
 * official whose suggested arrival details were applied, and each official who confirmed the arena
 * ("Still accurate?", "All still right"). The last confirmation is the latest applied suggestion or
 * confirmation. Nothing when the card has no arrival details: a confirmation of placeholders says
 * nothing about a door.
 */
export async function arrivalSources(ctx: DbCtx, arena: Arena): Promise<ArrivalSources> {
  if (!hasArrival(arena)) return { officials: 0, lastConfirmedAt: null };
  const [confirmed, suggested] = await ctx.db.batch([
    ctx.db
      .select({ userId: arenaConfirmations.userId, at: max(arenaConfirmations.createdAt) })
      .from(arenaConfirmations)
      .where(eq(arenaConfirmations.arenaId, arena.id))
      .groupBy(arenaConfirmations.userId),
    ctx.db
      .select({ userId: arenaSuggestions.userId, at: max(arenaSuggestions.reviewedAt) })
      .from(arenaSuggestions)
      .where(and(eq(arenaSuggestions.arenaId, arena.id), isNotNull(arenaSuggestions.userId), APPLIED_ARRIVAL_SQL))
      .groupBy(arenaSuggestions.userId),
  ]);
  const people = new Set<string>(arena.createdBy ? [arena.createdBy] : []);
  let last = 0;
  for (const { userId, at } of [...confirmed, ...suggested]) {
    if (userId) people.add(userId);
    if (at) last = Math.max(last, at.getTime());
  }
  return { officials: people.size, lastConfirmedAt: last > 0 ? new Date(last) : null };
}

/** "Nov 2026" on the arena's calendar. */
export function monthOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", year: "numeric" }).format(instant);
}

export type ArrivalImpact = { gyms: number; upcomingGames: number };

/**
 * A person's own effect: the arenas whose arrival card carries their notes (arenas they added with
 * arrival details, and arenas where their suggested arrival details were applied) and how many
 * upcoming games, anyone's, are at those arenas.
 */
export async function arrivalImpact(ctx: DbCtx, userId: string, now: number): Promise<ArrivalImpact> {
  const theirArenas = sql`SELECT ${arenas.id} FROM ${arenas} WHERE ${arenas.createdBy} = ${userId} AND ${HAS_ARRIVAL_SQL}
    UNION SELECT ${arenaSuggestions.arenaId} FROM ${arenaSuggestions}
      WHERE ${arenaSuggestions.userId} = ${userId} AND ${APPLIED_ARRIVAL_SQL}`;
  const [gyms, upcoming] = await ctx.db.batch([
    ctx.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${theirArenas})`),
    ctx.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(games)
      .where(and(ACTIVE_GAME_SQL, sql`${games.tipoffAt} >= ${now}`, sql`${games.arenaId} IN (${theirArenas})`)),
  ]);
  return { gyms: gyms[0]?.count ?? 0, upcomingGames: upcoming[0]?.count ?? 0 };
}
