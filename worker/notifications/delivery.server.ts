import { eq } from "drizzle-orm";
import { NOTICE_KINDS, PUSH_DELIVERY } from "../../core/notifications/limits";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { users } from "../db/schema.server";
import type { MailerCtx } from "../mail/mailer.server";
import type { ClockCtx } from "../platform/clock";
import type { ConfigCtx } from "../platform/env.server";
import { checkPushEndpoint, pushEndpointPolicy } from "../platform/push-endpoint";
import { noticeMail, unsubscribeToken, unsubscribeUrl } from "./email.server";
import { type Notice, pushPayload } from "./notices";
import type { NotificationMessage } from "./queue.server";
import { getNotificationSettings } from "./settings.server";
import { forgetSubscription, pushTargetOf } from "./subscriptions.server";
import { buildPushRequest } from "./web-push.server";

// The notifications queue's consumer (docs/decisions/173): one message, one push or one e-mail.

/** Done (acked), or tried again after this many seconds. */
type Outcome = { retryAfterSeconds: number } | "done";

const isNotice = (value: unknown): value is Notice =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Notice).title === "string" &&
  typeof (value as Notice).body === "string" &&
  typeof (value as Notice).url === "string" &&
  typeof (value as Notice).expiresAt === "number" &&
  (NOTICE_KINDS as readonly unknown[]).includes((value as Notice).kind);

function isNotificationMessage(body: unknown): body is NotificationMessage {
  if (typeof body !== "object" || body === null) return false;
  const message = body as Partial<Record<string, unknown>>;
  if (!isNotice(message.notice)) return false;
  if (message.type === "push") return typeof message.subscriptionId === "string";
  return message.type === "email" && typeof message.userId === "string";
}

/** 30 s, 1, 2, 4, 8 minutes …, at most 15; a Retry-After longer than that wait is respected up to the cap. */
export function retryDelaySeconds(attempts: number, retryAfter: string | null): number {
  const backoff = PUSH_DELIVERY.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
  const asked = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : 0;
  return Math.min(Math.max(backoff, asked), PUSH_DELIVERY.retryMaxSeconds);
}

async function deliverPush(
  ctx: DbCtx & ConfigCtx & MailerCtx & ClockCtx,
  message: Extract<NotificationMessage, { type: "push" }>,
  attempts: number,
): Promise<Outcome> {
  const vapid = ctx.config.vapid;
  if (!vapid) return "done";
  const target = await pushTargetOf(ctx, message.subscriptionId);
  if (!target) return "done";
  const now = ctx.now();
  const ttlSeconds = Math.floor((message.notice.expiresAt - now) / 1000);
  // Too late to matter (a reminder after its leave-by, a change a day old): nothing is sent.
  if (ttlSeconds <= 0) return "done";
  // Checked again before every send: the saved endpoint must still pass this deployment's rules.
  if (!checkPushEndpoint(target.endpoint, pushEndpointPolicy(ctx.config)).ok) return "done";
  const request = await buildPushRequest(
    target,
    pushPayload(message.notice),
    { ttlSeconds, urgency: message.notice.urgency, topic: message.notice.topic },
    vapid,
    now,
  );
  let response: Response;
  try {
    response = await fetch(request, { signal: AbortSignal.timeout(PUSH_DELIVERY.timeoutMs) });
  } catch {
    // Unreachable or too slow: the message is tried again (the error may quote the endpoint).
    return { retryAfterSeconds: retryDelaySeconds(attempts, null) };
  }
  await response.body?.cancel().catch(() => undefined);
  const { status } = response;
  if (status >= 200 && status < 300) return "done";
  if (status === 404 || status === 410) {
    await forgetSubscription(ctx, target);
    return "done";
  }
  if (status === 429 || status >= 500) {
    return { retryAfterSeconds: retryDelaySeconds(attempts, response.headers.get("Retry-After")) };
  }
  console.warn(`Push service refused a notification: ${status}`);
  return "done";
}

async function deliverEmail(
  ctx: DbCtx & ConfigCtx & MailerCtx & ClockCtx,
  message: Extract<NotificationMessage, { type: "email" }>,
): Promise<Outcome> {
  if (message.notice.expiresAt <= ctx.now()) return "done";
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, message.userId)).limit(1);
  // Gone, or e-mails turned off since the notice was queued (a report's deadline goes regardless).
  if (!user) return "done";
  if (message.notice.kind !== "reportDue" && !(await getNotificationSettings(ctx, message.userId)).email) {
    return "done";
  }
  const token = await unsubscribeToken(ctx.config.authSecret, message.userId);
  const mail = noticeMail(message.notice, user.email, {
    appUrl: ctx.config.appUrl,
    unsubscribe: unsubscribeUrl(ctx.config.appUrl, token),
  });
  await ctx.mailer.send(mail);
  return "done";
}

/** A Worker keeps at most 6 connections open at once; more would only wait. */
const DELIVERIES_AT_ONCE = 6;

async function handle(ctx: DbCtx & ConfigCtx & MailerCtx & ClockCtx, message: Message<unknown>): Promise<void> {
  const body = message.body;
  if (!isNotificationMessage(body)) {
    message.ack();
    return;
  }
  let outcome: Outcome;
  try {
    outcome = body.type === "push" ? await deliverPush(ctx, body, message.attempts) : await deliverEmail(ctx, body);
  } catch {
    outcome = { retryAfterSeconds: retryDelaySeconds(message.attempts, null) };
  }
  if (outcome === "done") message.ack();
  else message.retry({ delaySeconds: outcome.retryAfterSeconds });
}

/**
 * The queue consumer: each message delivered on its own, six at a time. A push service that
 * answers 404 or 410 loses the subscription; 429 and 5xx (or no answer) try again later through the
 * queue; any other refusal is logged by its status and dropped. A failure of ours retries too.
 */
export async function consumeNotificationBatch(
  ctx: DbCtx & ConfigCtx & MailerCtx & ClockCtx,
  batch: MessageBatch<unknown>,
): Promise<void> {
  for (const part of inChunks([...batch.messages], DELIVERIES_AT_ONCE)) {
    await Promise.all(part.map((message) => handle(ctx, message)));
  }
}
