import { Hono } from "hono";
import { fail } from "../../core/failure";
import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_TEXT, PUSH_ENDPOINT_TEXT } from "../../core/notifications/messages";
import { PUSH_SERVICES_DESCRIPTION } from "../../core/notifications/push-services";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { limitSubscribing, sendTestNotice } from "../notifications/actions.server";
import { getNotificationSettings, updateNotificationSettings } from "../notifications/settings.server";
import { listDevices, removeDevice, saveSubscription } from "../notifications/subscriptions.server";
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { pushEndpointPolicy } from "../platform/push-endpoint";
import { NotificationSettingsSchema, PushSubscriptionSchema } from "../validation/notifications";
import {
  DEVICE,
  DeviceAnswerSchema,
  DeviceListSchema,
  PUBLIC_KEY,
  PushKeySchema,
  REFUSAL_CODES,
  SETTINGS,
  SettingsAnswerSchema,
  TestQueuedSchema,
} from "./notifications.models";

// Web Push devices and notification settings (docs/decisions/170–175). Every route but the key
// answers 401 before the body is read.
/** /api/notifications: Web Push devices, settings and a test (docs/decisions/170–175). */
export const notificationRoutes = new Hono<AppBindings>()
  .get(
    "/key",
    endpoint({
      tag: "Notifications",
      summary: "The application server key for Web Push",
      description:
        "The VAPID public key (RFC 8292) a browser needs to subscribe: pass it as `applicationServerKey` to `PushManager.subscribe`. 404 when this server has no key pair (pushes are off; e-mail notices still work).",
      access: "public",
      responses: {
        200: ok(PushKeySchema, "The key", { publicKey: PUBLIC_KEY }),
        404: errorAnswer(404, [NOTIFICATION_ERROR_CODES.notConfigured], `"${NOTIFICATION_TEXT.notConfigured}"`),
      },
    }),
    (c) => {
      const vapid = c.var.ctx.config.vapid;
      if (!vapid) {
        throw toApiError(
          fail("not_found", NOTIFICATION_TEXT.notConfigured, { code: NOTIFICATION_ERROR_CODES.notConfigured }),
        );
      }
      return c.json({ publicKey: vapid.publicKey });
    },
  )
  .get(
    "/subscriptions",
    endpoint({
      tag: "Notifications",
      summary: "List the caller's devices",
      description:
        "Each browser subscribed for the caller's pushes: its push service's host and when it was added. Never the endpoint or keys.",
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      responses: { 200: ok(DeviceListSchema, "The caller's devices", { subscriptions: [DEVICE] }) },
    }),
    async (c) => c.json({ subscriptions: await listDevices(c.var.ctx, c.var.user.id) }),
  )
  .post(
    "/subscriptions",
    endpoint({
      tag: "Notifications",
      summary: "Turn on pushes for a browser",
      description: [
        "Takes the browser's `PushSubscription.toJSON()`. The endpoint must be an https:// URL of a browser push service",
        `(${PUSH_SERVICES_DESCRIPTION}) on the standard port, without user name or password; a private or local address is refused in every spelling.`,
        "`keys.p256dh` must be a P-256 public key (65 bytes) and `keys.auth` 16 bytes, both base64url. Each refusal is a 400 with its own code and message.",
        `The same endpoint again updates the saved device (200) instead of adding one. At most ${NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson} devices per person (409).`,
      ].join(" "),
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      body: PushSubscriptionSchema,
      bodyExample: {
        endpoint: "https://fcm.googleapis.com/fcm/send/cXh2…:APA91b…",
        keys: {
          p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
          auth: "BTBZMqHH6r4Tts7J_aSIgg",
        },
        expirationTime: null,
      },
      responses: {
        200: ok(DeviceAnswerSchema, "Already saved: updated", { subscription: DEVICE }),
        201: ok(DeviceAnswerSchema, "Saved", { subscription: DEVICE }),
        400: errorAnswer(400, REFUSAL_CODES, `A refused subscription, e.g. "${PUSH_ENDPOINT_TEXT.notPushService}"`),
        409: errorAnswer(409, [NOTIFICATION_ERROR_CODES.tooManyDevices], `"${NOTIFICATION_TEXT.tooManyDevices}"`),
        422: errorAnswer(422, [NOTIFICATION_ERROR_CODES.notConfigured], `"${NOTIFICATION_TEXT.notConfigured}"`),
      },
      errors: [429],
    }),
    async (c) => {
      const { ctx } = c.var;
      if (!ctx.config.vapid) {
        throw toApiError(
          fail("unprocessable", NOTIFICATION_TEXT.notConfigured, { code: NOTIFICATION_ERROR_CODES.notConfigured }),
        );
      }
      const limited = await limitSubscribing(c.var.ctx, c.var.user.id);
      if (limited) throw toApiError(limited);
      const policy = pushEndpointPolicy(ctx.config);
      const outcome = await saveSubscription(ctx, policy, c.var.user.id, c.req.valid("json"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ subscription: outcome.device }, outcome.created ? 201 : 200);
    },
  )
  .delete(
    "/subscriptions/:id",
    endpoint({
      tag: "Notifications",
      summary: "Turn off pushes for a device",
      description: "The device gets no more pushes. Another person's device, or anything else, is 404.",
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      params: { id: "The device's id (a UUID)" },
      responses: { 204: { description: "Removed" } },
      errors: [404],
    }),
    async (c) => {
      const outcome = await removeDevice(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.body(null, 204);
    },
  )
  .get(
    "/settings",
    endpoint({
      tag: "Notifications",
      summary: "The caller's notification settings",
      description:
        "Until the caller saves any: every kind on, e-mail off, 15 minutes before leave-by. `afterGame` is kept for the after-the-game push.",
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      responses: { 200: ok(SettingsAnswerSchema, "The settings", { settings: SETTINGS }) },
    }),
    async (c) => c.json({ settings: await getNotificationSettings(c.var.ctx, c.var.user.id) }),
  )
  .put(
    "/settings",
    endpoint({
      tag: "Notifications",
      summary: "Change the caller's notification settings",
      description: `Any of the six settings; those left out stay as they are. \`leadMinutes\` is a whole number from ${NOTIFICATION_SETTINGS_LIMITS.leadMinutes.min} to ${NOTIFICATION_SETTINGS_LIMITS.leadMinutes.max}.`,
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      body: NotificationSettingsSchema,
      bodyExample: { leadMinutes: 30, email: true },
      responses: {
        200: ok(SettingsAnswerSchema, "The settings now", { settings: { ...SETTINGS, leadMinutes: 30, email: true } }),
      },
    }),
    async (c) => c.json({ settings: await updateNotificationSettings(c.var.ctx, c.var.user.id, c.req.valid("json")) }),
  )
  .post(
    "/test",
    endpoint({
      tag: "Notifications",
      summary: "Send a test push",
      description: `Queues one push to each of the caller's devices; they arrive within seconds. A caller with no device and e-mail copies on gets the test by e-mail instead (\`emails: 1\`). At most ${NOTIFICATION_SETTINGS_LIMITS.testsPerWindow} tests per person every 5 minutes.`,
      access: "session",
      loginRequired: NOTIFICATION_TEXT.loginRequired,
      responses: { 202: ok(TestQueuedSchema, "Queued", { devices: 2, emails: 0 }) },
      errors: [429],
    }),
    async (c) => {
      const outcome = await sendTestNotice(c.var.ctx, c.var.user.id);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ devices: outcome.devices, emails: outcome.emails }, 202);
    },
  );
