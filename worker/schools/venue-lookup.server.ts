import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { type ReadBatch, readAlone } from "../db/read-batch.server";
import { schools } from "../db/schema.server";
import { type SchoolRow, streetKey, type VenueSchoolFacts } from "../imports/school-candidates";
import { toFtsQuery } from "../search/fts-query";

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
};

/** Namesakes read for one name at most ("Central High School" has 61 across the country). */
const NAMESAKES_READ = 200;
/** Schools found by the words of the site's name when no name is the same. */
const WORD_MATCHES_READ = 5;

/** The next ZIP after a 5-digit one, so `zip_code` between them holds both "30047" and "30047-1234". */
const nextZip = (zip: string) => String(Number(zip) + 1).padStart(5, "0");

/**
 * The schools a venue may be, read through the index: those of the site's name (any state, ranked
 * by the caller), the one at its street address (its ZIP's schools, compared by street), and, when
 * no name is the same, the best few whose names hold the site's words (in the venue's state when
 * it has one).
 */
export async function schoolsForVenue(
  deps: { db: Db; read?: ReadBatch },
  facts: VenueSchoolFacts,
): Promise<SchoolRow[]> {
  const { db, read = readAlone } = deps;
  const street = streetKey(facts.street);
  const [named, inZip] = await Promise.all([
    facts.nameKeys.length > 0
      ? read(
          db
            .select(VENUE_SCHOOL_COLUMNS)
            .from(schools)
            .where(inArray(schools.nameKey, facts.nameKeys))
            .limit(NAMESAKES_READ),
        )
      : Promise.resolve([]),
    street !== "" && /^\d{5}$/.test(facts.zip)
      ? read(
          db
            .select(VENUE_SCHOOL_COLUMNS)
            .from(schools)
            .where(and(gte(schools.zipCode, facts.zip), lt(schools.zipCode, nextZip(facts.zip)))),
        )
      : Promise.resolve([]),
  ]);
  const atStreet = inZip.filter((row) => streetKey(row.address) === street);
  if (named.length > 0 || !facts.site) return [...atStreet, ...named];
  return [...atStreet, ...(await schoolsByWords(db, read, facts.site.school, facts.state))];
}

/** The schools whose name, alias or keywords hold every word of the site's name, best first. */
async function schoolsByWords(db: Db, read: ReadBatch, words: string, state: string | null): Promise<SchoolRow[]> {
  const fts = toFtsQuery(words);
  if (!fts) return [];
  // The state as a column filter: a namesake elsewhere is never offered for a venue that names its state.
  const match = state && /^[A-Z]{2}$/.test(state) ? `${fts} AND state : "${state}"` : fts;
  return read(
    db
      .select(VENUE_SCHOOL_COLUMNS)
      .from(
        sql`(SELECT rowid AS match_id, rank AS match_rank FROM schools_fts WHERE schools_fts MATCH ${match} ORDER BY rank LIMIT ${WORD_MATCHES_READ}) AS matches`,
      )
      .innerJoin(schools, eq(schools.id, sql`matches.match_id`))
      .orderBy(sql`matches.match_rank`),
  );
}

/** One school of the index as the matching reads it, or null. */
export async function venueSchoolById(deps: { db: Db }, id: number): Promise<SchoolRow | null> {
  const [row] = await deps.db.select(VENUE_SCHOOL_COLUMNS).from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

/**
 * A point of the venue's ZIP (one of its schools'), for where a map opens when nothing else says
 * where the venue is: a view, never the venue's point.
 */
export async function pointInZip(
  deps: { db: Db },
  zip: string,
): Promise<{ latitude: number; longitude: number } | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const [row] = await deps.db
    .select({ latitude: schools.latitude, longitude: schools.longitude })
    .from(schools)
    .where(and(gte(schools.zipCode, zip), lt(schools.zipCode, nextZip(zip))))
    .limit(1);
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
}
