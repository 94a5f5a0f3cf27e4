// "Which gym is this?" answered from the schools index: the schools a venue may be, best first, and
// the one it is beyond doubt (its name in its own town, or its street address). Pure: the import
// and its tests share it (docs/decisions/209).
import { normalizePlace } from "../../core/arenas/duplicate-name";
import { type Coordinates, distanceKilometers, distanceMiles, roundMiles } from "../../core/geo/distance";
import type { SchoolCandidate } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { type SchoolKind, schoolNameKey, schoolPlaceLine } from "../../core/schools/school-name";
import { readSite, readVenuePlace, type VenueSite } from "./venue-place";

/** A school of the index as the matching reads it. */
export type SchoolRow = {
  id: number;
  name: string;
  kind: SchoolKind;
  nameKey: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
};

/** What an event says about its place, read for the schools index. */
export type VenueSchoolFacts = {
  /** The site's name read apart (school and gym), or null when the event names only an address. */
  site: VenueSite | null;
  /** The name keys the site may be under: its school part's, and the whole name's. */
  nameKeys: string[];
  street: string;
  city: string;
  state: string | null;
  /** The first five digits, or "". */
  zip: string;
};

/** A key shorter than this names nothing in particular ("HS", "A"). */
const MIN_KEY_LENGTH = 3;

/** The venue's facts from the event's site name, its address and its state. */
export function venueSchoolFacts(place: { site: string | null; address: string | null; state: string | null }) {
  const site = place.site ? readSite(place.site) : null;
  const keys = new Set(site ? [schoolNameKey(site.school), schoolNameKey(place.site ?? "")] : []);
  const read = readVenuePlace(place.address ?? "");
  return {
    site,
    nameKeys: [...keys].filter((key) => key.length >= MIN_KEY_LENGTH),
    street: read.street,
    city: read.city,
    state: place.state ?? (read.state || null),
    zip: read.zipCode.slice(0, 5),
  } satisfies VenueSchoolFacts;
}

const STREET_WORDS: ReadonlyMap<string, string> = new Map([
  ["north", "n"],
  ["south", "s"],
  ["east", "e"],
  ["west", "w"],
  ["northeast", "ne"],
  ["northwest", "nw"],
  ["southeast", "se"],
  ["southwest", "sw"],
]);
const DIRECTIONS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);

/**
 * A street as two schools' addresses are compared: its house number and its first name word
 * ("405 Pleasant Hill Rd NW" and "405 Pleasant Hill Road Northwest" are "405 pleasant"). "" when it
 * has no house number.
 */
export function streetKey(street: string): string {
  const words = street
    .slice(0, 200)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS.get(word) ?? word);
  const number = words[0] ?? "";
  if (!/^\d+[a-z]?$/.test(number)) return "";
  const name = words.slice(1).find((word) => !DIRECTIONS.has(word));
  return name ? `${number} ${name}` : "";
}

/** Further than this from a venue's own point, a school is not offered (as an arena is not, 190). */
const FAR_KILOMETERS = 80;

type Judged = {
  row: SchoolRow;
  byAddress: boolean;
  byName: boolean;
  sameTown: boolean;
  sameState: boolean;
  /** Miles from the person's usual start, when the venue names no state: nearer first. */
  fromHome: number | null;
};

const pointOf = (row: SchoolRow): Coordinates | null =>
  row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };

/**
 * The schools to offer for a venue, best first, and the one it is beyond doubt. First the school
 * at the venue's street address, then its name in the venue's town, its name in the venue's
 * state, other schools of the state, and namesakes elsewhere last: with the venue's state known, a
 * namesake in another state never comes first. Without a state, the nearest to `home` (the
 * person's usual start) comes first. `point` is the venue's own point (its geocoded street), for
 * the miles shown; without it no distance is shown.
 */
export function rankSchools(
  facts: VenueSchoolFacts,
  rows: readonly SchoolRow[],
  points: { venue: Coordinates | null; home: Coordinates | null } = { venue: null, home: null },
): { offered: SchoolCandidate[]; beyondDoubt: SchoolRow | null } {
  const keys = new Set(facts.nameKeys);
  const town = normalizePlace(facts.city);
  const street = streetKey(facts.street);
  const seen = new Set<number>();
  const judged: Judged[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const sameZip = facts.zip !== "" && row.zipCode.slice(0, 5) === facts.zip;
    const sameTown = sameZip || (town !== "" && normalizePlace(row.city) === town);
    const sameState = facts.state !== null && row.state === facts.state;
    const byAddress = street !== "" && streetKey(row.address) === street && (sameZip || (sameTown && sameState));
    const point = pointOf(row);
    judged.push({
      row,
      byAddress,
      byName: keys.has(row.nameKey),
      sameTown,
      sameState,
      fromHome: facts.state === null && points.home && point ? distanceMiles(points.home, point) : null,
    });
  }
  // Never guessing far: a venue that names its state is offered that state's schools (others only
  // when it has none), and one with a point of its own none beyond the arenas' far limit.
  const venuePoint = points.venue;
  const inState = judged.filter((entry) => entry.sameState);
  const considered = (facts.state !== null && inState.length > 0 ? inState : judged).filter((entry) => {
    const point = pointOf(entry.row);
    return !venuePoint || !point || entry.byAddress || distanceKilometers(venuePoint, point) <= FAR_KILOMETERS;
  });
  const rank = (entry: Judged) => [
    entry.byAddress ? 1 : 0,
    entry.byName && entry.sameTown ? 1 : 0,
    entry.byName && entry.sameState ? 1 : 0,
    entry.sameState ? 1 : 0,
    entry.byName ? 1 : 0,
  ];
  considered.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let index = 0; index < ra.length; index += 1) {
      const difference = (rb[index] ?? 0) - (ra[index] ?? 0);
      if (difference !== 0) return difference;
    }
    const nearer = (a.fromHome ?? Number.POSITIVE_INFINITY) - (b.fromHome ?? Number.POSITIVE_INFINITY);
    return (Number.isNaN(nearer) ? 0 : nearer) || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
  });

  const atAddress = considered.filter((entry) => entry.byAddress);
  const namedInTown = considered.filter((entry) => entry.byName && entry.sameTown);
  const sure =
    atAddress.length === 1
      ? atAddress[0]
      : atAddress.length === 0 && namedInTown.length === 1
        ? namedInTown[0]
        : undefined;
  const offered = considered.slice(0, IMPORT_LIMITS.schoolCandidates).map((entry): SchoolCandidate => {
    const point = pointOf(entry.row);
    // The venue's point may be this very school's (placed by it): no distance to itself.
    const miles = points.venue && point && entry !== sure ? roundMiles(distanceMiles(points.venue, point)) : null;
    return {
      schoolId: entry.row.id,
      name: entry.row.name,
      place: schoolPlaceLine(entry.row),
      kind: entry.row.kind,
      miles,
      ...(entry === sure ? { preselected: true } : {}),
    };
  });
  return { offered, beyondDoubt: sure?.row ?? null };
}
