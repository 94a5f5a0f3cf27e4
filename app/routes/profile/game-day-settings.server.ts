import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { type Failure, invalidInput } from "~/core/failure";
import { GAME_DAY_TEXT } from "~/core/games/game-day-text";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { WEEKDAY_START_TEXT } from "~/core/games/weekday-start-text";
import { weekdayField } from "~/core/games/weekdays";
import type { CurrentUser } from "~/core/users/current-user";
import { DefaultBufferFormSchema, UsualStartFormSchema } from "~/core/validation/games";
import { MileageSettingsFormSchema } from "~/core/validation/mileage";
import { WeekdayStartsFormSchema } from "~/core/validation/weekday-starts";
import type { Ctx } from "~/worker/context/ctx";
import { getPreferences, rotateCalendarToken, updatePreferences } from "~/worker/games/preferences.server";
import { getWeekdayStarts } from "~/worker/games/profile-starts.server";
import { saveUsualStart } from "~/worker/games/usual-start.server";
import { saveWeekdayStarts } from "~/worker/games/weekday-starts.server";
import { GAME_DAY_INTENTS, type GameDayIntent, type GameDaySettingsData } from "./game-day-settings";

/** The profile's game-day section: default buffer, usual start and the calendar feed's addresses. */
export async function loadGameDaySettings(
  ctx: Pick<Ctx, "db">,
  userId: string,
  url: URL,
): Promise<GameDaySettingsData> {
  const [preferences, weekdayStarts] = await Promise.all([getPreferences(ctx, userId), getWeekdayStarts(ctx, userId)]);
  const token = preferences.calendarToken;
  return {
    defaultBufferMinutes: preferences.defaultBufferMinutes === null ? "" : String(preferences.defaultBufferMinutes),
    usualStart: preferences.usualStart?.label || (preferences.usualStart ? GAME_DAY_TEXT.myLocationLabel : null),
    feed: token
      ? { https: `${url.origin}/calendar/${token}.ics`, webcal: `webcal://${url.host}/calendar/${token}.ics` }
      : null,
    tripCount: preferences.tripCount,
    mileageRate: preferences.mileageRate === null ? "" : String(preferences.mileageRate),
    weekdayStarts: Object.fromEntries(weekdayStarts.map((start) => [weekdayField(start.weekday), start.label])),
  };
}

export function isGameDayIntent(intent: unknown): intent is GameDayIntent {
  return typeof intent === "string" && (GAME_DAY_INTENTS as readonly string[]).includes(intent);
}

/** The game-day forms of the profile page; each answers with a redirect and a toast, or its own refusal. */
export async function gameDaySettingsAction(
  ctx: Ctx,
  user: CurrentUser,
  intent: GameDayIntent,
  form: Record<string, FormDataEntryValue>,
) {
  // A refusal carries what was typed, so the form shows it again (docs/decisions/214).
  const refuse = (failure: Failure) =>
    failureData(failure, { intent, values: typedValues(form), fieldErrors: failure.fieldErrors ?? {} });
  const done = (message: string) =>
    redirectWithToast("/profile", { type: "success", message }, { secret: ctx.config.authSecret });

  switch (intent) {
    case "game-day-buffer": {
      const parsed = DefaultBufferFormSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      await updatePreferences(ctx, user.id, { defaultBufferMinutes: parsed.data.defaultBufferMinutes ?? null });
      return done(GAME_DAY_TEXT.bufferSaved);
    }
    case "usual-start": {
      const parsed = UsualStartFormSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const saved = await saveUsualStart(ctx, user.id, parsed.data, GAME_DAY_TEXT.myLocationLabel);
      if (!saved.ok) return refuse(saved);
      return done(saved.applied > 0 ? GAME_DAY_TEXT.usualStartApplied(saved.applied) : GAME_DAY_TEXT.usualStartSaved);
    }
    case "usual-start-remove": {
      await updatePreferences(ctx, user.id, { usualStart: null });
      return done(GAME_DAY_TEXT.usualStartRemoved);
    }
    case "weekday-starts": {
      const parsed = WeekdayStartsFormSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const inputs = parsed.data.map(({ weekday, address }) => ({ weekday, start: { address } }));
      const saved = await saveWeekdayStarts(ctx, user.id, inputs);
      if (!saved.ok) return refuse(saved);
      return done(saved.applied > 0 ? WEEKDAY_START_TEXT.applied(saved.applied) : WEEKDAY_START_TEXT.saved);
    }
    case "mileage-settings": {
      const parsed = MileageSettingsFormSchema.safeParse(form);
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      await updatePreferences(ctx, user.id, parsed.data);
      return done(MILEAGE_TEXT.settingsSaved);
    }
    case "calendar-link": {
      const had = (await getPreferences(ctx, user.id)).calendarToken !== null;
      await rotateCalendarToken(ctx, user.id);
      return done(had ? GAME_DAY_TEXT.calendarRegenerated : GAME_DAY_TEXT.calendarCreated);
    }
  }
}
