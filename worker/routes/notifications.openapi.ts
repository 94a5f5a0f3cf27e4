import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import {
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_TEXT,
  PUSH_ENDPOINT_CODES,
  PUSH_ENDPOINT_TEXT,
} from "../../core/notifications/messages";
import { PUSH_SERVICES_DESCRIPTION } from "../../core/notifications/push-services";
import { errorAnswer, ok, type RouteDoc } from "../openapi/route-doc";
import { NotificationSettingsSchema, PushSubscriptionSchema } from "../validation/notifications";
import {
  DeviceAnswerSchema,
  DeviceListSchema,
  PushKeySchema,
  SettingsAnswerSchema,
  TestQueuedSchema,
} from "./notifications.responses";

// Web Push devices and notification settings (docs/decisions/170–175). Every route but the key
// answers 401 before the body is read.

const DEVICE = {
  id: "9a1c0f4e-3b2d-4e5f-8a7b-6c5d4e3f2a1b",
  endpointHost: "fcm.googleapis.com",
  createdAt: "2026-11-26T17:00:00.000Z",
};
const SETTINGS = { changes: true, leaveBy: true, leadMinutes: 15, afterGame: true, email: false };
const PUBLIC_KEY = "BP8uLGhgZJIspVOHro1_jiAIBQQ3amGcYSDHY2LZM4zDHxMbTl2Dr63QA-Sy_0wNLrctpgN8m2vYva9xnvAZ2yc";

const REFUSAL_CODES = ["validation_error", ...Object.values(PUSH_ENDPOINT_CODES)] as const;

export const notificationDocs: RouteDoc[] = [
  {
    route: "GET /api/notifications/key",
    tag: "Notifications",
    summary: "The application server key for Web Push",
    description:
      "The VAPID public key (RFC 8292) a browser needs to subscribe: pass it as `applicationServerKey` to `PushManager.subscribe`. 404 when this server has no key pair (pushes are off; e-mail notices still work).",
    access: "public",
    responses: {
      200: ok(PushKeySchema, "The key", { publicKey: PUBLIC_KEY }),
      404: errorAnswer(404, [NOTIFICATION_ERROR_CODES.notConfigured], `"${NOTIFICATION_TEXT.notConfigured}"`),
    },
  },
  {
    route: "GET /api/notifications/subscriptions",
    tag: "Notifications",
    summary: "List the caller's devices",
    description:
      "Each browser subscribed for the caller's pushes: its push service's host and when it was added. Never the endpoint or keys.",
    access: "session",
    responses: { 200: ok(DeviceListSchema, "The caller's devices", { subscriptions: [DEVICE] }) },
  },
  {
    route: "POST /api/notifications/subscriptions",
    tag: "Notifications",
    summary: "Turn on pushes for a browser",
    description: [
      "Takes the browser's `PushSubscription.toJSON()`. The endpoint must be an https:// URL of a browser push service",
      `(${PUSH_SERVICES_DESCRIPTION}) on the standard port, without user name or password; a private or local address is refused in every spelling.`,
      "`keys.p256dh` must be a P-256 public key (65 bytes) and `keys.auth` 16 bytes, both base64url. Each refusal is a 400 with its own code and message.",
      `The same endpoint again updates the saved device (200) instead of adding one. At most ${NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson} devices per person (409).`,
    ].join(" "),
    access: "session",
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
  },
  {
    route: "DELETE /api/notifications/subscriptions/:id",
    tag: "Notifications",
    summary: "Turn off pushes for a device",
    description: "The device gets no more pushes. Another person's device, or anything else, is 404.",
    access: "session",
    params: { id: "The device's id (a UUID)" },
    responses: { 204: { description: "Removed" } },
    errors: [404],
  },
  {
    route: "GET /api/notifications/settings",
    tag: "Notifications",
    summary: "The caller's notification settings",
    description:
      "Until the caller saves any: every kind on, e-mail off, 15 minutes before leave-by. `afterGame` is kept for the after-the-game push.",
    access: "session",
    responses: { 200: ok(SettingsAnswerSchema, "The settings", { settings: SETTINGS }) },
  },
  {
    route: "PUT /api/notifications/settings",
    tag: "Notifications",
    summary: "Change the caller's notification settings",
    description: `Any of the five settings; those left out stay as they are. \`leadMinutes\` is a whole number from ${NOTIFICATION_SETTINGS_LIMITS.leadMinutes.min} to ${NOTIFICATION_SETTINGS_LIMITS.leadMinutes.max}.`,
    access: "session",
    body: NotificationSettingsSchema,
    bodyExample: { leadMinutes: 30, email: true },
    responses: {
      200: ok(SettingsAnswerSchema, "The settings now", { settings: { ...SETTINGS, leadMinutes: 30, email: true } }),
    },
  },
  {
    route: "POST /api/notifications/test",
    tag: "Notifications",
    summary: "Send a test push",
    description: `Queues one push to each of the caller's devices; they arrive within seconds. At most ${NOTIFICATION_SETTINGS_LIMITS.testsPerWindow} tests per person every 5 minutes.`,
    access: "session",
    responses: { 202: ok(TestQueuedSchema, "Queued", { devices: 2 }) },
    errors: [429],
  },
];
