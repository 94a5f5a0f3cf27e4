import type { ArenaCandidate, SchoolCandidate } from "~/core/imports/game-fields";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "~/core/imports/messages";
import type { SchoolPlace } from "~/core/schools/school";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { ArenaFiltersSchema } from "~/core/validation/arena-query";
import { COLLEGE_LEVELS, QuickGymSchema } from "~/core/validation/quick-gym";
import { searchArenas } from "~/worker/arenas/search.server";
import type { Ctx } from "~/worker/context/ctx";
import { getPreferences } from "~/worker/games/preferences.server";
import { waitingWhen } from "~/worker/games/waiting-when";
import { type CandidateArena, rankCandidates } from "~/worker/imports/candidates";
import { undoableAnswers, type WaitingVenue, waitingVenues } from "~/worker/imports/imports.server";
import { ownPendingArenas } from "~/worker/imports/own-gyms.server";
import { quickGymValues } from "~/worker/imports/quick-gym.server";
import { gymName, placeAddressLine, readSite, readVenuePlace } from "~/worker/imports/venue-place";
import { searchMap } from "~/worker/schools/map-search.server";
import { searchSchools } from "~/worker/schools/search.server";

/** What a card's search asks: which venue, the words, and whether the map is asked too. */
export type VenueSearch = { venueId: string; words: string; map: boolean };

const SEARCH_RESULTS = 5;

/** The search in the page's query (`?venue=…&q=…&map=1`), when it names a venue and some words. */
export function readVenueSearch(url: URL): VenueSearch | null {
  const venueId = url.searchParams.get("venue") ?? "";
  const words = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  if (!/^[0-9a-f]{16}$/.test(venueId) || words === "") return null;
  return { venueId, words, map: url.searchParams.get("map") === "1" };
}

const quickPath = (venueId: string, query: Record<string, string> = {}) => {
  const params = new URLSearchParams(query);
  return `/games/import/add/${venueId}${params.size > 0 ? `?${params}` : ""}`;
};

/** A school found by a card's search: answered with it in one tap, or its gym checked first. */
const schoolView = (venueId: string) => (school: SchoolPlace) => ({
  id: school.id,
  name: school.name,
  place: `${school.city}, ${school.state}`,
  answer: `school:${school.id}`,
  addGymPath: quickPath(venueId, { school: String(school.id) }),
});

/**
 * A school offered as the answer, named as the gym it becomes: the school for its main gym,
 * "Norcross High School — Gym 2" when the venue names a room.
 */
function schoolChoice(venue: WaitingVenue, school: SchoolCandidate) {
  const site = venue.stored[0]?.site;
  const gym = site ? gymName(readSite(site), school.name) : school.name;
  const miles = typeof school.miles === "number" ? IMPORT_TEXT.candidateMiles(school.miles) : null;
  return {
    answer: `school:${school.schoolId}`,
    name: gym,
    detail: [
      school.place,
      IMPORT_TEXT.schoolKinds[school.kind],
      miles,
      school.preselected ? IMPORT_TEXT.schoolMatch : null,
    ]
      .filter(Boolean)
      .join(" · "),
    preselected: school.preselected === true,
  };
}

/** An arena offered as the answer, with where it is and how far. */
function arenaChoice(candidate: ArenaCandidate) {
  return {
    answer: `arena:${candidate.arenaId}`,
    name: candidate.name,
    detail: [
      candidate.place,
      typeof candidate.miles === "number" ? IMPORT_TEXT.candidateMiles(candidate.miles) : null,
      candidate.preselected ? IMPORT_TEXT.closestMatch : null,
    ]
      .filter(Boolean)
      .join(" · "),
    preselected: candidate.preselected === true,
  };
}

/** The card's offers: those found at import, and the person's own pending gyms that fit the venue. */
function offered(venue: WaitingVenue, own: CandidateArena[]): ArenaCandidate[] {
  const event = venue.stored[0];
  if (!event || own.length === 0) return venue.candidates;
  const { city } = readVenuePlace(venue.venue);
  const mine = rankCandidates({ site: event.site, city, state: event.state }, event.venueFix ?? null, own);
  const listed = new Set(venue.candidates.map((candidate) => candidate.arenaId));
  // A gym the person added since the import is the likeliest answer; it is offered first, chosen only by the rules.
  return [...mine.filter((candidate) => !listed.has(candidate.arenaId)), ...venue.candidates];
}

/**
 * A card's answers: the schools first, then the arenas. One is chosen already at most: the school
 * the venue is beyond doubt, else an arena by the candidates' own rule.
 */
function choicesFor(venue: WaitingVenue, own: CandidateArena[]) {
  const schools = venue.schools.map((school) => schoolChoice(venue, school));
  const schoolChosen = schools.some((school) => school.preselected);
  const arenaChoices = offered(venue, own)
    .slice(0, 6)
    .map(arenaChoice)
    .map((choice) => (schoolChosen ? { ...choice, preselected: false } : choice));
  return [...schools, ...arenaChoices];
}

/** Whether "Add this gym" can add it in one tap: a complete address the import already found, not a college. */
function quickAdd(venue: WaitingVenue) {
  const event = venue.stored[0];
  const values = quickGymValues({
    venueKey: venue.venueKey,
    venueText: venue.venue,
    rows: event ? [{ importSourceId: "", event, candidates: [] }] : [],
  });
  const checked = QuickGymSchema.safeParse(values);
  const college = values.level !== "" && (COLLEGE_LEVELS as readonly string[]).includes(values.level);
  // A school chosen already is the one-tap answer: adding the gym from the event's words stays a screen away.
  const schoolChosen = venue.schools.some((school) => school.preselected);
  const oneTap =
    checked.success && !college && !schoolChosen && values.address !== "" && event?.venueFix?.precise === true;
  return {
    oneTap,
    preview: QUICK_GYM_TEXT.preview(values.name, placeAddressLine({ ...values, street: values.address })),
    screenPath: quickPath(venue.id),
  };
}

/**
 * A card's search: arenas and schools by name (the venue's town and state first; for a venue that
 * names no state, the state of the person's usual start), and the map only when asked.
 */
async function searchFor(ctx: Ctx, venue: WaitingVenue, search: VenueSearch, userId: string) {
  const filters = ArenaFiltersSchema.parse({ search: search.words });
  const event = venue.stored[0];
  const state = event?.state ?? (await getPreferences(ctx, userId)).usualStart;
  const near = { state, city: readVenuePlace(event?.address ?? venue.venue).city || null };
  const [page, schools] = await Promise.all([
    searchArenas(ctx, filters, { limit: SEARCH_RESULTS }),
    searchSchools(ctx, search.words, near),
  ]);
  let map: { text: string; addPath: string | null } | null = null;
  if (search.map) {
    const found = await searchMap(ctx, search.words);
    const place = found.ok ? found.places[0] : undefined;
    map = place
      ? {
          text: IMPORT_TEXT.mapFound(search.words),
          addPath: quickPath(venue.id, {
            latitude: String(place.coordinates.latitude),
            longitude: String(place.coordinates.longitude),
          }),
        }
      : { text: found.ok ? SCHOOL_TEXT.mapSearchNothing(search.words) : found.message, addPath: null };
  }
  return {
    words: search.words,
    arenas: page.arenas.map((arena) =>
      arenaChoice({ arenaId: arena.id, name: arena.name, place: [arena.city, arena.state].filter(Boolean).join(", ") }),
    ),
    schools: schools.slice(0, SEARCH_RESULTS).map(schoolView(venue.id)),
    mapPath: `/games/import?${new URLSearchParams({ venue: venue.id, q: search.words, map: "1" })}#venue-${venue.id}`,
    mapLabel: SCHOOL_TEXT.searchMap(search.words),
    map,
  };
}

/** Everything the import page shows about waiting venues, answers that can be undone, and one card's search. */
export async function loadWaitingVenues(ctx: Ctx, userId: string, url: URL) {
  const search = readVenueSearch(url);
  const [venues, own, remembered] = await Promise.all([
    waitingVenues(ctx, userId),
    ownPendingArenas(ctx.db, userId),
    undoableAnswers(ctx, userId),
  ]);
  return {
    // Questions whose school is beyond doubt: "Use the schools found" answers them all.
    sureSchools: venues.filter((venue) => venue.schools.some((school) => school.preselected)).length,
    remembered: remembered.map((answer) => ({
      venue: answer.venue,
      text: IMPORT_TEXT.rememberedAnswer(answer.venue, answer.arena),
    })),
    venues: await Promise.all(
      venues.map(async (venue) => ({
        id: venue.id,
        venue: venue.venue,
        lookupQueued: venue.stored.some((event) => event.lookupQueued === true),
        lookupUnavailable: venue.stored.some((event) => event.lookupUnavailable === true && !event.lookupQueued),
        events: venue.stored.map((event, index) => ({
          key: `${event.uid}`,
          when: waitingWhen(venue.events[index] ?? { startsAt: "", timeZone: null }),
          summary: event.summary,
          detail: [event.teams ? IMPORT_TEXT.matchup(event.teams) : null, event.level].filter(Boolean).join(" · "),
          cancelled: event.cancelled,
        })),
        choices: choicesFor(venue, own),
        quick: quickAdd(venue),
        search: search?.venueId === venue.id ? await searchFor(ctx, venue, search, userId) : null,
      })),
    ),
  };
}
