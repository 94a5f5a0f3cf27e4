// Benchmark: an import naming 1,000 street addresses the address service has never seen, on the
// production build with the fake address service (scripts/fake-geocoder.ts: "nowhere" is not
// found). It must answer within 5 s however many addresses it names, and another person's import
// right after still gets its own lookups (docs/decisions/213). Then the text path: a 1 MB file of
// three events whose LOCATION is 300 KB of "ab " against a 1 MB file of one plain event and padding
// (target: within 3× its CPU). Run with `npm run bench:addresses`.
import { machineLoad, median, sessionCookie, startBenchServer, workerdCpuMs } from "./lib.ts";

const PORT = 4399;
const BASE = `http://localhost:${PORT}`;
const DAY_MS = 86_400_000;
const ADDRESSES = 1000;
const TEXT_RUNS = 5;
// Work the Worker may finish after answering (waitUntil) is counted with its request.
const SETTLE_MS = 300;

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function calendarOf(events: Array<{ start: number; site: string; location: string }>, name: string, padding = 0) {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ArbiterSports Calendar//EN", `X-WR-CALNAME:${name}`];
  for (const [index, event] of events.entries()) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${name}-${index}@bench`,
      `DTSTART:${stamp(event.start)}`,
      "SUMMARY;LANGUAGE=en-us:Varsity Boys Basketball - HS",
      `LOCATION:${event.location}`,
      `DESCRIPTION:Sport: Basketball\\nLevel: Varsity\\nSite: ${event.site}\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    );
  }
  const pad = `X-PAD:${"x".repeat(70)}`;
  for (let filled = 0; filled < padding; filled += pad.length + 2) lines.push(pad);
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

/** 1,000 games at 1,000 venues of their own: every other one in the past, within the limits on games. */
function thousandAddresses(runId: string): string {
  const start = Date.now() + 3 * DAY_MS;
  const events = Array.from({ length: ADDRESSES }, (_, index) => ({
    start: start - (index % 2) * 200 * DAY_MS + index * 60_000,
    site: `Bench Hall ${runId} ${index}`,
    location: `${index + 1} Nowhere Road, Benchtown ${runId}, IL 62701`,
  }));
  return calendarOf(events, `Addresses ${runId}`);
}

async function signUp(label: string, ip: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip },
    body: JSON.stringify({
      name: "Address Bench",
      email: `address-bench-${label}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}

type Answer = { created: number; waiting: number; waitingPlaces: number; lookingUp: number };

async function importFile(processGroup: number, cookie: string, ip: string, text: string) {
  const before = workerdCpuMs(processGroup);
  const started = performance.now();
  const response = await fetch(`${BASE}/api/games/import`, {
    method: "POST",
    headers: { "content-type": "text/calendar", origin: BASE, "cf-connecting-ip": ip, cookie },
    body: text,
  });
  const body = await response.text();
  const wall = performance.now() - started;
  if (!response.ok) throw new Error(`import answered ${response.status}: ${body.slice(0, 300)}`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { wall, cpu: workerdCpuMs(processGroup) - before, answer: JSON.parse(body) as Answer };
}

async function textPathCpu(processGroup: number, runId: string, kind: "plain" | "text"): Promise<number[]> {
  const cpu: number[] = [];
  for (let run = 0; run < TEXT_RUNS; run += 1) {
    const ip = `10.45.${kind === "plain" ? 1 : 2}.${run + 1}`;
    const cookie = await signUp(`${runId}-${kind}-${run}`, ip);
    const start = Date.now() + 5 * DAY_MS;
    const name = `${kind} ${runId} ${run}`;
    const text =
      kind === "plain"
        ? calendarOf([{ start, site: "Bench Gym", location: " 1 Main St, Springfield IL 62701" }], name, 1_000_000)
        : calendarOf(
            [0, 1, 2].map((index) => ({ start: start + index * DAY_MS, site: "", location: "ab ".repeat(100_000) })),
            name,
          );
    cpu.push((await importFile(processGroup, cookie, ip, text)).cpu);
  }
  return cpu;
}

export async function benchImportAddresses() {
  const server = await startBenchServer(PORT);
  try {
    const runId = Date.now().toString(36);
    const cookie = await signUp(`${runId}-thousand`, "10.44.0.1");
    const thousand = await importFile(server.processGroup, cookie, "10.44.0.1", thousandAddresses(runId));
    // Another person right after: their own share of the service.
    const otherCookie = await signUp(`${runId}-other`, "10.44.0.2");
    const other = await importFile(
      server.processGroup,
      otherCookie,
      "10.44.0.2",
      calendarOf(
        [
          {
            start: Date.now() + 4 * DAY_MS,
            site: `Other Hall ${runId}`,
            location: `9 Elm St ${runId}, Columbus, OH 43215`,
          },
        ],
        `Other ${runId}`,
      ),
    );
    const plain = await textPathCpu(server.processGroup, runId, "plain");
    const text = await textPathCpu(server.processGroup, runId, "text");
    return { thousand, other, plain: median(plain), text: median(text), load: machineLoad() };
  } finally {
    server.stop();
  }
}

export async function printImportAddressesBench() {
  const result = await benchImportAddresses();
  const f = (n: number) => n.toFixed(0);
  const { thousand, other } = result;
  console.log(
    `Import of ${ADDRESSES} games at ${ADDRESSES} unknown street addresses (production build, fake address service):`,
  );
  console.log(
    `  answered in ${f(thousand.wall)} ms wall, ${f(thousand.cpu)} ms workerd CPU: ${thousand.answer.waiting} waiting at ${thousand.answer.waitingPlaces} places, ${thousand.answer.lookingUp} looked up in the background`,
  );
  console.log(
    `  another person's import right after: ${f(other.wall)} ms wall, ${other.answer.created} placed by its looked-up address, ${other.answer.lookingUp} left to the background`,
  );
  console.log(
    `Text path at 1 MB, median workerd CPU of ${TEXT_RUNS}: plain ${f(result.plain)} ms, three 300 KB LOCATIONs of "ab " ${f(result.text)} ms (${(result.text / result.plain).toFixed(2)}×)`,
  );
  console.log(`  ${result.load}`);
}

if (import.meta.main) await printImportAddressesBench();
