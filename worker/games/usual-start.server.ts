import { and, eq, isNull, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Result } from "../../core/failure";
import type { StartInput } from "../../core/validation/games";
import { toArena } from "../arenas/arena-row";
import type { DbCtx } from "../db/client.server";
import { arenas, games } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { DriveTime, RouterCtx } from "../routing/routing";
import type { GameStart } from "./game.server";
import { driveColumns, driveFor, limitWrites, settleStart } from "./games.server";
import { updatePreferences } from "./preferences.server";
import { getProfileStarts, profileStartFor } from "./profile-starts.server";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

const WRITES_PER_BATCH = 50;
/** Routing requests in flight at once while a new start reaches every game. */
const ROUTES_AT_ONCE = 4;

/**
 * Saves the profile's usual start (a typed address is geocoded, a place from the browser kept as it
 * is) and gives it to every game that follows the profile on a day without a weekday start of its
 * own; those games get their drive, miles and leave-by at once, imported ones included
 * (docs/decisions/192, 247).
 */
export async function saveUsualStart(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  start: StartInput,
  label: string,
): Promise<Result<{ start: GameStart; applied: number }>> {
  const limited = await limitWrites(ctx, userId);
  if (limited) return limited;
  const settled = await settleStart(ctx, start);
  if (!settled.ok) return settled;
  const usualStart = { ...settled.start, label: "address" in start ? settled.start.label : label };
  await updatePreferences(ctx, userId, { usualStart });
  const applied = await applyProfileStarts(ctx, userId);
  return { ok: true, start: usualStart, applied };
}

const samePlace = (a: GameStart, b: { label: string | null; latitude: number | null; longitude: number | null }) =>
  a.latitude === b.latitude && a.longitude === b.longitude && a.label === (b.label ?? "");

/**
 * Every game that follows the profile (its start is not one the person gave it, or it has none)
 * gets the start the profile now gives its weekday, with the drive to its arena; how many changed.
 * A game the profile gives no start keeps the one it has, as removing the usual start does.
 */
export async function applyProfileStarts(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
): Promise<number> {
  const starts = await getProfileStarts(ctx, userId);
  const rows = await ctx.db
    .select({
      id: games.id,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      label: games.startLabel,
      latitude: games.startLatitude,
      longitude: games.startLongitude,
      arena: arenas,
    })
    .from(games)
    .leftJoin(arenas, eq(arenas.id, games.arenaId))
    .where(and(eq(games.userId, userId), or(eq(games.startFollows, true), isNull(games.startLatitude))));
  const moving = rows.flatMap((row) => {
    const start = profileStartFor(starts, row.tipoffAt.getTime(), row.timeZone);
    return start && !samePlace(start, row) ? [{ ...row, start }] : [];
  });
  // One route per start and arena, a few at a time: a season holds many games at few gyms.
  const routeKey = (start: GameStart, arenaId: string) => `${start.latitude},${start.longitude}|${arenaId}`;
  const pending = new Map<string, { start: GameStart; arena: typeof arenas.$inferSelect }>();
  for (const { start, arena } of moving) if (arena) pending.set(routeKey(start, arena.id), { start, arena });
  const queue = [...pending.entries()];
  const drives = new Map<string, DriveTime | null>();
  await Promise.all(
    Array.from({ length: Math.min(ROUTES_AT_ONCE, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, { start, arena }] = next;
        drives.set(key, await driveFor(ctx, start, toArena(arena)));
      }
    }),
  );
  const now = new Date(ctx.now());
  const writes: BatchItem<"sqlite">[] = moving.map(({ id, arena, start }) =>
    ctx.db
      .update(games)
      .set({
        startLabel: start.label,
        startLatitude: start.latitude,
        startLongitude: start.longitude,
        startFollows: true,
        ...driveColumns(arena ? (drives.get(routeKey(start, arena.id)) ?? null) : null),
        updatedAt: now,
      })
      .where(and(eq(games.id, id), eq(games.userId, userId))),
  );
  for (let index = 0; index < writes.length; index += WRITES_PER_BATCH) {
    const chunk = writes.slice(index, index + WRITES_PER_BATCH) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
    await ctx.db.batch(chunk);
  }
  return moving.length;
}
