import { requireUser } from "~/app/lib/auth.server";
import { redirectSignedIn } from "~/app/lib/auth-form.server";
import { failureData } from "~/app/lib/failure.server";
import { mapsAppForRequest } from "~/app/lib/maps-app.server";
import { type TypedValues, typedValues } from "~/app/lib/typed-values";
import { type Failure, fail, invalidInput } from "~/core/failure";
import { ARRIVAL_IMPACT_TEXT } from "~/core/knowledge/messages";
import { PROFILE_TEXT } from "~/core/users/messages";
import { ChangePasswordSchema, DeleteAccountSchema, ProfileNameSchema } from "~/core/validation/auth";
import { getCtx } from "~/worker/context/request-context.server";
import { arrivalImpact } from "~/worker/knowledge/sources.server";
import { listContributions } from "~/worker/users/contributions.server";
import { changePassword, deleteAccount, updateName } from "~/worker/users/profile.server";
import type { Route } from "./+types/route";
import { gameDaySettingsAction, isGameDayIntent, loadGameDaySettings } from "./game-day-settings.server";
import {
  isNotificationIntent,
  loadNotificationSettings,
  notificationSettingsAction,
} from "./notification-settings.server";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const ctx = getCtx(args.context);
  const [mapsApp, gameDay, contributions, notifications, impact] = await Promise.all([
    mapsAppForRequest(ctx, args.request, user),
    loadGameDaySettings(ctx, user.id, new URL(args.request.url)),
    listContributions(ctx, user.id),
    loadNotificationSettings(ctx, user),
    arrivalImpact(ctx, user.id, Date.now()),
  ]);
  // The person's own effect on the arrival cards (docs/decisions/203).
  const arrivalNotes =
    impact.gyms > 0 ? ARRIVAL_IMPACT_TEXT.line(impact.gyms, impact.upcomingGames) : ARRIVAL_IMPACT_TEXT.none;
  return { user, mapsApp, gameDay, contributions, notifications, arrivalNotes };
}

export type Intent = "update-name" | "change-password" | "delete-account";

// Each form on the page shows only its own refusal, with what was typed in it.
const refuse = (intent: Intent, failure: Failure, values: TypedValues = {}) => failureData(failure, { intent, values });

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const ctx = getCtx(context);
  const secret = ctx.config.authSecret;
  const form = Object.fromEntries(await request.formData());
  const done = (to: string, message: string, setCookies: string[]) => redirectSignedIn(to, message, setCookies, secret);
  if (isGameDayIntent(form.intent)) return gameDaySettingsAction(ctx, user, form.intent, form);
  if (isNotificationIntent(form.intent)) return notificationSettingsAction(ctx, user, form.intent, form);

  switch (form.intent) {
    case "update-name": {
      const parsed = ProfileNameSchema.safeParse(form);
      if (!parsed.success) return refuse("update-name", invalidInput(parsed.error), typedValues(form));
      const outcome = await updateName(ctx, parsed.data.name, request.headers);
      return outcome.ok
        ? done("/profile", PROFILE_TEXT.nameUpdated, outcome.setCookies)
        : refuse("update-name", outcome, typedValues(form));
    }
    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse(form);
      if (!parsed.success) return refuse("change-password", invalidInput(parsed.error));
      const outcome = await changePassword(ctx, parsed.data, request.headers);
      return outcome.ok
        ? done("/profile", PROFILE_TEXT.passwordChanged, outcome.setCookies)
        : refuse("change-password", outcome);
    }
    case "delete-account": {
      const parsed = DeleteAccountSchema.safeParse(form);
      if (!parsed.success) return refuse("delete-account", invalidInput(parsed.error));
      const outcome = await deleteAccount(ctx, parsed.data.password, request.headers);
      return outcome.ok
        ? done("/", PROFILE_TEXT.accountDeleted, outcome.setCookies)
        : refuse("delete-account", outcome);
    }
    default:
      return refuse("update-name", fail("invalid", "Unknown action"));
  }
}
