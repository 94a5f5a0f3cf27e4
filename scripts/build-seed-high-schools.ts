// Builds scripts/seed/high-schools.json, the committed index of US high schools (NCES: public schools
// from the Common Core of Data, private ones from the Private School Survey), from the reference data
// in ../shared/data (see that folder's README.md and docs/decisions/208).
//
//   node scripts/build-seed-high-schools.ts
//   SHARED_DATA_DIR=/path/to/data node scripts/build-seed-high-schools.ts
//
// Deterministic: the same input always gives byte-identical output. Compact: one array per school in
// the column order of HIGH_SCHOOL_SEED_COLUMNS, its NCES id and sector read back from its id.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readNcesHighSchools } from "./lib/shared-data.ts";
import {
  HIGH_SCHOOL_SEED_COLUMNS,
  type HighSchoolSeedRow,
  highSchoolId,
  highSchoolSource,
} from "./seed/school-seed.ts";

const OUT_FILE = path.resolve(import.meta.dirname, "seed/high-schools.json");
/** A grade span as NCES writes it: "09-12", "KG-12", "PK-12". */
const GRADES = /^(?:PK|KG|\d{2})-12$/;
const ZIP = /^\d{5}$/;

const text = (value: string) => value.replace(/\s+/g, " ").trim();
/** 6 decimals (about 0.1 m) is what the source gives; more would only be noise. */
const coordinate = (value: string, limit: number) => {
  const n = Number(value);
  return value !== "" && Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? Math.round(n * 1e6) / 1e6 : null;
};

const problems: string[] = [];
const seen = new Set<number>();
const seed: HighSchoolSeedRow[] = [];
for (const row of readNcesHighSchools()) {
  const id = highSchoolId(row.source_id);
  const name = text(row.name);
  const city = text(row.city);
  const state = text(row.state).toUpperCase();
  const latitude = coordinate(row.lat, 90);
  const longitude = coordinate(row.lon, 180);
  const problem =
    id === null
      ? "an id that is not NCES's"
      : seen.has(id)
        ? "a second row of the same id"
        : !name || !city || !/^[A-Z]{2}$/.test(state)
          ? "no name, city or state"
          : latitude === null || longitude === null
            ? "no point"
            : !GRADES.test(row.grades)
              ? `an unknown grade span "${row.grades}"`
              : !ZIP.test(row.zip)
                ? `a ZIP that is not 5 digits "${row.zip}"`
                : highSchoolSource(id).sector !== row.sector
                  ? `sector "${row.sector}" against its id`
                  : null;
  if (problem || id === null || latitude === null || longitude === null) {
    problems.push(`${row.source_id} (${row.name}): ${problem}`);
    continue;
  }
  seen.add(id);
  seed.push([id, name, text(row.street), city, state, row.zip, latitude, longitude, row.grades]);
}
seed.sort((a, b) => a[0] - b[0]);

if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
mkdirSync(path.dirname(OUT_FILE), { recursive: true });
const body = seed.map((row) => JSON.stringify(row)).join(",\n");
writeFileSync(OUT_FILE, `{"columns":${JSON.stringify(HIGH_SCHOOL_SEED_COLUMNS)},"rows":[\n${body}\n]}\n`);
console.log(`Wrote ${seed.length} high schools to ${path.relative(process.cwd(), OUT_FILE)}.`);
