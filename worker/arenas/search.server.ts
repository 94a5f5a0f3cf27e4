import { and, asc, count, eq, gt, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ArenaPoint, ArenaSummary } from "../../core/arenas/arena-summary";
import { ARRIVAL_TEXT_KEYS } from "../../core/arenas/arrival-text";
import { type ArenaLevel, FEATURED_ARENA_COUNT } from "../../core/domain";
import type { Coordinates } from "../../core/geo/distance";
import { decodeCursor, encodeCursor, NameCursor } from "../../core/pagination/cursor";
import type { SchoolPlace } from "../../core/schools/school";
import type { ArenaFilters } from "../../core/validation/arena-query";
import type { Db, DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import type { SharedReadsCtx } from "../public-data/shared-reads.server";
import { rankedSchoolsQuery, type SchoolSearchScope, toSchoolPlaces } from "../schools/search.server";
import { schoolSearchTerms } from "../schools/search-terms";
import { toFtsQuery } from "../search/fts-query";

export const summaryColumns = {
  id: arenas.id,
  name: arenas.name,
  school: arenas.school,
  conference: arenas.conference,
  level: arenas.level,
  city: arenas.city,
  state: arenas.state,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
};

type SummaryRow = Pick<typeof arenas.$inferSelect, keyof typeof summaryColumns>;

/** To 5 decimals, about a metre: more than any geocoder or pin gives, and the lists' data stay small. */
const toFixed5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * A card's worth of an arena. Coordinates are rounded to about a metre: a full double's 17 digits
 * were a sixth of the list page's loader data, and card distances are shown to 0.1 mile.
 */
export function toSummary(row: SummaryRow): ArenaSummary {
  const { latitude, longitude, ...rest } = row;
  const coordinates =
    latitude !== null && longitude !== null ? { latitude: toFixed5(latitude), longitude: toFixed5(longitude) } : null;
  return { ...rest, coordinates };
}

/**
 * Case-insensitive (for ASCII, as LIKE would be) literal containment. Not LIKE: D1 refuses LIKE
 * patterns over 50 bytes, which 13 emoji or 49 punctuation marks already pass.
 */
function containsLiterally(column: SQLiteColumn, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}

/**
 * Searchable words go through the full-text index. `+approved` keeps SQLite from walking the
 * whole approved-by-name index instead (without statistics it would): the matches are found in
 * the index, then fetched by rowid and sorted.
 */
function searchCondition(search: string): { match: SQL | undefined; approved: SQL } {
  const fts = search ? toFtsQuery(search) : null;
  if (fts) {
    return {
      match: sql`${arenas}.rowid IN (SELECT rowid FROM arenas_fts WHERE arenas_fts MATCH ${fts})`,
      approved: sql`+${arenas.approved} = 1`,
    };
  }
  // No words the index can match (punctuation, symbols): compare the text itself.
  const columns = [arenas.name, arenas.school, arenas.city];
  const literal = search ? or(...columns.map((column) => containsLiterally(column, search))) : undefined;
  return { match: literal, approved: eq(arenas.approved, true) };
}

const filled = (column: SQLiteColumn) => sql`coalesce(${column}, '') <> ''`;

/** An arena with any officials' arrival detail: a note, a pin or the minutes to arrive early. */
const hasArrivalDetails = or(
  ...ARRIVAL_TEXT_KEYS.map((field) => filled(arenas[field])),
  isNotNull(arenas.entranceLatitude),
  isNotNull(arenas.parkingLatitude),
  isNotNull(arenas.arrivalMinutes),
);

function approvedArenaFilter(filters: ArenaFilters): SQL | undefined {
  const { match, approved } = searchCondition(filters.search);
  return and(
    approved,
    filters.conference ? eq(arenas.conference, filters.conference) : undefined,
    filters.level ? eq(arenas.level, filters.level as ArenaLevel) : undefined,
    filters.state ? eq(arenas.state, filters.state) : undefined,
    filters.arrival ? hasArrivalDetails : undefined,
    match,
  );
}

/**
 * Every approved arena matching the filters that has coordinates, as compact tuples for the map
 * (no paging: the map clusters them in the browser). Values come back as arrays, not objects, so
 * D1 does not repeat column names 100,000 times.
 */
export async function listArenaPoints({ db }: DbCtx, filters: ArenaFilters): Promise<ArenaPoint[]> {
  // Unordered (the map does not care) and as raw rows: no sort, no object per row.
  const rows = await db
    .select({ id: arenas.id, latitude: arenas.latitude, longitude: arenas.longitude, name: arenas.name })
    .from(arenas)
    .where(and(approvedArenaFilter(filters), isNotNull(arenas.latitude), isNotNull(arenas.longitude)))
    .values();
  return rows.map(([id, latitude, longitude, name]) => [
    String(id),
    toFixed5(Number(latitude)),
    toFixed5(Number(longitude)),
    String(name),
  ]);
}

const NO_FILTERS: ArenaFilters = { search: "", conference: "", level: "", state: "", arrival: "" };

/** One page of arena search results: the arenas, how many match in all, and the cursor to the next page. */
export type ArenaResultsPage = { arenas: ArenaSummary[]; total: number; nextCursor: string | null };

/** Approved arenas matching `where`, by name, after the cursor's arena, at most `rows` of them. */
function pageRowsQuery(db: Db, where: SQL | undefined, { cursor, rows }: { cursor?: string; rows: number }) {
  const after = decodeCursor(cursor, NameCursor);
  const afterCursor = after
    ? or(gt(arenas.name, after[0]), and(eq(arenas.name, after[0]), gt(arenas.id, after[1])))
    : undefined;
  return db
    .select(summaryColumns)
    .from(arenas)
    .where(and(where, afterCursor))
    .orderBy(asc(arenas.name), asc(arenas.id))
    .limit(rows);
}

/** A page (one more row than asked, to know whether there is a next) and the total of the whole filter. */
function pageQueries(db: Db, filters: ArenaFilters, { cursor, limit }: { cursor?: string; limit: number }) {
  const where = approvedArenaFilter(filters);
  return [
    pageRowsQuery(db, where, { cursor, rows: limit + 1 }),
    db.select({ total: count() }).from(arenas).where(where),
  ] as const;
}

function toArenaResultsPage(rows: SummaryRow[], totals: { total: number }[], limit: number): ArenaResultsPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    arenas: page.map(toSummary),
    total: totals[0]?.total ?? 0,
    nextCursor: rows.length > limit && last ? encodeCursor([last.name, last.id]) : null,
  };
}

/** One page of approved arenas by name, with the total count, filtered in SQL. */
export async function searchArenas(
  { db }: DbCtx,
  filters: ArenaFilters,
  paging: { cursor?: string; limit: number },
): Promise<ArenaResultsPage> {
  const [rows, totals] = await db.batch(pageQueries(db, filters, paging));
  return toArenaResultsPage(rows, totals, paging.limit);
}

const levelsQuery = (db: Db) =>
  db
    .selectDistinct({ level: arenas.level })
    .from(arenas)
    .where(and(eq(arenas.approved, true), isNotNull(arenas.level)))
    .orderBy(asc(arenas.level));
const toLevels = (rows: { level: string | null }[]) => rows.flatMap((row) => (row.level ? [row.level] : []));

// A gym added without a conference (not a college level) has it empty: not an option to filter by.
const conferencesQuery = (db: Db) =>
  db
    .selectDistinct({ conference: arenas.conference })
    .from(arenas)
    .where(and(eq(arenas.approved, true), ne(arenas.conference, "")))
    .orderBy(asc(arenas.conference));
const toConferences = (rows: { conference: string }[]) => rows.map((row) => row.conference);

/** The level options: distinct levels of approved arenas. */
export async function listApprovedLevels({ db }: DbCtx): Promise<string[]> {
  return toLevels(await levelsQuery(db));
}

export async function listApprovedConferences({ db }: DbCtx): Promise<string[]> {
  return toConferences(await conferencesQuery(db));
}

export type BrowsePage = ArenaResultsPage & { levels: string[]; conferences: string[]; schools: SchoolPlace[] };

type BrowseReader = DbCtx & SharedReadsCtx;

/** What sets a list page's shared rows apart: its filters, its place in the list and how its schools are ranked. */
const browseKey = (
  filters: ArenaFilters,
  { cursor, limit }: { cursor?: string; limit: number },
  schools: SchoolSearchScope | null = null,
) =>
  JSON.stringify([
    "browse",
    filters.search,
    filters.conference,
    filters.level,
    filters.state,
    filters.arrival,
    cursor ?? "",
    limit,
    schools,
  ]);

/**
 * The schools listed under a search: the State filter's alone; else, for a person with a usual
 * start, their state's first (the state of the school nearest it).
 */
function browseSchoolScope(filters: ArenaFilters, usualStart: Coordinates | null): SchoolSearchScope {
  if (filters.state) return { onlyState: filters.state };
  return { state: usualStart };
}

/**
 * What the list page reads (a page of arenas and the filter options) in one D1 batch, shared by
 * every reader (kept in the isolate, docs/decisions/087). The person's favorites come with their
 * session (`getSignedInPerson`); their usual start, when they have one, ranks the schools.
 */
export async function loadBrowsePage(
  { db, sharedReads }: BrowseReader,
  filters: ArenaFilters,
  paging: { cursor?: string; limit: number },
  { usualStart = null }: { usualStart?: Coordinates | null } = {},
): Promise<BrowsePage> {
  // A search's first page also lists matching schools (whose gyms may not be on Tipoff yet), read
  // in the same round trip.
  const terms = filters.search && !paging.cursor ? schoolSearchTerms(filters.search) : null;
  if (terms) {
    const scope = browseSchoolScope(filters, usualStart);
    const [rows, totals, levels, conferences, schoolRows] = await sharedReads.read(
      browseKey(filters, paging, scope),
      () =>
        db.batch([
          ...pageQueries(db, filters, paging),
          levelsQuery(db),
          conferencesQuery(db),
          rankedSchoolsQuery(db, terms, scope),
        ]),
    );
    return {
      ...toArenaResultsPage(rows, totals, paging.limit),
      levels: toLevels(levels),
      conferences: toConferences(conferences),
      schools: toSchoolPlaces(schoolRows),
    };
  }
  const [rows, totals, levels, conferences] = await sharedReads.read(browseKey(filters, paging), () =>
    db.batch([...pageQueries(db, filters, paging), levelsQuery(db), conferencesQuery(db)]),
  );
  return {
    ...toArenaResultsPage(rows, totals, paging.limit),
    levels: toLevels(levels),
    conferences: toConferences(conferences),
    schools: [],
  };
}

/** Featured arenas: the first approved ones by name, shared like the list's. */
export async function loadFeaturedArenas({ db, sharedReads }: BrowseReader): Promise<ArenaSummary[]> {
  const rows = await sharedReads.read("featured", async () =>
    pageRowsQuery(db, approvedArenaFilter(NO_FILTERS), { rows: FEATURED_ARENA_COUNT }),
  );
  return rows.map(toSummary);
}
