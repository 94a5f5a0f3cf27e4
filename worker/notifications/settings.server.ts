import { inArray } from "drizzle-orm";
import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { notificationSettings } from "../db/schema.server";
import type { NotificationSettingsInput } from "../validation/notifications";

export type NotificationSettings = {
  changes: boolean;
  leaveBy: boolean;
  leadMinutes: number;
  afterGame: boolean;
  availabilityDigest: boolean;
  email: boolean;
};

/** Until a person chooses: every kind on, by push only, 15 minutes ahead. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  changes: true,
  leaveBy: true,
  leadMinutes: NOTIFICATION_SETTINGS_LIMITS.leadMinutes.default,
  afterGame: true,
  availabilityDigest: true,
  email: false,
};

const COLUMNS = {
  userId: notificationSettings.userId,
  changes: notificationSettings.changes,
  leaveBy: notificationSettings.leaveBy,
  leadMinutes: notificationSettings.leadMinutes,
  afterGame: notificationSettings.afterGame,
  availabilityDigest: notificationSettings.availabilityDigest,
  email: notificationSettings.email,
};

/** Each person's settings (the defaults for those who never chose), read in chunks. */
export async function settingsOf(ctx: DbCtx, userIds: string[]): Promise<Map<string, NotificationSettings>> {
  const unique = [...new Set(userIds)];
  const rows = (
    await Promise.all(
      inChunks(unique).map((part) =>
        ctx.db.select(COLUMNS).from(notificationSettings).where(inArray(notificationSettings.userId, part)),
      ),
    )
  ).flat();
  const found = new Map(rows.map(({ userId, ...settings }) => [userId, settings]));
  return new Map(unique.map((userId) => [userId, found.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS]));
}

export async function getNotificationSettings(ctx: DbCtx, userId: string): Promise<NotificationSettings> {
  return (await settingsOf(ctx, [userId])).get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** Saves the settings given; the others keep their saved (or default) values. */
export async function updateNotificationSettings(
  ctx: DbCtx,
  userId: string,
  change: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return getNotificationSettings(ctx, userId);
  const [saved] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, ...given })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...given, updatedAt: new Date() } })
    .returning(COLUMNS);
  if (!saved) throw new Error("the notification settings were not saved");
  const { userId: _owner, ...settings } = saved;
  return settings;
}
