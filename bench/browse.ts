// Benchmark: browse queries at 1,000, 10,000 and 100,000 approved arenas beside the ~6,000 seeded
// schools, served by the production build in workerd. Reports the median response time of each page/query and the ratio to 1,000,
// plus SQLite's query plans. Results go into docs/performance.md; nothing here is a test.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ARENA_LEVELS } from "../core/domain.ts";
import { sqlLiteral as q } from "../scripts/lib/sql.ts";
import { type SchoolSeedRow, schoolUpsertSql } from "../scripts/seed/school-seed.ts";
import { median, waitForServer } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const BUILD_DIR = "build-bench";
const PORT = 4398;
const BASE = `http://localhost:${PORT}`;
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

function seedSql(count: number): string {
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
  return statements.join("\n");
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

const SCHOOL_ROWS = (
  JSON.parse(readFileSync(path.join(ROOT, "scripts", "seed", "schools.json"), "utf8")) as { rows: SchoolSeedRow[] }
).rows;

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
  "school search": `SELECT schools.id FROM (SELECT rowid AS match_id, rank AS match_rank FROM schools_fts WHERE schools_fts MATCH '"ohio"* "wesleyan"*' ORDER BY rank LIMIT 10) AS matches JOIN schools ON schools.id = matches.match_id ORDER BY matches.match_rank`,
  "school's arenas": "SELECT id, name FROM arenas WHERE school IN ('Ohio Wesleyan University') AND approved = 1",
  "nearest box":
    "SELECT id FROM arenas WHERE approved = 1 AND latitude BETWEEN 38.08 AND 39.82 AND (longitude BETWEEN -96.37 AND -94.13)",
} as const;

async function time(route: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${BASE}${route}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return performance.now() - started;
}

export async function benchBrowse() {
  execFileSync(BIN("react-router"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_BUILD_DIR: BUILD_DIR },
    stdio: "ignore",
  });
  const results: Record<number, Record<string, number>> = {};
  const plans: Record<string, string> = {};
  const sizes: Record<number, number> = {};
  for (const size of SIZES) {
    const persistDir = mkdtempSync(path.join(tmpdir(), `tipoff-bench-${size}-`));
    wrangler(["d1", "migrations", "apply", "DB"], persistDir);
    const file = path.join(persistDir, "seed.sql");
    writeFileSync(file, `${seedSql(size)}\n${schoolUpsertSql(SCHOOL_ROWS).join("\n")}\n`);
    wrangler(["d1", "execute", "DB", "--file", file, "--yes"], persistDir);
    rmSync(file);
    sizes[size] = databaseBytes(persistDir);
    if (size === SIZES.at(-1)) {
      for (const [name, sql] of Object.entries(PLANS)) {
        const output = wrangler(
          ["d1", "execute", "DB", "--json", "--command", `EXPLAIN QUERY PLAN ${sql}`],
          persistDir,
        );
        const rows = (JSON.parse(output) as Array<{ results: Array<{ detail: string }> }>)[0]?.results ?? [];
        plans[name] = rows.map((row) => row.detail).join("\n");
      }
    }
    const server = spawn(BIN("vite"), ["preview", "--port", String(PORT), "--strictPort"], {
      cwd: ROOT,
      env: { ...process.env, TIPOFF_BUILD_DIR: BUILD_DIR, TIPOFF_PERSIST_DIR: persistDir },
      stdio: "ignore",
      detached: true,
    });
    try {
      await waitForServer(BASE);
      results[size] = {};
      for (const [name, route] of Object.entries(QUERIES)) {
        for (let i = 0; i < 5; i += 1) await time(route);
        const samples: number[] = [];
        for (let i = 0; i < SAMPLES; i += 1) samples.push(await time(route));
        (results[size] as Record<string, number>)[name] = median(samples);
      }
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rmSync(persistDir, { recursive: true, force: true });
    }
  }
  return { results, plans, sizes };
}

export async function printBrowseBench() {
  const { results, plans, sizes } = await benchBrowse();
  for (const size of SIZES) {
    console.log(
      `Database with ${size} arenas and ${SCHOOL_ROWS.length} schools: ${((sizes[size] ?? 0) / 1e6).toFixed(1)} MB`,
    );
  }
  const smallest = results[SIZES[0] ?? 1000] ?? {};
  console.log(`Browse: median ms over ${SAMPLES} requests (ratio to ${SIZES[0]} arenas)`);
  for (const name of Object.keys(QUERIES)) {
    const cells = SIZES.map((size) => {
      const ms = results[size]?.[name] ?? 0;
      return `${size}: ${ms.toFixed(1)} ms (${(ms / (smallest[name] ?? ms)).toFixed(2)}x)`;
    });
    console.log(`  ${name.padEnd(20)} ${cells.join("  ")}`);
  }
  console.log("Query plans at the largest size:");
  for (const [name, plan] of Object.entries(plans)) console.log(`  ${name}:\n    ${plan.replaceAll("\n", "\n    ")}`);
}

if (import.meta.main) await printBrowseBench();
