import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import { NOTIFICATION_TEXT } from "../../core/notifications/messages";
import { z } from "../../core/zod";
import { MAX_ENDPOINT_LENGTH } from "../platform/push-endpoint";

const { leadMinutes } = NOTIFICATION_SETTINGS_LIMITS;

/**
 * `PushSubscription.toJSON()` as the browser gives it. The shape is checked here; what the endpoint
 * and keys may be (a push service's https URL, a P-256 point, a 16-byte secret) is checked by
 * `checkPushEndpoint` and `checkPushKeys`, each with its own code and message.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH),
  keys: z.object({
    // base64url of 65 and 16 bytes: 87 and 22 characters (with padding at most 88 and 24).
    p256dh: z.string().min(1).max(128),
    auth: z.string().min(1).max(64),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const LeadMinutesSchema = z
  .number({ error: NOTIFICATION_TEXT.leadMinutes })
  .int(NOTIFICATION_TEXT.leadMinutes)
  .min(leadMinutes.min, NOTIFICATION_TEXT.leadMinutes)
  .max(leadMinutes.max, NOTIFICATION_TEXT.leadMinutes);

/** PUT /api/notifications/settings: the settings to change; those left out stay as they are. */
export const NotificationSettingsSchema = z
  .object({
    changes: z.boolean(),
    leaveBy: z.boolean(),
    leadMinutes: LeadMinutesSchema,
    afterGame: z.boolean(),
    availabilityDigest: z.boolean(),
    email: z.boolean(),
  })
  .partial()
  .strict();
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsSchema>;

/** A checkbox sends "on" when ticked and nothing otherwise. */
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** The profile's settings form: every setting, as a browser posts it without JavaScript. */
export const NotificationSettingsFormSchema = z.object({
  changes: checkbox,
  leaveBy: checkbox,
  afterGame: checkbox,
  availabilityDigest: checkbox,
  email: checkbox,
  leadMinutes: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : undefined),
    LeadMinutesSchema,
  ),
});
