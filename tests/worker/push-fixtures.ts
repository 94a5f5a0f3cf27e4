// Notification tests' helpers: browsers' subscriptions, a push service that decrypts what it
// receives (a fetch spy: the Worker's fetch runs in the tests' isolate), and the queue in between.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { REMINDER_SCHEDULE } from "~/core/notifications/limits";
import {
  checkVapid,
  createReceiverKeys,
  decryptPushBody,
  type ReceiverKeys,
  type VapidCheck,
} from "~/scripts/lib/web-push-receiver";
import { pushSubscriptions } from "~/worker/db/schema.server";
import worker from "~/worker/index";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { db } from "./fixtures";

export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string }; expirationTime: null };

/** A browser's fresh subscription at a push service (FCM unless told), and its private keys. */
export async function browserSubscription(
  base = "https://fcm.googleapis.com/fcm/send/",
): Promise<{ subscription: Subscription; keys: ReceiverKeys }> {
  const keys = await createReceiverKeys();
  return {
    subscription: {
      endpoint: `${base}${crypto.randomUUID()}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      expirationTime: null,
    },
    keys,
  };
}

/** A subscription row straight in D1 for `userId`, with keys a receiver can decrypt with. */
export async function createDevice(userId: string, base?: string) {
  const { subscription, keys } = await browserSubscription(base);
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: subscription.endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("createDevice inserted nothing");
  return { id: row.id, endpoint: subscription.endpoint, keys };
}

export type Received = {
  endpoint: string;
  headers: Record<string, string>;
  payload: { title: string; body: string; url: string; tag: string };
  vapid: VapidCheck;
};

/**
 * The push services, as a fetch spy: a POST to a known endpoint is decrypted with that device's
 * keys and its VAPID header checked (for the endpoint's origin, at the receiver's clock); the
 * answer is `status(endpoint)` (201 unless told). Anything else the Worker fetches fails the test.
 */
export function pushService(
  devices: Array<{ endpoint: string; keys: ReceiverKeys }>,
  status: (endpoint: string) => number | Response = () => 201,
) {
  const received: Received[] = [];
  const keysOf = new Map(devices.map((device) => [device.endpoint, device.keys]));
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const keys = keysOf.get(request.url);
    if (!keys) throw new Error(`unexpected fetch of ${request.url}`);
    const body = new Uint8Array(await request.arrayBuffer());
    received.push({
      endpoint: request.url,
      headers: Object.fromEntries(request.headers),
      payload: JSON.parse(await decryptPushBody(body, keys)) as Received["payload"],
      vapid: await checkVapid(request.headers.get("authorization"), new URL(request.url).origin, Date.now()),
    });
    const answer = status(request.url);
    return answer instanceof Response ? answer : new Response(null, { status: answer });
  });
  return { received, restore: () => spy.mockRestore() };
}

/** What the Worker puts on the notifications queue, held here instead of sent. */
export function holdNotificationQueue() {
  const messages: NotificationMessage[] = [];
  const sendBatch = vi.fn(async (batch: Iterable<MessageSendRequest<NotificationMessage>>) => {
    for (const message of batch) messages.push(message.body);
  });
  const spy = vi.spyOn(env.NOTIFICATIONS, "sendBatch").mockImplementation(sendBatch as never);
  return { messages, sendBatch, queue: { sendBatch }, restore: () => spy.mockRestore() };
}

/**
 * Runs the Worker's queue consumer on these messages (attempt `attempts`): what it acked, and what
 * it asked to retry with which delay (the test queue's own result does not keep the delay).
 */
export async function consume(
  messages: NotificationMessage[],
  { attempts = 1, bindings = env }: { attempts?: number; bindings?: Env } = {},
) {
  const ids = messages.map(() => `n-${crypto.randomUUID()}`);
  const batch = createMessageBatch(
    "tipoff-notifications",
    messages.map((body, index) => ({ id: ids[index] ?? "", timestamp: new Date(), attempts, body })),
  );
  const retried: Array<{ id: string; delaySeconds: number | undefined }> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      retried.push({ id: message.id, delaySeconds: options?.delaySeconds });
      retry(options);
    });
  }
  await worker.queue?.(batch, bindings);
  const result = await getQueueResult(batch, createExecutionContext());
  return { ids, ...result, retried };
}

/** The Worker's scheduled handler for the notifications cron at `at`, its queue held in a list. */
export async function runNotificationCronAt(at: number): Promise<NotificationMessage[]> {
  const messages: NotificationMessage[] = [];
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<NotificationMessage>>) => {
      for (const message of batch) messages.push(message.body);
    },
  };
  const controller = createScheduledController({ scheduledTime: at, cron: REMINDER_SCHEDULE.cron });
  await worker.scheduled?.(controller, { ...env, NOTIFICATIONS: queue as unknown as Queue });
  return messages;
}
