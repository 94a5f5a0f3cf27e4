// `npm run db:seed`: approved Division I arenas from scripts/seed/arenas.json, the schools index
// from scripts/seed/schools.json (colleges) and high-schools.json, plus local-only fixtures. Idempotent: arenas and schools are
// upserted by their fixed ids; fixtures are inserted once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { schoolKeywords, schoolNameKey } from "../core/schools/school-name.ts";
import { hashPassword } from "../worker/auth/password.server.ts";
import { applyMigrations, ensureDevVars, executeLocal, query, ROOT } from "./lib/local-env.ts";
import { sqlLiteral as q } from "./lib/sql.ts";
import { DEV_ACCOUNTS, DEV_CONTACT_MESSAGES, DEV_FEEDBACK, DEV_PENDING_ARENAS } from "./seed/dev-fixtures.ts";
import {
  collegeRow,
  type HighSchoolSeedRow,
  highSchoolRow,
  type SchoolSeedRow,
  schoolUpsertSql,
} from "./seed/school-seed.ts";

type SeedArena = {
  id: string;
  name: string;
  school: string;
  conference: string;
  level: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
};

export function readSeedArenas(): SeedArena[] {
  return JSON.parse(readFileSync(path.join(ROOT, "scripts", "seed", "arenas.json"), "utf8")) as SeedArena[];
}

function readSeedRows<Row>(file: string): Row[] {
  return (JSON.parse(readFileSync(path.join(ROOT, "scripts", "seed", file), "utf8")) as { rows: Row[] }).rows;
}

/** The schools index: the colleges (schools.json) and the high schools (high-schools.json). */
export function readSeedSchools(): { colleges: SchoolSeedRow[]; highSchools: HighSchoolSeedRow[] } {
  return {
    colleges: readSeedRows<SchoolSeedRow>("schools.json"),
    highSchools: readSeedRows<HighSchoolSeedRow>("high-schools.json"),
  };
}

/** Upserts of the whole schools index. */
function seedSchoolsSql(): string[] {
  const { colleges, highSchools } = readSeedSchools();
  return schoolUpsertSql(colleges, highSchools);
}

/**
 * What the seed writes of the schools index, in short: its count and the summed lengths of the
 * derived columns (name keys, keywords, aliases). `npm start` seeds the index again when the local
 * database's differs, as it does after the rules that derive those columns change.
 */
export function seedSchoolSignature(): string {
  const { colleges, highSchools } = readSeedSchools();
  const rows = [...colleges.map(collegeRow), ...highSchools.map(highSchoolRow)];
  let keys = 0;
  let keywords = 0;
  let aliases = 0;
  for (const row of rows) {
    keys += schoolNameKey(row.name).length;
    keywords += schoolKeywords(row.name, row.kind).length;
    aliases += row.alias.length;
  }
  return `${rows.length}:${keys}:${keywords}:${aliases}`;
}

/** The same signature of the local database's schools index. */
export function localSchoolSignature(): string {
  const [row] = query<{ schools: number; keys: number | null; keywords: number | null; aliases: number | null }>(
    "local",
    "SELECT count(*) AS schools, sum(length(name_key)) AS keys, sum(length(keywords)) AS keywords, sum(length(alias)) AS aliases FROM schools",
  );
  return `${row?.schools ?? 0}:${row?.keys ?? 0}:${row?.keywords ?? 0}:${row?.aliases ?? 0}`;
}

/** The schools index alone: `npm start` runs it when the local count differs from the seed's. */
export function seedLocalSchools(): void {
  executeLocal(seedSchoolsSql());
  const [row] = query<{ schools: number }>("local", "SELECT count(*) AS schools FROM schools");
  console.log(`Seeded the schools index: ${row?.schools ?? 0} schools.`);
}

export function arenaUpsertSql(arenas: readonly SeedArena[], now: number): string[] {
  return arenas.map(
    (a) =>
      `INSERT INTO arenas (id, name, school, conference, level, address, city, state, zip_code, latitude, longitude, approved, created_at, updated_at) VALUES (${[
        a.id,
        a.name,
        a.school,
        a.conference,
        a.level,
        a.address,
        a.city,
        a.state,
        a.zipCode,
        a.latitude,
        a.longitude,
      ]
        .map(q)
        .join(
          ", ",
        )}, 1, ${now}, ${now}) ON CONFLICT(id) DO UPDATE SET name = excluded.name, school = excluded.school, conference = excluded.conference, level = excluded.level, address = excluded.address, city = excluded.city, state = excluded.state, zip_code = excluded.zip_code, latitude = excluded.latitude, longitude = excluded.longitude, approved = 1;`,
  );
}

async function devFixtureSql(now: number): Promise<string[]> {
  const statements: string[] = [];
  for (const account of DEV_ACCOUNTS) {
    statements.push(
      `INSERT OR IGNORE INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES (${[account.id, account.name, account.email, true, account.role].map(q).join(", ")}, ${now}, ${now});`,
      `INSERT OR IGNORE INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (${[`${account.id}-credential`, account.id, "credential", account.id, await hashPassword(account.password)].map(q).join(", ")}, ${now}, ${now});`,
    );
  }
  DEV_PENDING_ARENAS.forEach((a, i) => {
    const at = now - (i + 1) * 3_600_000;
    statements.push(
      `INSERT OR IGNORE INTO arenas (id, name, school, conference, level, address, city, state, zip_code, latitude, longitude, parking, locker_rooms, created_by, approved, created_at, updated_at) VALUES (${[
        a.id,
        a.name,
        a.school,
        a.conference,
        a.level,
        a.address,
        a.city,
        a.state,
        a.zipCode,
        a.latitude,
        a.longitude,
        a.parking,
        a.lockerRooms,
        a.createdBy,
      ]
        .map(q)
        .join(", ")}, 0, ${at}, ${at});`,
    );
  });
  DEV_FEEDBACK.forEach((f, i) => {
    const at = now - (i + 1) * 86_400_000;
    statements.push(
      `INSERT OR IGNORE INTO feedback (id, type, content, status, user_id, created_at, updated_at) VALUES (${[f.id, f.type, f.content, f.status, f.userId].map(q).join(", ")}, ${at}, ${at});`,
    );
  });
  DEV_CONTACT_MESSAGES.forEach((m, i) => {
    const at = now - (i + 1) * 43_200_000;
    statements.push(
      `INSERT OR IGNORE INTO contact_messages (id, name, email, subject, message, status, created_at, updated_at) VALUES (${[m.id, m.name, m.email, m.subject, m.message, m.status].map(q).join(", ")}, ${at}, ${at});`,
    );
  });
  return statements;
}

/** Seeds the local D1 in `persistDir` (by default the one `TIPOFF_PERSIST_DIR` names). */
export async function seedLocal(persistDir = process.env.TIPOFF_PERSIST_DIR): Promise<void> {
  const now = Date.now();
  const arenas = readSeedArenas();
  executeLocal([...arenaUpsertSql(arenas, now), ...seedSchoolsSql(), ...(await devFixtureSql(now))], persistDir);
  const [counts] = query<Record<string, number>>(
    "local",
    "SELECT (SELECT count(*) FROM arenas WHERE approved = 1) AS approved_arenas, (SELECT count(*) FROM arenas WHERE approved = 0) AS pending_arenas, (SELECT count(*) FROM schools) AS schools, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM feedback) AS feedback, (SELECT count(*) FROM contact_messages) AS contact_messages",
    persistDir,
  );
  // node:sqlite's rows have no prototype, which console.log prints as [Object: null prototype].
  const summary = Object.entries(counts ?? {}).map(([name, count]) => `${count} ${name.replaceAll("_", " ")}`);
  console.log(`Seeded the local database: ${summary.join(", ")}.`);
}

if (import.meta.main) {
  ensureDevVars();
  applyMigrations("local");
  await seedLocal();
}
