import { data } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput } from "~/core/failure";
import { QUICK_GYM_TEXT } from "~/core/imports/messages";
import { issuesByField } from "~/core/validation/issues";
import { QUICK_GYM_FIELDS, QuickGymSchema, VenueIdSchema } from "~/core/validation/quick-gym";
import { getCtx } from "~/worker/context/request-context.server";
import { locateQuickGym, quickAddGym, quickGymValues, waitingVenueById } from "~/worker/imports/quick-gym.server";
import { pointInZip } from "~/worker/imports/venue-lookup.server";
import { schoolById } from "~/worker/schools/search.server";
import { townPoint } from "~/worker/schools/town-point.server";
import type { Route } from "./+types/route";

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
  const ctx = getCtx(args.context);
  const id = VenueIdSchema.safeParse(args.params.venue);
  const venue = id.success ? await waitingVenueById(ctx.db, user.id, id.data) : null;
  if (!id.success || !venue) throw data(QUICK_GYM_TEXT.notWaiting, { status: 404 });
  const url = new URL(args.request.url);
  const event = venue.rows[0]?.event;
  // The school asked for ("Add its gym"), else the one the venue is beyond doubt.
  const sure = event?.venueSchools?.find((school) => school.preselected)?.schoolId;
  const schoolId = Number(url.searchParams.get("school") ?? sure);
  const school = Number.isSafeInteger(schoolId) && schoolId > 0 ? await schoolById(ctx, schoolId) : null;
  const values = quickGymValues(venue, school);
  const latitude = queryCoordinate(url, "latitude", 90);
  const longitude = queryCoordinate(url, "longitude", 180);
  const place =
    latitude !== null && longitude !== null
      ? { point: { latitude, longitude, from: "address" as const }, view: null, lookup: "found" as const }
      : await locateQuickGym(ctx.geocoder, values, { fix: event?.venueFix ?? null, school });
  // With nothing known of where it is, the map opens on the venue's ZIP, else its town (the centre of
  // the town's schools), rather than the whole country.
  const view =
    place.view ??
    (place.point
      ? null
      : ((await pointInZip(ctx, values.zipCode.slice(0, 5))) ?? (await townPoint(ctx, values.city, values.state))));
  return { id: id.data, venue: venue.venueText, values, place: { ...place, view } };
}

/** The person's own pending gym for this venue, and its games placed there; back to the import with a toast. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: QUICK_GYM_TEXT.notWaiting });
  const ctx = getCtx(args.context);
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
  const outcome = await quickAddGym(ctx, user, id.data, parsed.data);
  if (!outcome.ok) return failureData(outcome, { values, fieldErrors: outcome.fieldErrors ?? {} });
  const toast = { type: "success" as const, message: QUICK_GYM_TEXT.added(outcome.arena.name, outcome.created) };
  return redirectWithToast("/games/import#remembered", toast, { secret: ctx.config.authSecret });
}
