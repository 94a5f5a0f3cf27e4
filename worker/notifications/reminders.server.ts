import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { WAITING_TEXT } from "../../core/games/waiting-text";
import { NOTIFICATION_SETTINGS_LIMITS, PUSH_DELIVERY, REMINDER_SCHEDULE } from "../../core/notifications/limits";
import { toArena } from "../arenas/arena-row";
import type { D1Ctx, Db, DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { arenas, games, notificationSends, notificationSettings, pushSubscriptions } from "../db/schema.server";
import { weatherColumn, weatherNow } from "../games/game-weather";
import { type SeasonGame, seasonGameOf } from "../games/season.server";
import { legsBetweenGyms, type TripPlace, tripsOf } from "../games/trips";
import { leaveByNotice } from "./notices";
import type { NotificationsCtx } from "./queue-ctx";
import { type OnceNotice, queueOnce } from "./sends.server";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const { leadMinutes: LEAD } = NOTIFICATION_SETTINGS_LIMITS;

/**
 * A game's leave-by instant, the weather's move included, spelled exactly as the partial index
 * `games_leave_at_idx` is, so SQLite reads the due games through it (docs/decisions/172, 240).
 */
export const LEAVE_AT = sql<number>`(${games.tipoffAt} - (${games.bufferMinutes} + ${games.driveMinutes} + ${games.weatherMinutes}) * 60000)`;
const LEAD_MINUTES = sql<number>`coalesce(${notificationSettings.leadMinutes}, ${LEAD.default})`;
const REMIND_AT = sql<number>`(${LEAVE_AT} - ${LEAD_MINUTES} * 60000)`;
const MARKER_KEY = sql<string>`'leave_by:' || ${games.id} || ':' || ${LEAVE_AT} || ':' || ${LEAD_MINUTES}`;

/**
 * Whether another of the person's driven games tips off in the 24 hours before this one: then the
 * day's trip decides where the official leaves from (already at the gym, or an earlier gym).
 */
const FOLLOWS_A_GAME = sql<number>`EXISTS (
  SELECT 1 FROM games AS earlier
  WHERE earlier.user_id = ${games.userId} AND earlier.arena_id IS NOT NULL
    AND earlier.status IN ('scheduled', 'changed')
    AND earlier.tipoff_at < ${games.tipoffAt} AND earlier.tipoff_at > ${games.tipoffAt} - 86400000)`;

/**
 * How far a game's leave-by from its own start may lie from its leave-by from an earlier gym: the
 * index is read this much wider for games that follow another, whose leave-by the trip decides.
 */
const TRIP_SLACK_MS = 3 * 60 * MINUTE_MS;

/** The key that makes a reminder once per game, leave-by time and lead. */
export const reminderKey = (gameId: string, leaveAt: number, leadMinutes: number) =>
  `leave_by:${gameId}:${leaveAt}:${leadMinutes}`;

/**
 * The games whose reminder is due at `now`: leave-by minus the person's lead has come, the push
 * has not expired (leave-by plus 30 minutes), the game is neither cancelled nor removed and was
 * planned before its reminder time, the person wants leave-by reminders and has a device or
 * e-mail to get them on, and no marker says the reminder went. A game that follows another that
 * day comes too, from a range 3 hours wider either side: its trip (already at the gym, or from an
 * earlier gym) decides its leave-by, and `queueDueReminders` judges it. The range on the leave-by
 * instant (no lead is over 2 hours) is what the index reads; the rest is checked on those rows only.
 */
export function dueRemindersQuery(db: Db, now: number, limit: number = REMINDER_SCHEDULE.perRun) {
  return db
    .select({
      id: games.id,
      userId: games.userId,
      arenaId: games.arenaId,
      arenaName: arenas.name,
      lostArenaName: games.lostArenaName,
      officialsEntrance: arenas.officialsEntrance,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      bufferMinutes: games.bufferMinutes,
      driveMinutes: games.driveMinutes,
      weather: games.weather,
      weatherMinutes: games.weatherMinutes,
      startLatitude: games.startLatitude,
      createdAt: games.createdAt,
      updatedAt: games.updatedAt,
      leadMinutes: LEAD_MINUTES.as("lead_minutes"),
      followsGame: FOLLOWS_A_GAME.as("follows_game"),
    })
    .from(games)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, games.userId))
    .leftJoin(arenas, eq(arenas.id, games.arenaId))
    .where(
      and(
        sql`${LEAVE_AT} > ${now - PUSH_DELIVERY.leaveByStaleMs - TRIP_SLACK_MS}`,
        sql`${LEAVE_AT} <= ${now + LEAD.max * MINUTE_MS + TRIP_SLACK_MS}`,
        sql`${games.status} IN ('scheduled', 'changed')`,
        sql`coalesce(${notificationSettings.leaveBy}, 1) = 1`,
        sql`(coalesce(${notificationSettings.email}, 0) = 1 OR EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${games.userId}))`,
        or(
          and(
            sql`${LEAVE_AT} > ${now - PUSH_DELIVERY.leaveByStaleMs}`,
            sql`${REMIND_AT} <= ${now}`,
            sql`${games.createdAt} <= ${REMIND_AT}`,
            sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} = ${MARKER_KEY})`,
          ),
          sql`${FOLLOWS_A_GAME}`,
        ),
      ),
    )
    .orderBy(asc(LEAVE_AT))
    .limit(limit);
}

/** The query's row as D1 gives it: the selected columns by name (none of them shares a name). */
type DueRow = {
  id: string;
  user_id: string;
  arena_id: string | null;
  name: string | null;
  lost_arena_name: string | null;
  officials_entrance: string | null;
  tipoff_at: number;
  time_zone: string;
  buffer_minutes: number;
  drive_minutes: number;
  weather: string | null;
  weather_minutes: number;
  start_latitude: number | null;
  created_at: number;
  updated_at: number;
  lead_minutes: number;
  follows_game: number;
};

/**
 * The day's trips of the people whose games follow another: their driven games in the 24 hours
 * before each such game, with their arenas, as My Games reads them.
 */
async function tripsAround(ctx: DbCtx & D1Ctx & NotificationsCtx, rows: DueRow[]) {
  const following = rows.filter((row) => row.follows_game === 1);
  if (following.length === 0) return new Map<string, TripPlace<SeasonGame>>();
  const from = Math.min(...following.map((row) => row.tipoff_at)) - DAY_MS;
  const to = Math.max(...following.map((row) => row.tipoff_at));
  const people = [...new Set(following.map((row) => row.user_id))];
  const found = (
    await Promise.all(
      inChunks(people).map((userIds) =>
        ctx.db
          .select({ row: games, arena: arenas })
          .from(games)
          .innerJoin(arenas, eq(arenas.id, games.arenaId))
          .where(
            and(
              inArray(games.userId, userIds),
              inArray(games.status, ["scheduled", "changed"]),
              gte(games.tipoffAt, new Date(from)),
              lte(games.tipoffAt, new Date(to)),
            ),
          ),
      ),
    )
  ).flat();
  const byPerson = new Map<string, SeasonGame[]>();
  for (const { row, arena } of found) {
    byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), seasonGameOf({ row, arena: toArena(arena) })]);
  }
  const trips = new Map<string, TripPlace<SeasonGame>>();
  const legs = legsBetweenGyms();
  for (const list of byPerson.values()) for (const [id, trip] of tripsOf(list, legs)) trips.set(id, trip);
  return trips;
}

export type ReminderRun = { due: number; queued: number; rowsRead: number };

/**
 * The cron's reminders: every due one, claimed by its marker and queued once. Run through D1
 * itself rather than drizzle's mapping, for the statement's `rows_read`, which the run reports.
 */
export async function queueDueReminders(ctx: DbCtx & D1Ctx & NotificationsCtx, now: number): Promise<ReminderRun> {
  const query = dueRemindersQuery(ctx.db, now).toSQL();
  const result = await ctx.d1
    .prepare(query.sql)
    .bind(...query.params)
    .all<DueRow>();
  // The day's trip decides where the official leaves from (docs/decisions/193, 216): the later game
  // of a doubleheader gets no leave-by (the official is on the floor for the first), and a game
  // after another at a different gym is left for from that gym. The same rule as My Games.
  const trips = await tripsAround(ctx, result.results);
  const notices = result.results.flatMap((row): OnceNotice[] => {
    const trip = trips.get(row.id);
    if (trip?.kind === "same_trip") return [];
    const chained = trip?.kind === "chained" ? trip : null;
    const driveMinutes = chained ? chained.leg.minutes : row.drive_minutes;
    // The weather's move, as My Games shows it: while the check holds for the game as it is now.
    const weather = weatherNow({
      weather: weatherColumn(row.weather),
      weatherMinutes: row.weather_minutes,
      updatedAt: row.updated_at,
    });
    const leaveAt = row.tipoff_at - (row.buffer_minutes + driveMinutes + weather.earlierMinutes) * MINUTE_MS;
    const remindAt = leaveAt - row.lead_minutes * MINUTE_MS;
    const due = remindAt <= now && leaveAt > now - PUSH_DELIVERY.leaveByStaleMs && row.created_at <= remindAt;
    if (!due) return [];
    return [
      {
        key: reminderKey(row.id, leaveAt, row.lead_minutes),
        userId: row.user_id,
        kind: "leave_by",
        gameId: row.id,
        notice: leaveByNotice(
          {
            id: row.id,
            arenaId: row.arena_id,
            arenaName: row.name ?? row.lost_arena_name ?? WAITING_TEXT.unknownName,
            officialsEntrance: row.officials_entrance,
            tipoffAt: row.tipoff_at,
            timeZone: row.time_zone,
            bufferMinutes: row.buffer_minutes,
            driveMinutes,
            earlierMinutes: weather.earlierMinutes,
            weatherReason: weather.reason,
            hasStart: chained !== null || row.start_latitude !== null,
            ...(chained ? { fromArenaName: chained.after.arena.name } : {}),
          },
          row.lead_minutes,
        ),
      },
    ];
  });
  const queued = await queueOnce(ctx, notices, now);
  return { due: notices.length, queued: queued.length, rowsRead: result.meta.rows_read ?? 0 };
}
