import { and, count, eq, gte, inArray, lte, min } from "drizzle-orm";
import { AVAILABILITY_LIMITS, type ClockSource } from "../../core/availability/limits";
import type { Db } from "../db/client.server";
import { games, userPreferences } from "../db/schema.server";
import { timeZoneAt } from "../games/time-zone.server";

const DAY_MS = 86_400_000;

/** The clock a person's availability is read on, and where it comes from (the page says which). */
export type PersonClock = { zone: string; source: ClockSource };

/** Statuses of games the person drives to: the ones that say where they are. */
export const BUSY_STATUSES = ["scheduled", "changed"] as const;

/**
 * The two statements the clock is read from, for a D1 batch: the zones of the person's games from a
 * week ago to five weeks ahead (how many, and the first of each), and their usual start.
 */
export function clockReads(db: Db, userId: string, now: number) {
  return [
    db
      .select({ zone: games.timeZone, games: count(), firstAt: min(games.tipoffAt) })
      .from(games)
      .where(
        and(
          eq(games.userId, userId),
          inArray(games.status, BUSY_STATUSES),
          gte(games.tipoffAt, new Date(now - AVAILABILITY_LIMITS.clockLookBackDays * DAY_MS)),
          lte(games.tipoffAt, new Date(now + AVAILABILITY_LIMITS.clockLookAheadDays * DAY_MS)),
        ),
      )
      .groupBy(games.timeZone),
    db
      .select({ latitude: userPreferences.usualStartLatitude, longitude: userPreferences.usualStartLongitude })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .limit(1),
  ] as const;
}

export type ZoneCount = { zone: string; games: number; firstAt: Date | null };
type UsualStart = { latitude: number | null; longitude: number | null };

/**
 * The person's clock: the zone most of their games in those weeks are in (on a tie, the one whose
 * first game comes first), else their usual start's, else UTC.
 */
export function personClock(zones: readonly ZoneCount[], usualStart: UsualStart | undefined): PersonClock {
  const [most] = [...zones].sort(
    (a, b) =>
      b.games - a.games || (a.firstAt?.getTime() ?? 0) - (b.firstAt?.getTime() ?? 0) || a.zone.localeCompare(b.zone),
  );
  if (most) return { zone: most.zone, source: "games" };
  if (usualStart && usualStart.latitude !== null && usualStart.longitude !== null) {
    const zone = timeZoneAt({ latitude: usualStart.latitude, longitude: usualStart.longitude });
    if (zone) return { zone, source: "usualStart" };
  }
  return { zone: "UTC", source: "utc" };
}

/** The person's clock on its own (the blocks' answers give times on it). */
export async function readPersonClock(ctx: { db: Db }, userId: string, now: number): Promise<PersonClock> {
  const [zones, [usualStart]] = await ctx.db.batch(clockReads(ctx.db, userId, now));
  return personClock(zones, usualStart);
}
