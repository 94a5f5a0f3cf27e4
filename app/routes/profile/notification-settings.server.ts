import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { type Failure, invalidInput, notFound } from "~/core/failure";
import { NOTIFICATION_TEXT } from "~/core/notifications/messages";
import { NOTIFICATION_PAGE_TEXT } from "~/core/notifications/page-text";
import { pushServiceName } from "~/core/notifications/push-services";
import type { CurrentUser } from "~/core/users/current-user";
import type { Ctx } from "~/worker/context/ctx";
import { sendTestNotice } from "~/worker/notifications/actions.server";
import { getNotificationSettings, updateNotificationSettings } from "~/worker/notifications/settings.server";
import { listDevices, removeDevice } from "~/worker/notifications/subscriptions.server";
import { NotificationSettingsFormSchema } from "~/worker/validation/notifications";
import { NOTIFICATION_INTENTS, type NotificationIntent, type NotificationSettingsData } from "./notification-settings";

const ADDED = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The profile's Notifications section: the server's key, the settings and the devices. */
export async function loadNotificationSettings(
  ctx: Pick<Ctx, "db" | "config">,
  user: Pick<CurrentUser, "id" | "email">,
): Promise<NotificationSettingsData> {
  const [settings, devices] = await Promise.all([getNotificationSettings(ctx, user.id), listDevices(ctx, user.id)]);
  return {
    pushKey: ctx.config.vapid?.publicKey ?? null,
    email: user.email,
    settings,
    devices: devices.map((device) => ({
      id: device.id,
      service: pushServiceName(device.endpointHost.split(":")[0] ?? device.endpointHost),
      added: ADDED.format(new Date(device.createdAt)),
    })),
  };
}

export function isNotificationIntent(intent: unknown): intent is NotificationIntent {
  return typeof intent === "string" && (NOTIFICATION_INTENTS as readonly string[]).includes(intent);
}

/** The Notifications forms; each answers with a redirect and a toast, or its own refusal. */
export async function notificationSettingsAction(
  ctx: Ctx,
  user: CurrentUser,
  intent: NotificationIntent,
  form: Record<string, FormDataEntryValue>,
) {
  const refuse = (failure: Failure) => failureData(failure, { intent, values: typedValues(form) });
  const done = (message: string) =>
    redirectWithToast("/profile#notifications", { type: "success", message }, { secret: ctx.config.authSecret });

  switch (intent) {
    case "notification-settings": {
      const parsed = NotificationSettingsFormSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      await updateNotificationSettings(ctx, user.id, parsed.data);
      return done(NOTIFICATION_PAGE_TEXT.settingsSaved);
    }
    case "notification-device-remove": {
      const id = typeof form.id === "string" ? form.id : "";
      const removed = await removeDevice(ctx, user.id, id);
      return removed.ok
        ? done(NOTIFICATION_PAGE_TEXT.deviceRemoved)
        : refuse(notFound(NOTIFICATION_TEXT.deviceNotFound));
    }
    case "notification-test": {
      const sent = await sendTestNotice(ctx, user.id);
      if (!sent.ok) return refuse(sent);
      if (sent.devices > 0) return done(NOTIFICATION_PAGE_TEXT.testSent(sent.devices));
      if (sent.emails > 0) return done(NOTIFICATION_PAGE_TEXT.testEmailed(user.email));
      return redirectWithToast(
        "/profile#notifications",
        { type: "info", message: NOTIFICATION_PAGE_TEXT.testNoDevices },
        { secret: ctx.config.authSecret },
      );
    }
  }
}
