import { sqlLiteral } from "../lib/sql.ts";

// The shape of scripts/seed/schools.json: one array per school, in this column order.
export const SCHOOL_SEED_COLUMNS = [
  "id",
  "name",
  "alias",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "iclevel",
] as const;

export type SchoolSeedRow = [
  id: number,
  name: string,
  alias: string,
  address: string,
  city: string,
  state: string,
  zipCode: string,
  latitude: number | null,
  longitude: number | null,
  iclevel: 1 | 2 | 3 | null,
];

const UPDATED_COLUMNS = ["name", "alias", "address", "city", "state", "zip_code", "latitude", "longitude", "iclevel"];
const UPDATES = UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", ");
const CHANGED = UPDATED_COLUMNS.map((column) => `schools.${column} IS NOT excluded.${column}`).join(" OR ");

/** Rows per INSERT: a few hundred keep each statement far below D1's statement size limit. */
const ROWS_PER_STATEMENT = 200;

/**
 * Upserts of the seeded schools, a few hundred rows a statement. A row that has not changed is
 * left alone (the WHERE), so a re-seed rewrites neither it nor its full-text entry.
 */
export function schoolUpsertSql(rows: readonly SchoolSeedRow[]): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => `(${row.map(sqlLiteral).join(", ")})`)
      .join(",\n");
    statements.push(
      `INSERT INTO schools (id, name, alias, address, city, state, zip_code, latitude, longitude, iclevel) VALUES\n${values}\nON CONFLICT(id) DO UPDATE SET ${UPDATES} WHERE ${CHANGED};`,
    );
  }
  return statements;
}
