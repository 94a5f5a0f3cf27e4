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
import { getPreferences, updatePreferences } from "./preferences.server";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

const WRITES_PER_BATCH = 50;
/** Routing requests in flight at once while the usual start reaches every game. */
const ROUTES_AT_ONCE = 4;

/**
 * Saves the profile's usual start (a typed address is geocoded, a place from the browser kept as it
 * is) and gives it to every game that follows it: each game without a start of its own, and each
 * whose start was the earlier usual start. Those games get their drive, miles and leave-by at once,
 * imported ones included (docs/decisions/192).
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
  const previous = (await getPreferences(ctx, userId)).usualStart;
  await updatePreferences(ctx, userId, { usualStart });
  const applied = await applyUsualStart(ctx, userId, usualStart, previous);
  return { ok: true, start: usualStart, applied };
}

/** The games that follow the usual start get it, with the drive to their arena; how many did. */
async function applyUsualStart(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  start: GameStart,
  previous: GameStart | null,
): Promise<number> {
  const following = previous
    ? or(
        isNull(games.startLatitude),
        and(eq(games.startLatitude, previous.latitude), eq(games.startLongitude, previous.longitude)),
      )
    : isNull(games.startLatitude);
  const rows = await ctx.db
    .select({ id: games.id, arena: arenas })
    .from(games)
    .leftJoin(arenas, eq(arenas.id, games.arenaId))
    .where(and(eq(games.userId, userId), following));
  // One route per arena, a few at a time: a season holds many games at few gyms.
  const arenaRows = new Map(rows.flatMap(({ arena }) => (arena ? [[arena.id, arena] as const] : [])));
  const drives = new Map<string, DriveTime | null>();
  const pending = [...arenaRows.values()];
  await Promise.all(
    Array.from({ length: Math.min(ROUTES_AT_ONCE, pending.length) }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        drives.set(next.id, await driveFor(ctx, start, toArena(next)));
      }
    }),
  );
  const now = new Date(ctx.now());
  const writes: BatchItem<"sqlite">[] = rows.map(({ id, arena }) =>
    ctx.db
      .update(games)
      .set({
        startLabel: start.label,
        startLatitude: start.latitude,
        startLongitude: start.longitude,
        ...driveColumns(arena ? (drives.get(arena.id) ?? null) : null),
        updatedAt: now,
      })
      .where(and(eq(games.id, id), eq(games.userId, userId))),
  );
  for (let index = 0; index < writes.length; index += WRITES_PER_BATCH) {
    const chunk = writes.slice(index, index + WRITES_PER_BATCH) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
    await ctx.db.batch(chunk);
  }
  return rows.length;
}
