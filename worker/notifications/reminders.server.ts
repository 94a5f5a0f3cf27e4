import { and, asc, eq, sql } from "drizzle-orm";
import { sameTrip } from "../../core/games/same-trip";
import { WAITING_TEXT } from "../../core/games/waiting-text";
import { NOTIFICATION_SETTINGS_LIMITS, PUSH_DELIVERY, REMINDER_SCHEDULE } from "../../core/notifications/limits";
import type { Db } from "../db/client.server";
import { arenas, games, notificationSends, notificationSettings, pushSubscriptions } from "../db/schema.server";
import { leaveByNotice } from "./notices";
import type { NotificationQueue } from "./queue.server";
import { type OnceNotice, queueOnce } from "./sends.server";

const MINUTE_MS = 60_000;
const { leadMinutes: LEAD } = NOTIFICATION_SETTINGS_LIMITS;

/**
 * A game's leave-by instant, spelled exactly as the partial index `games_leave_at_idx` is, so
 * SQLite reads the due games through it (docs/decisions/172).
 */
const LEAVE_AT = sql<number>`(${games.tipoffAt} - (${games.bufferMinutes} + ${games.driveMinutes}) * 60000)`;
const LEAD_MINUTES = sql<number>`coalesce(${notificationSettings.leadMinutes}, ${LEAD.default})`;
const REMIND_AT = sql<number>`(${LEAVE_AT} - ${LEAD_MINUTES} * 60000)`;
const MARKER_KEY = sql<string>`'leave_by:' || ${games.id} || ':' || ${LEAVE_AT} || ':' || ${LEAD_MINUTES}`;

/**
 * The latest game of the same person at the same arena in the 24 hours before this one: when it is
 * on the same local day, the official is already at the gym and has nowhere to leave for.
 */
const EARLIER_AT_ARENA = sql<number | null>`(
  SELECT max(earlier.tipoff_at) FROM games AS earlier
  WHERE earlier.user_id = ${games.userId} AND earlier.arena_id = ${games.arenaId}
    AND earlier.status IN ('scheduled', 'changed')
    AND earlier.tipoff_at < ${games.tipoffAt} AND earlier.tipoff_at > ${games.tipoffAt} - 86400000)`;

/** The key that makes a reminder once per game, leave-by time and lead. */
export const reminderKey = (gameId: string, leaveAt: number, leadMinutes: number) =>
  `leave_by:${gameId}:${leaveAt}:${leadMinutes}`;

export type NotificationCronDeps = { db: Db; d1: D1Database; queue: NotificationQueue };

/**
 * The games whose reminder is due at `now`: leave-by minus the person's lead has come, the push
 * has not expired (leave-by plus 30 minutes), the game is neither cancelled nor removed and was
 * planned before its reminder time, the person wants leave-by reminders and has a device or
 * e-mail to get them on, and no marker says the reminder went. The range on the leave-by instant
 * (no lead is over 2 hours) is what the index reads; the rest is checked on those rows only.
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
      startLatitude: games.startLatitude,
      leadMinutes: LEAD_MINUTES.as("lead_minutes"),
      earlierAtArena: EARLIER_AT_ARENA.as("earlier_at_arena"),
    })
    .from(games)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, games.userId))
    .leftJoin(arenas, eq(arenas.id, games.arenaId))
    .where(
      and(
        sql`${LEAVE_AT} > ${now - PUSH_DELIVERY.leaveByStaleMs}`,
        sql`${LEAVE_AT} <= ${now + LEAD.max * MINUTE_MS}`,
        sql`${games.status} IN ('scheduled', 'changed')`,
        sql`${REMIND_AT} <= ${now}`,
        sql`${games.createdAt} <= ${REMIND_AT}`,
        sql`coalesce(${notificationSettings.leaveBy}, 1) = 1`,
        sql`(coalesce(${notificationSettings.email}, 0) = 1 OR EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${games.userId}))`,
        sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} = ${MARKER_KEY})`,
      ),
    )
    .orderBy(asc(LEAVE_AT))
    .limit(limit);
}

/** A doubleheader's later game: the official is at the gym already, for the game before it that day. */
function alreadyAtGym(row: DueRow): boolean {
  if (row.earlier_at_arena === null) return false;
  const place = { arenaId: row.arena_id, timeZone: row.time_zone };
  return sameTrip({ ...place, tipoffAt: row.earlier_at_arena }, { ...place, tipoffAt: row.tipoff_at });
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
  start_latitude: number | null;
  lead_minutes: number;
  earlier_at_arena: number | null;
};

export type ReminderRun = { due: number; queued: number; rowsRead: number };

/**
 * The cron's reminders: every due one, claimed by its marker and queued once. Run through D1
 * itself rather than drizzle's mapping, for the statement's `rows_read`, which the run reports.
 */
export async function queueDueReminders(deps: NotificationCronDeps, now: number): Promise<ReminderRun> {
  const query = dueRemindersQuery(deps.db, now).toSQL();
  const result = await deps.d1
    .prepare(query.sql)
    .bind(...query.params)
    .all<DueRow>();
  // The later game of a doubleheader gets no leave-by: the official is on the floor for the first
  // (docs/decisions/193). The same rule as My Games, the calendar feed and the mileage report.
  const leaving = result.results.filter((row) => !alreadyAtGym(row));
  const notices = leaving.map((row): OnceNotice => {
    const leaveAt = row.tipoff_at - (row.buffer_minutes + row.drive_minutes) * MINUTE_MS;
    return {
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
          driveMinutes: row.drive_minutes,
          hasStart: row.start_latitude !== null,
        },
        row.lead_minutes,
      ),
    };
  });
  const queued = await queueOnce(deps, notices, now);
  return { due: notices.length, queued: queued.length, rowsRead: result.meta.rows_read ?? 0 };
}
