import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { toFtsQuery } from "../arenas/search.server";
import type { Db } from "../db/client.server";
import { arenas, schools } from "../db/schema.server";
import { levelFromIclevel, SCHOOL_SEARCH_LIMIT, type SchoolPlace } from "./school";

/**
 * Schools whose name, alias, town or state match every word of the search (word prefixes), the
 * best matches first, each with the approved arenas whose school is that school's name.
 */
export async function searchSchools(
  { db }: { db: Db },
  search: string,
  limit: number = SCHOOL_SEARCH_LIMIT,
): Promise<SchoolPlace[]> {
  const fts = toFtsQuery(search);
  if (!fts) return [];
  // Ranked inside the index (bm25), so the closest names come first and only `limit` rows are read.
  const rows = await db
    .select({
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
    })
    .from(
      sql`(SELECT rowid AS match_id, rank AS match_rank FROM schools_fts WHERE schools_fts MATCH ${fts} ORDER BY rank LIMIT ${limit}) AS matches`,
    )
    .innerJoin(schools, sql`${schools.id} = matches.match_id`)
    .orderBy(sql`matches.match_rank`, asc(schools.name));
  if (rows.length === 0) return [];
  const gyms = await db
    .select({ id: arenas.id, name: arenas.name, school: arenas.school })
    .from(arenas)
    .where(and(inArray(arenas.school, [...new Set(rows.map((row) => row.name))]), eq(arenas.approved, true)))
    .orderBy(asc(arenas.name), asc(arenas.id));
  return rows.map(({ latitude, longitude, iclevel, ...school }) => ({
    ...school,
    coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    level: levelFromIclevel(iclevel),
    arenas: gyms.filter((gym) => gym.school === school.name).map(({ id, name }) => ({ id, name })),
  }));
}
