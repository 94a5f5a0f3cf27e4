import { REMINDER_SCHEDULE } from "../../core/notifications/limits";
import { NOTICE_TEXT } from "../../core/notifications/messages";
import type { Db, DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import type { Notice } from "./notices";
import { type NotificationSettings, settingsOf } from "./settings.server";
import { subscriptionIdsOf } from "./subscriptions.server";

// The queue's producing half: what a message is, and how notices become messages. Delivering them
// is delivery.server.ts, so a service that queues a notice reaches no push or mail code.

/**
 * One queue message per delivery (docs/decisions/173): a push to one device, or one e-mail. The
 * endpoint and keys stay in D1: a message names the subscription by id.
 */
export type NotificationMessage =
  | { type: "push"; subscriptionId: string; notice: Notice }
  | { type: "email"; userId: string; notice: Notice };

export type NotificationQueue = Pick<Queue<NotificationMessage>, "sendBatch">;

/** A notice for one person; whether and how it goes out follows their settings. */
export type Addressed = { userId: string; notice: Notice };

const wants = (settings: NotificationSettings, notice: Notice) => {
  switch (notice.kind) {
    case "leaveBy":
      return settings.leaveBy;
    case "changes":
    // A game to accept follows from a change the person asked to hear of (docs/decisions/244).
    case "toConfirm":
      return settings.changes;
    case "afterGame":
      return settings.afterGame;
    case "availabilityDigest":
      return settings.availabilityDigest;
    case "test":
    case "reportDue":
      return true;
  }
};

/** The messages that deliver these notices: one per device, and an e-mail where the person chose it. */
export async function messagesFor(ctx: DbCtx, notices: Addressed[]): Promise<NotificationMessage[]> {
  if (notices.length === 0) return [];
  const userIds = notices.map((addressed) => addressed.userId);
  const [settings, devices] = await Promise.all([settingsOf(ctx, userIds), subscriptionIdsOf(ctx, userIds)]);
  return notices.flatMap(({ userId, notice }): NotificationMessage[] => {
    const chosen = settings.get(userId);
    if (!chosen || !wants(chosen, notice)) return [];
    const pushes = (devices.get(userId) ?? []).map(
      (subscriptionId): NotificationMessage => ({ type: "push", subscriptionId, notice }),
    );
    // Every notice also goes by e-mail when chosen; the test goes to each device, and by e-mail
    // only when e-mail is the person's one channel.
    const mailAnyway = notice.kind === "reportDue";
    if ((!chosen.email && !mailAnyway) || (notice.kind === "test" && pushes.length > 0)) return pushes;
    const mailed = notice.kind === "test" ? { ...notice, body: NOTICE_TEXT.testEmailBody } : notice;
    return [...pushes, { type: "email", userId, notice: mailed }];
  });
}

export async function sendMessages(queue: NotificationQueue, messages: NotificationMessage[]): Promise<void> {
  for (const part of inChunks(messages, REMINDER_SCHEDULE.perBatch)) {
    await queue.sendBatch(part.map((body) => ({ body, contentType: "json" })));
  }
}

/** Queues the notices; what counts is how many pushes and e-mails were queued. */
export async function queueNotices(
  ctx: { db: Db; notifications: NotificationQueue },
  notices: Addressed[],
): Promise<{ pushes: number; emails: number }> {
  const messages = await messagesFor(ctx, notices);
  await sendMessages(ctx.notifications, messages);
  const pushes = messages.filter((message) => message.type === "push").length;
  return { pushes, emails: messages.length - pushes };
}
