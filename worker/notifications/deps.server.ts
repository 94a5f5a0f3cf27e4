import { createDb } from "../db/client.server";
import { readConfig } from "../env.server";
import { createMailer } from "../mail/mailer.server";
import type { Services } from "../services.server";
import type { NotificationDeps, NotificationQueue } from "./queue.server";
import type { NotificationCronDeps } from "./reminders.server";
import { queueDueReminders } from "./reminders.server";
import { pruneSendMarkers } from "./sends.server";

/** What a request needs to queue notices: its database and the notifications queue. */
export function notificationDeps(services: Pick<Services, "db" | "env">): {
  db: Services["db"];
  queue: NotificationQueue;
} {
  return { db: services.db, queue: services.env.NOTIFICATIONS };
}

/**
 * The cron's and the queue consumer's services, from `env` alone: no request, so no D1 bookmark
 * (reads go to the primary).
 */
export function backgroundNotificationDeps(env: Env): NotificationCronDeps & NotificationDeps {
  const config = readConfig(env);
  return {
    db: createDb(env.DB),
    d1: env.DB,
    queue: env.NOTIFICATIONS,
    config,
    mailer: createMailer(config),
    now: () => Date.now(),
  };
}

/**
 * The notifications cron (docs/decisions/172), on the clock of the event that runs it: the
 * leave-by reminders due at `scheduledTime` are queued once each, and old markers pruned.
 */
export async function runNotificationCron(
  deps: NotificationCronDeps,
  scheduledTime: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const reminders = await queueDueReminders(deps, scheduledTime);
  await pruneSendMarkers(deps, scheduledTime);
  if (reminders.due > 0) {
    log(
      `Reminders at ${new Date(scheduledTime).toISOString()}: ${reminders.due} due, ${reminders.queued} queued, ${reminders.rowsRead} D1 rows read`,
    );
  }
}
