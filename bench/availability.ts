// Benchmark: what /availability costs for an official at the limit (500 upcoming games from two
// calendars, 100 blocks) beside My Games for the same person, in workerd CPU per request, as a
// ratio of the two measured in the same run (docs/decisions/243: at most 1.2×). Run with
// `npm run bench:availability`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cpuPerRequest } from "./games-at-limit.ts";
import { machineLoad, median, sessionCookie, startBenchServer } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 4398;
const BASE = `http://localhost:${PORT}`;
const GAMES = { "Assignr League": 450, RefTown: 50 } as const;
const BLOCKS = 100;
const REQUESTS = Number(process.env.AVAILABILITY_BENCH_REQUESTS ?? 20);
const ROUNDS = Number(process.env.AVAILABILITY_BENCH_ROUNDS ?? 3);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type SeedArena = { name: string; address: string; city: string; state: string; zipCode: string };

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * One calendar's games at the seeded arenas, from tomorrow on: the first calendar's every 18 hours,
 * the second's in between, so some days hold a game of each (a day's trip at two gyms).
 */
function calendarFile(runId: string, name: string, count: number, offsetHours: number): string {
  const arenas = (JSON.parse(readFileSync(path.join(ROOT, "scripts/seed/arenas.json"), "utf8")) as SeedArena[]).slice(
    0,
    12,
  );
  const every = name === "RefTown" ? 7 * 24 : 18;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ArbiterSports Calendar//EN", `X-WR-CALNAME:${name}`];
  for (let index = 0; index < count; index += 1) {
    const arena = arenas[(index * 5) % arenas.length];
    if (!arena) throw new Error("no seeded arenas");
    const start = Date.now() + DAY_MS + (index * every + offsetHours) * HOUR_MS;
    lines.push(
      "BEGIN:VEVENT",
      `UID:availability-${runId}-${name}-${index}`,
      `DTSTART:${stamp(start)}`,
      "SUMMARY:Lions at Tigers (Varsity Boys)",
      `LOCATION: ${arena.address}, ${arena.city}, ${arena.state} ${arena.zipCode}`,
      `DESCRIPTION:Site: ${arena.name}\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

async function official(runId: string) {
  const ip = "10.44.0.1";
  const headers = { origin: BASE, "cf-connecting-ip": ip };
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Availability Bench",
      email: `availability-${runId}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = sessionCookie(signUp);
  let offset = 0;
  for (const [name, count] of Object.entries(GAMES)) {
    const imported = await fetch(`${BASE}/api/games/import`, {
      method: "POST",
      headers: { ...headers, cookie, "content-type": "text/calendar" },
      body: calendarFile(runId, name, count, offset),
    });
    const result = (await imported.json()) as { created: number };
    if (result.created !== count) throw new Error(`imported ${result.created} of ${count} ${name} games`);
    offset += 9;
  }
  for (let index = 0; index < BLOCKS; index += 1) {
    // A four-hour block every three and a half days, some touching a game's evening.
    const start = Date.now() + 2 * DAY_MS + index * 84 * HOUR_MS;
    const added = await fetch(`${BASE}/api/blocks`, {
      method: "POST",
      headers: { ...headers, cookie, "content-type": "application/json" },
      body: JSON.stringify({
        start: new Date(start).toISOString(),
        end: new Date(start + 4 * HOUR_MS).toISOString(),
        label: `Block ${index}`,
      }),
    });
    if (added.status !== 201) throw new Error(`block ${index} answered ${added.status}`);
  }
  return { cookie, ip };
}

export async function benchAvailability() {
  const server = await startBenchServer(PORT);
  try {
    const person = await official(Date.now().toString(36));
    const headers = { cookie: person.cookie, "cf-connecting-ip": person.ip };
    const rows: Record<string, { cpu: number[]; wall: number[]; bytes: number }> = {};
    const record = (name: string, found: { cpu: number; wall: number; bytes: number }) => {
      const row = rows[name] ?? { cpu: [], wall: [], bytes: 0 };
      row.cpu.push(found.cpu);
      row.wall.push(found.wall);
      row.bytes = found.bytes;
      rows[name] = row;
    };
    const measure = (url: string) =>
      cpuPerRequest(server.processGroup, url, headers, { base: BASE, requests: REQUESTS });
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternated, so a busy moment of the shared machine falls on both.
      record("My Games", await measure("/games"));
      record("/availability", await measure("/availability"));
      record("GET /api/availability", await measure("/api/availability"));
    }
    const games = median(rows["My Games"]?.cpu ?? []);
    return {
      rows: Object.entries(rows).map(([name, row]) => ({
        name,
        cpu: median(row.cpu),
        rounds: row.cpu,
        wall: median(row.wall),
        bytes: row.bytes,
        ratio: median(row.cpu) / games,
      })),
      load: machineLoad(),
    };
  } finally {
    server.stop();
  }
}

if (import.meta.main) {
  const result = await benchAvailability();
  console.log(
    `An official with 500 upcoming games (${GAMES["Assignr League"]} + ${GAMES.RefTown} from two calendars) and ${BLOCKS} blocks: workerd CPU per request (mean of ${REQUESTS}, median of ${ROUNDS} rounds; /proc, the local D1 included), against My Games:`,
  );
  for (const row of result.rows) {
    console.log(
      `  ${row.name}: CPU ${row.cpu.toFixed(2)} ms (rounds ${row.rounds.map((cpu) => cpu.toFixed(1)).join(", ")}; ${row.ratio.toFixed(2)}× My Games), wall ${row.wall.toFixed(1)} ms, ${(row.bytes / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`  ${result.load}`);
}
