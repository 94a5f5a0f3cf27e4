import type { Result } from "../../core/failure";
import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { NOTIFICATION_TEXT } from "../../core/notifications/messages";
import type { Db } from "../db/client.server";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";
import { testNotice } from "./notices";
import { type NotificationQueue, queueNotices } from "./queue.server";

// What the API and the profile page both do, beyond reading and saving rows.

type Limited = RateLimitsCtx & ClockCtx;

/**
 * A test push to each of the person's devices, or, with none, an e-mail when they chose e-mail
 * copies; how many of each were queued (both 0: no channel to test).
 */
export async function sendTestNotice(
  ctx: { db: Db; notifications: NotificationQueue } & Limited,
  userId: string,
): Promise<Result<{ devices: number; emails: number }>> {
  const rule = { action: "notification-test", limit: NOTIFICATION_SETTINGS_LIMITS.testsPerWindow };
  const limited = limitOrFail(
    await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now()),
    NOTIFICATION_TEXT.testRateLimited,
  );
  if (limited) return limited;
  const { pushes, emails } = await queueNotices(ctx, [{ userId, notice: testNotice(ctx.now()) }]);
  return { ok: true, devices: pushes, emails };
}

/** Saving subscriptions has a budget of its own, so a script cannot churn the table. */
export async function limitSubscribing(ctx: Limited, userId: string) {
  const rule = { action: "push-subscribe", limit: NOTIFICATION_SETTINGS_LIMITS.subscribesPerWindow };
  return limitOrFail(
    await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now()),
    NOTIFICATION_TEXT.subscribeRateLimited,
  );
}
