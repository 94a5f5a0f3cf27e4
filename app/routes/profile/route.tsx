import { Form, useNavigation } from "react-router";
import { NewPasswordField } from "~/app/components/auth/new-password-field";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { typedIn } from "~/app/lib/typed-values";
import { useErrorToast } from "~/app/lib/use-action-toast";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "~/core/validation/limits";
import type { Route } from "./+types/route";
import { ContributionsCard } from "./contributions-card";
import { GameDaySettings } from "./game-day-settings";
import { MapsAppCard } from "./maps-app-card";
import { MileageSettings } from "./mileage-settings";
import { NotificationSettings } from "./notification-settings";
import type { Intent } from "./page.server";
import { WeekdayStarts } from "./weekday-starts";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Profile · Tipoff" }, { name: "robots", content: "noindex" }];
}

function useIntentBusy(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mapsApp } = loaderData;
  const typedName = typedIn(actionData, "update-name")?.name;
  const errorFor = (intent: Intent) => (actionData?.intent === intent ? actionData.error : null);
  const savingName = useIntentBusy("update-name");
  const changingPassword = useIntentBusy("change-password");
  const deleting = useIntentBusy("delete-account");
  useErrorToast(actionData);

  return (
    <Page title="Profile">
      <div className="grid max-w-2xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Your account</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-muted-foreground">Name</dt>
              <dd data-testid="profile-name">{user.name}</dd>
              <dt className="font-medium text-muted-foreground">Email</dt>
              <dd className="break-all">{user.email}</dd>
            </dl>
            <Form method="post" className="mt-6 flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value="update-name" />
              <FormError message={errorFor("update-name")} />
              <Field
                label="Full Name"
                name="name"
                defaultValue={typedName ?? user.name}
                maxLength={NAME_MAX_LENGTH}
                required
              />
              <Button type="submit" className="self-start" disabled={savingName}>
                {savingName ? "Saving..." : "Save Name"}
              </Button>
            </Form>
          </CardContent>
        </Card>

        <MapsAppCard current={mapsApp} />

        <GameDaySettings settings={loaderData.gameDay} actionData={actionData} />

        <WeekdayStarts starts={loaderData.gameDay.weekdayStarts} actionData={actionData} />

        <NotificationSettings data={loaderData.notifications} actionData={actionData} />

        <MileageSettings settings={loaderData.gameDay} actionData={actionData} />

        <ContributionsCard contributions={loaderData.contributions} arrivalNotes={loaderData.arrivalNotes} />

        <Card>
          <CardHeader>
            <CardTitle>Change password</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value="change-password" />
              <FormError message={errorFor("change-password")} />
              <Field
                label="Current Password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
              <NewPasswordField
                label="New Password"
                name="newPassword"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
              <Field
                label="Confirm New Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
              <Button type="submit" className="self-start" disabled={changingPassword}>
                {changingPassword ? "Saving..." : "Change Password"}
              </Button>
            </Form>
          </CardContent>
        </Card>

        <Card className="border-destructive/50">
          <CardHeader>
            <CardTitle>Delete account</CardTitle>
            <p className="text-sm text-muted-foreground">
              Your favorites are deleted with your account. Arenas you added stay listed, without your name.
            </p>
          </CardHeader>
          <CardContent>
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value="delete-account" />
              <FormError message={errorFor("delete-account")} />
              <Field
                label="Password"
                name="password"
                id="delete-password"
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" name="confirm" required className="size-5" />
                Yes, delete my account and my favorites. This cannot be undone.
              </label>
              <Button type="submit" variant="destructive" className="self-start" disabled={deleting}>
                {deleting ? "Deleting..." : "Delete Account"}
              </Button>
            </Form>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
