import { and, eq, isNull } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import { fail, notFound, type Result } from "../../core/failure";
import { GAME_TEXT } from "../../core/games/messages";
import { lostArenaLabel, WAITING_TEXT } from "../../core/games/waiting-text";
import { instantFromLocal, localDateTime } from "../../core/games/zoned-time";
import type { CurrentUser } from "../../core/users/current-user";
import { getVisibleArena } from "../arenas/detail.server";
import type { Db, DbCtx } from "../db/client.server";
import { games } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { type GameRow, lostArenaOf, startOf } from "./game.server";
import { arenaZone, driveColumns, driveFor, getGameRow, limitWrites } from "./games.server";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

/**
 * Run in the same batch just before an arena is deleted: its games keep its name and place, so
 * that once the foreign key sets their arena to null they can say which gym they are waiting on.
 */
export function keepGamesOfArena(db: Db, arena: { id: string; name: string; city: string; state: string }) {
  return db
    .update(games)
    .set({ lostArenaName: arena.name, lostArenaCity: arena.city, lostArenaState: arena.state })
    .where(eq(games.arenaId, arena.id));
}

/** One notice per removed gym: its label and how many of the person's games wait for a new one. */
export function waitingNotices(rows: GameRow[]): { arena: string; count: number; text: string }[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = lostArenaLabel(lostArenaOf(row));
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([arena, count]) => ({ arena, count, text: WAITING_TEXT.notice(arena, count) }));
}

/** Tip-off at the new arena: the same wall-clock time when its zone differs, else the same instant. */
function tipoffAtArena(row: GameRow, zone: string): number {
  const tipoffAt = row.tipoffAt.getTime();
  if (zone === row.timeZone) return tipoffAt;
  const moved = instantFromLocal(localDateTime(tipoffAt, row.timeZone), zone);
  return moved.ok ? moved.instant : tipoffAt;
}

/**
 * Gives a waiting game its new arena (one the person can see): the drive from its start is worked
 * out again and the removed gym's name is cleared. A game that has an arena is refused, so a
 * second click or a stale page never moves a game silently.
 */
export async function chooseGameArena(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  user: CurrentUser,
  gameId: string | undefined,
  arenaId: string,
): Promise<Result<{ row: GameRow; arena: Arena }>> {
  const row = await getGameRow(ctx, user.id, gameId);
  if (!row) return notFound(GAME_TEXT.gameNotFound);
  if (row.arenaId !== null) return fail("conflict", WAITING_TEXT.notWaiting);
  const arena = await getVisibleArena(ctx, arenaId, user);
  if (!arena) return notFound(GAME_TEXT.arenaNotFound);
  const zone = arenaZone(arena);
  if (!zone.ok) return zone;
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;
  const drive = await driveFor(ctx, startOf(row), arena);
  const [updated] = await ctx.db
    .update(games)
    .set({
      arenaId: arena.id,
      timeZone: zone.zone,
      tipoffAt: new Date(tipoffAtArena(row, zone.zone)),
      ...driveColumns(drive),
      lostArenaName: null,
      lostArenaCity: null,
      lostArenaState: null,
      updatedAt: new Date(ctx.now()),
    })
    .where(and(eq(games.id, row.id), eq(games.userId, user.id), isNull(games.arenaId)))
    .returning();
  if (!updated) return fail("conflict", WAITING_TEXT.notWaiting);
  return { ok: true, row: updated, arena };
}
