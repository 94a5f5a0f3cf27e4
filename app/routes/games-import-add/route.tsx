import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { CoordinatePicker } from "~/app/components/arena-map/coordinate-picker";
import { GameError } from "~/app/components/games/game-error";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FormError, SelectField } from "~/app/components/ui/field";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { useErrorToast } from "~/app/lib/use-action-toast";
import { ARENA_FIELD_LABELS } from "~/core/arenas/field-labels";
import { ARENA_LEVELS } from "~/core/domain";
import { invalidInput } from "~/core/failure";
import { QUICK_GYM_TEXT } from "~/core/imports/messages";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { issuesByField } from "~/core/validation/issues";
import { QUICK_GYM_FIELDS, QuickGymSchema, VenueIdSchema } from "~/core/validation/quick-gym";
import { getServices } from "~/worker/context.server";
import { gameDeps } from "~/worker/games/games.server";
import { locateQuickGym, quickAddGym, quickGymValues, waitingVenueById } from "~/worker/imports/quick-gym.server";
import { pointInZip } from "~/worker/imports/venue-lookup.server";
import { schoolById } from "~/worker/schools/search.server";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${QUICK_GYM_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** A coordinate from the query ("Add the gym here" from the map search), or null. */
function queryCoordinate(url: URL, name: string, limit: number): number | null {
  const value = Number(url.searchParams.get(name) ?? Number.NaN);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The short screen of "Add this gym": the gym as the event describes it (or as a school of the index
 * and the event together describe it), and where it is: the address the geocoder finds, else the
 * school's own point, else no point at all (the person places the pin or types the coordinates; the
 * map opens on the town, which is never saved as the gym's point).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: QUICK_GYM_TEXT.notWaiting });
  const services = getServices(args.context);
  const id = VenueIdSchema.safeParse(args.params.venue);
  const venue = id.success ? await waitingVenueById(services.db, user.id, id.data) : null;
  if (!id.success || !venue) throw data(QUICK_GYM_TEXT.notWaiting, { status: 404 });
  const url = new URL(args.request.url);
  const event = venue.rows[0]?.event;
  // The school asked for ("Add its gym"), else the one the venue is beyond doubt.
  const sure = event?.venueSchools?.find((school) => school.preselected)?.schoolId;
  const schoolId = Number(url.searchParams.get("school") ?? sure);
  const school = Number.isSafeInteger(schoolId) && schoolId > 0 ? await schoolById(services, schoolId) : null;
  const values = quickGymValues(venue, school);
  const latitude = queryCoordinate(url, "latitude", 90);
  const longitude = queryCoordinate(url, "longitude", 180);
  const place =
    latitude !== null && longitude !== null
      ? { point: { latitude, longitude, from: "address" as const }, view: null, lookup: "found" as const }
      : await locateQuickGym(gameDeps(services).geocoder, values, { fix: event?.venueFix ?? null, school });
  // With nothing known of where it is, the map opens on the venue's ZIP rather than the whole country.
  const view = place.view ?? (place.point ? null : await pointInZip(services, values.zipCode.slice(0, 5)));
  return { id: id.data, venue: venue.venueText, values, place: { ...place, view } };
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

/** The person's own pending gym for this venue, and its games placed there; back to the import with a toast. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: QUICK_GYM_TEXT.notWaiting });
  const services = getServices(args.context);
  const form = Object.fromEntries(await args.request.formData());
  // What was typed comes back with a refusal, the coordinates too.
  const values = Object.fromEntries(
    [...QUICK_GYM_FIELDS, "latitude", "longitude"].map((field) => [field, String(form[field] ?? "")]),
  );
  const id = VenueIdSchema.safeParse(args.params.venue);
  if (!id.success) return failureData(invalidInput(id.error), { values, fieldErrors: {} });
  const parsed = QuickGymSchema.safeParse(form);
  if (!parsed.success) {
    return failureData(invalidInput(parsed.error), { values, fieldErrors: issuesByField(parsed.error) });
  }
  const outcome = await quickAddGym(gameDeps(services), user, id.data, parsed.data);
  if (!outcome.ok) return failureData(outcome, { values, fieldErrors: outcome.fieldErrors ?? {} });
  const toast = { type: "success" as const, message: QUICK_GYM_TEXT.added(outcome.arena.name, outcome.created) };
  return redirectWithToast("/games/import#remembered", toast, { secret: services.config.authSecret });
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
