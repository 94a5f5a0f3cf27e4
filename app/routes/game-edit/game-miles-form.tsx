import { Form, useNavigation } from "react-router";
import { MileageField } from "~/app/components/games/mileage-field";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { MILEAGE_LIMITS, MILEAGE_TEXT } from "~/core/games/mileage-text";

/** What the miles form shows: the worked-out miles, and the person's own figure as typed. */
export type GameMilesView = {
  computed: { miles: number; source: "routing" | "estimate" } | null;
  entered: string;
  notDriven: boolean;
};

export type GameMilesActionData = {
  intent: "game-miles";
  error: string;
  values: { entered: string; notDriven: boolean };
};

/** A game's own miles: the person's figure (one way) wins over the worked-out one; "not driven" leaves it out. */
export function GameMilesForm({ miles, actionData }: { miles: GameMilesView; actionData?: GameMilesActionData }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "game-miles";
  const values = actionData?.values ?? { entered: miles.entered, notDriven: miles.notDriven };
  return (
    <Card className="mt-8 max-w-2xl">
      <CardHeader>
        <CardTitle id="game-miles-title">{MILEAGE_TEXT.gameMilesTitle}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {miles.computed
            ? MILEAGE_TEXT.gameMilesComputed(miles.computed.miles, MILEAGE_TEXT.sources[miles.computed.source])
            : MILEAGE_TEXT.gameMilesNone}
        </p>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate aria-labelledby="game-miles-title">
          <input type="hidden" name="intent" value="game-miles" />
          <FormError message={actionData?.error} />
          <MileageField
            label={MILEAGE_TEXT.enteredLabel}
            name="miles"
            max={MILEAGE_LIMITS.enteredMilesMax}
            step={0.1}
            defaultValue={values.entered}
            hint={MILEAGE_TEXT.enteredHint}
          />
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" name="notDriven" defaultChecked={values.notDriven} className="size-5" />
            {MILEAGE_TEXT.notDrivenLabel}
          </label>
          <Button type="submit" className="self-start" disabled={saving}>
            {saving ? MILEAGE_TEXT.savingMiles : MILEAGE_TEXT.saveMiles}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
