import { and, eq } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import type { ArenaLevel } from "../../core/domain";
import { fail, notFound, type Result } from "../../core/failure";
import type { Coordinates } from "../../core/geo/distance";
import type { ArenaCandidate, ImportedEvent, VenueFix } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { QUICK_GYM_TEXT } from "../../core/imports/messages";
import type { SchoolPlace } from "../../core/schools/school";
import type { CurrentUser } from "../../core/users/current-user";
import type { QUICK_GYM_FIELDS, QuickGymInput } from "../../core/validation/quick-gym";
import { toArena } from "../arenas/arena-row";
import { getArena } from "../arenas/detail.server";
import { findPossibleDuplicates } from "../arenas/duplicates.server";
import { arenaIdForSubmission, insertPendingArena } from "../arenas/submit-arena.server";
import type { Db, DbCtx } from "../db/client.server";
import { importWaitingEvents } from "../db/schema.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { addressQuery, type Geocoder } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import { hitRateLimit, limitOrFail } from "../platform/rate-limit.server";
import { venueId } from "../platform/stable-hash";
import type { RouterCtx } from "../routing/routing";
import { venueKey } from "./event-text";
import { answerVenue } from "./imports.server";
import { gymName, readSite, readVenuePlace } from "./venue-place";

/** One waiting venue of the person: its key, its text as sent and the events waiting there. */
export type WaitingVenueRows = {
  venueKey: string;
  venueText: string;
  rows: Array<{ importSourceId: string; event: ImportedEvent; candidates: ArenaCandidate[] }>;
};

/** The person's waiting venue with this page id, or null (answered meanwhile, or never theirs). */
export async function waitingVenueById(db: Db, userId: string, id: string): Promise<WaitingVenueRows | null> {
  const keys = await db
    .selectDistinct({ venueKey: importWaitingEvents.venueKey })
    .from(importWaitingEvents)
    .where(eq(importWaitingEvents.userId, userId));
  const key = keys.find((row) => venueId(row.venueKey) === id)?.venueKey;
  if (key === undefined) return null;
  const rows = await db
    .select({
      importSourceId: importWaitingEvents.importSourceId,
      event: importWaitingEvents.event,
      candidates: importWaitingEvents.candidates,
    })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, key)));
  const first = rows[0];
  return first ? { venueKey: key, venueText: first.event.venueText, rows } : null;
}

/** The page id of the person's waiting venue of this text (case and spacing aside), or null. */
export async function waitingVenueByText(db: Db, userId: string, venue: string): Promise<string | null> {
  const key = venueKey(venue);
  const [row] = await db
    .select({ venueKey: importWaitingEvents.venueKey })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, key)))
    .limit(1);
  return row ? venueId(row.venueKey) : null;
}

export type QuickGymValues = Record<(typeof QUICK_GYM_FIELDS)[number], string>;

// High-school (and younger) words in a level or a name: "Varsity Boys", "JV", "Westerville Central HS".
const HIGH_SCHOOL = /\b(?:varsity|jv|junior varsity|freshman|frosh|sophomore|middle school|high school|hs|grade)\b/i;
// A college's gym: which division it plays in is not in the event, so the level is left to the person.
const COLLEGE = /\b(?:university|college)\b/i;

/** The level a gym most likely has, from what the event and the school index say; "" when unknown. */
function guessedLevel(event: ImportedEvent, name: string, school: SchoolPlace | null): ArenaLevel | "" {
  if (school?.level) return school.level;
  if (school || COLLEGE.test(name)) return "";
  const words = [event.level ?? "", event.summary, name].join(" ");
  return HIGH_SCHOOL.test(words) ? "High School" : "";
}

/**
 * The gym as the event describes it: the site's name (the gym's part of "Gym - School"), its school,
 * and the street, city, state and ZIP read from LOCATION in whatever shape it came. With a school
 * from the index ("Add its gym"), its name and level; its office address only when the event gives
 * no street.
 */
export function quickGymValues(venue: WaitingVenueRows, school: SchoolPlace | null = null): QuickGymValues {
  const event = venue.rows[0]?.event;
  const place = readVenuePlace(venue.venueText);
  const site = event?.site ?? place.name;
  const read = readSite(site || venue.venueText);
  const schoolName = school?.name ?? read.school;
  const fromEvent = place.street !== "";
  const level = event ? guessedLevel(event, site, school) : "";
  return {
    name: gymName(read, schoolName).slice(0, 150),
    school: schoolName.slice(0, 150),
    level,
    conference: "",
    address: fromEvent ? place.street : (school?.address ?? ""),
    city: place.city || school?.city || "",
    state: place.state || event?.state || school?.state || "",
    zipCode: fromEvent ? place.zipCode : place.zipCode || school?.zipCode || "",
  };
}

/**
 * Where the add screen puts the gym: `point` is a place to save (the address the geocoder found, or
 * the school's own point), else none, and the person places the pin or types the coordinates.
 * `view` is only where the map opens (the town, a school near by): never saved as the gym's point.
 * `lookup` says what became of the address: found, not on the map, or the service unreachable.
 */
export type QuickGymPlace = {
  point: (Coordinates & { from: "address" | "school" | "campus" }) | null;
  view: Coordinates | null;
  lookup: "found" | "not_found" | "unavailable" | "not_asked";
};

export async function locateQuickGym(
  geocoder: Geocoder,
  values: Pick<QuickGymValues, "address" | "city" | "state" | "zipCode">,
  known: { fix: VenueFix | null; school: Pick<SchoolPlace, "coordinates" | "level"> | null },
): Promise<QuickGymPlace> {
  const schoolPoint = known.school?.coordinates ?? null;
  // A high school's point is its building; a college's its campus centre, for the person to move.
  const fromSchool = known.school?.level === "High School" ? "school" : "campus";
  let lookup: QuickGymPlace["lookup"] = "not_asked";
  if (values.address) {
    const found = await geocoder.geocode(addressQuery(values));
    if (found.ok) {
      const point = { latitude: found.latitude, longitude: found.longitude, from: "address" as const };
      return { point, view: point, lookup: "found" };
    }
    lookup = found.reason === "not_found" ? "not_found" : "unavailable";
  }
  if (schoolPoint) return { point: { ...schoolPoint, from: fromSchool }, view: schoolPoint, lookup };
  const view = known.fix ? { latitude: known.fix.latitude, longitude: known.fix.longitude } : null;
  return { point: null, view, lookup };
}

const DAY_MS = 86_400_000;

export type QuickGymOutcome = Result<{ arena: Arena; created: number; venue: string }>;

/**
 * One of the day's gyms a person may add from their imports (50), claimed before one is added:
 * refused past the limit; `release` gives the claim back when nothing was added after all.
 */
export async function claimImportGym(
  ctx: RateLimitsCtx & ClockCtx,
  userId: string,
): Promise<Result<{ release: () => Promise<void> }>> {
  const claim = await hitRateLimit(
    ctx.rateLimits,
    { action: "arena-quick-add", limit: IMPORT_LIMITS.quickGymsPerDay, windowMs: DAY_MS },
    `user:${userId}`,
    ctx.now(),
  );
  const limited = limitOrFail(claim, QUICK_GYM_TEXT.tooMany);
  if (limited) return limited;
  return { ok: true, release: claim.allowed && claim.release ? claim.release : async () => {} };
}

/**
 * Creates the person's own pending gym for one of their waiting venues and places the venue's games
 * there at once. One gym per venue: its id comes from the person and the venue, so a second add (a
 * double tap, another tab) finds the first. At most 50 a day per person; the open submit form's
 * limit does not apply. Coordinates come from the pin, else the address; without either it is
 * refused, and the form asks for the pin.
 */
export async function quickAddGym(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  actor: Pick<CurrentUser, "id" | "email">,
  id: string,
  input: QuickGymInput,
): Promise<QuickGymOutcome> {
  const venue = await waitingVenueById(ctx.db, actor.id, id);
  if (!venue) return notFound(QUICK_GYM_TEXT.notWaiting);
  const arenaId = await arenaIdForSubmission(actor.id, `venue:${venue.venueKey}`);
  const existing = await getArena(ctx, arenaId);
  if (existing) return place(ctx, actor.id, venue, existing);

  const claim = await claimImportGym(ctx, actor.id);
  if (!claim.ok) return claim;
  const { release } = claim;

  let point: { latitude: number; longitude: number } | null =
    input.latitude !== null && input.longitude !== null
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  if (!point) {
    const found = input.address ? await ctx.geocoder.geocode(addressQuery(input)) : null;
    if (!found?.ok) {
      await release();
      return fail("unprocessable", QUICK_GYM_TEXT.placeThePin, {
        code: "geocoding_failed",
        fieldErrors: { latitude: [QUICK_GYM_TEXT.placeThePin] },
      });
    }
    point = { latitude: found.latitude, longitude: found.longitude };
  }
  const stored = {
    name: input.name,
    school: input.school,
    conference: input.conference,
    level: input.level,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    latitude: point.latitude,
    longitude: point.longitude,
  };
  const found = await findPossibleDuplicates(ctx, stored, { excludeId: arenaId });
  const row = await insertPendingArena(ctx.db, {
    id: arenaId,
    actor,
    columns: { ...stored, address: stored.address || null, zipCode: stored.zipCode || null },
    duplicates: found,
    audited: { ...stored, from: "import" },
  });
  if (!row) await release();
  const arena = row ? toArena(row) : await getArena(ctx, arenaId);
  if (!arena) throw new Error("the quick-added gym was neither inserted nor found");
  return place(ctx, actor.id, venue, arena);
}

/** The venue's answer is the new gym: its games are placed there now. */
async function place(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  venue: WaitingVenueRows,
  arena: Arena,
): Promise<QuickGymOutcome> {
  const answered = await answerVenue(ctx, userId, venue.venueText, arena.id);
  if (!answered.ok) return answered;
  return { ok: true, arena, created: answered.created, venue: venue.venueText };
}
