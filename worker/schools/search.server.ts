import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Coordinates } from "../../core/geo/distance";
import { levelFromKind, SCHOOL_SEARCH_LIMIT, type SchoolPlace } from "../../core/schools/school";
import type { Db, DbCtx } from "../db/client.server";
import { arenas, schools } from "../db/schema.server";
import { stateNearest } from "./nearest-state.server";
import { type SchoolSearchTerms, schoolSearchTerms } from "./search-terms";

/** A school's columns as both reads select them. */
const SCHOOL_COLUMNS = {
  id: schools.id,
  kind: schools.kind,
  name: schools.name,
  alias: schools.alias,
  address: schools.address,
  city: schools.city,
  state: schools.state,
  zipCode: schools.zipCode,
  grades: schools.grades,
  sector: schools.sector,
  latitude: schools.latitude,
  longitude: schools.longitude,
};

/** Where the person or the venue is: schools there rank first (a state, or a point in one). */
export type SchoolsNear = { state?: string | Coordinates | null; city?: string | null };

/** How one search ranks and narrows the index. */
export type SchoolSearchScope = {
  /** Ranks this state's schools first: a code, or (a person's usual start) the state of the school nearest a point. */
  state?: string | Coordinates | null;
  /** Ranks this town's schools first (in `state`, when given). */
  city?: string | null;
  /** Only this state's schools (the arena list's State filter). */
  onlyState?: string | null;
};

/** 0 in the town, 1 in the state, 2 elsewhere. */
function placeTier({ state, city }: SchoolSearchScope): SQL {
  const stateValue = !state ? null : typeof state === "string" ? sql`${state.toUpperCase()}` : stateNearest(state);
  const inState = stateValue ? sql`${schools.state} = ${stateValue}` : null;
  const inTown = city ? sql`${schools.city} = ${city} COLLATE NOCASE${inState ? sql` AND ${inState}` : sql``}` : null;
  return sql`CASE WHEN ${inTown ?? sql`0`} THEN 0 WHEN ${inState ?? sql`0`} THEN 1 ELSE 2 END`;
}

/** A state filter inside the full-text query, so the index narrows it (state codes are plain letters). */
function ftsQuery(terms: SchoolSearchTerms, onlyState: string | null | undefined): string {
  return onlyState && /^[A-Z]{2}$/.test(onlyState) ? `(${terms.fts}) AND state : "${onlyState}"` : terms.fts;
}

/**
 * One statement: the schools whose name, alias, town, state or keywords match the search, best
 * first, each joined to its approved arenas (one row per arena, or one without). Best first: the
 * town's, then the state's, then the rest; within each, a school of exactly that name, then (for
 * a search ending in "HS") high schools, then the full-text rank. Every match is ranked (the
 * ranks come from the index anyway), so only `limit` schools are read whole.
 */
export function rankedSchoolsQuery(
  db: Db,
  terms: SchoolSearchTerms,
  scope: SchoolSearchScope = {},
  limit: number = SCHOOL_SEARCH_LIMIT,
) {
  const exact = terms.nameKey ? sql`${schools.nameKey} = ${terms.nameKey}` : sql`0`;
  const kindFirst = terms.highSchool ? sql`${schools.kind} <> 'high_school'` : sql`0`;
  return db
    .select({
      ...SCHOOL_COLUMNS,
      // Named apart from the school's id and name: a batch maps result columns by name.
      arenaId: sql<string | null>`${arenas.id}`.as("arena_id"),
      arenaName: sql<string | null>`${arenas.name}`.as("arena_name"),
    })
    .from(
      sql`(SELECT schools_fts.rowid AS match_id, ${placeTier(scope)} AS place_tier, ${exact} AS exact_name, ${kindFirst} AS other_kind, schools_fts.rank AS match_rank FROM schools_fts JOIN ${schools} ON ${schools.id} = schools_fts.rowid WHERE schools_fts MATCH ${ftsQuery(terms, scope.onlyState)} ORDER BY place_tier, exact_name DESC, other_kind, match_rank LIMIT ${limit}) AS matches`,
    )
    .innerJoin(schools, sql`${schools.id} = matches.match_id`)
    .leftJoin(
      arenas,
      // A gym added from the school, or one that names it in its state (a name alone is shared by
      // 41 Central High Schools). `+approved`: each side of the OR is then read through its own
      // index (school id; school name), not the approved arenas one by one.
      and(
        sql`+${arenas.approved} = 1`,
        or(
          eq(arenas.schoolId, schools.id),
          and(isNull(arenas.schoolId), eq(arenas.school, schools.name), eq(arenas.state, schools.state)),
        ),
      ),
    )
    .orderBy(
      sql`matches.place_tier`,
      sql`matches.exact_name DESC`,
      sql`matches.other_kind`,
      sql`matches.match_rank`,
      asc(schools.name),
      asc(arenas.name),
      asc(arenas.id),
    );
}

type SchoolSearchRow = Awaited<ReturnType<typeof rankedSchoolsQuery>>[number];

/** The joined rows, one place per school in the query's order, its arenas gathered. */
export function toSchoolPlaces(rows: readonly SchoolSearchRow[]): SchoolPlace[] {
  const places = new Map<number, SchoolPlace>();
  for (const { latitude, longitude, arenaId, arenaName, ...school } of rows) {
    let place = places.get(school.id);
    if (!place) {
      place = {
        ...school,
        coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
        level: levelFromKind(school.kind),
        arenas: [],
      };
      places.set(school.id, place);
    }
    if (arenaId !== null && arenaName !== null) place.arenas.push({ id: arenaId, name: arenaName });
  }
  return [...places.values()];
}

/**
 * Schools matching the search (word prefixes; a trailing "High School", "HS" or "H.S." only
 * ranks), best first, with their arenas. `near` ranks that town's and state's schools first;
 * without it, an exact name first, then as the full-text index ranks them.
 */
export async function searchSchools({ db }: DbCtx, search: string, near?: SchoolsNear): Promise<SchoolPlace[]> {
  const terms = schoolSearchTerms(search);
  return terms ? toSchoolPlaces(await rankedSchoolsQuery(db, terms, { state: near?.state, city: near?.city })) : [];
}

/** One school of the index by its id (a college's IPEDS UNITID, a high school's from its NCES id), or null. */
export async function schoolById({ db }: DbCtx, id: number): Promise<SchoolPlace | null> {
  const rows = await db
    .select({
      ...SCHOOL_COLUMNS,
      arenaId: sql<string | null>`null`.as("arena_id"),
      arenaName: sql<string | null>`null`.as("arena_name"),
    })
    .from(schools)
    .where(eq(schools.id, id))
    .limit(1);
  return toSchoolPlaces(rows)[0] ?? null;
}
