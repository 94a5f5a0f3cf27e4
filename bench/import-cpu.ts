// Benchmark: workerd CPU time of a whole 300-event calendar import (parse, venue match, reconcile,
// D1 writes) and of re-importing the same file, and of a first season of 16 venues matched against
// the schools index (tests/e2e/georgia-season.ts, the address service unreachable), through POST
// /api/games/import on the production build. workerd's clock does not advance during CPU work, so the CPU is read from /proc for the
// bench server's own workerd processes. The local D1 runs inside that workerd too, so the figures
// are an upper bound on the Worker's own CPU. Run with `npm run bench` or `npx node bench/import-cpu.ts`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { arbiterGeorgia, horizonGeorgia } from "../tests/e2e/georgia-season.ts";
import { machineLoad, median, sessionCookie, startBenchServer, workerdCpuMs } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 4398;
const BASE = `http://localhost:${PORT}`;
const USERS = Number(process.env.IMPORT_CPU_USERS ?? 10);
const EVENTS = 300;
const MATCHED_VENUES = 8;
const UNMATCHED_VENUES = 2;
const HEALTH_REQUESTS = 20;
const DAY_MS = 86_400_000;
// Work the Worker may finish after answering (waitUntil) is counted with its request.
const SETTLE_MS = 300;

type SeedArena = { name: string; address: string; city: string; state: string; zipCode: string };

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** An Arbiter-style feed: UTC times, the street address in LOCATION, Site: and crew in DESCRIPTION. */
function arbiterCalendar(runId: string): string {
  const arenas = (JSON.parse(readFileSync(path.join(ROOT, "scripts/seed/arenas.json"), "utf8")) as SeedArena[]).slice(
    0,
    MATCHED_VENUES,
  );
  const venues = [
    ...arenas.map((arena) => ({
      site: arena.name,
      address: `${arena.address}, ${arena.city}, ${arena.state} ${arena.zipCode}`,
    })),
    ...Array.from({ length: UNMATCHED_VENUES }, (_, index) => ({
      site: `Bench Unknown Gym ${runId} ${index}`,
      address: `${100 + index} Nowhere Road, Springfield, IL 62701`,
    })),
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:Bench ${runId}`,
  ];
  const firstDay = Date.now() + DAY_MS;
  for (let index = 0; index < EVENTS; index += 1) {
    const venue = venues[index % venues.length] ?? { site: "", address: "" };
    const start = firstDay + (index % 200) * DAY_MS + index * 60_000;
    const description = [
      "Sport: Basketball",
      "Level: Varsity",
      `Site: ${venue.site}`,
      "Subsite: Main Gym",
      "Pat Lee  Position: Referee",
      "Sam Roe  Position: Umpire",
    ].join("\\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:bench-${runId}-${index}@arbitersports.com`,
      "DTSTAMP:20261101T120000Z",
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 2 * 3_600_000)}`,
      "SUMMARY;LANGUAGE=en-us:Varsity Boys Basketball - HS",
      `LOCATION: ${venue.address}`,
      `DESCRIPTION:${description}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

async function signUp(runId: string, index: number, ip: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip },
    body: JSON.stringify({
      name: "Import Bench",
      email: `import-bench-${runId}-${index}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}

type ImportAnswer = { created: number; unchanged: number };

/** workerd CPU ms of one import request (and whatever it finishes right after). */
async function importCpu(
  processGroup: number,
  cookie: string,
  ip: string,
  text: string,
): Promise<{ cpu: number; wall: number; answer: ImportAnswer }> {
  const before = workerdCpuMs(processGroup);
  const started = performance.now();
  const response = await fetch(`${BASE}/api/games/import`, {
    method: "POST",
    headers: { "content-type": "text/calendar", origin: BASE, "cf-connecting-ip": ip, cookie },
    body: text,
  });
  const body = await response.text();
  const wall = performance.now() - started;
  if (!response.ok) throw new Error(`import answered ${response.status}: ${body}`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { cpu: workerdCpuMs(processGroup) - before, wall, answer: JSON.parse(body) as ImportAnswer };
}

/** Mean workerd CPU ms per GET /api/health over a run of requests (the /proc clock ticks at 10 ms). */
async function healthCpu(processGroup: number): Promise<number> {
  const before = workerdCpuMs(processGroup);
  for (let i = 0; i < HEALTH_REQUESTS; i += 1) await (await fetch(`${BASE}/api/health`)).arrayBuffer();
  return (workerdCpuMs(processGroup) - before) / HEALTH_REQUESTS;
}

export async function benchImportCpu() {
  const server = await startBenchServer(PORT);
  try {
    const runId = Date.now().toString(36);
    const text = arbiterCalendar(runId);
    const health: number[] = [];
    const first: number[] = [];
    const again: number[] = [];
    const firstWall: number[] = [];
    const againWall: number[] = [];
    let created = 0;
    let unchanged = 0;
    for (let index = 0; index < USERS; index += 1) {
      const ip = `10.42.${index}.1`;
      const cookie = await signUp(runId, index, ip);
      health.push(await healthCpu(server.processGroup));
      const firstImport = await importCpu(server.processGroup, cookie, ip, text);
      const secondImport = await importCpu(server.processGroup, cookie, ip, text);
      first.push(firstImport.cpu);
      again.push(secondImport.cpu);
      firstWall.push(firstImport.wall);
      againWall.push(secondImport.wall);
      created = firstImport.answer.created;
      unchanged = secondImport.answer.unchanged;
    }
    // A first season: two platforms' files of 17 games at 16 venues, each person's first import.
    const season: number[] = [];
    for (let index = 0; index < USERS; index += 1) {
      const ip = `10.43.${index}.1`;
      const cookie = await signUp(`${runId}s`, index, ip);
      const suffix = `${runId}-${index}`;
      const arbiter = await importCpu(server.processGroup, cookie, ip, arbiterGeorgia(suffix));
      const horizon = await importCpu(server.processGroup, cookie, ip, horizonGeorgia(suffix));
      season.push(arbiter.cpu + horizon.cpu);
    }
    return {
      season: median(season),
      seasonRange: [Math.min(...season), Math.max(...season)],
      bytes: text.length,
      created,
      unchanged,
      health: median(health),
      first: median(first),
      again: median(again),
      firstRange: [Math.min(...first), Math.max(...first)],
      againRange: [Math.min(...again), Math.max(...again)],
      firstWall: median(firstWall),
      againWall: median(againWall),
      load: machineLoad(),
    };
  } finally {
    server.stop();
  }
}

export async function printImportCpuBench() {
  const result = await benchImportCpu();
  const f = (n: number) => n.toFixed(1);
  console.log(
    `Import of a ${EVENTS}-event Arbiter-style file (${result.bytes} bytes, ${MATCHED_VENUES} seeded venues + ${UNMATCHED_VENUES} unknown) in workerd, median over ${USERS} users (CPU ms from /proc, an upper bound: the local D1 runs in the same workerd):`,
  );
  console.log(`  GET /api/health (floor, mean of ${HEALTH_REQUESTS}): CPU ${f(result.health)}`);
  console.log(
    `  first import (${result.created} created): CPU ${f(result.first)} (${result.firstRange.map(f).join("–")}), wall ${f(result.firstWall)}`,
  );
  console.log(
    `  same file again (${result.unchanged} unchanged): CPU ${f(result.again)} (${result.againRange.map(f).join("–")}), wall ${f(result.againWall)}`,
  );
  console.log(
    `  a first season of 17 games at 16 venues, two files (schools index, address service unreachable): CPU ${f(result.season)} (${result.seasonRange.map(f).join("–")})`,
  );
  console.log(`  ${result.load}`);
}

if (import.meta.main) await printImportCpuBench();
