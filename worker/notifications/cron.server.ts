import type { D1Ctx, DbCtx } from "../db/client.server";
import type { WeatherCtx } from "../weather/weather";
import { queueDueAfterGame } from "./after-game.server";
import type { NotificationsCtx } from "./queue-ctx";
import { queueDueReminders } from "./reminders.server";
import { queueDueReports } from "./report-due.server";
import { pruneSendMarkers } from "./sends.server";
import { queueDueToConfirm } from "./to-confirm.server";
import { checkWeather } from "./weather.server";

/**
 * The notifications cron (docs/decisions/172, 202, 240, 244), on the clock of the event that runs it:
 * the leave-by reminders, the after-the-game questions, the reports' deadlines and the games still to
 * accept due at `scheduledTime` are queued once each, old markers pruned, then the weather at the
 * games leaving soon checked. The weather comes last: its requests take seconds, and a reminder due
 * now must not wait for them; a move it finds is hours ahead of its leave-by, and the next run's
 * reminders follow it.
 */
export async function runNotificationCron(
  ctx: DbCtx & D1Ctx & NotificationsCtx & DbCtx & D1Ctx & NotificationsCtx & WeatherCtx,
  scheduledTime: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const reminders = await queueDueReminders(ctx, scheduledTime);
  const afterGame = await queueDueAfterGame(ctx, scheduledTime);
  const reports = await queueDueReports(ctx, scheduledTime);
  const toConfirm = await queueDueToConfirm(ctx, scheduledTime);
  await pruneSendMarkers(ctx, scheduledTime);
  const weather = await checkWeather(ctx, scheduledTime);
  const at = new Date(scheduledTime).toISOString();
  if (reminders.due > 0) {
    log(`Reminders at ${at}: ${reminders.due} due, ${reminders.queued} queued, ${reminders.rowsRead} D1 rows read`);
  }
  if (afterGame.due > 0) {
    log(
      `After-game questions at ${at}: ${afterGame.due} due, ${afterGame.queued} queued, ${afterGame.rowsRead} D1 rows read`,
    );
  }
  if (reports.due > 0) log(`Report reminders at ${at}: ${reports.due} due, ${reports.queued} queued`);
  if (toConfirm.due > 0) log(`Games to accept at ${at}: ${toConfirm.due} due, ${toConfirm.queued} queued`);
  if (weather.games > 0) {
    log(
      `Weather at ${at}: ${weather.games} games, ${weather.judged} judged, ${weather.requests} points asked (${weather.failed} failed), ${weather.moved} moved, ${weather.queued} pushes queued, ${weather.rowsRead} D1 rows read`,
    );
  }
}
