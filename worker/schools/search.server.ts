import { and, asc, eq, sql } from "drizzle-orm";
import { levelFromIclevel, SCHOOL_SEARCH_LIMIT, type SchoolPlace } from "../../core/schools/school";
import type { Db } from "../db/client.server";
import { arenas, schools } from "../db/schema.server";
import { toFtsQuery } from "../search/fts-query";

/** A school's columns as both reads select them. */
const SCHOOL_COLUMNS = {
  id: schools.id,
  name: schools.name,
  alias: schools.alias,
  address: schools.address,
  city: schools.city,
  state: schools.state,
  zipCode: schools.zipCode,
  latitude: schools.latitude,
  longitude: schools.longitude,
  iclevel: schools.iclevel,
};

/**
 * One statement: the schools whose name, alias, town or state match every word of the FTS query,
 * best first (ranked inside the index, so only `limit` schools are read), each joined to the
 * approved arenas whose school is that school's name (one row per arena, or one without).
 */
export function schoolSearchQuery(db: Db, fts: string, limit: number = SCHOOL_SEARCH_LIMIT) {
  return db
    .select({
      ...SCHOOL_COLUMNS,
      // Named apart from the school's id and name: a batch maps result columns by name.
      arenaId: sql<string | null>`${arenas.id}`.as("arena_id"),
      arenaName: sql<string | null>`${arenas.name}`.as("arena_name"),
    })
    .from(
      sql`(SELECT rowid AS match_id, rank AS match_rank FROM schools_fts WHERE schools_fts MATCH ${fts} ORDER BY rank LIMIT ${limit}) AS matches`,
    )
    .innerJoin(schools, sql`${schools.id} = matches.match_id`)
    .leftJoin(arenas, and(eq(arenas.school, schools.name), eq(arenas.approved, true)))
    .orderBy(sql`matches.match_rank`, asc(schools.name), asc(arenas.name), asc(arenas.id));
}

type SchoolSearchRow = Awaited<ReturnType<typeof schoolSearchQuery>>[number];

/** The joined rows, one place per school in the query's order, its arenas gathered. */
export function toSchoolPlaces(rows: readonly SchoolSearchRow[]): SchoolPlace[] {
  const places = new Map<number, SchoolPlace>();
  for (const { latitude, longitude, iclevel, arenaId, arenaName, ...school } of rows) {
    let place = places.get(school.id);
    if (!place) {
      place = {
        ...school,
        coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
        level: levelFromIclevel(iclevel),
        arenas: [],
      };
      places.set(school.id, place);
    }
    if (arenaId !== null && arenaName !== null) place.arenas.push({ id: arenaId, name: arenaName });
  }
  return [...places.values()];
}

/** Schools matching every word of the search (word prefixes), best first, with their arenas. */
export async function searchSchools({ db }: { db: Db }, search: string): Promise<SchoolPlace[]> {
  const fts = toFtsQuery(search);
  return fts ? toSchoolPlaces(await schoolSearchQuery(db, fts)) : [];
}

/** One school of the index by its id (IPEDS UNITID), or null. */
export async function schoolById({ db }: { db: Db }, id: number): Promise<SchoolPlace | null> {
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
