import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CoordinatePicker } from "~/app/components/arena-map/coordinate-picker";
import { GameError } from "~/app/components/games/game-error";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FormError, SelectField } from "~/app/components/ui/field";
import { useErrorToast } from "~/app/lib/use-action-toast";
import { ARENA_FIELD_LABELS } from "~/core/arenas/field-labels";
import { ARENA_LEVELS } from "~/core/domain";
import { QUICK_GYM_TEXT } from "~/core/imports/messages";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${QUICK_GYM_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** What the screen says of the point it starts with, or of the missing one. */
function pointNote(place: Route.ComponentProps["loaderData"]["place"]): string {
  if (place.point?.from === "address") return QUICK_GYM_TEXT.pinFound;
  if (place.point?.from === "school") return QUICK_GYM_TEXT.pinSchool;
  if (place.point?.from === "campus") return SCHOOL_TEXT.campusCentre;
  if (place.lookup === "unavailable") return QUICK_GYM_TEXT.pinUnavailable;
  if (place.lookup === "not_found") return QUICK_GYM_TEXT.pinNotFound;
  return QUICK_GYM_TEXT.pinNone;
}

export default function AddImportedGym({ loaderData, actionData }: Route.ComponentProps) {
  const { venue, place } = loaderData;
  const { point } = place;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string[] | undefined> = actionData?.fieldErrors ?? {};
  const navigation = useNavigation();
  const adding = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useErrorToast(actionData);
  const error = (field: string) => errors[field]?.[0];
  return (
    <Page title={QUICK_GYM_TEXT.pageTitle} lead={QUICK_GYM_TEXT.lead(venue)}>
      <Form ref={formRef} method="post" noValidate className="flex max-w-2xl flex-col gap-4">
        <FormError message={actionData?.error} />
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <Field
            label={ARENA_FIELD_LABELS.name}
            name="name"
            defaultValue={values.name}
            required
            error={error("name")}
          />
          <Field
            label={ARENA_FIELD_LABELS.school}
            name="school"
            defaultValue={values.school}
            required
            error={error("school")}
          />
          <SelectField label={ARENA_FIELD_LABELS.level} name="level" defaultValue={values.level} error={error("level")}>
            <option value="">—</option>
            {ARENA_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
          <Field
            label={ARENA_FIELD_LABELS.conference}
            name="conference"
            defaultValue={values.conference}
            error={error("conference")}
            hint={<p className="text-sm text-muted-foreground">{QUICK_GYM_TEXT.conferenceHint}</p>}
          />
          <Field
            label={ARENA_FIELD_LABELS.address}
            name="address"
            autoComplete="street-address"
            defaultValue={values.address}
            error={error("address")}
            hint={<p className="text-sm text-muted-foreground">{QUICK_GYM_TEXT.addressHint}</p>}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={ARENA_FIELD_LABELS.city}
              name="city"
              defaultValue={values.city}
              required
              error={error("city")}
            />
            <Field
              label={ARENA_FIELD_LABELS.state}
              name="state"
              defaultValue={values.state}
              required
              error={error("state")}
            />
            <Field
              label={ARENA_FIELD_LABELS.zipCode}
              name="zipCode"
              inputMode="numeric"
              defaultValue={values.zipCode}
              error={error("zipCode")}
              hint={<p className="text-sm text-muted-foreground">{QUICK_GYM_TEXT.optionalHint}</p>}
            />
          </div>
        </Card>
        <Card className="flex flex-col gap-3 p-4 sm:p-5">
          <h2 className="text-lg font-semibold">{QUICK_GYM_TEXT.pinTitle}</h2>
          <p className="text-sm font-medium" data-testid="pin-note">
            {pointNote(place)}
          </p>
          <CoordinatePicker
            formRef={formRef}
            defaultOpen={point?.from !== "address"}
            zoom={point ? 17 : 13}
            center={place.view}
            hint={QUICK_GYM_TEXT.pickerHint}
          />
          {/* Typed, or filled by the pin: the way that works without the map, or without JavaScript. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={ARENA_FIELD_LABELS.latitude}
              name="latitude"
              inputMode="decimal"
              error={error("latitude")}
              defaultValue={actionData?.values.latitude ?? (point ? String(point.latitude) : "")}
            />
            <Field
              label={ARENA_FIELD_LABELS.longitude}
              name="longitude"
              inputMode="decimal"
              error={error("longitude")}
              defaultValue={actionData?.values.longitude ?? (point ? String(point.longitude) : "")}
            />
          </div>
          <p className="text-sm text-muted-foreground">{QUICK_GYM_TEXT.coordinatesHint}</p>
        </Card>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" size="lg" disabled={adding} className="w-full sm:w-auto">
            {adding ? QUICK_GYM_TEXT.adding : QUICK_GYM_TEXT.addButton}
          </Button>
          <Link
            to="/games/import#which-gym"
            className="inline-flex min-h-11 items-center font-medium text-primary underline"
          >
            {QUICK_GYM_TEXT.backToImport}
          </Link>
        </div>
      </Form>
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GameError error={error} />;
}
