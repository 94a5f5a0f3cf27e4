// The schemas, examples and descriptions of the routes in ./notifications.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { PUSH_ENDPOINT_CODES } from "../../core/notifications/messages";
import { Count, Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/zod";

export const DEVICE = {
  id: "9a1c0f4e-3b2d-4e5f-8a7b-6c5d4e3f2a1b",
  endpointHost: "fcm.googleapis.com",
  createdAt: "2026-11-26T17:00:00.000Z",
};
export const SETTINGS = {
  changes: true,
  leaveBy: true,
  leadMinutes: 15,
  afterGame: true,
  availabilityDigest: true,
  email: false,
};
export const PUBLIC_KEY = "BP8uLGhgZJIspVOHro1_jiAIBQQ3amGcYSDHY2LZM4zDHxMbTl2Dr63QA-Sy_0wNLrctpgN8m2vYva9xnvAZ2yc";

export const REFUSAL_CODES = ["validation_error", ...Object.values(PUSH_ENDPOINT_CODES)] as const;

// What the notification routes answer.

export const PushKeySchema = z.object({
  publicKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .meta({
      description:
        "The application server key for `PushManager.subscribe({ applicationServerKey })`: the base64url of the 65-byte uncompressed P-256 point",
    }),
});

export const DeviceSchema = z
  .object({
    id: Id,
    endpointHost: z.string().meta({ description: "The push service's host; the endpoint itself is never sent back" }),
    createdAt: Timestamp,
  })
  .meta({ id: "PushDevice", description: "A browser that receives the caller's notifications" });

export const DeviceAnswerSchema = z.object({ subscription: DeviceSchema });
export const DeviceListSchema = z.object({
  subscriptions: z.array(DeviceSchema).max(NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson),
});

const { leadMinutes } = NOTIFICATION_SETTINGS_LIMITS;

export const SettingsSchema = z
  .object({
    changes: z
      .boolean()
      .meta({ description: "A push when a feed refresh moves, cancels, removes or adds a game in the next 14 days" }),
    leaveBy: z.boolean().meta({ description: "A push `leadMinutes` before each game's leave-by time" }),
    leadMinutes: z.int().min(leadMinutes.min).max(leadMinutes.max),
    afterGame: z.boolean().meta({ description: "A push after each game" }),
    availabilityDigest: z.boolean().meta({
      description:
        "On Monday at 7 AM on the caller's clock: how many busy times are still to enter on each calendar's site",
    }),
    email: z.boolean().meta({ description: "The same notices by e-mail too" }),
  })
  .meta({ id: "NotificationSettings" });

export const SettingsAnswerSchema = z.object({ settings: SettingsSchema });

export const TestQueuedSchema = z.object({
  devices: Count.meta({ description: "The devices a test push was queued for (0: the caller has none)" }),
  emails: Count.meta({
    description: "1 when the test went by e-mail (no device, e-mail copies on); 0 otherwise (both 0: no channel)",
  }),
});
