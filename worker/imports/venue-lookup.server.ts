import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { boundingBox, type Coordinates } from "../../core/geo/distance";
import { wordSpellings } from "../../core/schools/school-name";
import type { Db, DbCtx } from "../db/client.server";
import { type ReadBatch, readAlone } from "../db/read-batch.server";
import { schools } from "../db/schema.server";
import { type SchoolRow, streetKey, type VenueSchoolFacts } from "./school-candidates";
import { CORRECTED_MIN_LENGTH, likelyWords } from "./spelling";

const VENUE_SCHOOL_COLUMNS = {
  id: schools.id,
  name: schools.name,
  kind: schools.kind,
  nameKey: schools.nameKey,
  address: schools.address,
  city: schools.city,
  state: schools.state,
  zipCode: schools.zipCode,
  latitude: schools.latitude,
  longitude: schools.longitude,
  alias: schools.alias,
};

/** Namesakes read for one name at most ("Central High School" has 61 across the country). */
const NAMESAKES_READ = 200;
/** Schools found by the words of the site's name, best first. */
const WORD_MATCHES_READ = 16;
/** Name keys or ZIPs a statement names at most: D1 binds at most 100 parameters. */
const PER_STATEMENT = 45;

/** The next ZIP after a 5-digit one, so `zip_code` between them holds both "30047" and "30047-1234". */
const nextZip = (zip: string) => String(Number(zip) + 1).padStart(5, "0");

function chunks<Item>(list: Item[]): Item[][] {
  const parts: Item[][] = [];
  for (let index = 0; index < list.length; index += PER_STATEMENT) parts.push(list.slice(index, index + PER_STATEMENT));
  return parts;
}

/**
 * The schools each venue of an import may be, read through the index in a few statements for the
 * whole import: those of the site's name (any state, ranked by the caller), the one at its street
 * address (its ZIP's schools, compared by street), and the best few whose name, alias or town hold
 * the site's words, in the venue's state (or, when it names none, `homeState`, the person's), best
 * first; when none holds them all, the best few holding any. A venue `settled` already by its name
 * or its address (its school beyond doubt) is not searched by words. In the venues' order.
 */
export async function schoolsForVenues(
  ctx: { db: Db; read?: ReadBatch },
  venues: readonly VenueSchoolFacts[],
  {
    homeState = null,
    home = null,
    settled = () => false,
    searches = wordSearches(),
    firstOnly = false,
  }: WordSearchScope = {},
): Promise<SchoolRow[][]> {
  // The search by words is one statement a venue: a batch reader sends them to D1 together.
  const { db, read = readAlone } = ctx;
  const keys = [...new Set(venues.flatMap((facts) => facts.nameKeys))];
  const zips = [
    ...new Set(
      venues.flatMap((facts) => (streetKey(facts.street) !== "" && /^\d{5}$/.test(facts.zip) ? [facts.zip] : [])),
    ),
  ];
  const [named, inZips] = await Promise.all([
    Promise.all(
      chunks(keys).map((part) =>
        db
          .select(VENUE_SCHOOL_COLUMNS)
          .from(schools)
          .where(inArray(schools.nameKey, part))
          .limit(NAMESAKES_READ * part.length),
      ),
    ),
    Promise.all(
      chunks(zips).map((part) =>
        db
          .select(VENUE_SCHOOL_COLUMNS)
          .from(schools)
          .where(or(...part.map((zip) => and(gte(schools.zipCode, zip), lt(schools.zipCode, nextZip(zip)))))),
      ),
    ),
  ]);
  const byKey = groupBy(named.flat(), (row) => row.nameKey);
  const byZip = groupBy(inZips.flat(), (row) => row.zipCode.slice(0, 5));
  return Promise.all(
    venues.map(async (facts) => {
      const street = streetKey(facts.street);
      const atStreet =
        street === "" ? [] : (byZip.get(facts.zip) ?? []).filter((row) => streetKey(row.address) === street);
      const sameName = facts.nameKeys.flatMap((key) => (byKey.get(key) ?? []).slice(0, NAMESAKES_READ));
      if (settled(facts, [...atStreet, ...sameName])) return [...atStreet, ...sameName];
      const byWords = await schoolsOfVenueWords({ db, read }, facts, { homeState, home, searches, firstOnly });
      return [...atStreet, ...sameName, ...byWords];
    }),
  );
}

/**
 * The schools whose words hold the venue's, in its state (or the person's), near the person's
 * usual start too when the venue is in their state (or names none), best first.
 */
export function schoolsOfVenueWords(
  ctx: { db: Db; read?: ReadBatch },
  facts: VenueSchoolFacts,
  { homeState = null, home = null, searches = wordSearches(), firstOnly = false }: Omit<WordSearchScope, "settled">,
): Promise<SchoolRow[]> {
  const near = home && (facts.state === null || facts.state === homeState) ? home : null;
  return schoolsByWords(ctx.db, ctx.read ?? readAlone, facts.searchWords, {
    state: facts.state ?? homeState,
    near,
    searches,
    firstOnly,
  });
}

/** Where a venue's words are searched: the person's state and usual start, and which venues need no search. */
export type WordSearchScope = {
  homeState?: string | null;
  home?: Coordinates | null;
  /** The import's searches, shared by its venues. */
  searches?: WordSearches;
  /** Only the first search by words (every word), none of the others after it. */
  firstOnly?: boolean;
  /** Whether a venue's namesakes and street settle it: then it is not searched by its words. */
  settled?: (facts: VenueSchoolFacts, rows: readonly SchoolRow[]) => boolean;
};

function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A word as the full-text query looks for it: any of its spellings, as a word prefix. */
const ftsWord = (word: string) => {
  const all = wordSpellings(word);
  // "tech"* finds "technical" and "technology" already: a spelling the shorter one starts is left out.
  const spellings = all
    .filter((spelling) => !all.some((other) => other !== spelling && spelling.startsWith(other)))
    .map((spelling) => `"${spelling.replaceAll('"', '""')}"*`);
  return spellings.length === 1 ? (spellings[0] ?? "") : `(${spellings.join(" OR ")})`;
};

/** Words this short hold too many schools to search by alone ("St", "Mt", "A"). */
const ANY_WORD_MIN_LENGTH = 3;

/**
 * The schools whose name, alias, town or keywords hold every word of the site's name, best first
 * (a name's words weigh most, then an alias's, then the town's); when none holds them all, those
 * holding the most telling of them ("Guerin Catholic": St. Theodore Guerin High School).
 */
async function schoolsByWords(
  db: Db,
  read: ReadBatch,
  words: readonly string[],
  scope: { state: string | null; near: Coordinates | null; searches: WordSearches; firstOnly: boolean },
): Promise<SchoolRow[]> {
  if (words.length === 0) return [];
  // The state as a column filter: a namesake elsewhere is never offered for a venue that names its state.
  const inState = scope.state && /^[A-Z]{2}$/.test(scope.state) ? ` AND state : "${scope.state}"` : "";
  // One search read once an import: the venue's first search is asked again by its question.
  const matches = (match: string, near?: Coordinates) => {
    const key = near ? `${match}|${near.latitude},${near.longitude}` : match;
    let found = scope.searches.matches.get(key);
    if (!found) {
      found = wordMatches(db, read, match, near);
      scope.searches.matches.set(key, found);
    }
    return found;
  };
  const search = async (query: string) => {
    const everywhere = await matches(`(${query})${inState}`);
    // The schools near the person's usual start are read apart when more matched than were read:
    // one word ("North") holds hundreds.
    if (!scope.near || everywhere.length < WORD_MATCHES_READ) return everywhere;
    return [...(await matches(`(${query})${inState}`, scope.near)), ...everywhere];
  };
  const found = await search(words.map(ftsWord).join(" AND "));
  if (found.length > 0 || scope.firstOnly) return found;
  // The searches after the first are a season's few odd venues, not a thousand unknown ones.
  if (scope.searches.fallbacksLeft <= 0) return [];
  scope.searches.fallbacksLeft -= 1;
  // "Glenville State College", now a university: the college's kind word aside.
  const kindAside = words.filter((word) => !COLLEGE_WORDS.has(word));
  if (kindAside.length > 0 && kindAside.length < words.length) {
    const renamed = await search(kindAside.map(ftsWord).join(" AND "));
    if (renamed.length > 0) return renamed;
  }
  // A word the index does not hold may be misspelt ("Hertige HS"): its likely words instead.
  const corrected = await correctedWords(db, read, words, scope.searches);
  if (corrected) {
    const fixed = await search(corrected.join(" AND "));
    if (fixed.length > 0) return fixed;
  }
  // "Spring Hill Springstead High School": a town first, then the school's own words.
  for (let skipped = 1; skipped <= TOWN_WORDS_SKIPPED && words.length - skipped >= 1; skipped += 1) {
    const rest = words.slice(skipped);
    if (!rest.some((word) => word.length >= SKIPPED_TOWN_REST_MIN_LENGTH)) break;
    // Only a town of the index: "Alabama State" does not start with one.
    const town = `city : "${words.slice(0, skipped).join(" ").replaceAll('"', "")}"`;
    let isTown = scope.searches.towns.get(`${town}${inState}`);
    if (!isTown) {
      isTown = wordMatches(db, read, `${town}${inState}`).then((rows) => rows.length > 0);
      scope.searches.towns.set(`${town}${inState}`, isTown);
    }
    if (!(await isTown)) continue;
    const afterTown = await search(rest.map(ftsWord).join(" AND "));
    if (afterTown.length > 0) return afterTown;
  }
  const telling = words.filter((word) => word.length >= ANY_WORD_MIN_LENGTH);
  if (telling.length < 2) return [];
  return search(telling.map(ftsWord).join(" OR "));
}

/**
 * What one import's searches by words share: the venues still allowed the searches after the first
 * (a misspelling, a renamed college, a town first, any word), and the index's words and towns read.
 */
export type WordSearches = {
  fallbacksLeft: number;
  matches: Map<string, Promise<SchoolRow[]>>;
  knownWords: Map<string, Promise<string[]>>;
  towns: Map<string, Promise<boolean>>;
};

/** Venues of one import searched past their first search: a season's odd venues, with room to spare. */
export const FALLBACK_SEARCHES_PER_IMPORT = 60;

export function wordSearches(): WordSearches {
  return { fallbacksLeft: FALLBACK_SEARCHES_PER_IMPORT, matches: new Map(), knownWords: new Map(), towns: new Map() };
}

/** Words that say a college is one, which a rename changes ("State College" to "State University"). */
const COLLEGE_WORDS = new Set(["college", "university"]);
/** A town before a school's name takes this many words at most ("Spring Hill"). */
const TOWN_WORDS_SKIPPED = 2;
/** What is left after a town must hold a word this long: a school's own name, not "South". */
const SKIPPED_TOWN_REST_MIN_LENGTH = 6;
/** How far from the person's usual start the schools read apart are. */
const NEAR_HOME_SEARCH_MILES = 50;

/** Words a misspelt word is compared with at most: those of its first two letters. */
const KNOWN_WORDS_READ = 3000;
/** Corrections tried for one word at most. */
const CORRECTIONS_PER_WORD = 4;
/** Words corrected in one venue at most. */
const CORRECTED_PER_VENUE = 2;

/**
 * The venue's words as a full-text query with each word the index does not hold (of five letters
 * or more) replaced by the index's words one edit from it (two from seven letters), or null when
 * no word needed it or none has a likely word.
 */
async function correctedWords(
  db: Db,
  read: ReadBatch,
  words: readonly string[],
  searches: WordSearches,
): Promise<string[] | null> {
  // Words of letters alone: a number or a code ("G-100027", "17U") is no misspelt name.
  const long = [...new Set(words.filter((word) => word.length >= CORRECTED_MIN_LENGTH && /^\p{L}+$/u.test(word)))];
  if (long.length === 0) return null;
  const held = new Set(
    (
      await read(
        db
          .select({ term: sql<string>`term` })
          .from(sql`schools_fts_words`)
          .where(
            sql`term IN (${sql.join(
              long.map((word) => sql`${word}`),
              sql`, `,
            )})`,
          ),
      )
    ).map((row) => row.term),
  );
  const unknown = long.filter((word) => !held.has(word)).slice(0, CORRECTED_PER_VENUE);
  if (unknown.length === 0) return null;
  const likely = await Promise.all(
    unknown.map(async (word) => {
      const start = word.slice(0, 2);
      const key = `${start} ${word.length}`;
      let known = searches.knownWords.get(key);
      if (!known) {
        known = read(
          db
            .select({ term: sql<string>`term` })
            .from(sql`schools_fts_words`)
            .where(
              sql`term >= ${start} AND term < ${`${start}\u{10FFFF}`} AND length(term) BETWEEN ${word.length - 2} AND ${word.length + 2}`,
            )
            .limit(KNOWN_WORDS_READ),
        ).then((rows) => rows.map((row) => row.term));
        searches.knownWords.set(key, known);
      }
      return [word, likelyWords(word, await known, CORRECTIONS_PER_WORD)] as const;
    }),
  );
  if (likely.every(([, found]) => found.length === 0)) return null;
  const corrections = new Map(likely);
  return words.map((word) => {
    const found = corrections.get(word);
    if (!found || found.length === 0) return ftsWord(word);
    return `(${found.map((other) => `"${other}"`).join(" OR ")})`;
  });
}

async function wordMatches(db: Db, read: ReadBatch, match: string, near?: Coordinates): Promise<SchoolRow[]> {
  const box = near ? boundingBox(near, NEAR_HOME_SEARCH_MILES) : null;
  const inBox = box
    ? sql` AND schools.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude} AND (${sql.join(
        box.longitudes.map((range) => sql`schools.longitude BETWEEN ${range.min} AND ${range.max}`),
        sql` OR `,
      )})`
    : sql``;
  const rows = await read(
    db
      .select(VENUE_SCHOOL_COLUMNS)
      .from(
        sql`(SELECT schools_fts.rowid AS match_id, bm25(schools_fts, 10.0, 4.0, 3.0, 0.0, 1.0) AS match_rank FROM schools_fts JOIN schools ON schools.id = schools_fts.rowid WHERE schools_fts MATCH ${match}${inBox} ORDER BY match_rank LIMIT ${WORD_MATCHES_READ}) AS matches`,
      )
      .innerJoin(schools, eq(schools.id, sql`matches.match_id`))
      .orderBy(sql`matches.match_rank`),
  );
  return rows.map((row, searchRank) => ({ ...row, searchRank }));
}

/** One school of the index as the matching reads it, or null. */
export async function venueSchoolById(ctx: DbCtx, id: number): Promise<SchoolRow | null> {
  const [row] = await ctx.db.select(VENUE_SCHOOL_COLUMNS).from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

/**
 * A point of the venue's ZIP (one of its schools'), for where a map opens when nothing else says
 * where the venue is: a view, never the venue's point.
 */
export async function pointInZip(ctx: DbCtx, zip: string): Promise<{ latitude: number; longitude: number } | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const [row] = await ctx.db
    .select({ latitude: schools.latitude, longitude: schools.longitude })
    .from(schools)
    .where(and(gte(schools.zipCode, zip), lt(schools.zipCode, nextZip(zip))))
    .limit(1);
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
}
