import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { toast } from "~/app/lib/lazy-toast";
import { canReceivePush, subscribeThisDevice } from "~/app/lib/push-subscribe";
import { typedIn } from "~/app/lib/typed-values";
import { useHydrated } from "~/app/lib/use-hydrated";
import { NOTIFICATION_SETTINGS_LIMITS } from "~/core/notifications/limits";
import { NOTIFICATION_PAGE_TEXT as TEXT } from "~/core/notifications/page-text";

/** The profile forms' intents; the profile action hands these to the notifications action. */
export const NOTIFICATION_INTENTS = [
  "notification-settings",
  "notification-test",
  "notification-device-remove",
] as const;
export type NotificationIntent = (typeof NOTIFICATION_INTENTS)[number];

export type NotificationSettingsData = {
  /** The application server key; null when this server sends no pushes. */
  pushKey: string | null;
  email: string;
  settings: {
    changes: boolean;
    leaveBy: boolean;
    leadMinutes: number;
    afterGame: boolean;
    availabilityDigest: boolean;
    email: boolean;
  };
  devices: Array<{ id: string; service: string; added: string }>;
};

type ActionData = { intent?: string; error?: string } | undefined;

function useBusy(intent: NotificationIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const Intent = ({ intent }: { intent: NotificationIntent }) => <input type="hidden" name="intent" value={intent} />;

/** "Turn on notifications on this device": JavaScript only (the Push API), asked for on the click. */
function TurnOnThisDevice({ pushKey }: { pushKey: string }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated) return <p className="text-sm text-muted-foreground">{TEXT.needsJavaScript}</p>;
  if (!canReceivePush()) return <p className="text-sm font-medium">{TEXT.unsupported}</p>;
  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await subscribeThisDevice(pushKey);
    setBusy(false);
    if (outcome.status === "subscribed") {
      toast.success(TEXT.deviceAdded);
      await revalidator.revalidate();
    } else if (outcome.status === "denied") setProblem(TEXT.denied);
    else if (outcome.status === "unsupported") setProblem(TEXT.unsupported);
    else if (outcome.status === "timed_out") setProblem(TEXT.subscribeTimedOut);
    else setProblem(outcome.message ?? TEXT.subscribeFailed);
  };
  return (
    <div className="flex flex-col gap-2">
      <Button className="self-start" onClick={turnOn} disabled={busy}>
        {busy ? TEXT.turningOn : TEXT.turnOn}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5 shrink-0" />
      {label}
    </label>
  );
}

/** The profile's Notifications section: this device, the settings, a test, and the devices. */
export function NotificationSettings({ data, actionData }: { data: NotificationSettingsData; actionData: ActionData }) {
  const errorFor = (intent: NotificationIntent) => (actionData?.intent === intent ? actionData.error : null);
  const saving = useBusy("notification-settings");
  const testing = useBusy("notification-test");
  const { devices } = data;
  // A refused save shows what was sent (an unticked box is absent from the form).
  const sent = typedIn(actionData, "notification-settings");
  const settings = sent
    ? {
        leaveBy: "leaveBy" in sent,
        changes: "changes" in sent,
        afterGame: "afterGame" in sent,
        availabilityDigest: "availabilityDigest" in sent,
        email: "email" in sent,
        leadMinutes: sent.leadMinutes ?? data.settings.leadMinutes,
      }
    : data.settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="notifications">{TEXT.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{TEXT.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <section className="flex flex-col gap-3" aria-label={TEXT.turnOn}>
          {data.pushKey ? (
            <TurnOnThisDevice pushKey={data.pushKey} />
          ) : (
            <p className="text-sm font-medium">{TEXT.notConfigured}</p>
          )}
          <p className="text-sm text-muted-foreground">{TEXT.iphoneHint}</p>
        </section>

        <Form method="post" className="flex flex-col gap-3" noValidate>
          <Intent intent="notification-settings" />
          <FormError message={errorFor("notification-settings")} />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{TEXT.settingsLegend}</legend>
            <Checkbox name="leaveBy" label={TEXT.leaveByLabel} checked={settings.leaveBy} />
            <Checkbox name="changes" label={TEXT.changesLabel} checked={settings.changes} />
            <Checkbox name="afterGame" label={TEXT.afterGameLabel} checked={settings.afterGame} />
            <Checkbox
              name="availabilityDigest"
              label={TEXT.availabilityDigestLabel}
              checked={settings.availabilityDigest}
            />
          </fieldset>
          <Field
            label={TEXT.leadLabel}
            name="leadMinutes"
            type="number"
            inputMode="numeric"
            min={NOTIFICATION_SETTINGS_LIMITS.leadMinutes.min}
            max={NOTIFICATION_SETTINGS_LIMITS.leadMinutes.max}
            step={1}
            defaultValue={settings.leadMinutes}
            className="max-w-48"
            hint={<p className="text-sm text-muted-foreground">{TEXT.leadHint}</p>}
          />
          <Checkbox name="email" label={TEXT.emailLabel(data.email)} checked={settings.email} />
          <Button type="submit" className="self-start" disabled={saving}>
            {saving ? TEXT.saving : TEXT.saveSettings}
          </Button>
        </Form>

        <section aria-labelledby="notification-devices-title" className="flex flex-col gap-3">
          <h3 id="notification-devices-title" className="font-semibold">
            {TEXT.devicesTitle}
          </h3>
          <FormError message={errorFor("notification-device-remove")} />
          {devices.length === 0 ? (
            <p className="text-sm">{TEXT.noDevices}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="notification-devices">
              {devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>{TEXT.device(device.service, device.added)}</span>
                  <Form method="post">
                    <Intent intent="notification-device-remove" />
                    <input type="hidden" name="id" value={device.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      aria-label={TEXT.removeDeviceLabel(device.service, device.added)}
                    >
                      {TEXT.removeDevice}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <FormError message={errorFor("notification-test")} />
          <Form method="post">
            <Intent intent="notification-test" />
            <Button type="submit" variant="outline" disabled={testing}>
              {testing ? TEXT.sendingTest : TEXT.sendTest}
            </Button>
          </Form>
        </section>
      </CardContent>
    </Card>
  );
}
