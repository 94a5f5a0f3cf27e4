import { and, eq } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "../../core/imports/messages";
import { levelFromKind } from "../../core/schools/school";
import type { CurrentUser } from "../../core/users/current-user";
import { findPossibleDuplicates } from "../arenas/duplicates.server";
import { arenaIdForSubmission, insertPendingArena } from "../arenas/submit-arena.server";
import type { Db, DbCtx } from "../db/client.server";
import { importWaitingEvents } from "../db/schema.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { normalizeVenueName, venueKey } from "./event-text";
import { answerVenue } from "./imports.server";
import { claimImportGym } from "./quick-gym.server";
import type { SchoolRow } from "./school-candidates";
import { findSchoolGym, MAIN_GYM } from "./school-gym.server";
import { venueSchoolById } from "./venue-lookup.server";
import { gymName, readSite, readVenuePlace, type VenueSite } from "./venue-place";

/** The venue text and site name of one of the person's waiting venues, as the calendar sent them. */
async function waitingSite(db: Db, userId: string, venue: string) {
  const [row] = await db
    .select({ event: importWaitingEvents.event })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, venueKey(venue))))
    .limit(1);
  return row ? { venueText: row.event.venueText, site: row.event.site } : null;
}

export type SchoolAnswerOutcome = Result<{ venue: string; arenaId: string; arenaName: string; created: number }>;

/**
 * The person's answer "this venue is that school": the school's gym the venue names (its main gym,
 * or "Norcross High School — Gym 2"), found on Tipoff or made as the person's own pending gym at
 * the school's point (usable at once, reviewed before anyone else sees it), and every game waiting
 * at the venue placed there. One gym per school and name for the person: a second answer (a double
 * tap, another venue text of the same gym) finds the first. New gyms count toward the day's limit
 * of gyms added from imports.
 */
export async function answerVenueWithSchool(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  actor: Pick<CurrentUser, "id" | "email">,
  venue: string,
  schoolId: number,
): Promise<SchoolAnswerOutcome> {
  const school = await venueSchoolById(ctx, schoolId);
  if (!school) return notFound(IMPORT_TEXT.schoolNotFound);
  // A school answers a venue of the person's own waiting games, never a text made up to add gyms.
  const waiting = await waitingSite(ctx.db, actor.id, venue);
  if (!waiting) return notFound(IMPORT_TEXT.venueNotWaiting);
  const { venueText } = waiting;
  const siteName = waiting.site ?? readVenuePlace(venueText).name;
  const site = siteName ? readSite(siteName) : null;
  const found = await findSchoolGym(ctx, actor.id, school, site);
  const gym = found ?? (await addSchoolGym(ctx, actor, school, site));
  if ("ok" in gym) return gym;
  const answered = await answerVenue(ctx, actor.id, venueText, gym.id);
  if (!answered.ok) return answered;
  return { ok: true, venue: answered.venue, arenaId: gym.id, arenaName: gym.name, created: answered.created };
}

/** The person's own pending gym of a school, at the school's point. */
async function addSchoolGym(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  actor: Pick<CurrentUser, "id" | "email">,
  school: SchoolRow,
  site: VenueSite | null,
): Promise<{ id: string; name: string } | Extract<SchoolAnswerOutcome, { ok: false }>> {
  const name = gymName(site ?? MAIN_GYM, school.name).slice(0, 150);
  const id = await arenaIdForSubmission(actor.id, `school:${school.id}:${normalizeVenueName(name)}`);
  if (school.latitude === null || school.longitude === null) {
    return fail("unprocessable", QUICK_GYM_TEXT.placeThePin, { code: "geocoding_failed" });
  }
  const claim = await claimImportGym(ctx, actor.id);
  if (!claim.ok) return claim;
  const stored = {
    name,
    school: school.name,
    schoolId: school.id,
    conference: "",
    level: levelFromKind(school.kind),
    address: school.address || null,
    city: school.city,
    state: school.state,
    zipCode: school.zipCode || null,
    latitude: school.latitude,
    longitude: school.longitude,
  };
  const duplicates = await findPossibleDuplicates(ctx, stored, { excludeId: id });
  const row = await insertPendingArena(ctx.db, {
    id,
    actor,
    columns: stored,
    duplicates,
    audited: { ...stored, from: "school" },
  });
  // Not inserted: the same answer a moment ago made it (a double tap), and it is used.
  if (!row) await claim.release();
  return { id, name };
}

/**
 * Venues "Use the schools found" answers in one request: each answer takes about twenty D1
 * statements (a new gym, its games placed), and a request may send a thousand. The rest wait for
 * the next tap, and the message says so.
 */
export const SURE_SCHOOLS_PER_REQUEST = 20;

/**
 * "Use the schools found": the waiting venues of the person whose school is beyond doubt (chosen
 * already on its question) answered with that school, one after another, at most
 * SURE_SCHOOLS_PER_REQUEST of them; `remaining` counts those left for another tap. A venue whose
 * answer is refused (the day's limit of new gyms, a school with no point) is left waiting.
 */
export async function answerSureSchools(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  actor: Pick<CurrentUser, "id" | "email">,
): Promise<Result<{ places: number; created: number; remaining: number }>> {
  const rows = await ctx.db
    .select({ venueKey: importWaitingEvents.venueKey, event: importWaitingEvents.event })
    .from(importWaitingEvents)
    .where(eq(importWaitingEvents.userId, actor.id));
  const sure = new Map<string, { venue: string; schoolId: number }>();
  for (const { venueKey: key, event } of rows) {
    const school = event.venueSchools?.find((candidate) => candidate.preselected);
    if (school && !sure.has(key)) sure.set(key, { venue: event.venueText, schoolId: school.schoolId });
  }
  let places = 0;
  let created = 0;
  const answers = [...sure.values()];
  const now = answers.slice(0, SURE_SCHOOLS_PER_REQUEST);
  const remaining = answers.length - now.length;
  for (const { venue, schoolId } of now) {
    const outcome = await answerVenueWithSchool(ctx, actor, venue, schoolId);
    if (outcome.ok) {
      places += 1;
      created += outcome.created;
    } else if (outcome.kind === "rate_limited") {
      return places > 0 ? { ok: true, places, created, remaining: 0 } : outcome;
    }
  }
  return { ok: true, places, created, remaining };
}
