// CPU time to parse a 300-event Arbiter-style calendar (docs/performance.md). Run with
// `npx tsx bench/import-parse.ts`: the worker's modules import without extensions, which plain
// Node does not resolve (so it is type-checked with the app, tsconfig.app.json).
import { parseCalendar } from "../worker/imports/parse";

const DAY = 86_400_000;
const stamp = (t: number) =>
  new Date(t)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ArbiterSports Calendar//EN"];
for (let i = 0; i < 300; i++) {
  lines.push(
    "BEGIN:VEVENT",
    `UID:B-${i}`,
    `DTSTART:${stamp(Date.now() + (1 + (i % 200)) * DAY)}`,
    "SUMMARY;LANGUAGE=en-us:Varsity Boys Basketball - HS",
    "LOCATION: 1 Main St, Springfield IL 62701",
    `DESCRIPTION:Sport: Basketball\\nLevel: Varsity\\nSite: Gym ${i % 10}\\nSubsite: Main\\nPat Lee  Position: Referee\\nSam Roe  Position: Umpire`,
    "END:VEVENT",
  );
}
lines.push("END:VCALENDAR", "");
const text = lines.join("\r\n");
const times: number[] = [];
// 30 runs: the first pays for the JIT, the median is the steady state.
for (let run = 0; run < 30; run++) {
  const start = process.cpuUsage();
  const out = parseCalendar(text, Date.now());
  const used = process.cpuUsage(start);
  if (!out.ok) throw new Error("x");
  times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
const at = (index: number) => (times[index] ?? 0).toFixed(1);
console.log(`${text.length} bytes; parse CPU ms: slowest ${at(times.length - 1)}, median ${at(15)}, fastest ${at(0)}`);
