import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, DbCtx } from "../db/client.server";
import { type ReadBatch, readAlone } from "../db/read-batch.server";
import { schools } from "../db/schema.server";
import { toFtsQuery } from "../search/fts-query";
import { type SchoolRow, streetKey, type VenueSchoolFacts } from "./school-candidates";

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
 * address (its ZIP's schools, compared by street), and, when no name is the same, the best few
 * whose names hold the site's words (in the venue's state when it has one). In the venues' order.
 */
export async function schoolsForVenues(
  deps: { db: Db; read?: ReadBatch },
  venues: readonly VenueSchoolFacts[],
): Promise<SchoolRow[][]> {
  // The search by words is one statement a venue: a batch reader sends them to D1 together.
  const { db, read = readAlone } = deps;
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
      if (sameName.length > 0 || !facts.site) return [...atStreet, ...sameName];
      return [...atStreet, ...(await schoolsByWords(db, read, facts.site.school, facts.state))];
    }),
  );
}

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
export async function venueSchoolById(deps: DbCtx, id: number): Promise<SchoolRow | null> {
  const [row] = await deps.db.select(VENUE_SCHOOL_COLUMNS).from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

/**
 * A point of the venue's ZIP (one of its schools'), for where a map opens when nothing else says
 * where the venue is: a view, never the venue's point.
 */
export async function pointInZip(deps: DbCtx, zip: string): Promise<{ latitude: number; longitude: number } | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const [row] = await deps.db
    .select({ latitude: schools.latitude, longitude: schools.longitude })
    .from(schools)
    .where(and(gte(schools.zipCode, zip), lt(schools.zipCode, nextZip(zip))))
    .limit(1);
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
}
