// Benchmark: browse queries at 1,000, 10,000 and 100,000 approved arenas beside the seeded schools
// index (6,072 colleges and 30,979 high schools), served by the production build in workerd.
// Reports the median response time of each page/query and the ratio to 1,000; then the schools
// searches with the colleges alone and with the high schools beside them, and their ratio; plus
// SQLite's query plans. Results go into docs/performance.md; nothing here is a test.
// BENCH_ONLY=schools runs the schools comparison alone.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { runnerImport } from "vite";
import { ARENA_LEVELS } from "../core/domain.ts";
import { executeLocal, localD1File } from "../scripts/lib/local-env.ts";
import { sqlLiteral as q } from "../scripts/lib/sql.ts";
import { type HighSchoolSeedRow, type SchoolSeedRow, schoolUpsertSql } from "../scripts/seed/school-seed.ts";
import { machineLoad, median, waitForServer } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const BUILD_DIR = "build-bench";
const PORTS = [4398, 4397] as const;
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);

const WORDS = [
  "Memorial",
  "Coliseum",
  "Fieldhouse",
  "Pavilion",
  "Center",
  "Arena",
  "Gymnasium",
  "Hall",
  "Dome",
  "Court",
];
const PLACES = [
  "Lakeview",
  "Riverside",
  "Hillcrest",
  "Oak Grove",
  "Pine Ridge",
  "Maple",
  "Cedar",
  "Summit",
  "Valley",
  "Harbor",
  "Granite",
  "Prairie",
];
const CONFERENCES = Array.from({ length: 40 }, (_, i) => `Conference ${String(i + 1).padStart(2, "0")}`);

/** A small deterministic generator so every run seeds the same arenas. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function seedStatements(count: number): string[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const rows: string[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const place = pick(PLACES);
    const values = [
      `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      `${place} ${pick(WORDS)} ${i}`,
      `${place} ${pick(["High School", "College", "University", "Academy"])} ${i % 997}`,
      pick(CONFERENCES),
      pick(ARENA_LEVELS),
      `${100 + (i % 9000)} Main Street`,
      `${pick(PLACES)}ville`,
      pick(["KS", "MO", "TX", "CA", "NY", "OH", "NC", "FL", "WA", "IL"]),
      String(10000 + (i % 89999)),
      25 + next() * 24,
      -124 + next() * 57,
    ];
    rows.push(`(${values.map(q).join(", ")}, 1, ${now}, ${now})`);
  }
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    statements.push(
      `INSERT INTO arenas (id, name, school, conference, level, address, city, state, zip_code, latitude, longitude, approved, created_at, updated_at) VALUES ${rows.slice(i, i + 100).join(",\n")};`,
    );
  }
  return statements;
}

function wrangler(args: string[], persistDir: string): string {
  return execFileSync(BIN("wrangler"), [...args, "--local", "--persist-to", persistDir], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

const QUERIES = {
  "list page": "/arenas",
  "text search": "/arenas?search=hillcrest+pavilion",
  "conference + level": "/arenas?conference=Conference+07&level=NAIA",
  "nearest 3 (API)": "/api/arenas/nearest?lat=38.95&lng=-95.25&limit=3",
  "map points, all (API)": "/api/arenas/points",
  "map points, one level (API)": "/api/arenas/points?level=NAIA",
  "schools (API)": "/api/places?source=schools&q=ohio+wesleyan",
  "search + schools": "/arenas?search=ohio+wesleyan",
} as const;

const seedRows = <Row>(file: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, "scripts", "seed", file), "utf8")) as { rows: Row[] }).rows;
const COLLEGE_ROWS = seedRows<SchoolSeedRow>("schools.json");
const HIGH_SCHOOL_ROWS = seedRows<HighSchoolSeedRow>("high-schools.json");

/** The schools index as it was (colleges alone) and as it is (high schools beside them). */
const SCHOOL_SETS = {
  colleges: { colleges: COLLEGE_ROWS, highSchools: [] },
  "colleges + high schools": { colleges: COLLEGE_ROWS, highSchools: HIGH_SCHOOL_ROWS },
} as const;
type SchoolSet = keyof typeof SCHOOL_SETS;
const schoolCount = (set: SchoolSet) => SCHOOL_SETS[set].colleges.length + SCHOOL_SETS[set].highSchools.length;

/** The schools searches a person and the import make: a college, a state first, namesakes, a high school's short form. */
const SCHOOL_SEARCHES = [
  { name: "a college", search: "ohio wesleyan", state: "" },
  { name: "a state first", search: "emory", state: "GA" },
  { name: "namesakes, a state first", search: "central high school", state: "GA" },
  { name: "a high school as HS", search: "berkmar hs", state: "" },
] as const;
const placesRoute = ({ search, state }: { search: string; state: string }) =>
  `/api/places?${new URLSearchParams({ source: "schools", q: search, ...(state ? { state } : {}) })}`;
const SCHOOL_QUERIES: Record<string, string> = {
  ...Object.fromEntries(SCHOOL_SEARCHES.map((query) => [`${query.name} (API)`, placesRoute(query)])),
  "search + schools (page)": "/arenas?search=ohio+wesleyan",
  "search + schools, State filter (page)": "/arenas?search=central+high&state=GA",
};
/** Arenas beside the schools in the schools comparison. */
const SCHOOL_BENCH_ARENAS = Number(process.env.BENCH_SCHOOL_ARENAS ?? 1000);

/** The bytes of the local D1 database files under a persist directory. */
function databaseBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.sqlite(-wal|-shm)?$/.test(entry.name))
      total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const PLANS = {
  "list page": "SELECT id, name FROM arenas WHERE approved = 1 ORDER BY name, id LIMIT 51",
  "list count": "SELECT count(*) FROM arenas WHERE approved = 1",
  "text search": `SELECT id, name FROM arenas WHERE +approved = 1 AND arenas.rowid IN (SELECT rowid FROM arenas_fts WHERE arenas_fts MATCH '"hillcrest"* "pavilion"*') ORDER BY name, id LIMIT 51`,
  "conference + level":
    "SELECT id, name FROM arenas WHERE approved = 1 AND conference = 'Conference 07' AND level = 'NAIA' ORDER BY name, id LIMIT 51",
  state: "SELECT id, name FROM arenas WHERE approved = 1 AND state = 'KS' ORDER BY name, id LIMIT 51",
  // The shape of worker/schools/search.server.ts rankedSchoolsQuery, a state first.
  "school search": `SELECT schools.id, arenas.id FROM (SELECT schools_fts.rowid AS match_id, CASE WHEN 0 THEN 0 WHEN schools.state = 'GA' THEN 1 ELSE 2 END AS place_tier, schools.name_key = 'central' AS exact_name, schools.kind <> 'high_school' AS other_kind, schools_fts.rank AS match_rank FROM schools_fts JOIN schools ON schools.id = schools_fts.rowid WHERE schools_fts MATCH '"central"*' ORDER BY place_tier, exact_name DESC, other_kind, match_rank LIMIT 10) AS matches JOIN schools ON schools.id = matches.match_id LEFT JOIN arenas ON +arenas.approved = 1 AND (arenas.school_id = schools.id OR (arenas.school_id IS NULL AND arenas.school = schools.name AND arenas.state = schools.state)) ORDER BY matches.place_tier, matches.exact_name DESC, matches.other_kind, matches.match_rank, schools.name, arenas.name, arenas.id`,
  "nearest box":
    "SELECT id FROM arenas WHERE approved = 1 AND latitude BETWEEN 38.08 AND 39.82 AND (longitude BETWEEN -96.37 AND -94.13)",
} as const;

/**
 * The route as the i-th request asks it: a page's search in another mix of upper and lower case
 * (which finds the same rows), so neither the visitors' page cache nor the isolate's shared reads
 * answer it and every request runs the queries. Other routes as they are.
 */
function uncached(route: string, i: number): string {
  const url = new URL(route, "http://localhost");
  const search = url.searchParams.get("search");
  if (!url.pathname.startsWith("/api/") && search) {
    let letter = 0;
    const varied = [...search].map((character) =>
      /[a-z]/i.test(character) && ((i + 1) >> letter++) % 2 === 1 ? character.toUpperCase() : character.toLowerCase(),
    );
    url.searchParams.set("search", varied.join(""));
  }
  return `${url.pathname}${url.search}`;
}

async function time(base: string, route: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${route}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return performance.now() - started;
}

/** A fresh local D1 in its own folder: migrated, then seeded with `arenaCount` arenas and a schools index. */
function seededDatabase(arenaCount: number, schoolSet: SchoolSet): string {
  const persistDir = mkdtempSync(path.join(tmpdir(), `tipoff-bench-${arenaCount}-`));
  wrangler(["d1", "migrations", "apply", "DB"], persistDir);
  const { colleges, highSchools } = SCHOOL_SETS[schoolSet];
  executeLocal([...seedStatements(arenaCount), ...schoolUpsertSql(colleges, highSchools)], persistDir);
  return persistDir;
}

type Preview = { base: string; stop: () => Promise<void> };

/** The bench build served from `persistDir` on `port`. */
async function startPreview(persistDir: string, port: number): Promise<Preview> {
  const server = spawn(BIN("vite"), ["preview", "--port", String(port), "--strictPort"], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_BUILD_DIR: BUILD_DIR, TIPOFF_PERSIST_DIR: persistDir },
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * The median of each route on each server over SAMPLES requests (after 5 to warm up). With two
 * servers the requests alternate between them, so a busy moment of the machine falls on both.
 */
async function timeRoutes(bases: readonly string[], routes: Record<string, string>) {
  const medians: Record<string, number>[] = bases.map(() => ({}));
  for (const [name, route] of Object.entries(routes)) {
    for (let i = 0; i < 5; i += 1) for (const base of bases) await time(base, uncached(route, SAMPLES + i));
    const samples: number[][] = bases.map(() => []);
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const [at, base] of bases.entries()) samples[at]?.push(await time(base, uncached(route, i)));
    }
    for (const [at, own] of samples.entries()) (medians[at] as Record<string, number>)[name] = median(own);
  }
  return medians;
}

function queryPlans(persistDir: string): Record<string, string> {
  const plans: Record<string, string> = {};
  for (const [name, sql] of Object.entries(PLANS)) {
    const output = wrangler(["d1", "execute", "DB", "--json", "--command", `EXPLAIN QUERY PLAN ${sql}`], persistDir);
    const rows = (JSON.parse(output) as Array<{ results: Array<{ detail: string }> }>)[0]?.results ?? [];
    plans[name] = rows.map((row) => row.detail).join("\n");
  }
  return plans;
}

type Statement = { sql: string; params: unknown[] };
type SchoolSearchModule = {
  rankedSchoolsQuery: (
    db: unknown,
    terms: unknown,
    scope: { state?: string; onlyState?: string },
  ) => {
    toSQL: () => Statement;
  };
};

/**
 * The Worker's own schools statements (worker/schools/search.server.ts through Vite's module runner,
 * as scripts/openapi-validate.ts loads the app), for each search and the State filter's.
 */
async function schoolStatements(): Promise<Record<string, Statement>> {
  const load = <T>(file: string) =>
    runnerImport<T>(file, { root: ROOT, configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } });
  const { module: search } = await load<SchoolSearchModule>("./worker/schools/search.server.ts");
  const { module: terms } = await load<{ schoolSearchTerms: (search: string) => unknown }>(
    "./worker/schools/search-terms.ts",
  );
  const { module: client } = await load<{ createDb: (d1: unknown) => unknown }>("./worker/db/client.server.ts");
  // Only to build the SQL: nothing is sent through it.
  const db = client.createDb({});
  const statement = (words: string, scope: { state?: string; onlyState?: string }) =>
    search.rankedSchoolsQuery(db, terms.schoolSearchTerms(words), scope).toSQL();
  return {
    ...Object.fromEntries(
      SCHOOL_SEARCHES.map((query) => [query.name, statement(query.search, { state: query.state })]),
    ),
    "State filter": statement("central high", { onlyState: "GA" }),
  };
}

/** The median time of each statement in SQLite itself (node:sqlite, the SQLite workerd has), run alternately on each file. */
function timeStatements(files: readonly string[], statements: Record<string, Statement>, runs = 200) {
  const databases = files.map((file) => new DatabaseSync(file, { readOnly: true }));
  try {
    const medians: Record<string, number>[] = files.map(() => ({}));
    for (const [name, { sql, params }] of Object.entries(statements)) {
      const prepared = databases.map((database) => database.prepare(sql));
      const samples: number[][] = files.map(() => []);
      for (let i = 0; i < runs; i += 1) {
        for (const [at, statement] of prepared.entries()) {
          const started = performance.now();
          statement.all(...(params as SQLInputValue[]));
          samples[at]?.push(performance.now() - started);
        }
      }
      for (const [at, own] of samples.entries()) (medians[at] as Record<string, number>)[name] = median(own);
    }
    return medians;
  } finally {
    for (const database of databases) database.close();
  }
}

export async function benchBrowse() {
  execFileSync(BIN("react-router"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_BUILD_DIR: BUILD_DIR },
    stdio: "ignore",
  });
  const results: Record<number, Record<string, number>> = {};
  let plans: Record<string, string> = {};
  const sizes: Record<number, number> = {};
  for (const size of process.env.BENCH_ONLY === "schools" ? [] : SIZES) {
    const persistDir = seededDatabase(size, "colleges + high schools");
    try {
      sizes[size] = databaseBytes(persistDir);
      if (size === SIZES.at(-1)) plans = queryPlans(persistDir);
      const preview = await startPreview(persistDir, PORTS[0]);
      try {
        [results[size] = {}] = await timeRoutes([preview.base], QUERIES);
      } finally {
        await preview.stop();
      }
    } finally {
      rmSync(persistDir, { recursive: true, force: true });
    }
  }
  // The schools index as it was and as it is, served side by side.
  const sets = Object.keys(SCHOOL_SETS) as SchoolSet[];
  const persistDirs = sets.map((set) => seededDatabase(SCHOOL_BENCH_ARENAS, set));
  const previews: Preview[] = [];
  try {
    if (Object.keys(plans).length === 0) plans = queryPlans(persistDirs.at(-1) ?? "");
    const statements = timeStatements(
      persistDirs.map((dir) => localD1File(dir) ?? ""),
      await schoolStatements(),
    );
    for (const [at, dir] of persistDirs.entries()) previews.push(await startPreview(dir, PORTS[at] ?? PORTS[0]));
    const requests = await timeRoutes(
      previews.map((preview) => preview.base),
      SCHOOL_QUERIES,
    );
    const schools = { requests, statements };
    return { results, plans, sizes, schools };
  } finally {
    for (const preview of previews) await preview.stop();
    for (const dir of persistDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const ratio = (from: number, to: number) => `${from.toFixed(2)} ms → ${to.toFixed(2)} ms (${(to / from).toFixed(2)}x)`;

export async function printBrowseBench() {
  const started = machineLoad();
  const { results, plans, sizes, schools } = await benchBrowse();
  console.log(`Started at ${started}; ended at ${machineLoad()}`);
  const measured = SIZES.filter((size) => results[size]);
  for (const size of measured) {
    console.log(
      `Database with ${size} arenas and ${schoolCount("colleges + high schools")} schools: ${((sizes[size] ?? 0) / 1e6).toFixed(1)} MB`,
    );
  }
  if (measured.length > 0) {
    const smallest = results[measured[0] ?? 1000] ?? {};
    console.log(`Browse: median ms over ${SAMPLES} requests (ratio to ${measured[0]} arenas)`);
    for (const name of Object.keys(QUERIES)) {
      const cells = measured.map((size) => {
        const ms = results[size]?.[name] ?? 0;
        return `${size}: ${ms.toFixed(1)} ms (${(ms / (smallest[name] ?? ms)).toFixed(2)}x)`;
      });
      console.log(`  ${name.padEnd(22)} ${cells.join("  ")}`);
    }
  }
  const [before = {}, after = {}] = schools.requests;
  console.log(
    `Schools search beside ${SCHOOL_BENCH_ARENAS} arenas, ${schoolCount("colleges")} colleges → ${schoolCount("colleges + high schools")} schools (target ≤ 1.5×)`,
  );
  console.log(`  requests, median over ${SAMPLES} each, alternating between the two servers:`);
  for (const name of Object.keys(SCHOOL_QUERIES)) {
    console.log(`    ${name.padEnd(38)} ${ratio(before[name] ?? 0, after[name] ?? 0)}`);
  }
  const [statementBefore = {}, statementAfter = {}] = schools.statements;
  console.log("  the statement in SQLite, median over 200 runs each:");
  for (const name of Object.keys(statementBefore)) {
    console.log(`    ${name.padEnd(38)} ${ratio(statementBefore[name] ?? 0, statementAfter[name] ?? 0)}`);
  }
  console.log("Query plans at the largest size:");
  for (const [name, plan] of Object.entries(plans)) console.log(`  ${name}:\n    ${plan.replaceAll("\n", "\n    ")}`);
}

if (import.meta.main) await printBrowseBench();
