import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Field, FormError, inputClasses } from "~/app/components/ui/field";
import { CalendarPlus } from "~/app/components/ui/icons/calendar-plus";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { useGeolocation } from "~/app/lib/geolocation";
import { typedIn } from "~/app/lib/typed-values";
import { useHydrated } from "~/app/lib/use-hydrated";
import type { TripCount } from "~/core/domain";
import { GAME_DAY_TEXT } from "~/core/games/game-day-text";
import { GAME_LIMITS } from "~/core/games/limits";

/** The profile forms' intents; the profile action hands these to the game-day action. */
export const GAME_DAY_INTENTS = [
  "game-day-buffer",
  "usual-start",
  "usual-start-remove",
  "calendar-link",
  "mileage-settings",
  "weekday-starts",
] as const;
export type GameDayIntent = (typeof GAME_DAY_INTENTS)[number];

export type GameDaySettingsData = {
  defaultBufferMinutes: string;
  usualStart: string | null;
  feed: { https: string; webcal: string } | null;
  tripCount: TripCount;
  /** The rate per mile as typed, "" when none is set. */
  mileageRate: string;
  /** Each weekday's saved start by its form field ("weekday3": Wednesday's). */
  weekdayStarts: Record<string, string>;
};

export type ActionData = { intent?: string; error?: string } | undefined;

export function useBusy(intent: GameDayIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function IntentField({ intent }: { intent: GameDayIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** Saves the browser's position as the usual start (JavaScript only: it needs geolocation). */
function UseMyLocation() {
  const { state, request } = useGeolocation({ auto: false });
  const form = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && state.status === "granted") {
      setAsked(false);
      form.current?.requestSubmit();
    }
  }, [asked, state.status]);
  const coordinates = state.status === "granted" ? state.coordinates : null;
  return (
    <Form method="post" ref={form} className="flex flex-col gap-2">
      <IntentField intent="usual-start" />
      <input type="hidden" name="usualStartLatitude" value={coordinates?.latitude ?? ""} />
      <input type="hidden" name="usualStartLongitude" value={coordinates?.longitude ?? ""} />
      <Button
        variant="outline"
        className="self-start"
        disabled={state.status === "loading"}
        onClick={() => {
          setAsked(true);
          request();
        }}
      >
        <LocateFixed className="size-4" aria-hidden />
        {GAME_DAY_TEXT.useMyLocation}
      </Button>
      {"message" in state ? <p className="text-sm font-medium text-destructive">{state.message}</p> : null}
    </Form>
  );
}

/** The profile's game-day section: default arrival buffer, usual start and the calendar feed. */
export function GameDaySettings({ settings, actionData }: { settings: GameDaySettingsData; actionData: ActionData }) {
  const errorFor = (intent: GameDayIntent) => (actionData?.intent === intent ? actionData.error : null);
  const savingBuffer = useBusy("game-day-buffer");
  const savingStart = useBusy("usual-start");
  const makingLink = useBusy("calendar-link");
  const hydrated = useHydrated();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{GAME_DAY_TEXT.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{GAME_DAY_TEXT.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <Form method="post" className="flex flex-col gap-3" noValidate>
          <IntentField intent="game-day-buffer" />
          <FormError message={errorFor("game-day-buffer")} />
          <Field
            label={GAME_DAY_TEXT.bufferLabel}
            name="defaultBufferMinutes"
            type="number"
            inputMode="numeric"
            min={GAME_LIMITS.bufferMinutes.min}
            max={GAME_LIMITS.bufferMinutes.max}
            step={1}
            defaultValue={typedIn(actionData, "game-day-buffer")?.defaultBufferMinutes ?? settings.defaultBufferMinutes}
            hint={<p className="text-sm text-muted-foreground">{GAME_DAY_TEXT.bufferHint}</p>}
          />
          <Button type="submit" className="self-start" disabled={savingBuffer}>
            {GAME_DAY_TEXT.saveBuffer}
          </Button>
        </Form>

        <section aria-labelledby="usual-start-title" className="flex flex-col gap-3">
          <h3 id="usual-start-title" className="font-semibold">
            {GAME_DAY_TEXT.usualStartTitle}
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p data-testid="usual-start">
              {settings.usualStart
                ? GAME_DAY_TEXT.usualStartCurrent(settings.usualStart)
                : GAME_DAY_TEXT.usualStartNone}
            </p>
            {settings.usualStart ? (
              <Form method="post">
                <IntentField intent="usual-start-remove" />
                <Button type="submit" variant="ghost" size="sm">
                  {GAME_DAY_TEXT.removeUsualStart}
                </Button>
              </Form>
            ) : null}
          </div>
          <FormError message={errorFor("usual-start")} />
          <Form method="post" className="flex flex-col gap-3" noValidate>
            <IntentField intent="usual-start" />
            <Field
              label={GAME_DAY_TEXT.usualStartAddressLabel}
              name="usualStartAddress"
              autoComplete="street-address"
              maxLength={GAME_LIMITS.startAddressMax}
              defaultValue={typedIn(actionData, "usual-start")?.usualStartAddress}
            />
            <Button type="submit" className="self-start" disabled={savingStart}>
              {GAME_DAY_TEXT.saveUsualStart}
            </Button>
          </Form>
          {hydrated ? <UseMyLocation /> : null}
        </section>

        <section aria-labelledby="calendar-feed-title" className="flex flex-col gap-3">
          <h3 id="calendar-feed-title" className="font-semibold">
            {GAME_DAY_TEXT.calendarTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{GAME_DAY_TEXT.calendarHint}</p>
          {settings.feed ? (
            <>
              <a href={settings.feed.webcal} className={buttonClasses("primary", "md", "self-start")}>
                <CalendarPlus className="size-4" aria-hidden />
                {GAME_DAY_TEXT.subscribe}
              </a>
              <label className="flex flex-col gap-1.5 text-sm font-medium">
                {GAME_DAY_TEXT.feedUrlLabel}
                <input readOnly value={settings.feed.https} className={inputClasses} data-testid="feed-url" />
              </label>
            </>
          ) : (
            <p className="text-sm">{GAME_DAY_TEXT.calendarNone}</p>
          )}
          <Form method="post" className="flex flex-col gap-2">
            <IntentField intent="calendar-link" />
            <Button
              type="submit"
              variant={settings.feed ? "outline" : "primary"}
              className="self-start"
              disabled={makingLink}
            >
              {settings.feed ? GAME_DAY_TEXT.regenerate : GAME_DAY_TEXT.createCalendar}
            </Button>
            {settings.feed ? <p className="text-sm text-muted-foreground">{GAME_DAY_TEXT.regenerateHint}</p> : null}
          </Form>
        </section>
      </CardContent>
    </Card>
  );
}
