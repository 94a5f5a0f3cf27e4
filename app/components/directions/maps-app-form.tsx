import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { SelectField } from "~/app/components/ui/field";
import { DIRECTIONS_TEXT, MAPS_APP_ACTION } from "~/core/arenas/arrival-text";
import { MAPS_APP_LABELS } from "~/core/arenas/directions";
import { MAPS_APPS, type MapsApp } from "~/core/domain";

/**
 * The maps app directions open in: a real form posting to /maps-app (a cookie for visitors, the
 * profile for users), which sends the person back to `returnTo` with the links rendered anew.
 */
export function MapsAppForm({ current, returnTo }: { current: MapsApp; returnTo: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === MAPS_APP_ACTION;
  return (
    <Form method="post" action={MAPS_APP_ACTION} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="redirectTo" value={returnTo} />
      <div className="min-w-48 flex-1 sm:max-w-64">
        <SelectField key={current} label={DIRECTIONS_TEXT.openIn} name="mapsApp" defaultValue={current}>
          {MAPS_APPS.map((app) => (
            <option key={app} value={app}>
              {MAPS_APP_LABELS[app]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? DIRECTIONS_TEXT.saving : DIRECTIONS_TEXT.save}
      </Button>
    </Form>
  );
}
