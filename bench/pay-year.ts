// Benchmark: a year of 500 games, each with a fee, half of them paid. What /games/pay costs in
// workerd CPU beside the mileage report of the same year (/games/mileage), and the JSON answers
// beside each other; the goal is /games/pay within 1.2× the report. Run with `npm run bench:pay`.
import { cpuPerRequest } from "./games-at-limit.ts";
import { machineLoad, median, sessionCookie, startBenchServer } from "./lib.ts";

const PORT = 4396;
const BASE = `http://localhost:${PORT}`;
const GAMES = 500;
const REQUESTS = Number(process.env.PAY_BENCH_REQUESTS ?? 20);
const ROUNDS = Number(process.env.PAY_BENCH_ROUNDS ?? 5);
const HOUR_MS = 3_600_000;

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** 500 games of this calendar year at the seeded Allen Fieldhouse, 17 hours apart from January 1, each with a fee. */
function yearCalendar(runId: string, year: number): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ArbiterSports Calendar//EN", `X-WR-CALNAME:Pay ${runId}`];
  for (let index = 0; index < GAMES; index += 1) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:pay-${runId}-${index}`,
      `DTSTART:${stamp(Date.UTC(year, 0, 1, 18) + index * 17 * HOUR_MS)}`,
      "SUMMARY:Lions at Tigers (Varsity Boys)",
      "LOCATION:1651 Naismith Dr, Lawrence KS 66045",
      `DESCRIPTION:Site: Allen Fieldhouse\\nFee: $${60 + (index % 4) * 5}.00\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

async function officialWithAYear(runId: string, year: number) {
  const ip = "10.44.0.1";
  const headers = { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip };
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Pay Bench", email: `pay-${runId}@example.com`, password: "Str0ng!Passw0rd" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = sessionCookie(signUp);
  const imported = await fetch(`${BASE}/api/games/import`, {
    method: "POST",
    headers: { ...headers, "content-type": "text/calendar", cookie },
    body: yearCalendar(runId, year),
  });
  const result = (await imported.json()) as { created: number };
  if (result.created !== GAMES) throw new Error(`imported ${result.created} of ${GAMES} games`);
  const { games } = (await (await fetch(`${BASE}/api/games`, { headers: { ...headers, cookie } })).json()) as {
    games: Array<{ id: string }>;
  };
  // Half of them paid, a month's games at a time.
  for (let start = 0; start < GAMES / 2; start += 40) {
    const gameIds = games.slice(start, Math.min(start + 40, GAMES / 2)).map((game) => game.id);
    const paidOn = `${year}-${String(1 + Math.floor(start / 40)).padStart(2, "0")}-28`;
    const paid = await fetch(`${BASE}/api/games/pay/paid`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ gameIds, paidOn }),
    });
    if (!paid.ok) throw new Error(`marking paid answered ${paid.status}`);
  }
  return { cookie, ip };
}

export async function benchPayYear() {
  const server = await startBenchServer(PORT);
  try {
    const year = new Date().getUTCFullYear();
    const person = await officialWithAYear(Date.now().toString(36), year);
    const headers = { cookie: person.cookie, "cf-connecting-ip": person.ip };
    const targets = [
      ["mileage page", `/games/mileage?from=${year}-01-01&to=${year}-12-31`],
      ["pay page", `/games/pay?year=${year}`],
      ["mileage JSON", `/api/games/mileage?from=${year}-01-01&to=${year}-12-31`],
      ["pay JSON", `/api/games/pay?year=${year}`],
    ] as const;
    const rows: Record<string, { cpu: number[]; wall: number[]; bytes: number }> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternated within each round, so the machine's load falls on both alike.
      for (const [name, url] of targets) {
        const found = await cpuPerRequest(server.processGroup, url, headers, { base: BASE, requests: REQUESTS });
        const row = rows[name] ?? { cpu: [], wall: [], bytes: 0 };
        row.cpu.push(found.cpu);
        row.wall.push(found.wall);
        row.bytes = found.bytes;
        rows[name] = row;
      }
    }
    const cpu = (name: string) => median(rows[name]?.cpu ?? []);
    return {
      rows: Object.entries(rows).map(([name, row]) => ({
        name,
        cpu: median(row.cpu),
        wall: median(row.wall),
        bytes: row.bytes,
      })),
      pageRatio: cpu("pay page") / cpu("mileage page"),
      jsonRatio: cpu("pay JSON") / cpu("mileage JSON"),
      load: machineLoad(),
    };
  } finally {
    server.stop();
  }
}

if (import.meta.main) {
  const result = await benchPayYear();
  console.log(
    `A year of ${GAMES} games with fees, half paid: workerd CPU per request (mean of ${REQUESTS}, median of ${ROUNDS} rounds; /proc, the local D1 included):`,
  );
  for (const row of result.rows) {
    console.log(
      `  ${row.name}: CPU ${row.cpu.toFixed(2)} ms, wall ${row.wall.toFixed(1)} ms, ${(row.bytes / 1024).toFixed(1)} KB`,
    );
  }
  console.log(
    `  /games/pay ÷ mileage page: ${result.pageRatio.toFixed(2)}× (goal ≤ 1.2×); JSON ${result.jsonRatio.toFixed(2)}×`,
  );
  console.log(`  ${result.load}`);
}
