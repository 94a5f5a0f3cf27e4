// `npm run bench:rush`: a Friday-evening rush on loopback against the production build in workerd
// (scripts/e2e-server.ts: fresh migrated and seeded D1, its own build folder and port).
//  - RUSH_OFFICIALS officials sign up beforehand, each from its own cf-connecting-ip (the per-IP
//    limits then apply per person), and make a calendar feed link through the profile form.
//  - The rush: official i starts at i × RUSH_SECONDS / RUSH_OFFICIALS and runs RUSH_ROUNDS rounds
//    of: My Games, an arena page, GET /api/games, the calendar feed, favorite an arena (PUT, a
//    different arena each round), plan a game (POST /api/games, a different day each round).
//    Every loop is bounded by its round count; nothing waits on anything unbounded.
//  - Around the rush, the constant answer (/api/nope) is saturated at RUSH_CONNECTIONS for
//    RUSH_CONSTANT_SECONDS before and after: requests per second are reported as a ratio to it.
//  - Afterwards D1 is counted: every favorite and game answered as saved must be stored.
//  - CPU by route: after the rush, each step alone, one request at a time, RUSH_CPU_SAMPLES times;
//    the workerd processes' CPU (Linux /proc, user + system, 10 ms ticks) over the samples, divided
//    by their count. It includes the local D1 (SQLite inside workerd), which at the edge runs elsewhere.
// Figures go into docs/performance.md; nothing here is a test.
import {
  type BenchServer,
  d1Rows,
  machineLoad,
  type Saturation,
  saturate,
  sessionCookie,
  startBenchServer,
  workerdCpuMs,
  workerdEntryBase,
} from "./lib.ts";

const PORT = 4396;
// Where the rush's requests go: `workerd` (the default) sends them to the Worker's own socket in
// workerd, as the edge hands them to a Worker; `vite-preview` through the preview's Node forwarder,
// which fails requests of its own with hundreds in flight (docs/decisions/160); `wrangler` serves the
// build with `wrangler dev`, whose proxy worker lost POSTs under load too.
const THROUGH = (["workerd", "vite-preview", "wrangler"] as const).find(
  (choice) => choice === (process.env.RUSH_THROUGH ?? "workerd"),
);
if (!THROUGH) throw new Error("RUSH_THROUGH is workerd, vite-preview or wrangler");
const OFFICIALS = Number(process.env.RUSH_OFFICIALS ?? 300);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const ROUNDS = Number(process.env.RUSH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 10);
const CONSTANT_SECONDS = Number(process.env.RUSH_CONSTANT_SECONDS ?? 8);
const CPU_SAMPLES = Number(process.env.RUSH_CPU_SAMPLES ?? 60);
/** Sign-ups in flight at once before the rush (each hashes a password). */
const SIGN_UP_CONCURRENCY = 4;

type Official = { index: number; email: string; ip: string; cookie: string; feedToken: string };

const STEPS = ["My Games", "arena page", "GET /api/games", "calendar feed", "favorite", "plan a game"] as const;
type Step = (typeof STEPS)[number];

type StepRequest = { path: string; init?: RequestInit; expected: number };

function officialIp(index: number): string {
  return `10.88.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function headersFor(official: Pick<Official, "cookie" | "ip">, base: string, extra: Record<string, string> = {}) {
  return { cookie: official.cookie, "cf-connecting-ip": official.ip, origin: base, ...extra };
}

/** A future day, distinct per round, inside the planning horizon. */
function gameDate(round: number): string {
  const day = new Date(Date.now() + (14 + round) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

function stepRequest(step: Step, official: Official, round: number, arenaIds: string[], base: string): StepRequest {
  const arenaId = arenaIds[(official.index + round) % arenaIds.length] ?? "";
  switch (step) {
    case "My Games":
      return { path: "/games", expected: 200, init: { headers: headersFor(official, base) } };
    case "arena page":
      return { path: `/arenas/${arenaId}`, expected: 200, init: { headers: headersFor(official, base) } };
    case "GET /api/games":
      return { path: "/api/games", expected: 200, init: { headers: headersFor(official, base) } };
    case "calendar feed":
      // A calendar app fetches the feed by its secret URL, without a cookie.
      return {
        path: `/calendar/${official.feedToken}.ics`,
        expected: 200,
        init: { headers: { "cf-connecting-ip": official.ip } },
      };
    case "favorite":
      return {
        path: `/api/favorites/${arenaId}`,
        expected: 200,
        init: { method: "PUT", headers: headersFor(official, base) },
      };
    case "plan a game":
      return {
        path: "/api/games",
        expected: 201,
        init: {
          method: "POST",
          headers: headersFor(official, base, { "content-type": "application/json" }),
          // A start by coordinates: the drive is routed (the local fake router), nothing geocoded.
          body: JSON.stringify({
            arenaId,
            date: gameDate(round),
            time: "19:00",
            start: { label: "Home", latitude: 39.9612, longitude: -82.9988 },
          }),
        },
      };
  }
}

async function signUp(base: string, runId: string, index: number): Promise<Omit<Official, "feedToken">> {
  const ip = officialIp(index);
  const email = `rush-${runId}-${index}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "cf-connecting-ip": ip },
    body: JSON.stringify({ name: `Rush Official ${index}`, email, password: "Str0ng!Passw0rd" }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = sessionCookie(response);
  const link = await fetch(`${base}/profile`, {
    method: "POST",
    redirect: "manual",
    headers: headersFor({ cookie, ip }, base, { "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ intent: "calendar-link" }),
  });
  await link.arrayBuffer();
  if (link.status !== 302) throw new Error(`the calendar link form answered ${link.status}`);
  return { index, email, ip, cookie };
}

async function signUpAll(base: string, runId: string, persistDir: string): Promise<Official[]> {
  const made: Omit<Official, "feedToken">[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
      while (next < OFFICIALS) {
        const index = next;
        next += 1;
        made.push(await signUp(base, runId, index));
      }
    }),
  );
  const tokens = new Map(
    d1Rows<{ email: string; token: string }>(
      { persistDir },
      `SELECT u.email AS email, p.calendar_token AS token FROM users u JOIN user_preferences p ON p.user_id = u.id WHERE u.email LIKE 'rush-${runId}-%'`,
    ).map((row) => [row.email, row.token]),
  );
  return made
    .sort((a, b) => a.index - b.index)
    .map((official) => {
      const feedToken = tokens.get(official.email);
      if (!feedToken) throw new Error(`no calendar token for ${official.email}`);
      return { ...official, feedToken };
    });
}

async function arenaIdsOf(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/arenas`);
  const body = (await response.json()) as { arenas: Array<{ id: string }> };
  if (body.arenas.length < ROUNDS) throw new Error("the seeded database has too few arenas");
  return body.arenas.map((arena) => arena.id);
}

type Outcome = { step: Step; ms: number; ok: boolean; status: number };

/** The first answer of each unexpected step and status, shortened: what to look into. */
const firstFailures = new Map<string, string>();

async function timed(base: string, request: StepRequest, step: Step): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${request.path}`, { redirect: "manual", ...request.init });
    const body = await response.text();
    const key = `${step} ${response.status}`;
    if (response.status !== request.expected && !firstFailures.has(key)) {
      firstFailures.set(key, body.replace(/\s+/g, " ").slice(0, 300));
    }
    return { step, ms: performance.now() - started, ok: response.status === request.expected, status: response.status };
  } catch {
    return { step, ms: performance.now() - started, ok: false, status: 0 };
  }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function rush(base: string, officials: Official[], arenaIds: string[]) {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const spacingMs = (SECONDS * 1000) / Math.max(1, officials.length);
  await Promise.all(
    officials.map(async (official) => {
      await new Promise((resolve) => setTimeout(resolve, official.index * spacingMs));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const step of STEPS)
          outcomes.push(await timed(base, stepRequest(step, official, round, arenaIds, base), step));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** The workerd CPU per request of one step alone, one request at a time. */
async function cpuPerRequest(
  server: BenchServer,
  step: Step,
  officials: Official[],
  arenaIds: string[],
): Promise<number> {
  const { base } = server;
  // Writes use rounds the rush did not: other arenas and days, within each person's write limit.
  const requests = Array.from({ length: CPU_SAMPLES }, (_, k) => {
    const official = officials[k % officials.length];
    if (!official) throw new Error("no officials");
    return stepRequest(step, official, ROUNDS + Math.floor(k / officials.length) + 1, arenaIds, base);
  });
  const before = workerdCpuMs(server.processGroup);
  for (const request of requests) await timed(base, request, step);
  return (workerdCpuMs(server.processGroup) - before) / requests.length;
}

export async function printRushBench() {
  console.log(`Building and starting the production build on port ${PORT} (requests through ${THROUGH})…`);
  const started = await startBenchServer(PORT, { serve: THROUGH === "wrangler" ? "wrangler" : "vite-preview" });
  try {
    const server = THROUGH === "workerd" ? { ...started, base: await workerdEntryBase(started) } : started;
    const { base } = server;
    const runId = crypto.randomUUID().slice(0, 8);
    const arenaIds = await arenaIdsOf(base);
    console.log(`Signing up ${OFFICIALS} officials…`);
    const officials = await signUpAll(base, runId, server.persistDir);
    // Warm the isolate and every route before measuring; its writes are counted with the rush's.
    const warmUp: Outcome[] = [];
    for (const step of STEPS) {
      const first = officials[0];
      if (first) warmUp.push(await timed(base, stepRequest(step, first, ROUNDS + 10, arenaIds, base), step));
    }

    const constant = { name: "constant Hono 404 (/api/nope)", path: "/api/nope", status: 404 };
    const loadBefore = machineLoad();
    const before: Saturation = await saturate(base, constant, {
      connections: CONNECTIONS,
      seconds: CONSTANT_SECONDS,
      processGroup: server.processGroup,
    });
    const { outcomes, seconds } = await rush(base, officials, arenaIds);
    const after: Saturation = await saturate(base, constant, {
      connections: CONNECTIONS,
      seconds: CONSTANT_SECONDS,
      processGroup: server.processGroup,
    });
    const loadAfter = machineLoad();
    const constantRate = (before.requestsPerSecond + after.requestsPerSecond) / 2;

    const errors = outcomes.filter((outcome) => !outcome.ok);
    const statuses = new Map<string, number>();
    for (const error of errors) {
      const key = `${error.step} ${error.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const savedFavorites = [...warmUp, ...outcomes].filter(
      (outcome) => outcome.step === "favorite" && outcome.ok,
    ).length;
    const savedGames = [...warmUp, ...outcomes].filter(
      (outcome) => outcome.step === "plan a game" && outcome.ok,
    ).length;
    const [stored] = d1Rows<{ favorites: number; games: number }>(
      server,
      `SELECT (SELECT count(*) FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email LIKE 'rush-${runId}-%') AS favorites,
              (SELECT count(*) FROM games g JOIN users u ON u.id = g.user_id WHERE u.email LIKE 'rush-${runId}-%') AS games`,
    );
    const storedFavorites = stored?.favorites ?? Number.NaN;
    const storedGames = stored?.games ?? Number.NaN;

    console.log(`\nMachine: before the rush ${loadBefore}; after it ${loadAfter}`);
    console.log(
      `Rush: ${OFFICIALS} officials starting over ${SECONDS} s, ${ROUNDS} rounds of ${STEPS.length} steps each = ${outcomes.length} requests in ${seconds.toFixed(1)} s`,
    );
    const rate = outcomes.length / seconds;
    console.log(
      `  ${rate.toFixed(0)} requests/s; the constant answer at ${CONNECTIONS} connections: ${before.requestsPerSecond.toFixed(0)} req/s before, ${after.requestsPerSecond.toFixed(0)} after (rush ${(rate / constantRate).toFixed(2)}× its mean)`,
    );
    console.log(`  errors ${errors.length}${errors.length ? ` ${JSON.stringify(Object.fromEntries(statuses))}` : ""}`);
    for (const [key, body] of firstFailures) console.log(`    first ${key}: ${body}`);
    console.log(
      `  writes: favorites answered saved ${savedFavorites}, stored ${storedFavorites}; games answered saved ${savedGames}, stored ${storedGames}; lost ${savedFavorites - storedFavorites + (savedGames - storedGames)}`,
    );
    console.log("\n  step                p50 ms   p99 ms   workerd CPU ms/request (alone, sequential)");
    for (const step of STEPS) {
      const times = outcomes.filter((outcome) => outcome.step === step).map((outcome) => outcome.ms);
      const cpu = await cpuPerRequest(server, step, officials, arenaIds);
      console.log(
        `  ${step.padEnd(18)} ${percentile(times, 0.5).toFixed(0).padStart(6)} ${percentile(times, 0.99).toFixed(0).padStart(8)}   ${cpu.toFixed(1).padStart(6)}`,
      );
    }
  } finally {
    started.stop();
  }
}

if (import.meta.main) await printRushBench();
