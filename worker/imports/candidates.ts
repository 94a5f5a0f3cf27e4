// "Which gym is this?": the arenas offered for a venue, ranked by how near they are to the venue's
// address and how alike their names are, with the words every institution shares set aside. One is
// chosen already only when it is beyond doubt (docs/decisions/190). Pure: the import and its tests
// share it.
import { normalizePlace, withoutFillerWords } from "../../core/arenas/duplicate-name";
import { type Coordinates, distanceKilometers, distanceMiles, roundMiles } from "../../core/geo/distance";
import type { ArenaCandidate, VenueFix } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { normalizeVenueName } from "./event-text";
import { gymAndSchool } from "./venue-place";

/** Words that say what kind of place it is, not which one: "University" names UD Arena and Capital alike. */
const SHARED_WORDS = new Set([
  "the",
  "of",
  "at",
  "and",
  "university",
  "college",
  "high",
  "school",
  "hs",
  "arena",
  "center",
  "centre",
  "gym",
  "gymnasium",
  "fieldhouse",
  "field",
  "house",
  "main",
]);

/** The words that tell one place from another ("capital", "dominican", "alumni", "hall"). */
export function distinctiveWords(name: string): Set<string> {
  return new Set(withoutFillerWords(name.slice(0, 300), SHARED_WORDS).split(" ").filter(Boolean));
}

/** Shared distinctive words over all of them (0 to 1): "Capital University" and "University of Dayton Arena" share none. */
export function nameSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** An arena that may be the venue: published, or the person's own pending one. */
export type CandidateArena = {
  id: string;
  name: string;
  school: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
};

/** What the event says about the venue, as the ranking reads it. */
export type VenueFacts = { site: string | null; city: string; state: string | null };

/** Within this distance of the venue's street address, the one arena there is chosen already. */
export const PRESELECT_KILOMETERS = 2;
/** Nearness counts for this far; an arena further away ranks by its name alone. */
const NEAR_KILOMETERS = 40;
/** Further than this from a located venue, only an arena of much the same name is offered. */
const FAR_KILOMETERS = 80;
const FAR_NAME_SIMILARITY = 0.5;

type Scored = { arena: CandidateArena; similarity: number; kilometers: number | null; exact: boolean };

const pointOf = (arena: CandidateArena): Coordinates | null =>
  arena.latitude === null || arena.longitude === null ? null : { latitude: arena.latitude, longitude: arena.longitude };

/**
 * The arenas to offer, best first, at most five: the sum of name likeness (0–1) and nearness (1 at
 * the venue, 0 from 40 km). `preselected` is set on one only when it is the single arena within 2 km
 * of the street address, or the single arena of exactly the site's name in the venue's own city.
 */
export function rankCandidates(venue: VenueFacts, fix: VenueFix | null, arenas: CandidateArena[]): ArenaCandidate[] {
  const site = venue.site ?? "";
  const { gym } = gymAndSchool(site);
  const venueWords = distinctiveWords(site);
  // "Exactly the name": as the name rule compares names (case, punctuation, "the", "gym", "arena" aside).
  const exactNames = new Set([normalizeVenueName(site), normalizeVenueName(gym)]);
  exactNames.delete("");
  const city = normalizePlace(venue.city);
  const seen = new Set<string>();
  const scored: Scored[] = [];
  for (const arena of arenas) {
    if (seen.has(arena.id)) continue;
    seen.add(arena.id);
    const point = pointOf(arena);
    const kilometers = fix && point ? distanceKilometers(fix, point) : null;
    const similarity = Math.max(
      nameSimilarity(venueWords, distinctiveWords(arena.name)),
      nameSimilarity(venueWords, distinctiveWords(`${arena.name} ${arena.school}`)),
    );
    if (similarity === 0 && (kilometers === null || kilometers > NEAR_KILOMETERS)) continue;
    if (kilometers !== null && kilometers > FAR_KILOMETERS && similarity < FAR_NAME_SIMILARITY) continue;
    const exact =
      city !== "" &&
      exactNames.has(normalizeVenueName(arena.name)) &&
      normalizePlace(arena.city) === city &&
      (venue.state === null || arena.state.toUpperCase() === venue.state);
    scored.push({ arena, similarity, kilometers, exact });
  }
  const score = ({ similarity, kilometers, exact }: Scored) =>
    (exact ? 2 : 0) + similarity + (kilometers === null ? 0 : Math.max(0, 1 - kilometers / NEAR_KILOMETERS));
  scored.sort((a, b) => score(b) - score(a) || a.arena.name.localeCompare(b.arena.name));

  const exact = scored.filter((entry) => entry.exact);
  const close = fix?.precise
    ? scored.filter((entry) => entry.kilometers !== null && entry.kilometers <= PRESELECT_KILOMETERS)
    : [];
  const chosen = exact.length === 1 ? exact[0] : exact.length === 0 && close.length === 1 ? close[0] : undefined;
  return scored.slice(0, IMPORT_LIMITS.candidates).map((entry) => {
    const point = pointOf(entry.arena);
    return {
      arenaId: entry.arena.id,
      name: entry.arena.name,
      place: [entry.arena.city, entry.arena.state].filter(Boolean).join(", "),
      // Only from the venue's own point: a town's centre is no place to measure from.
      miles: fix?.precise && point ? roundMiles(distanceMiles(fix, point)) : null,
      ...(entry === chosen ? { preselected: true } : {}),
    };
  });
}
