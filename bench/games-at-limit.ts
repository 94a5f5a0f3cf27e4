// Benchmark: an official at the limit on upcoming games (500, all imported from one file), beside
// one with 10. What My Games (its first page) and the private calendar feed cost in workerd CPU and
// bytes, as a ratio to GET /api/health measured in the same run. Run with `npm run bench:limit`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { machineLoad, median, sessionCookie, startBenchServer, workerdCpuMs } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 4397;
const BASE = `http://localhost:${PORT}`;
const LIMIT = 500;
const SMALL = 10;
const REQUESTS = Number(process.env.LIMIT_BENCH_REQUESTS ?? 20);
const ROUNDS = Number(process.env.LIMIT_BENCH_ROUNDS ?? 3);
const DAY_MS = 86_400_000;

type SeedArena = { name: string; address: string; city: string; state: string; zipCode: string };

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A season of `count` games at the seeded arenas, one every 18 hours from tomorrow, as an iCalendar feed. */
function seasonCalendar(runId: string, count: number): string {
  const arenas = (JSON.parse(readFileSync(path.join(ROOT, "scripts/seed/arenas.json"), "utf8")) as SeedArena[]).slice(
    0,
    12,
  );
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:Limit ${runId}`,
  ];
  for (let index = 0; index < count; index += 1) {
    const arena = arenas[index % arenas.length];
    if (!arena) throw new Error("no seeded arenas");
    const start = Date.now() + DAY_MS + index * 18 * 3_600_000;
    lines.push(
      "BEGIN:VEVENT",
      `UID:limit-${runId}-${index}`,
      `DTSTART:${stamp(start)}`,
      "SUMMARY:Lions at Tigers (Varsity Boys)",
      `LOCATION: ${arena.address}, ${arena.city}, ${arena.state} ${arena.zipCode}`,
      `DESCRIPTION:Site: ${arena.name}\\nPat Lee  Position: Referee\\nSam Roe  Position: Umpire`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

async function official(runId: string, games: number, ip: string) {
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip },
    body: JSON.stringify({
      name: "Limit Bench",
      email: `limit-${runId}-${games}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = sessionCookie(signUp);
  const imported = await fetch(`${BASE}/api/games/import`, {
    method: "POST",
    headers: { "content-type": "text/calendar", origin: BASE, "cf-connecting-ip": ip, cookie },
    body: seasonCalendar(`${runId}-${games}`, games),
  });
  const result = (await imported.json()) as { created: number };
  if (result.created !== games) throw new Error(`imported ${result.created} of ${games} games`);
  const link = await fetch(`${BASE}/profile`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, "cf-connecting-ip": ip, cookie },
    body: "intent=calendar-link",
    redirect: "manual",
  });
  if (link.status !== 302) throw new Error(`calendar link answered ${link.status}`);
  const profile = await (await fetch(`${BASE}/profile`, { headers: { cookie, "cf-connecting-ip": ip } })).text();
  const token = /\/calendar\/([A-Za-z0-9_-]+)\.ics/.exec(profile)?.[1];
  if (!token) throw new Error("no calendar link on the profile");
  return { cookie, ip, feed: `/calendar/${token}.ics` };
}

/**
 * Mean workerd CPU ms per request over `requests` sequential requests (the /proc clock ticks at 10
 * ms). Other benches of one page against another measure with it too (bench/pay-year.ts).
 */
export async function cpuPerRequest(
  processGroup: number,
  url: string,
  headers: Record<string, string> = {},
  { base = BASE, requests = REQUESTS }: { base?: string; requests?: number } = {},
) {
  let bytes = 0;
  const before = workerdCpuMs(processGroup);
  const started = performance.now();
  for (let index = 0; index < requests; index += 1) {
    const response = await fetch(`${base}${url}`, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes = (await response.arrayBuffer()).byteLength;
  }
  return {
    cpu: (workerdCpuMs(processGroup) - before) / requests,
    wall: (performance.now() - started) / requests,
    bytes,
  };
}

export async function benchGamesAtLimit() {
  const server = await startBenchServer(PORT);
  try {
    const runId = Date.now().toString(36);
    const full = await official(runId, LIMIT, "10.43.0.1");
    const light = await official(runId, SMALL, "10.43.0.2");
    const rows: Record<string, { cpu: number[]; wall: number[]; bytes: number }> = {};
    const record = (name: string, found: { cpu: number; wall: number; bytes: number }) => {
      const row = rows[name] ?? { cpu: [], wall: [], bytes: 0 };
      row.cpu.push(found.cpu);
      row.wall.push(found.wall);
      row.bytes = found.bytes;
      rows[name] = row;
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      record("GET /api/health", await cpuPerRequest(server.processGroup, "/api/health"));
      for (const [label, person] of [
        [`${LIMIT} games`, full],
        [`${SMALL} games`, light],
      ] as const) {
        const headers = { cookie: person.cookie, "cf-connecting-ip": person.ip };
        record(`My Games, ${label}`, await cpuPerRequest(server.processGroup, "/games", headers));
        record(`calendar feed, ${label}`, await cpuPerRequest(server.processGroup, person.feed));
      }
    }
    const health = median(rows["GET /api/health"]?.cpu ?? []);
    return {
      health,
      rows: Object.entries(rows).map(([name, row]) => ({
        name,
        cpu: median(row.cpu),
        wall: median(row.wall),
        bytes: row.bytes,
        ratio: health / median(row.cpu),
      })),
      load: machineLoad(),
    };
  } finally {
    server.stop();
  }
}

export async function printGamesAtLimitBench() {
  const result = await benchGamesAtLimit();
  console.log(
    `An official at the limit (${LIMIT} upcoming games) beside one with ${SMALL}: workerd CPU per request (mean of ${REQUESTS}, median of ${ROUNDS} rounds; /proc, the local D1 included), and the answer's size:`,
  );
  for (const row of result.rows) {
    console.log(
      `  ${row.name}: CPU ${row.cpu.toFixed(2)} ms (${row.ratio.toFixed(2)}× the constant answer's throughput), wall ${row.wall.toFixed(1)} ms, ${(row.bytes / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`  ${result.load}`);
}

if (import.meta.main) await printGamesAtLimitBench();
