// Load on loopback against the production build in workerd (scripts/e2e-server.ts: fresh migrated
// and seeded D1). Two parts, each bounded in time:
//  1. Saturation: autocannon at LOAD_CONNECTIONS connections for LOAD_SECONDS on a constant Hono
//     answer (404 JSON from /api/nope) and on pages and API reads; requests per second as a ratio
//     to the constant answer, errors and unexpected statuses counted, and the workerd processes'
//     own CPU per request (Linux /proc), which the load generator on the same cores does not blur.
//     LOAD_ROUNDS rounds of every target in turn: each ratio is to the constant of its own round,
//     and the median round is reported (this machine's speed drifts by a third within minutes).
//  2. Writes: LOAD_WRITERS signed-in users each submit LOAD_PER_WRITER arenas at once; afterwards
//     D1 must hold exactly that many new arenas and as many "arena.submit" audit rows.
// Figures go into docs/performance.md; nothing here is a test.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SAMPLE_ARENA } from "../worker/arenas/sample-arena.ts";
import {
  d1Rows,
  machineLoad,
  median,
  type Saturation,
  saturate as saturateAt,
  sessionCookie,
  startBenchServer,
  type Target,
} from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 4397;
const BASE = `http://localhost:${PORT}`;
const PERSIST_DIR = path.join(ROOT, ".wrangler", `e2e-${PORT}`);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const WRITERS = Number(process.env.LOAD_WRITERS ?? 40);
const PER_WRITER = Number(process.env.LOAD_PER_WRITER ?? 5);
/** The server's process group once it runs: its workerd processes' CPU, apart from anyone else's. */
let processGroup: number | undefined;
const saturate = (target: Target) =>
  saturateAt(BASE, target, { connections: CONNECTIONS, seconds: SECONDS, processGroup });

const TARGETS: readonly Target[] = [
  { name: "constant Hono 404 (/api/nope)", path: "/api/nope", status: 404 },
  // The constant answer plus one D1 query (`select 1`): what one round trip to the local D1 costs,
  // which here runs in workerd's own process, on the same cores, and at the edge does not.
  { name: "GET /api/health (one D1 query)", path: "/api/health", status: 200, d1RoundTrips: 1 },
  { name: "GET /api/arenas", path: "/api/arenas", status: 200 },
  // A visitor (no cookie) is answered from the public page cache after the first request.
  { name: "GET /arenas (visitor, page cache)", path: "/arenas", status: 200 },
  { name: "GET / (visitor, page cache)", path: "/", status: 200 },
  // Any other cookie bypasses the cache: these are rendered every time. Their public rows are kept
  // in the isolate after the first request (docs/decisions/087), so they wait on no D1.
  { name: "GET /arenas (SSR, rendered)", path: "/arenas", status: 200, cookie: "tipoff_bench=1", d1RoundTrips: 0 },
  { name: "GET / (SSR, rendered)", path: "/", status: 200, cookie: "tipoff_bench=1", d1RoundTrips: 0 },
  // A page of about home's size that reads nothing: rendering alone.
  { name: "GET /terms (SSR, rendered)", path: "/terms", status: 200, cookie: "tipoff_bench=1", d1RoundTrips: 0 },
];

async function registerWriter(index: number, runId: string): Promise<{ cookie: string; ip: string }> {
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip },
    body: JSON.stringify({
      name: `Load Official ${index}`,
      email: `load-${runId}-${index}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return { cookie: sessionCookie(response), ip };
}

function arenaBody(name: string) {
  return { ...SAMPLE_ARENA, name, school: "Load Test University" };
}

function d1Count(sql: string): number {
  return d1Rows<{ n: number }>({ persistDir: PERSIST_DIR }, sql)[0]?.n ?? Number.NaN;
}

async function concurrentSubmissions(runId: string) {
  const writers = [];
  for (let i = 0; i < WRITERS; i += 1) writers.push(await registerWriter(i, runId));
  const statuses = new Map<number, number>();
  let networkErrors = 0;
  const started = performance.now();
  await Promise.all(
    writers.flatMap((writer, w) =>
      Array.from({ length: PER_WRITER }, async (_, k) => {
        try {
          const response = await fetch(`${BASE}/api/arenas`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: BASE,
              cookie: writer.cookie,
              "cf-connecting-ip": writer.ip,
            },
            body: JSON.stringify(arenaBody(`Load ${runId} ${w}-${k}`)),
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          networkErrors += 1;
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const arenas = d1Count(`SELECT count(*) AS n FROM arenas WHERE name LIKE 'Load ${runId} %'`);
  const audits = d1Count(
    `SELECT count(*) AS n FROM audit_log WHERE action = 'arena.submit' AND entity_id IN (SELECT id FROM arenas WHERE name LIKE 'Load ${runId} %')`,
  );
  return { sent: WRITERS * PER_WRITER, statuses, networkErrors, seconds, arenas, audits };
}

/**
 * Pages as a signed-in official gets them: the session (KV), the user's row with their favorites
 * (one D1 batch), the public rows kept in the isolate.
 */
function signedInTargets({ cookie }: { cookie: string }): Target[] {
  return [
    { name: "GET /arenas (SSR, signed in)", path: "/arenas", status: 200, cookie, d1RoundTrips: 1 },
    { name: "GET / (SSR, signed in)", path: "/", status: 200, cookie, d1RoundTrips: 1 },
    // My Games adds the person's games and preferences to what the root reads.
    { name: "GET /games (SSR, signed in)", path: "/games", status: 200, cookie },
  ];
}

/**
 * The built static file closest in size to a rendered list page, served by the assets binding
 * without our code: what carrying that many bytes through this stack costs, for scale.
 */
async function staticFileOfListSize(): Promise<Target> {
  const page = await fetch(`${BASE}/arenas`, { headers: { cookie: "tipoff_bench=1" } });
  const pageBytes = (await page.arrayBuffer()).byteLength;
  const assets = path.join(ROOT, `build-e2e-${PORT}`, "client", "assets");
  const [closest] = readdirSync(assets)
    .map((file) => ({ file, distance: Math.abs(statSync(path.join(assets, file)).size - pageBytes) }))
    .sort((a, b) => a.distance - b.distance);
  if (!closest) throw new Error(`no built assets in ${assets}`);
  return { name: "static file of /arenas' size", path: `/assets/${closest.file}`, status: 200 };
}

export async function printLoadBench() {
  const server = await startBenchServer(PORT);
  processGroup = server.processGroup;
  try {
    const targets = [...TARGETS, ...signedInTargets(await registerWriter(0, "reader")), await staticFileOfListSize()];
    // Warm the isolate and the route modules before measuring.
    // The page cache's verdict on the last warm-up request says what each target measures.
    const cacheStatus = new Map<string, string>();
    for (const target of targets) {
      const headers = target.cookie ? { cookie: target.cookie } : undefined;
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(`${BASE}${target.path}`, { headers });
        await response.arrayBuffer();
        cacheStatus.set(target.name, response.headers.get("x-tipoff-cache") ?? "-");
      }
    }

    console.log(`\nMachine: ${machineLoad()}`);
    console.log(
      `\nSaturation on loopback: ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds (ratio to the constant answer of the same round; median round)`,
    );
    const rounds: Saturation[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results: Saturation[] = [];
      for (const target of targets) results.push(await saturate(target));
      rounds.push(results);
    }
    const fmt = (value: number) => value.toFixed(2);
    for (const [index, target] of targets.entries()) {
      const runs = rounds.map((results) => {
        const [constant, health] = results;
        const result = results[index];
        if (!constant || !health || !result) throw new Error("a round without every target");
        // One local D1 round trip: /api/health is the constant answer plus one query.
        const d1RoundTripCpu = health.workerdCpuPerRequest - constant.workerdCpuPerRequest;
        const withoutLocalD1 = result.workerdCpuPerRequest - result.d1RoundTrips * d1RoundTripCpu;
        return {
          result,
          ratio: result.requestsPerSecond / constant.requestsPerSecond,
          cpuRatio: constant.workerdCpuPerRequest / result.workerdCpuPerRequest,
          cpuRatioWithoutLocalD1: constant.workerdCpuPerRequest / withoutLocalD1,
        };
      });
      const ratios = runs.map((run) => run.ratio);
      const errors = runs.reduce((sum, run) => sum + run.result.errors, 0);
      const wrong = runs.reduce((sum, run) => sum + run.result.wrong, 0);
      console.log(
        `  ${target.name.padEnd(36)} cache ${(cacheStatus.get(target.name) ?? "-").padEnd(6)} ${median(
          runs.map((run) => run.result.requestsPerSecond),
        )
          .toFixed(0)
          .padStart(
            6,
          )} req/s  ${fmt(median(ratios))}× (rounds ${ratios.map(fmt).join(", ")})  p50 ${median(runs.map((run) => run.result.p50))} ms  p99 ${median(runs.map((run) => run.result.p99))} ms  errors ${errors}  unexpected status ${wrong}`,
      );
      console.log(
        `  ${"".padEnd(36)} workerd CPU ${fmt(median(runs.map((run) => run.result.workerdCpuPerRequest)))} ms per request; the constant's is ${fmt(median(runs.map((run) => run.cpuRatio)))}× that`,
      );
      if (target.name.includes("SSR") && (target.d1RoundTrips ?? 0) > 0) {
        // Only the fixed cost of a round trip comes off, not the work of a bigger query: an upper bound.
        console.log(
          `  ${"".padEnd(36)} less ${target.d1RoundTrips} local D1 round trip: the constant's is ${fmt(median(runs.map((run) => run.cpuRatioWithoutLocalD1)))}× that`,
        );
      }
    }

    const runId = crypto.randomUUID().slice(0, 8);
    const writes = await concurrentSubmissions(runId);
    console.log(
      `\nConcurrent submissions: ${WRITERS} users × ${PER_WRITER} at once = ${writes.sent} POST /api/arenas in ${writes.seconds.toFixed(2)} s (${(writes.sent / writes.seconds).toFixed(0)}/s)`,
    );
    console.log(
      `  statuses ${JSON.stringify(Object.fromEntries(writes.statuses))}, network errors ${writes.networkErrors}`,
    );
    console.log(`  arenas stored ${writes.arenas}, audit rows ${writes.audits} (expected ${writes.sent} each)`);
    if (writes.arenas !== writes.sent || writes.audits !== writes.sent) console.log("  LOST OR EXTRA WRITES");
  } finally {
    server.stop();
  }
}

if (import.meta.main) await printLoadBench();
