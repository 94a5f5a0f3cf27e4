import { type AnyColumn, and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import { ARRIVAL_FIELD_KEYS } from "../../core/arenas/arrival-text";
import { notFound, type Result } from "../../core/failure";
import { ASK_WINDOW, ASKED_FIELDS, type AskedField } from "../../core/knowledge/limits";
import { ARRIVAL_ASK_TEXT } from "../../core/knowledge/messages";
import type { CurrentUser } from "../../core/users/current-user";
import { canViewArena } from "../../core/users/permissions";
import { getArena } from "../arenas/detail.server";
import type { DbCtx } from "../db/client.server";
import { arenaSuggestions, arenas, arrivalAskDismissals, auditLog, games } from "../db/schema.server";
import type { GameRow } from "../games/game.server";
import { getGameRow } from "../games/games.server";

// The question after a game (docs/decisions/200). Its rules are SQL terms on a row of `games`
// joined to its arena, so the person's list (My Games, the API) and the after-the-game cron
// (worker/notifications/after-game.server.ts) ask exactly the same thing.

/** An arrival text is unknown: NULL (how an empty one is stored) or only spaces. */
export const blankSql = (column: AnyColumn) => sql`coalesce(trim(${column}), '') = ''`;

/** The arena lacks one of the asked fields. */
export const ARENA_MISSING_SQL = sql`(${sql.join(
  ASKED_FIELDS.map((field) => blankSql(arenas[field])),
  sql` OR `,
)})`;

/** The game is neither cancelled nor removed (the term the partial indexes name). */
export const ACTIVE_GAME_SQL = sql`${games.status} IN ('scheduled', 'changed')`;

/** The person may see the arena: a published one, or their own pending one. */
const VISIBLE_ARENA_SQL = sql`(${arenas.approved} = 1 OR ${arenas.createdBy} = ${games.userId})`;

const ARRIVAL_KEYS_SQL = sql.join(
  ARRIVAL_FIELD_KEYS.map((field) => sql`${field}`),
  sql`, `,
);

/**
 * The person has not answered for the game's arena since its tip-off: no "Not now" since then, no
 * suggestion of arrival details since then (nor one still waiting for review), no edit of their
 * own arena since then.
 */
const UNANSWERED_SQL = sql`NOT EXISTS (
    SELECT 1 FROM ${arrivalAskDismissals}
    WHERE ${arrivalAskDismissals.userId} = ${games.userId} AND ${arrivalAskDismissals.arenaId} = ${games.arenaId}
      AND ${arrivalAskDismissals.dismissedAt} >= ${games.tipoffAt})
  AND NOT EXISTS (
    SELECT 1 FROM ${arenaSuggestions}
    WHERE ${arenaSuggestions.userId} = ${games.userId} AND ${arenaSuggestions.arenaId} = ${games.arenaId}
      AND (${arenaSuggestions.status} = 'pending' OR ${arenaSuggestions.createdAt} >= ${games.tipoffAt})
      AND EXISTS (SELECT 1 FROM json_each(${arenaSuggestions.fields}) WHERE json_each.key IN (${ARRIVAL_KEYS_SQL})))
  AND NOT EXISTS (
    SELECT 1 FROM ${auditLog}
    WHERE ${auditLog.entityType} = 'arena' AND ${auditLog.entityId} = ${games.arenaId}
      AND ${auditLog.action} = 'arena.update' AND ${auditLog.actorId} = ${games.userId}
      AND ${auditLog.createdAt} >= ${games.tipoffAt})`;

/**
 * A game (of `games` joined to `arenas` on its arena) whose question is open: it was played, at an
 * arena the person may see that lacks an asked field, and the person has not answered since.
 */
export const ASK_OPEN_SQL = sql`(${ACTIVE_GAME_SQL} AND ${VISIBLE_ARENA_SQL} AND ${ARENA_MISSING_SQL} AND ${UNANSWERED_SQL})`;

/** The asked fields an arena lacks, in the table's order. */
export function missingFields(arrival: Record<AskedField, string | null>): AskedField[] {
  return ASKED_FIELDS.filter((field) => (arrival[field] ?? "").trim() === "");
}

/** The tip-offs whose games ask at `now`: played at least 2 hours ago, at most 7 days ago. */
export function askWindow(now: number) {
  return { from: now - ASK_WINDOW.maxAgeMs, to: now - ASK_WINDOW.minAgeMs };
}

export type ArrivalAsk = {
  gameId: string;
  arenaId: string;
  arenaName: string;
  tipoffAt: Date;
  timeZone: string;
  missing: AskedField[];
};

/**
 * The person's open questions at `now`: one per arena, from their most recent game there, most
 * recent first. A person has a handful of games in a week, read through their own tip-off index.
 */
export async function listArrivalAsks(ctx: DbCtx, userId: string, now: number): Promise<ArrivalAsk[]> {
  const window = askWindow(now);
  const rows = await ctx.db
    .select({
      gameId: games.id,
      arenaId: arenas.id,
      arenaName: arenas.name,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      officialsEntrance: arenas.officialsEntrance,
      officialsParking: arenas.officialsParking,
      dressingRoom: arenas.dressingRoom,
    })
    .from(games)
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .where(
      and(
        eq(games.userId, userId),
        gt(games.tipoffAt, new Date(window.from)),
        lte(games.tipoffAt, new Date(window.to)),
        ASK_OPEN_SQL,
      ),
    )
    .orderBy(desc(games.tipoffAt), desc(games.id));
  const asks = new Map<string, ArrivalAsk>();
  for (const row of rows) {
    if (asks.has(row.arenaId)) continue;
    asks.set(row.arenaId, {
      gameId: row.gameId,
      arenaId: row.arenaId,
      arenaName: row.arenaName,
      tipoffAt: row.tipoffAt,
      timeZone: row.timeZone,
      missing: missingFields(row),
    });
  }
  return [...asks.values()];
}

/**
 * Whether any of these games could ask at `now` (played in the window, at an arena lacking an
 * asked field): My Games has the person's games from its session batch, so most page loads need
 * no query for questions at all.
 */
export function mayAsk(planned: ReadonlyArray<{ row: GameRow; arena: Arena }>, now: number): boolean {
  const window = askWindow(now);
  return planned.some(({ row, arena }) => {
    const tipoff = row.tipoffAt.getTime();
    return (
      tipoff > window.from &&
      tipoff <= window.to &&
      (row.status === "scheduled" || row.status === "changed") &&
      missingFields(arena.arrival).length > 0
    );
  });
}

/** One of the person's games with the arena it is at, when they may see the arena. */
export async function getArrivalGame(
  ctx: DbCtx,
  user: CurrentUser,
  gameId: string | undefined,
): Promise<{ row: GameRow; arena: Arena } | null> {
  const row = await getGameRow(ctx, user.id, gameId);
  if (!row?.arenaId) return null;
  const arena = await getArena(ctx, row.arenaId);
  return arena && canViewArena(user, arena) ? { row, arena } : null;
}

/**
 * "Not now": the question about the game's arena stays away for every game there up to this one
 * (or until now, whichever is later); a later game asks again. Another person's game, or one
 * waiting for a gym, is not found.
 */
export async function dismissArrivalAsk(
  ctx: DbCtx,
  user: CurrentUser,
  gameId: string | undefined,
  now: number,
): Promise<Result<{ arenaId: string }>> {
  const found = await getArrivalGame(ctx, user, gameId);
  if (!found) return notFound(ARRIVAL_ASK_TEXT.gameNotFound);
  const dismissedAt = new Date(Math.max(now, found.row.tipoffAt.getTime()));
  await ctx.db
    .insert(arrivalAskDismissals)
    .values({ userId: user.id, arenaId: found.arena.id, dismissedAt })
    .onConflictDoUpdate({
      target: [arrivalAskDismissals.userId, arrivalAskDismissals.arenaId],
      set: { dismissedAt: sql`max(${arrivalAskDismissals.dismissedAt}, excluded.dismissed_at)` },
    });
  return { ok: true, arenaId: found.arena.id };
}
