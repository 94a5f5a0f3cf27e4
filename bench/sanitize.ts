// Benchmark: hostile text against plain text of the same size, through the sanitiser alone and
// through a whole request to the production build. Target: ratio ≤ 2× (a 128 KB body of repeated
// `<iframe ` once took 3.5 s to be refused, against 12 ms for plain text). Medians only; never
// asserted in tests (docs/performance.md).
import { sanitizeText } from "../core/validation/sanitize.ts";
import { median, startBenchServer } from "./lib.ts";

const PORT = 4398;
const BASE = `http://localhost:${PORT}`;
const SAMPLES = 15;

const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const HOSTILE_UNITS: Record<string, string> = {
  "unclosed <iframe": "<iframe ",
  "unclosed <script a='": "<script a='",
  "nested <scr<script>ipt>": "<scr<script>ipt>",
  "javascript: nesting": "javajavascript:script:",
};
const PLAIN_UNIT = "Park in lot B behind the gym. ";

async function medianMs(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

let ipCounter = 0;
async function postFeedback(content: string) {
  ipCounter += 1;
  const response = await fetch(`${BASE}/api/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": `10.9.${ipCounter % 250}.1` },
    body: JSON.stringify({ type: "bug", content }),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function printSanitizeBench() {
  // The largest raw text a field accepts before sanitising: the contact message, 4 × 3000.
  const fieldSize = 12_000;
  const plainMs = await medianMs(() => sanitizeText(fill(PLAIN_UNIT, fieldSize)));
  console.log(`\nSanitiser alone, ${fieldSize} characters, median of ${SAMPLES} (ratio to plain text):`);
  console.log(`  plain text                 ${plainMs.toFixed(3)} ms`);
  for (const [name, unit] of Object.entries(HOSTILE_UNITS)) {
    const ms = await medianMs(() => sanitizeText(fill(unit, fieldSize)));
    console.log(`  ${name.padEnd(26)} ${ms.toFixed(3)} ms  ${(ms / plainMs).toFixed(2)}×`);
  }

  const server = await startBenchServer(PORT);
  try {
    for (const size of [7_900, 128 * 1024]) {
      const plain = fill(PLAIN_UNIT, size);
      const plainRequestMs = await medianMs(() => postFeedback(plain));
      console.log(`POST /api/feedback, ${size} characters of content, median wall ms of ${SAMPLES} (ratio to plain):`);
      console.log(`  plain text                 ${plainRequestMs.toFixed(1)} ms  (HTTP ${await postFeedback(plain)})`);
      for (const [name, unit] of Object.entries(HOSTILE_UNITS)) {
        const hostile = fill(unit, size);
        const ms = await medianMs(() => postFeedback(hostile));
        const status = await postFeedback(hostile);
        console.log(`  ${name.padEnd(26)} ${ms.toFixed(1)} ms  ${(ms / plainRequestMs).toFixed(2)}×  (HTTP ${status})`);
      }
    }
  } finally {
    server.stop();
  }
}

if (import.meta.main) await printSanitizeBench();
