import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { Count, Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What the notification routes answer (./notifications.openapi).

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
    email: z.boolean().meta({ description: "The same notices by e-mail too" }),
  })
  .meta({ id: "NotificationSettings" });

export const SettingsAnswerSchema = z.object({ settings: SettingsSchema });

export const TestQueuedSchema = z.object({
  devices: Count.meta({ description: "The devices a test push was queued for (0: the caller has none)" }),
});
