import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field, FieldGroup, FormError } from "~/app/components/ui/field";
import { LocateFixed } from "~/app/components/ui/icons/locate-fixed";
import { useGeolocation } from "~/app/lib/geolocation";
import { useErrorToast } from "~/app/lib/use-action-toast";
import type { GameFormSetup } from "~/core/games/game-view";
import { GAME_LIMITS } from "~/core/games/limits";
import { GAME_TEXT } from "~/core/games/messages";
import type { GameFieldErrors } from "~/core/validation/games";

type Values = { date: string; time: string; bufferMinutes: string; start: string; startAddress: string };
type ActionData = { error: string; values: Values; errors: GameFieldErrors } | undefined;

function StartOption({
  value,
  checked,
  onSelect,
  children,
}: {
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name="start"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="size-5 shrink-0 accent-[var(--color-primary)]"
      />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

/** The browser's position for "My current location" (JavaScript only; without it the option is not offered). */
function HereCoordinates({ active }: { active: boolean }) {
  const { state, request } = useGeolocation({ auto: false });
  useEffect(() => {
    if (active && state.status === "idle") request();
  }, [active, state.status, request]);
  if (!active) return null;
  const coordinates = state.status === "granted" ? state.coordinates : null;
  return (
    <div className="flex flex-col gap-2 pl-1 text-sm" aria-live="polite">
      <input type="hidden" name="startLatitude" value={coordinates?.latitude ?? ""} />
      <input type="hidden" name="startLongitude" value={coordinates?.longitude ?? ""} />
      <input type="hidden" name="startLabel" value={GAME_TEXT.hereLabel} />
      {state.status === "loading" ? <p className="text-muted-foreground">{GAME_TEXT.locating}</p> : null}
      {state.status === "granted" ? <p className="text-muted-foreground">{GAME_TEXT.located}</p> : null}
      {"message" in state ? (
        <p className="flex flex-wrap items-center gap-2 font-medium text-destructive">
          {state.message}
          <Button variant="outline" size="sm" onClick={request}>
            <LocateFixed className="size-4" aria-hidden />
            {GAME_TEXT.startHere}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** The plan and edit form: arena-local date and tip-off, arrival buffer and where the drive starts. */
export function GameForm({
  setup,
  values,
  actionData,
  submitLabel,
  pendingLabel,
}: {
  setup: GameFormSetup;
  values: Values;
  actionData: ActionData;
  submitLabel: string;
  pendingLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.errors ?? {};
  const [start, setStart] = useState(values.start);
  const form = useRef<HTMLFormElement>(null);
  // "My current location" needs the browser's geolocation: offered only once JavaScript runs.
  // A choice made while the scripts were loading is in the page, not in the state: it is kept.
  // (After the effect that follows the values, so on mount the page's own choice wins.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setStart(values.start), [values.start]);
  useEffect(() => {
    const picked = form.current?.querySelector<HTMLInputElement>('input[name="start"]:checked')?.value;
    if (picked) setStart(picked);
    setHydrated(true);
  }, []);
  useErrorToast(actionData);
  const zone = setup.zone;
  const bufferSource = setup.bufferSource === "game" ? "default" : setup.bufferSource;

  return (
    <Form ref={form} method="post" noValidate className="flex max-w-2xl flex-col gap-4">
      <FormError message={errors.form?.[0]} />
      <FieldGroup
        id="game-when"
        title={GAME_TEXT.whenTitle}
        description={zone ? GAME_TEXT.arenaZone(zone.abbreviation, zone.longName) : undefined}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={GAME_TEXT.dateLabel}
            name="date"
            type="date"
            required
            min={setup.dateMin}
            max={setup.dateMax}
            defaultValue={values.date}
            error={errors.date?.[0]}
          />
          <Field
            label={zone ? `${GAME_TEXT.timeLabel} (${zone.abbreviation})` : GAME_TEXT.timeLabel}
            name="time"
            type="time"
            required
            defaultValue={values.time}
            error={errors.time?.[0]}
          />
        </div>
        <Field
          label={GAME_TEXT.bufferLabel}
          name="bufferMinutes"
          type="number"
          inputMode="numeric"
          min={GAME_LIMITS.bufferMinutes.min}
          max={GAME_LIMITS.bufferMinutes.max}
          step={1}
          defaultValue={values.bufferMinutes}
          error={errors.bufferMinutes?.[0]}
          hint={<p className="text-sm text-muted-foreground">{GAME_TEXT.bufferHint(bufferSource)}</p>}
        />
      </FieldGroup>

      <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
        <legend className="px-1 text-lg font-semibold">{GAME_TEXT.startLegend}</legend>
        {errors.start?.[0] ? <p className="text-sm font-medium text-destructive">{errors.start[0]}</p> : null}
        {setup.currentStart ? (
          <StartOption value="keep" checked={start === "keep"} onSelect={setStart}>
            {GAME_TEXT.startKeep(setup.currentStart)}
          </StartOption>
        ) : null}
        {setup.usualStart ? (
          <StartOption value="usual" checked={start === "usual"} onSelect={setStart}>
            {GAME_TEXT.startUsual(setup.usualStart)}
          </StartOption>
        ) : null}
        {hydrated ? (
          <StartOption value="here" checked={start === "here"} onSelect={setStart}>
            {GAME_TEXT.startHere}
          </StartOption>
        ) : null}
        <HereCoordinates active={hydrated && start === "here"} />
        <StartOption value="address" checked={start === "address"} onSelect={setStart}>
          {GAME_TEXT.startAddress}
        </StartOption>
        <Field
          label={GAME_TEXT.startAddressLabel}
          name="startAddress"
          autoComplete="street-address"
          maxLength={GAME_LIMITS.startAddressMax}
          defaultValue={values.startAddress}
          error={errors.startAddress?.[0]}
          onFocus={() => setStart("address")}
        />
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        {busy ? pendingLabel : submitLabel}
      </Button>
    </Form>
  );
}
