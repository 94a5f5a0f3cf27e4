import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Coordinates } from "../../core/geo/distance";
import { WEATHER_CHECKS } from "../../core/weather/limits";
import type { D1Ctx, Db } from "../db/client.server";
import { arenas, games, notificationSettings, pushSubscriptions } from "../db/schema.server";
import { pointText, weatherPoint } from "../weather/weather";
import { LEAVE_AT } from "./reminders.server";

// Which games a weather run looks at, and in what order (docs/decisions/240).

const MINUTE_MS = 60_000;
const { lookAheadMs, soonMs, pointFreshMs, checkAgeShare, maxCheckAgeMs, gamesPerRun } = WEATHER_CHECKS;

const CHECKED_AT = sql`json_extract(${games.weather}, '$.checkedAt')`;
const ANSWERED_AT = sql`json_extract(${games.weather}, '$.answeredAt')`;

/**
 * Which games a run reads: `first`, those never checked (through their own partial index, which
 * empties as they are checked); `again`, those whose check is old for the time left, or changed since.
 */
export type CheckPass = "first" | "again";

/**
 * The leave-by each pass reads, spelled as its index is. A game never checked has no move, so its
 * leave-by is the plain one, and that spelling is the first-look index's alone: SQLite cannot take
 * the larger leave-by index for it.
 */
const PASS_LEAVE_AT: Record<CheckPass, SQL> = {
  first: sql`(${games.tipoffAt} - (${games.bufferMinutes} + ${games.driveMinutes}) * 60000)`,
  again: LEAVE_AT,
};

const PASS_FILTER: Record<CheckPass, (now: number) => SQL> = {
  first: () => sql`${games.weather} IS NULL`,
  // Judged by answers older than the time left to the leave-by allows (allowedCheckAge: a quarter
  // of it, 15 minutes to 3 hours), or changed since the check.
  again: (now) =>
    sql`${games.weather} IS NOT NULL AND (${ANSWERED_AT} <= ${now} - min(${maxCheckAgeMs}, max(${pointFreshMs}, (${LEAVE_AT} - ${now}) * ${checkAgeShare})) OR ${CHECKED_AT} < ${games.updatedAt})`,
};

/**
 * The games a run checks at `now`: leave-by (its move included, as the indexes read it) within
 * the next 12 hours, driven (scheduled or changed) to an arena with a point, of one pass; soonest
 * leave-by first. `reachable`: the person wants leave-by notices and has a device or e-mail for them.
 */
export function gamesToCheckQuery(db: Db, now: number, pass: CheckPass, limit: number = gamesPerRun / 2) {
  return db
    .select({
      id: games.id,
      userId: games.userId,
      arenaId: games.arenaId,
      arenaName: arenas.name,
      latitude: arenas.latitude,
      longitude: arenas.longitude,
      officialsEntrance: arenas.officialsEntrance,
      startLabel: games.startLabel,
      startLatitude: games.startLatitude,
      startLongitude: games.startLongitude,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      bufferMinutes: games.bufferMinutes,
      driveMinutes: games.driveMinutes,
      weather: games.weather,
      weatherMinutes: games.weatherMinutes,
      reachable:
        sql<number>`(coalesce(${notificationSettings.leaveBy}, 1) = 1 AND (coalesce(${notificationSettings.email}, 0) = 1 OR EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${games.userId})))`.as(
          "reachable",
        ),
    })
    .from(games)
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, games.userId))
    .where(
      and(
        sql`${PASS_LEAVE_AT[pass]} > ${now}`,
        sql`${PASS_LEAVE_AT[pass]} <= ${now + lookAheadMs}`,
        sql`${games.status} IN ('scheduled', 'changed')`,
        PASS_FILTER[pass](now),
        sql`${arenas.latitude} IS NOT NULL AND ${arenas.longitude} IS NOT NULL`,
      ),
    )
    .orderBy(asc(PASS_LEAVE_AT[pass]))
    .limit(limit);
}

/** The query's row as D1 gives it (no two selected columns share a name). */
export type CheckRow = {
  id: string;
  user_id: string;
  arena_id: string;
  name: string;
  latitude: number;
  longitude: number;
  officials_entrance: string | null;
  start_label: string | null;
  start_latitude: number | null;
  start_longitude: number | null;
  tipoff_at: number;
  time_zone: string;
  buffer_minutes: number;
  drive_minutes: number;
  weather: string | null;
  weather_minutes: number;
  reachable: number;
};

/**
 * A game with the grid points it is checked at, by key (its gym's and, when it has one, its
 * start's, which may be the same point), and the time left to its leave-by.
 */
export type Placed = {
  row: CheckRow;
  gym: string;
  start: string | null;
  points: Map<string, Coordinates>;
  msToLeave: number;
};

export function placed(row: CheckRow, now: number): Placed {
  const points = new Map<string, Coordinates>();
  const gym = weatherPoint(row);
  points.set(pointText(gym), gym);
  const start =
    row.start_latitude !== null && row.start_longitude !== null
      ? weatherPoint({ latitude: row.start_latitude, longitude: row.start_longitude })
      : null;
  if (start) points.set(pointText(start), start);
  const leaveAt = row.tipoff_at - (row.buffer_minutes + row.drive_minutes + row.weather_minutes) * MINUTE_MS;
  return { row, gym: pointText(gym), start: start && pointText(start), points, msToLeave: leaveAt - now };
}

/**
 * The order in which games are answered when the requests a run may make run out: the games
 * leaving within the hour whose check is old (their leave-by is near, and their first look long
 * past), then the games never checked (each looked at once before the others again), then the
 * rest; each soonest leave-by first.
 */
function inLine(first: CheckRow[], again: CheckRow[], now: number): CheckRow[] {
  const leaveAt = (row: CheckRow) =>
    row.tipoff_at - (row.buffer_minutes + row.drive_minutes + row.weather_minutes) * MINUTE_MS;
  const soon = again.filter((row) => leaveAt(row) <= now + soonMs);
  return [...soon, ...first, ...again.filter((row) => leaveAt(row) > now + soonMs)];
}

/** The games a run at `now` checks, in line, and the D1 rows their reads cost. */
export async function gamesInLine(ctx: { db: Db; d1: D1Ctx["d1"] }, now: number) {
  const [first, again] = await Promise.all(
    (["first", "again"] as const).map((pass) => {
      const query = gamesToCheckQuery(ctx.db, now, pass).toSQL();
      return ctx.d1
        .prepare(query.sql)
        .bind(...query.params)
        .all<CheckRow>();
    }),
  );
  const line = inLine(first?.results ?? [], again?.results ?? [], now).map((row) => placed(row, now));
  const rowsRead = [first, again].reduce((sum, result) => sum + (result?.meta.rows_read ?? 0), 0);
  return { line, rowsRead };
}
