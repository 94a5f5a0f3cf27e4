// Builds scripts/seed/schools.json, the committed index of US colleges (IPEDS 2024 directory), from
// the reference data in ../shared/data (see that folder's README.md and docs/decisions/111).
//
//   node scripts/build-seed-schools.ts
//   SHARED_DATA_DIR=/path/to/data node scripts/build-seed-schools.ts
//
// Deterministic: the same input always gives byte-identical output. Compact: one array per school
// in the column order of SCHOOL_SEED_COLUMNS, so 6,000 schools stay under 800 KB.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readIpedsInstitutions } from "./lib/shared-data.ts";
import { SCHOOL_SEED_COLUMNS, type SchoolSeedRow } from "./seed/school-seed.ts";

const OUT_FILE = path.resolve(import.meta.dirname, "seed/schools.json");

/** IPEDS CYACTIVE 2 marks an institution closed in the current year: no games are played there. */
const CLOSED = "2";
/** IPEDS writes -1/-2/-3 for "not reported" / "not applicable"; such a field is left empty. */
const NOT_REPORTED = /^-\d$/;

const rows = readIpedsInstitutions();

const text = (value: string) => (NOT_REPORTED.test(value) ? "" : value.replace(/\s+/g, " ").trim());
const coordinate = (value: string, limit: number) => {
  const n = Number(value);
  return value !== "" && Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? Math.round(n * 1e6) / 1e6 : null;
};

const problems: string[] = [];
let closed = 0;
const seed: SchoolSeedRow[] = [];
for (const row of rows) {
  if (row.CYACTIVE === CLOSED) {
    closed += 1;
    continue;
  }
  const id = Number(row.UNITID);
  const name = text(row.INSTNM);
  const city = text(row.CITY);
  const state = text(row.STABBR);
  if (!Number.isInteger(id) || !name || !city || !state) {
    problems.push(`UNITID ${row.UNITID}: missing id, name, city or state`);
    continue;
  }
  const level = Number(row.ICLEVEL);
  // Aliases are separated by "|", commas or runs of spaces in IPEDS: kept apart by " | ", so the
  // index reads the same words and a venue can be compared with each alias whole ("Tennessee Tech").
  const alias = row.IALIAS.split(/\||,|\s{2,}/)
    .map(text)
    .filter(Boolean)
    .join(" | ");
  seed.push([
    id,
    name,
    alias,
    text(row.ADDR),
    city,
    state,
    text(row.ZIP),
    coordinate(row.LATITUDE, 90),
    coordinate(row.LONGITUD, 180),
    level === 1 || level === 2 || level === 3 ? level : null,
  ]);
}
seed.sort((a, b) => a[0] - b[0]);

if (problems.length > 0) {
  for (const p of problems) console.error(`error: ${p}`);
  process.exit(1);
}
mkdirSync(path.dirname(OUT_FILE), { recursive: true });
const body = seed.map((row) => JSON.stringify(row)).join(",\n");
writeFileSync(OUT_FILE, `{"columns":${JSON.stringify(SCHOOL_SEED_COLUMNS)},"rows":[\n${body}\n]}\n`);
console.log(`Wrote ${seed.length} schools to ${path.relative(process.cwd(), OUT_FILE)}; skipped ${closed} closed.`);
