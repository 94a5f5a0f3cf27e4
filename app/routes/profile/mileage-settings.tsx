import { Form } from "react-router";
import { MileageField } from "~/app/components/games/mileage-field";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { typedIn } from "~/app/lib/typed-values";
import type { TripCount } from "~/core/domain";
import { MILEAGE_LIMITS, MILEAGE_TEXT } from "~/core/games/mileage-text";
import { type ActionData, type GameDaySettingsData, IntentField, useBusy } from "./game-day-settings";

const TRIP_OPTIONS: { value: TripCount; label: string }[] = [
  { value: "round_trip", label: MILEAGE_TEXT.tripRoundTrip },
  { value: "one_way", label: MILEAGE_TEXT.tripOneWay },
];

/** The profile's mileage settings: round trip or one way, and the rate per mile (none by default). */
export function MileageSettings({ settings, actionData }: { settings: GameDaySettingsData; actionData: ActionData }) {
  const error = actionData?.intent === "mileage-settings" ? actionData.error : null;
  const typed = typedIn(actionData, "mileage-settings");
  const saving = useBusy("mileage-settings");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MILEAGE_TEXT.settingsTitle}</CardTitle>
        <p className="text-sm text-muted-foreground">{MILEAGE_TEXT.settingsDescription}</p>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <IntentField intent="mileage-settings" />
          <FormError message={error} />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{MILEAGE_TEXT.tripLegend}</legend>
            {TRIP_OPTIONS.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="tripCount"
                  value={option.value}
                  defaultChecked={(typed?.tripCount ?? settings.tripCount) === option.value}
                  className="size-5"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <MileageField
            label={MILEAGE_TEXT.rateLabel}
            name="mileageRate"
            max={MILEAGE_LIMITS.rateMax}
            step={0.001}
            defaultValue={typed?.mileageRate ?? settings.mileageRate}
            hint={MILEAGE_TEXT.rateHint}
          />
          <Button type="submit" className="self-start" disabled={saving}>
            {MILEAGE_TEXT.saveSettings}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
