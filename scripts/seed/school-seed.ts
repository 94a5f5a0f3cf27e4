import {
  collegeKind,
  type SchoolKind,
  type SchoolSector,
  schoolKeywords,
  schoolNameKey,
} from "../../core/schools/school-name.ts";
import { sqlLiteral } from "../lib/sql.ts";

// The shape of scripts/seed/schools.json (colleges): one array per school, in this column order.
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

// The shape of scripts/seed/high-schools.json: one array per school. The NCES id and the sector are
// read back from the id (highSchoolSource), so each row carries neither.
export const HIGH_SCHOOL_SEED_COLUMNS = [
  "id",
  "name",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "grades",
] as const;

export type HighSchoolSeedRow = [
  id: number,
  name: string,
  address: string,
  city: string,
  state: string,
  zipCode: string,
  latitude: number,
  longitude: number,
  grades: string,
];

/**
 * Private schools' ids start here: NCES's private-school ids (PPIN, 8 letters and digits) are read
 * as base-36 numbers above it, far from public-school ids (12 digits, below 10^12) and UNITIDs.
 */
const PRIVATE_ID_BASE = 1_000_000_000_000;
const PUBLIC_ID_DIGITS = 12;
const PRIVATE_ID_CHARACTERS = 8;

/** A high school's id in the index from its NCES source id ("nces_ccd:130255001905", "nces_pss:A9100981"). */
export function highSchoolId(sourceId: string): number | null {
  const [source, id = ""] = sourceId.split(":");
  if (source === "nces_ccd" && new RegExp(`^\\d{${PUBLIC_ID_DIGITS}}$`).test(id)) return Number(id);
  if (source === "nces_pss" && new RegExp(`^[0-9A-Z]{${PRIVATE_ID_CHARACTERS}}$`).test(id)) {
    return PRIVATE_ID_BASE + Number.parseInt(id, 36);
  }
  return null;
}

/** The NCES source id and sector of a high school's id in the index (the inverse of highSchoolId). */
export function highSchoolSource(id: number): { sourceId: string; sector: SchoolSector } {
  if (id >= PRIVATE_ID_BASE) {
    const ppin = (id - PRIVATE_ID_BASE).toString(36).toUpperCase().padStart(PRIVATE_ID_CHARACTERS, "0");
    return { sourceId: `nces_pss:${ppin}`, sector: "private" };
  }
  return { sourceId: `nces_ccd:${String(id).padStart(PUBLIC_ID_DIGITS, "0")}`, sector: "public" };
}

/** A row of the schools table as the seed writes it. */
type SchoolRow = {
  id: number;
  sourceId: string;
  kind: SchoolKind;
  name: string;
  alias: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  iclevel: number | null;
  grades: string | null;
  sector: SchoolSector | null;
};

const COLUMNS = [
  "id",
  "source_id",
  "kind",
  "name",
  "alias",
  "keywords",
  "name_key",
  "address",
  "city",
  "state",
  "zip_code",
  "latitude",
  "longitude",
  "iclevel",
  "grades",
  "sector",
] as const;

function values(row: SchoolRow): Array<string | number | null> {
  return [
    row.id,
    row.sourceId,
    row.kind,
    row.name,
    row.alias,
    schoolKeywords(row.name, row.kind),
    schoolNameKey(row.name),
    row.address,
    row.city,
    row.state,
    row.zipCode,
    row.latitude,
    row.longitude,
    row.iclevel,
    row.grades,
    row.sector,
  ];
}

export function collegeRow([
  id,
  name,
  alias,
  address,
  city,
  state,
  zipCode,
  latitude,
  longitude,
  iclevel,
]: SchoolSeedRow): SchoolRow {
  return {
    id,
    sourceId: `ipeds:${id}`,
    kind: collegeKind(iclevel),
    name,
    alias,
    address,
    city,
    state,
    zipCode,
    latitude,
    longitude,
    iclevel,
    grades: null,
    sector: null,
  };
}

export function highSchoolRow([
  id,
  name,
  address,
  city,
  state,
  zipCode,
  latitude,
  longitude,
  grades,
]: HighSchoolSeedRow): SchoolRow {
  const { sourceId, sector } = highSchoolSource(id);
  return {
    id,
    sourceId,
    kind: "high_school",
    name,
    alias: "",
    address,
    city,
    state,
    zipCode,
    latitude,
    longitude,
    iclevel: null,
    grades,
    sector,
  };
}

const UPDATED_COLUMNS = COLUMNS.filter((column) => column !== "id");
const UPDATES = UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", ");
const CHANGED = UPDATED_COLUMNS.map((column) => `schools.${column} IS NOT excluded.${column}`).join(" OR ");

/** Rows per INSERT: a few hundred keep each statement far below D1's statement size limit. */
const ROWS_PER_STATEMENT = 200;

/**
 * Upserts of the seeded schools (colleges and high schools), a few hundred rows a statement. A row
 * that has not changed is left alone (the WHERE), so a re-seed rewrites neither it nor its
 * full-text entry.
 */
export function schoolUpsertSql(colleges: readonly SchoolSeedRow[], highSchools: readonly HighSchoolSeedRow[] = []) {
  const rows = [...colleges.map(collegeRow), ...highSchools.map(highSchoolRow)];
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const list = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => `(${values(row).map(sqlLiteral).join(", ")})`)
      .join(",\n");
    statements.push(
      `INSERT INTO schools (${COLUMNS.join(", ")}) VALUES\n${list}\nON CONFLICT(id) DO UPDATE SET ${UPDATES} WHERE ${CHANGED};`,
    );
  }
  return statements;
}
