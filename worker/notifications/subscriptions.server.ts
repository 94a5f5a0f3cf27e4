import { and, asc, count, eq, inArray } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_TEXT } from "../../core/notifications/messages";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { pushSubscriptions } from "../db/schema.server";
import { checkPushEndpoint, checkPushKeys, type PushEndpointPolicy } from "../platform/push-endpoint";
import type { PushSubscriptionInput } from "../validation/notifications";
import type { PushTarget } from "./web-push.server";

/** A device as its owner sees it: which push service, and when; never the endpoint or keys. */
export type Device = { id: string; endpointHost: string; createdAt: string };

type DeviceRow = { id: string; endpoint: string; createdAt: Date };

const toDevice = (row: DeviceRow): Device => ({
  id: row.id,
  endpointHost: new URL(row.endpoint).host,
  createdAt: row.createdAt.toISOString(),
});

const DEVICE_COLUMNS = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
};

export async function listDevices(ctx: DbCtx, userId: string): Promise<Device[]> {
  const rows = await ctx.db
    .select(DEVICE_COLUMNS)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(toDevice);
}

async function deviceCount(ctx: DbCtx, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}

const tooManyDevices = () =>
  fail("conflict", NOTIFICATION_TEXT.tooManyDevices, { code: NOTIFICATION_ERROR_CODES.tooManyDevices });

/**
 * Saves a browser's push subscription for the person. The endpoint must be a browser push
 * service's and the keys well formed (400 with the reason otherwise). The same endpoint again
 * updates the saved row (new keys, and its owner: a browser belongs to whoever subscribed it last)
 * instead of adding one. At most 10 per person.
 */
export async function saveSubscription(
  ctx: DbCtx,
  policy: PushEndpointPolicy,
  userId: string,
  input: PushSubscriptionInput,
): Promise<Result<{ device: Device; created: boolean }>> {
  const checked = checkPushEndpoint(input.endpoint, policy);
  if (!checked.ok) return checked;
  const refused = await checkPushKeys(input.keys);
  if (refused) return refused;
  const endpoint = checked.url.href;
  const [existing] = await ctx.db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  const isNewForPerson = existing?.userId !== userId;
  if (isNewForPerson && (await deviceCount(ctx, userId)) >= NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson) {
    return tooManyDevices();
  }
  const values = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: typeof input.expirationTime === "number" ? new Date(input.expirationTime) : null,
  };
  const [saved] = await ctx.db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } })
    .returning(DEVICE_COLUMNS);
  if (!saved) throw new Error("the push subscription was not saved");
  // Two devices subscribed at the same moment both pass the count above; the one that finds the
  // person past the limit takes itself back.
  if (isNewForPerson && (await deviceCount(ctx, userId)) > NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson) {
    await ctx.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, saved.id), eq(pushSubscriptions.userId, userId)));
    return tooManyDevices();
  }
  return { ok: true, device: toDevice(saved), created: isNewForPerson };
}

export async function removeDevice(ctx: DbCtx, userId: string, id: string): Promise<Result> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0 ? { ok: true } : notFound(NOTIFICATION_TEXT.deviceNotFound);
}

/** The subscriptions of these people, for queueing: ids only (the keys stay in D1 until sent). */
export async function subscriptionIdsOf(ctx: DbCtx, userIds: string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(userIds)];
  const rows = (
    await Promise.all(
      inChunks(unique).map((part) =>
        ctx.db
          .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, part)),
      ),
    )
  ).flat();
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  return byUser;
}

/** One subscription as the sender needs it, or null when it was removed meanwhile. */
export async function pushTargetOf(ctx: DbCtx, id: string): Promise<(PushTarget & { id: string }) | null> {
  const [row] = await ctx.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .limit(1);
  return row ?? null;
}

/** The push service says the subscription is gone (404, 410): it is deleted, unless re-saved meanwhile. */
export async function forgetSubscription(ctx: DbCtx, target: { id: string; endpoint: string }): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
}
