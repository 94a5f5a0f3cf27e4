import { Form } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { typedIn } from "~/app/lib/typed-values";
import { WEEKDAY_START_LIMITS, WEEKDAY_START_TEXT } from "~/core/games/weekday-start-text";
import { WEEKDAY_FIELDS } from "~/core/games/weekdays";
import { type ActionData, IntentField, useBusy } from "./game-day-settings";

/** Each weekday's saved start as the form shows it, by field name ("weekday3": Wednesday's). */
export type WeekdayStartsData = Record<string, string>;

type WeekdayActionData = (ActionData & { fieldErrors?: Record<string, string[] | undefined> }) | undefined;

/**
 * The profile's weekday starts: one address (or "latitude, longitude") per day, one form that works
 * without JavaScript; an empty day goes back to the usual start.
 */
export function WeekdayStarts({ starts, actionData }: { starts: WeekdayStartsData; actionData: WeekdayActionData }) {
  const mine = actionData?.intent === "weekday-starts";
  const typed = typedIn(actionData, "weekday-starts");
  const saving = useBusy("weekday-starts");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{WEEKDAY_START_TEXT.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{WEEKDAY_START_TEXT.hint}</p>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-3" noValidate>
          <IntentField intent="weekday-starts" />
          <FormError message={mine ? actionData?.error : null} />
          {WEEKDAY_FIELDS.map(({ weekday, name, label }) => (
            <Field
              key={weekday}
              label={label}
              name={name}
              autoComplete="off"
              placeholder={WEEKDAY_START_TEXT.placeholder}
              maxLength={WEEKDAY_START_LIMITS.labelMax}
              defaultValue={typed?.[name] ?? starts[name] ?? ""}
              error={mine ? actionData?.fieldErrors?.[name]?.[0] : undefined}
            />
          ))}
          <Button type="submit" className="self-start" disabled={saving}>
            {WEEKDAY_START_TEXT.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
