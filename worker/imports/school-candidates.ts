// "Which gym is this?" answered from the schools index: the schools a venue may be, best first, and
// the one it is beyond doubt (its name in its own town, or its street address). Pure: the import
// and its tests share it (docs/decisions/209).
import { normalizePlace } from "../../core/arenas/duplicate-name";
import { type Coordinates, distanceKilometers, distanceMiles, roundMiles } from "../../core/geo/distance";
import type { SchoolCandidate } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import {
  distinctiveSchoolWords,
  kindEndingLength,
  MIN_KEY_LENGTH,
  nameInitials,
  namesHighSchool,
  nameWords,
  type SchoolKind,
  schoolNameKey,
  schoolNameKeys,
  schoolPlaceLine,
} from "../../core/schools/school-name";
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
  /** Its other names (a college's "WKU"), when read. */
  alias?: string;
  /** Where a search by the venue's words ranked it (0 first), when that search found it. */
  searchRank?: number;
};

/** What an event says about its place, read for the schools index. */
export type VenueSchoolFacts = {
  /** The site's name read apart (school, gym and towns), or null when the event names only an address. */
  site: VenueSite | null;
  /** The name keys the site may be under, most specific first: its school part's, and the whole name's. */
  nameKeys: string[];
  /** The words a search by words looks for: the school part's, its kind of school aside. */
  searchWords: string[];
  /** The towns the venue names (its address's, and those its site's name gives), as places compare. */
  towns: string[];
  street: string;
  city: string;
  state: string | null;
  /** The first five digits, or "". */
  zip: string;
};

/** A place's own word ending a school's name ("… High School Complex", "… Fieldhouse"). */
const TRAILING_PLACE = /\s+(?:complex|fieldhouse|field house|arena|gym|gymnasium|center|pavilion|coliseum|dome)$/i;

/** The most words a search by words takes from a site's name. */
const SEARCH_WORDS_MAX = 8;

/** The words of a school's name as a search splits them, its trailing kind of school aside. */
function searchWordsOf(name: string): string[] {
  const words = name
    .slice(0, 200)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words
    .slice(0, words.length - kindEndingLength(words))
    .filter((word) => !LINKING_WORDS.has(word))
    .slice(0, SEARCH_WORDS_MAX);
}

/** Words that only join a name's others ("Alabama State in Montgomery"). */
const LINKING_WORDS = new Set(["in", "of", "at", "on", "the", "and"]);

/** The venue's facts from the event's site name, its address and its state. */
export function venueSchoolFacts(place: { site: string | null; address: string | null; state: string | null }) {
  const site = place.site ? readSite(place.site) : null;
  const keys = new Set(
    site
      ? [
          schoolNameKey(site.school),
          // "Frenship High School Complex": the school without the place of it its name ends in.
          schoolNameKey(site.school.replace(TRAILING_PLACE, "")),
          schoolNameKey(place.site ?? ""),
        ]
      : [],
  );
  const read = readVenuePlace(place.address ?? "");
  const towns = new Set([read.city, ...(site?.towns ?? [])].map(normalizePlace).filter(Boolean));
  return {
    site,
    nameKeys: [...keys].filter((key) => key.length >= MIN_KEY_LENGTH),
    searchWords: site ? searchWordsOf(site.school) : [],
    towns: [...towns],
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
  /** The name key the venue shares with the school (its longest), or "" when none. */
  sharedKey: string;
  /** The venue's name is the school's town and its name ("Katy Taylor", "Lilburn Berkmar"). */
  byTownAndName: boolean;
  sameTown: boolean;
  /** In the state the venue names, or (when it names none) the person's own. */
  sameState: boolean;
  /** The share of the venue's words its name, aliases and initials hold, 0 to 1. */
  coverage: number;
  /** How alike the venue's words and the school's name (or an alias, or its initials) are, 0 to 1. */
  likeness: number;
  /** A college for a venue that names one, else a school whose name says "High School". */
  kindFits: boolean;
  /** The school's name starts with the venue's first word ("Blytheville High School" for "at Blytheville"). */
  startsAlike: boolean;
  /** Where a search by words found it (its rank), or the end. */
  searchRank: number;
  /** Miles from the person's usual start, when the venue names no state: nearer first. */
  fromHome: number | null;
};

const pointOf = (row: SchoolRow): Coordinates | null =>
  row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };

/** Where a venue is, as the ranking reads it: its own point, the person's usual start and its state. */
export type RankPoints = { venue: Coordinates | null; home: Coordinates | null; homeState?: string | null };

/** A name's first word of two letters or more ("H L Richards": "richards"). */
const firstWord = (words: readonly string[]) => words.find((word) => word.length >= 2) ?? "";

/** How far from the person's usual start a school of the venue's name counts as near. */
const NEAR_HOME_MILES = 40;
/** A venue's word that only starts a school's word ("Ark" of "Arkansas") counts this much of one. */
const PREFIX_WORTH = 0.75;
const PREFIX_MIN_LENGTH = 3;

/**
 * How alike two sets of words are (0 to 1): the words they share over all the words of both, a
 * venue's word that starts one of the school's counting most of one. Quadratic in words, bounded
 * by a name's few words.
 */
function wordLikeness(venue: readonly string[], school: readonly string[]): number {
  if (venue.length === 0 || school.length === 0) return 0;
  const shared = sharedWords(venue, school);
  return shared / (new Set(venue).size + new Set(school).size - shared);
}

/** The share of the venue's words the school's words hold (0 to 1), a word's start counting most of one. */
function wordCoverage(venue: readonly string[], school: readonly string[]): number {
  return venue.length === 0 ? 0 : sharedWords(venue, school) / new Set(venue).size;
}

function sharedWords(venue: readonly string[], school: readonly string[]): number {
  const own = new Set(school);
  let shared = 0;
  for (const word of new Set(venue)) {
    if (own.has(word)) shared += 1;
    else if (word.length >= PREFIX_MIN_LENGTH && school.some((other) => other.startsWith(word))) shared += PREFIX_WORTH;
  }
  return shared;
}

/** What the matching reads of a school's name, town and aliases: the same for every venue. */
type SchoolNaming = {
  keys: string[];
  town: string;
  cityKey: string;
  names: string[][];
  highSchool: boolean;
  firstWord: string;
};

/** Namings read already, by row: a season's venues share their namesakes. Bounded, oldest out first. */
const NAMINGS = new Map<number, SchoolNaming>();
const NAMINGS_KEPT = 5000;

function namingOf(row: SchoolRow): SchoolNaming {
  const known = NAMINGS.get(row.id);
  if (known) return known;
  const initials = nameInitials(row.name);
  const naming: SchoolNaming = {
    keys: schoolNameKeys(row.name, row.alias),
    town: normalizePlace(row.city),
    cityKey: nameWords(row.city).join(""),
    names: [
      distinctiveSchoolWords(row.name),
      ...(row.alias ?? "").split(/[|,;]/).map(distinctiveSchoolWords),
      ...(initials ? [[initials]] : []),
    ],
    highSchool: namesHighSchool(row.name),
    firstWord: firstWord(nameWords(row.name)),
  };
  if (NAMINGS.size >= NAMINGS_KEPT) NAMINGS.delete(NAMINGS.keys().next().value ?? row.id);
  NAMINGS.set(row.id, naming);
  return naming;
}

function judge(facts: VenueSchoolFacts, row: SchoolRow, context: JudgeContext): Judged {
  const naming = namingOf(row);
  const sameZip = facts.zip !== "" && row.zipCode.slice(0, 5) === facts.zip;
  const sameTown = sameZip || context.towns.has(naming.town);
  const state = facts.state ?? context.homeState;
  const { keys, cityKey, names } = naming;
  const key = keys[0] ?? "";
  const sharedKey = keys.filter((own) => facts.nameKeys.includes(own)).sort((a, b) => b.length - a.length)[0] ?? "";
  const byTownAndName = facts.nameKeys.some((venueKey) => venueKey === cityKey + key || venueKey === key + cityKey);
  const byAddress =
    context.street !== "" &&
    streetKey(row.address) === context.street &&
    (sameZip || (sameTown && facts.state !== null && row.state === facts.state));
  const point = pointOf(row);
  return {
    row,
    byAddress,
    sharedKey,
    byTownAndName,
    sameTown: sameTown || byTownAndName,
    sameState: state !== null && row.state === state,
    coverage: wordCoverage(context.words, names.flat()),
    likeness: Math.max(0, ...names.map((words) => wordLikeness(context.words, words))),
    kindFits: context.saysCollege ? row.kind !== "high_school" : naming.highSchool,
    startsAlike: context.words.length > 0 && naming.firstWord === firstWord(context.words),
    searchRank: context.searchRank.get(row.id) ?? Number.POSITIVE_INFINITY,
    fromHome: facts.state === null && context.home && point ? distanceMiles(context.home, point) : null,
  };
}

type JudgeContext = {
  towns: Set<string>;
  street: string;
  homeState: string | null;
  home: Coordinates | null;
  words: string[];
  saysCollege: boolean;
  searchRank: Map<number, number>;
};

/** Larger first, in order: the venue's street address, its name in its town, its name in its state, … */
const rankOf = (entry: Judged): number[] => {
  const named = entry.sharedKey.length;
  return [
    entry.byAddress ? 1 : 0,
    named > 0 && entry.sameTown && entry.sameState ? 1 : 0,
    entry.byTownAndName && entry.sameState ? 1 : 0,
    entry.sameState ? named : 0,
    // A school of the venue's very name near the person, across a state line, before a guess in it.
    named > 0 && entry.fromHome !== null && entry.fromHome <= NEAR_HOME_MILES ? named : 0,
    entry.sameState ? 1 : 0,
    named,
    entry.byTownAndName ? 1 : 0,
    entry.sameTown ? 1 : 0,
    entry.coverage,
    // Near the person's usual start ("Gulf Coast" for an official in Panama City) before a kind's guess.
    entry.fromHome !== null && entry.fromHome <= NEAR_HOME_MILES ? 1 : 0,
    entry.kindFits ? 1 : 0,
    entry.startsAlike ? 1 : 0,
    entry.likeness,
  ];
};

function byRank(a: Judged, b: Judged): number {
  const [ra, rb] = [rankOf(a), rankOf(b)];
  for (let index = 0; index < ra.length; index += 1) {
    const difference = (rb[index] ?? 0) - (ra[index] ?? 0);
    if (difference !== 0 && !Number.isNaN(difference)) return difference;
  }
  const nearer = orZero((a.fromHome ?? Number.POSITIVE_INFINITY) - (b.fromHome ?? Number.POSITIVE_INFINITY));
  const searched = orZero(a.searchRank - b.searchRank);
  // Alike in all else: the nearer to the person, then as the index ranked their words.
  return nearer || searched || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
}

const orZero = (difference: number) => (Number.isNaN(difference) ? 0 : difference);

/**
 * The schools to offer for a venue, best first, and the one it is beyond doubt. First the school
 * at the venue's street address, then its name in the venue's town, its town and name run
 * together ("Katy Taylor"), its name in the state, other schools of the state by the share of the
 * venue's words they hold, and namesakes elsewhere last. The state is the one the venue names, or
 * (when it names none) the person's own: a venue that names a state is offered no school of another,
 * and one that names none no school of another state while a school of its name is in the person's.
 * Without a state, the nearest to `home` (the person's usual start) comes first. Beyond doubt: the
 * one school at its street address, or the one school of its name whose town and state agree.
 * `rows` come in the order a search by words ranked them (after the namesakes and the address's).
 * `points.venue` is the venue's own point (its geocoded street), for the miles shown; without it
 * no distance is shown.
 */
export function rankSchools(
  facts: VenueSchoolFacts,
  rows: readonly SchoolRow[],
  points: RankPoints = { venue: null, home: null },
): { offered: SchoolCandidate[]; beyondDoubt: SchoolRow | null } {
  const homeState = facts.state === null ? (points.homeState ?? null) : null;
  const searchRank = new Map<number, number>();
  for (const row of rows) {
    if (row.searchRank !== undefined && !searchRank.has(row.id)) searchRank.set(row.id, row.searchRank);
  }
  const context: JudgeContext = {
    towns: new Set(facts.towns),
    street: streetKey(facts.street),
    homeState,
    home: points.home,
    words: distinctiveSchoolWords(facts.searchWords.join(" ")),
    saysCollege:
      facts.site !== null &&
      /\b(?:college|university|cc)\b/i.test(facts.site.school) &&
      !namesHighSchool(facts.site.school),
    searchRank,
  };
  const seen = new Set<number>();
  const judged: Judged[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    judged.push(judge(facts, row, context));
  }
  // Never guessing far: a venue that names its state is offered that state's schools alone; one
  // that names none, the person's state's alone while a school of its name is there; one with a
  // point of its own none beyond the arenas' far limit.
  const venuePoint = points.venue;
  const namedAtHome = homeState !== null && judged.some((entry) => entry.sameState && entry.sharedKey);
  const inState = facts.state !== null || namedAtHome ? judged.filter((entry) => entry.sameState) : judged;
  const considered = inState.filter((entry) => {
    const point = pointOf(entry.row);
    return !venuePoint || !point || entry.byAddress || distanceKilometers(venuePoint, point) <= FAR_KILOMETERS;
  });
  considered.sort(byRank);

  const atAddress = considered.filter((entry) => entry.byAddress);
  // The longest name the venue shares with a school is the one it says ("Harrisburg HS - SciTech
  // Campus", not Harrisburg HS); the town and the state must agree.
  const longest = Math.max(0, ...considered.map((entry) => entry.sharedKey.length));
  // With no state known at all (none named, no usual start), the one school of its name and town.
  const stateKnown = facts.state !== null || homeState !== null;
  const namedInTown = considered.filter(
    (entry) => entry.sharedKey.length === longest && longest > 0 && entry.sameTown && (entry.sameState || !stateKnown),
  );
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
