import { and, count, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { normalizePlace } from "../../core/arenas/duplicate-name";
import { boundingBox, type Coordinates, distanceKilometers } from "../../core/geo/distance";
import type { ArenaCandidate, ImportedEvent, SchoolCandidate, VenueFix } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import type { Db, DbCtx } from "../db/client.server";
import { inChunks, readBatch } from "../db/read-batch.server";
import { arenas, type PlacedByAnswer, venueAliases } from "../db/schema.server";
import { timeZoneAt } from "../games/time-zone.server";
import type { AddressLookup, AddressLookups } from "../geocoding/shares.server";
import { stateNear } from "../schools/nearest-state.server";
import { type CandidateArena, rankCandidates } from "./candidates";
import { addressParts, normalizeVenueName, venueKey } from "./event-text";
import { rankSchools, type SchoolRow, type VenueSchoolFacts, venueSchoolFacts } from "./school-candidates";
import { pickSchoolGym, schoolGymsOf } from "./school-gym.server";
import { sharedAliasFilter } from "./shared-aliases.server";
import { schoolsForVenues, schoolsOfVenueWords, type WordSearches, wordSearches } from "./venue-lookup.server";
import { readSite } from "./venue-place";

/**
 * How a venue was settled: an arena (and by which rule), or a question with candidates and the
 * zone the venue is most likely in (to show its games' times on the right clock while they wait).
 */
export type VenueAnswer =
  | { arenaId: string; rule: "alias" | "name" | "shared" | "school" | "address" }
  | {
      arenaId: null;
      candidates: ArenaCandidate[];
      schools: SchoolCandidate[];
      zone: string | null;
      fix: VenueFix | null;
      /** The address was not asked of the service now (this caller's share was spent): the background asks it. */
      lookupDeferred: boolean;
      /** The address was asked and the service did not answer. */
      lookupUnavailable: boolean;
    };

/** A venue text enough people matched to one published arena, with where that arena is. */
export type SharedAliasArena = {
  arenaId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
};

/** The person's own answers, and the answers shared by enough people, per venue key. */
export type VenueAliases = { own: Map<string, string>; shared: Map<string, SharedAliasArena> };

/** A shared answer applies only to a venue this close to its arena (or in its city, without a geocode). */
const SHARED_ALIAS_KILOMETERS = 50;

/**
 * `home`: where the person usually starts from, the nearest namesake first when a venue names no
 * state. `places`: every venue of the import, so the schools index is read for all of them at once.
 */
export type MatchOptions = { home: Coordinates | null; places: readonly Place[] };

type Place = Pick<ImportedEvent, "venueText" | "site" | "address" | "state">;

const CANDIDATE_RADIUS_MILES = 25;
const METERS_PER_KILOMETER = 1000;

/** An arena the person may use: published, or their own pending one. */
const usableBy = (userId: string) => or(eq(arenas.approved, true), eq(arenas.createdBy, userId));

/**
 * The aliases for these venue texts: the person's own answers, and the answers enough different
 * people gave (where no other answer was given as often). A shared one is weighed against what the
 * event itself says before it applies (`venueMatcher`).
 */
export async function aliasesFor(ctx: DbCtx, userId: string, keys: string[]): Promise<VenueAliases> {
  const parts = await Promise.all(inChunks(keys).map((part) => aliasesAmong(ctx, userId, part)));
  const own = new Map(parts.flatMap(([mine]) => mine).map((row) => [row.venueKey, row.arenaId]));
  const sharedByKey = new Map<string, SharedAliasArena[]>();
  for (const { venueKey: key, ...arena } of parts.flatMap(([, everyone]) => everyone)) {
    sharedByKey.set(key, [...(sharedByKey.get(key) ?? []), arena]);
  }
  const shared = new Map<string, SharedAliasArena>();
  for (const [key, found] of sharedByKey) if (found.length === 1 && found[0]) shared.set(key, found[0]);
  return { own, shared };
}

function aliasesAmong(ctx: DbCtx, userId: string, keys: string[]) {
  return ctx.db.batch([
    ctx.db
      .select({ venueKey: venueAliases.venueKey, arenaId: venueAliases.arenaId })
      .from(venueAliases)
      .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
      .where(and(eq(venueAliases.userId, userId), inArray(venueAliases.venueKey, keys), usableBy(userId))),
    ctx.db
      .select({
        venueKey: venueAliases.venueKey,
        arenaId: venueAliases.arenaId,
        name: arenas.name,
        latitude: arenas.latitude,
        longitude: arenas.longitude,
        city: arenas.city,
        state: arenas.state,
      })
      .from(venueAliases)
      .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
      .where(and(inArray(venueAliases.venueKey, keys), sharedAliasFilter()))
      .groupBy(venueAliases.venueKey, venueAliases.arenaId)
      .having(gte(count(), IMPORT_LIMITS.sharedAliasPeople)),
  ]);
}

type ArenaPoint = CandidateArena & { approved: boolean };
const pointColumns = {
  id: arenas.id,
  name: arenas.name,
  school: arenas.school,
  city: arenas.city,
  state: arenas.state,
  approved: arenas.approved,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
};

/** Whether a shared answer fits the venue: its arena near the venue's geocode, or in the venue's city. */
function sharedAliasFits(shared: SharedAliasArena, place: Place, point: Coordinates | null): boolean {
  if (point) {
    if (shared.latitude === null || shared.longitude === null) return false;
    const kilometers = distanceKilometers(point, { latitude: shared.latitude, longitude: shared.longitude });
    return kilometers <= SHARED_ALIAS_KILOMETERS;
  }
  if (!place.address || !place.state) return false;
  const { city } = addressParts(place.address);
  return (
    city !== "" && normalizePlace(city) === normalizePlace(shared.city) && place.state === shared.state.toUpperCase()
  );
}

/** The schools of a venue, the one it is beyond doubt and that school's gym on Tipoff. */
type VenueSchools = {
  facts: VenueSchoolFacts;
  rows: SchoolRow[];
  sure: SchoolRow | null;
  sureGym: { id: string; name: string } | null;
};

/** What one import's matching reads once and shares between its venues. */
type Matching = {
  ctx: DbCtx & { readonly lookups: AddressLookups };
  userId: string;
  aliases: VenueAliases;
  options: MatchOptions;
  reads: { db: Db; read: ReturnType<typeof readBatch> };
  arenasInState: (state: string) => Promise<ArenaPoint[]>;
  geocode: (address: string) => Promise<AddressLookup>;
  schoolsOfVenues: () => Promise<Map<string, VenueSchools>>;
  /** The state of the person's usual start, read once per import; null without one. */
  homeState: () => Promise<string | null>;
  /** What the import's searches by words share (their budget, the index's words read). */
  searches: WordSearches;
};

/** Each state's arenas the person may answer with, read once per import. */
function arenasByState(
  ctx: DbCtx & { readonly lookups: AddressLookups },
  userId: string,
  read: ReturnType<typeof readBatch>,
) {
  const statesRead = new Map<string, Promise<ArenaPoint[]>>();
  return (state: string) => {
    let rows = statesRead.get(state);
    if (!rows) {
      rows = read(
        ctx.db
          .select(pointColumns)
          .from(arenas)
          .where(and(eq(arenas.state, state), usableBy(userId))),
      );
      statesRead.set(state, rows);
    }
    return rows;
  };
}

// Venues at one address (the courts of one school) look it up once; the lookups keep to the
// caller's share of the address service (worker/geocoding/shares.server.ts).
function geocodeOnce(lookups: AddressLookups) {
  const geocoded = new Map<string, Promise<AddressLookup>>();
  return (address: string) => {
    let found = geocoded.get(address);
    if (!found) {
      found = lookups.find(address);
      geocoded.set(address, found);
    }
    return found;
  };
}

/** The arenas within a radius of a point, nearest first: published ones only, or any the person may use. */
async function near(matching: Matching, point: Coordinates, radiusMiles: number, approvedOnly: boolean) {
  const { ctx, reads, userId } = matching;
  const box = boundingBox(point, radiusMiles);
  const longitudes = box.longitudes.map((range) =>
    and(gte(arenas.longitude, range.min), lte(arenas.longitude, range.max)),
  );
  const rows = await reads.read(
    ctx.db
      .select(pointColumns)
      .from(arenas)
      .where(
        and(
          approvedOnly ? eq(arenas.approved, true) : usableBy(userId),
          gte(arenas.latitude, box.minLatitude),
          lte(arenas.latitude, box.maxLatitude),
          or(...longitudes),
        ),
      ),
  );
  return rows
    .flatMap((row) =>
      row.latitude === null || row.longitude === null
        ? []
        : [{ ...row, kilometers: distanceKilometers(point, { latitude: row.latitude, longitude: row.longitude }) }],
    )
    .sort((a, b) => a.kilometers - b.kilometers);
}

/** The schools of these venues, the one each is beyond doubt and its gym, in a few statements. */
async function readSchools(
  matching: Pick<Matching, "ctx" | "userId" | "reads" | "options" | "homeState" | "searches">,
  places: readonly Place[],
): Promise<Map<string, VenueSchools>> {
  const { ctx, userId, reads } = matching;
  const unique = [...new Map(places.map((place) => [venueKey(place.venueText), place])).entries()];
  // A venue no namesake or street settles is searched by all its words first, for its school
  // beyond doubt ("HACC" is an alias); the searches after that wait for its question.
  const ranked = await rankVenueSchools(
    reads,
    unique.map(([, place]) => place),
    {
      home: matching.options.home,
      homeState: await matching.homeState(),
      searches: matching.searches,
      firstOnly: true,
    },
  );
  const gyms = await schoolGymsOf(
    ctx,
    userId,
    ranked.flatMap(({ beyondDoubt }) => (beyondDoubt ? [beyondDoubt] : [])),
  );
  return new Map(
    unique.map(([key], index) => {
      const { facts, rows, beyondDoubt: school } = ranked[index] as VenueSchoolRanking;
      const sureGym = school ? pickSchoolGym(gyms.get(school.id) ?? [], school, facts.site) : null;
      return [key, { facts, rows, sure: school, sureGym }];
    }),
  );
}

/** A venue's schools as the import ranks them before any address is looked up. */
export type VenueSchoolRanking = {
  facts: VenueSchoolFacts;
  rows: SchoolRow[];
  offered: SchoolCandidate[];
  beyondDoubt: SchoolRow | null;
};

/**
 * The schools each place may be, best first, and the one it is beyond doubt, read for all of them
 * at once: `home` is the person's usual start and `homeState` its state (the nearest first, and
 * that state's schools, when a venue names no state).
 */
export async function rankVenueSchools(
  reads: { db: Db; read?: ReturnType<typeof readBatch> },
  places: readonly Pick<Place, "site" | "address" | "state">[],
  {
    home,
    homeState,
    searches = wordSearches(),
    firstOnly = false,
  }: { home: Coordinates | null; homeState: string | null; searches?: WordSearches; firstOnly?: boolean },
): Promise<VenueSchoolRanking[]> {
  const facts = places.map((place) => venueSchoolFacts(place));
  const points = { venue: null, home, homeState };
  const rows = await schoolsForVenues(reads, facts, {
    homeState,
    home,
    searches,
    firstOnly,
    // A venue its name or street settles needs no search by its words; before its question, one
    // its namesakes or street name at all waits for it.
    settled: (venue, found) =>
      (firstOnly && found.length > 0) || rankSchools(venue, found, points).beyondDoubt !== null,
  });
  return facts.map((venue, index) => {
    const found = rows[index] ?? [];
    return { facts: venue, rows: found, ...rankSchools(venue, found, points) };
  });
}

/** The venue's schools: read with the import's others, or alone for a venue the import did not list. */
async function schoolsOf(matching: Matching, place: Place): Promise<VenueSchools> {
  const key = venueKey(place.venueText);
  const listed = (await matching.schoolsOfVenues()).get(key);
  if (listed) return listed;
  const read = (await readSchools(matching, [place])).get(key);
  if (!read) throw new Error("the venue's schools were not read");
  return read;
}

/** The one published arena of the event's site name in its state, if there is exactly one. */
function namedArena(place: Place, inState: ArenaPoint[]): string | null {
  if (!place.site) return null;
  // "Alumni Hall - Ohio Dominican University" is the arena "Alumni Hall" as well as its whole
  // name; a room ("Gym 2") names nothing without its school.
  const site = readSite(place.site);
  const names = new Set([normalizeVenueName(place.site), site.gymIsRoom ? "" : normalizeVenueName(site.gym ?? "")]);
  names.delete("");
  // Published arenas only: a pending one is a valid answer, never a silent match.
  const named = inState.filter((arena) => arena.approved && names.has(normalizeVenueName(arena.name)));
  return named.length === 1 && named[0] ? named[0].id : null;
}

/** Where the venue is: the point of the school it is beyond doubt, else its address looked up. */
async function locate(matching: Matching, place: Place, sure: SchoolRow | null) {
  // The school the venue is beyond doubt says where it is: its address need not be asked.
  if (sure?.latitude != null && sure.longitude != null) {
    return {
      point: { latitude: sure.latitude, longitude: sure.longitude } as Coordinates | null,
      geocoded: false,
      notFound: false,
      lookupDeferred: false,
      unavailable: false,
    };
  }
  if (!place.address) {
    return { point: null, geocoded: false, notFound: false, lookupDeferred: false, unavailable: false };
  }
  const found = await matching.geocode(place.address);
  if (found.ok)
    return {
      point: { latitude: found.latitude, longitude: found.longitude },
      geocoded: true,
      notFound: false,
      lookupDeferred: false,
      unavailable: false,
    };
  return {
    point: null,
    geocoded: false,
    notFound: found.reason === "not_found",
    lookupDeferred: found.reason === "deferred",
    unavailable: found.reason === "unavailable",
  };
}

/**
 * Where a venue whose street the geocoder did not find is, roughly: its town through the
 * geocoder. Never precise, so nothing is chosen already by distance and no distance is shown;
 * and never another arena's point (a town's one arena is not its centre).
 */
async function townFix(
  matching: Matching,
  city: string,
  state: string | null,
  streetNotFound: boolean,
): Promise<{ fix: VenueFix | null; deferred: boolean } | null> {
  if (!city || !state || !streetNotFound) return null;
  const found = await matching.geocode(`${city}, ${state}`);
  if (found.ok)
    return { fix: { latitude: found.latitude, longitude: found.longitude, precise: false }, deferred: false };
  return { fix: null, deferred: found.reason === "deferred" };
}

/** The venue's zone: at its point, else where the published arenas of its state are. */
function venueZone(point: Coordinates | null, inState: ArenaPoint[]): string | null {
  if (point) return timeZoneAt(point);
  const located = inState.find((arena) => arena.latitude !== null && arena.longitude !== null);
  return located?.latitude != null && located.longitude != null
    ? timeZoneAt({ latitude: located.latitude, longitude: located.longitude })
    : null;
}

/** A venue nothing answered: the question, with the arenas and schools it may be, best first. */
async function question(
  matching: Matching,
  place: Place,
  inState: ArenaPoint[],
  schools: VenueSchools,
  located: Awaited<ReturnType<typeof locate>>,
): Promise<VenueAnswer> {
  const shared = matching.aliases.shared.get(venueKey(place.venueText));
  const { facts, rows: schoolRows, sure } = schools;
  const { point, geocoded, notFound } = located;
  let { lookupDeferred } = located;
  const city = place.address ? addressParts(place.address).city : "";
  // A high school's point is its building; a college's is the campus centre, not a gym's door.
  const town = point ? null : await townFix(matching, city, place.state, notFound);
  if (town?.deferred) lookupDeferred = true;
  const fix: VenueFix | null = point
    ? { ...point, precise: geocoded || sure?.kind === "high_school" }
    : (town?.fix ?? null);
  const nearby = fix ? await near(matching, fix, CANDIDATE_RADIUS_MILES, false) : [];
  const offered = rankCandidates({ site: place.site, city, state: place.state }, fix, [...inState, ...nearby]);
  // A shared answer that does not fit where the event says it is: offered first, never chosen.
  const withShared = shared
    ? [{ arenaId: shared.arenaId, name: shared.name, place: `${shared.city}, ${shared.state}` }, ...offered]
    : offered;
  const unique = withShared.filter(
    (candidate, index) => withShared.findIndex((other) => other.arenaId === candidate.arenaId) === index,
  );
  const homeState = await matching.homeState();
  const home = matching.options.home;
  // The schools of the venue's words, for a question its namesakes and street did not settle.
  const byWords = sure
    ? []
    : await schoolsOfVenueWords(matching.reads, facts, { homeState, home, searches: matching.searches });
  const ranked = rankSchools(facts, [...schoolRows, ...byWords], {
    venue: fix?.precise ? point : null,
    home,
    homeState,
  });
  // One answer is chosen already at most: the school the venue is beyond doubt comes before an arena.
  const candidates = unique
    .slice(0, IMPORT_LIMITS.candidates)
    .map(({ preselected, ...candidate }) => (preselected && !sure ? { ...candidate, preselected } : candidate));
  // A venue that names no state and has no point yet is most likely in the person's own zone.
  const zone = venueZone(fix, inState) ?? (!place.state && home ? timeZoneAt(home) : null);
  return {
    arenaId: null,
    candidates,
    schools: ranked.offered,
    zone,
    fix,
    lookupDeferred,
    lookupUnavailable: located.unavailable && !lookupDeferred,
  };
}

/** One venue's answer, by the rules in the order `venueMatcher` states. */
async function matchVenue(matching: Matching, place: Place): Promise<VenueAnswer> {
  const key = venueKey(place.venueText);
  const own = matching.aliases.own.get(key);
  if (own) return { arenaId: own, rule: "alias" };

  const inState = place.state ? await matching.arenasInState(place.state) : [];
  const named = namedArena(place, inState);
  if (named) return { arenaId: named, rule: "name" };

  const shared = matching.aliases.shared.get(key);
  const schools = await schoolsOf(matching, place);
  const { sure, sureGym } = schools;
  if (sureGym && !(shared && shared.arenaId !== sureGym.id)) return { arenaId: sureGym.id, rule: "school" };

  const located = await locate(matching, place, sure);
  const { point, geocoded } = located;
  if (shared && sharedAliasFits(shared, place, point)) return { arenaId: shared.arenaId, rule: "shared" };
  if (point && geocoded) {
    const radiusMiles = IMPORT_LIMITS.geocodeMatchMeters / METERS_PER_KILOMETER / 1.609344;
    const close = (await near(matching, point, radiusMiles, true)).filter(
      (arena) => arena.kilometers * METERS_PER_KILOMETER <= IMPORT_LIMITS.geocodeMatchMeters,
    );
    if (close.length === 1 && close[0]) return { arenaId: close[0].id, rule: "address" };
  }
  return question(matching, place, inState, schools, located);
}

/**
 * Matches venues for one import: each state's arenas and each address's geocode are read once.
 * In order: the person's own answer; a published arena of the event's site name in its state; an
 * answer shared by enough people, when its arena fits where the event says it is; the gym of the
 * school the venue is beyond doubt (its name in its town, or its street address), when that gym is
 * on Tipoff for the person; the one published arena at the geocoded address. Otherwise a question,
 * with the shared answer offered first and the schools the venue may be (docs/decisions/209).
 */
function venueMatcher(
  ctx: DbCtx & { readonly lookups: AddressLookups },
  userId: string,
  aliases: VenueAliases,
  options: MatchOptions = { home: null, places: [] },
) {
  // The venues of an import are matched side by side: their reads go to D1 in batches.
  const read = readBatch(ctx.db);
  const reads = { db: ctx.db, read };
  let venuesRead: Promise<Map<string, VenueSchools>> | undefined;
  let homeStateRead: Promise<string | null> | undefined;
  const { home } = options;
  const matching: Matching = {
    ctx: ctx,
    userId,
    aliases,
    options,
    reads,
    arenasInState: arenasByState(ctx, userId, read),
    geocode: geocodeOnce(ctx.lookups),
    schoolsOfVenues: () => {
      venuesRead ??= readSchools(matching, options.places);
      return venuesRead;
    },
    homeState: () => {
      homeStateRead ??= home ? stateNear(ctx, home) : Promise.resolve(null);
      return homeStateRead;
    },
    searches: wordSearches(),
  };
  return { match: (place: Place) => matchVenue(matching, place) };
}

/** An event of a calendar with its venue's answer. */
export type AnsweredEvent<E extends Place> = { event: E; answer: VenueAnswer };

/**
 * The one call an import makes: each event's venue answered once per venue (the person's aliases
 * read for all of them, then the matcher), nearest the person's start first.
 */
export async function answerVenues<E extends Place>(
  ctx: DbCtx & { readonly lookups: AddressLookups },
  userId: string,
  events: readonly E[],
  home: Coordinates | null,
): Promise<AnsweredEvent<E>[]> {
  const aliases = await aliasesFor(ctx, userId, [...new Set(events.map((event) => venueKey(event.venueText)))]);
  const matcher = venueMatcher(ctx, userId, aliases, { home, places: events });
  const answers = new Map<string, Promise<VenueAnswer>>();
  const answerFor = (event: E) => {
    const key = venueKey(event.venueText);
    let answer = answers.get(key);
    if (!answer) {
      answer = matcher.match(event);
      answers.set(key, answer);
    }
    return answer;
  };
  return Promise.all(events.map(async (event) => ({ event, answer: await answerFor(event) })));
}

/** Whether the person may answer with this arena: a published one, or their own pending one. */
export async function isUsableArena(ctx: DbCtx, userId: string, arenaId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: arenas.id })
    .from(arenas)
    .where(and(eq(arenas.id, arenaId), usableBy(userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Saves the person's answer for a venue text (a later answer replaces an earlier one), with the
 * waiting events it places, so it can be undone.
 */
export function saveAliasQuery(
  ctx: DbCtx,
  userId: string,
  venueText: string,
  arenaId: string,
  placed: PlacedByAnswer | null = null,
) {
  return ctx.db
    .insert(venueAliases)
    .values({ userId, venueKey: venueKey(venueText), venueText, arenaId, placed })
    .onConflictDoUpdate({
      target: [venueAliases.userId, venueAliases.venueKey],
      set: { arenaId, venueText, placed, updatedAt: sql`(unixepoch() * 1000)` },
    });
}
