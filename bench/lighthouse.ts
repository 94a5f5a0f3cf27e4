// Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) on the production build, the
// way a phone meets it at the edge: Cloudflare compresses responses and `vite preview` does not, so
// a small gzip proxy stands in front of the build. Lighthouse is run with `npx` at a pinned version
// (docs/performance/notes/074-lighthouse-bench.md) instead of being a dependency every install pays for.
//   node bench/lighthouse.ts            (LIGHTHOUSE_PAGES=list,detail for some pages only;
//                                        LIGHTHOUSE_REPORTS=dir keeps every report as JSON;
//                                        LIGHTHOUSE_OPENER_POLICY=off serves documents without COOP)
// A run that ends with no LCP or a performance score of 0 measured nothing: it is reported as a
// failed run and tried again (at most 6 attempts per counted run), never taken into the median.
// Signed-in pages (submit, My Games) are audited with the cookie of an account made through the API.
// Figures go into docs/performance.md; nothing here is a test.
import { execFile, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { createBrotliCompress, createGzip, constants as zlibConstants } from "node:zlib";
import { machineLoad, median, sessionCookie, startBenchServer, waitForServer } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_PORT = 4398;
const PROXY_PORT = 4399;
const APP = `http://localhost:${APP_PORT}`;
const PROXY = `http://localhost:${PROXY_PORT}`;
/** bench/bare: a bare React Router page on this stack, served and compressed the same way. */
const BARE_DIR = path.join(ROOT, "bench", "bare");
const BARE_PORT = 4421;
const BARE_PROXY_PORT = 4422;
const BARE_PROXY = `http://localhost:${BARE_PROXY_PORT}`;
const BIN = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const LIGHTHOUSE = "lighthouse@13.5.0";
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const execFileAsync = promisify(execFile);

/**
 * gzip by default, so runs compare with the figures in docs/performance.md. LIGHTHOUSE_ENCODING=br compresses with Brotli at quality 4
 * instead, which is what Cloudflare sends a browser that accepts it (Chrome does), for comparison.
 */
const BROTLI = process.env.LIGHTHOUSE_ENCODING === "br";
const compressor = () =>
  BROTLI ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();

/**
 * The machine's floor: a page with no script and no stylesheet. Whatever Lighthouse charges it
 * (long tasks, blocking time) is the browser's and the machine's own cost, which every page of
 * ours pays too; on a machine where that floor is not near zero, the pages' scores read low.
 */
const FLOOR_PATH = "/__lighthouse-floor";
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>
<meta name="description" content="A page with no script and no stylesheet"></head>
<body><main><h1>Floor</h1><p>No script, no stylesheet.</p></main></body></html>`;

/**
 * The app's documents carry `Cross-Origin-Opener-Policy: same-origin` (docs/decisions/060). Coming
 * from Lighthouse's about:blank, a document with it opens in a new renderer process, which on a
 * machine where fresh memory is dear costs more main-thread time than any page's own work (decision
 * 074, third addendum). The proxy gives the floor and the bare page the same header, so every row is
 * read like with like. LIGHTHOUSE_OPENER_POLICY=off takes it off every document, the app's too, to
 * show what that new process costs.
 */
const OPENER_POLICY = process.env.LIGHTHOUSE_OPENER_POLICY === "off" ? null : "same-origin";

/** A document's headers with the opener policy every row is measured under. */
function withOpenerPolicy(headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  const { "cross-origin-opener-policy": _ignored, ...rest } = headers;
  return OPENER_POLICY ? { ...rest, "cross-origin-opener-policy": OPENER_POLICY } : rest;
}

/**
 * Microseconds the kernel takes to hand a process one fresh page of memory, the median of three
 * 64 MB allocations touched a page at a time. About 1 µs or less on ordinary hardware; a browser
 * process touches 25,000–30,000 fresh pages to load any page, so a machine where this is tens of
 * times higher (some virtual machines) adds hundreds of milliseconds to every page's main thread,
 * and Lighthouse's simulated 4× slower CPU multiplies that.
 */
function firstTouchMicrosPerPage(): number {
  const size = 64 * 1024 * 1024;
  const rounds = [0, 1, 2].map(() => {
    const bytes = new Uint8Array(new ArrayBuffer(size));
    const started = performance.now();
    for (let offset = 0; offset < size; offset += 4096) bytes[offset] = 1;
    return ((performance.now() - started) * 1000) / (size / 4096);
  });
  return median(rounds);
}

/** Forwards to a server on this machine and compresses what Cloudflare would compress. */
function startGzipProxy(listenPort: number, upstreamPort: number): http.Server {
  const server = http.createServer((request, response) => {
    if (request.url === FLOOR_PATH) {
      response.writeHead(200, withOpenerPolicy({ "content-type": "text/html; charset=utf-8" })).end(FLOOR_PAGE);
      return;
    }
    const upstream = http.request(
      { host: "localhost", port: upstreamPort, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const answerHeaders = type.startsWith("text/html") ? withOpenerPolicy(answer.headers) : answer.headers;
        const encoding = BROTLI ? "br" : "gzip";
        const accepts = new RegExp(`\\b${encoding}\\b`).test(String(request.headers["accept-encoding"] ?? ""));
        if (!accepts || !COMPRESSIBLE.test(type) || answer.headers["content-encoding"]) {
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          return;
        }
        const headers = { ...answerHeaders, "content-encoding": encoding, vary: "accept-encoding" };
        delete headers["content-length"];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(compressor()).pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.listen(listenPort);
  return server;
}

async function signedInCookie(): Promise<string> {
  const response = await fetch(`${APP}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP, "cf-connecting-ip": "10.88.0.1" },
    body: JSON.stringify({
      name: "Lighthouse Official",
      email: `lighthouse-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  return sessionCookie(response);
}

type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string };
};

/** The report, or null when a failed run printed none (or only part of one). */
function parseReport(stdout: string): LighthouseReport | null {
  try {
    return JSON.parse(stdout) as LighthouseReport;
  } catch {
    return null;
  }
}

/**
 * Why a finished run cannot be read, or null when it can. Now and then a run on this machine ends
 * with no LCP and a performance score of 0 although the page loaded: such a run measured nothing.
 */
function failure(report: LighthouseReport | null): string | null {
  if (!report) return "no report";
  if (report.runtimeError) return report.runtimeError.code;
  if (!report.audits["largest-contentful-paint"]?.numericValue) return "no LCP";
  if (!report.categories.performance?.score) return "performance score 0";
  return null;
}

/** Attempts per counted run; a run that fails this often stops the bench. */
const ATTEMPTS = 6;

/** One counted run, and how many failed runs it took to get it (retried, never averaged in). */
async function audit(url: string, cookie: string | null): Promise<{ report: LighthouseReport; failed: string[] }> {
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    "--quiet",
    "--only-categories=performance,accessibility",
    "--output=json",
    "--output-path=stdout",
    "--chrome-flags=--headless=new --no-sandbox",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ cookie })}`);
  const options = {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 64 * 1024 * 1024,
  };
  // Lighthouse exits 1 when a run failed (a trace without navigation start now and then on this
  // machine); its report then names the error, and the run is tried again.
  const failed: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const stdout = await execFileAsync("npx", args, options).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => error.stdout ?? "",
    );
    const report = parseReport(stdout);
    const reason = failure(report);
    if (report && !reason) return { report, failed };
    failed.push(reason ?? "no report");
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failed.join(", ")}`);
}

export async function printLighthouseBench() {
  // The bare page is built each run (a second), with the same plugins and versions as the app.
  await execFileAsync(process.execPath, [BIN("react-router"), "build"], { cwd: BARE_DIR });
  const app = await startBenchServer(APP_PORT);
  const proxy = startGzipProxy(PROXY_PORT, APP_PORT);
  const bare = spawn(process.execPath, [BIN("vite"), "preview", "--port", String(BARE_PORT), "--strictPort"], {
    cwd: BARE_DIR,
    stdio: "ignore",
    detached: true,
  });
  const bareProxy = startGzipProxy(BARE_PROXY_PORT, BARE_PORT);
  try {
    await waitForServer(`http://localhost:${BARE_PORT}`, "/");
    const { arenas } = (await (await fetch(`${APP}/api/arenas?limit=1`)).json()) as { arenas: { id: string }[] };
    const cookie = await signedInCookie();
    const pages = [
      { name: "floor (no script)", url: `${PROXY}${FLOOR_PATH}`, cookie: null },
      { name: "bare React Router", url: `${BARE_PROXY}/`, cookie: null },
      { name: "home", url: `${PROXY}/`, cookie: null },
      { name: "list", url: `${PROXY}/arenas`, cookie: null },
      { name: "detail", url: `${PROXY}/arenas/${arenas[0]?.id}`, cookie: null },
      { name: "login", url: `${PROXY}/login`, cookie: null },
      { name: "submit (signed in)", url: `${PROXY}/submit`, cookie },
      { name: "games (signed in)", url: `${PROXY}/games`, cookie },
    ];
    // LIGHTHOUSE_PAGES=list,detail audits only those (by name's first word), for trying a change;
    // the floor and the bare page are always audited: the machine and the stack, read beside them.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").concat("floor", "bare");
    console.log(
      `\nLighthouse, mobile defaults, through a ${BROTLI ? "Brotli" : "gzip"} proxy (median of 3 runs per page)`,
    );
    console.log(
      `  this machine: ${firstTouchMicrosPerPage().toFixed(2)} µs per fresh page of memory; ${machineLoad()}`,
    );
    let barePerformance: number | null = null;
    for (const page of pages.filter((candidate) => !only || only.includes(candidate.name.split(" ")[0] ?? ""))) {
      const runs: LighthouseReport[] = [];
      const failed: string[] = [];
      for (let run = 0; run < 3; run += 1) {
        const counted = await audit(page.url, page.cookie);
        runs.push(counted.report);
        failed.push(...counted.failed);
      }
      // LIGHTHOUSE_REPORTS=dir keeps each run's whole report, to see what the figures are made of.
      const reportDir = process.env.LIGHTHOUSE_REPORTS;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        for (const [run, report] of runs.entries()) {
          writeFileSync(path.join(reportDir, `${page.name.split(" ")[0]}-${run + 1}.json`), JSON.stringify(report));
        }
      }
      const medianOf = (pick: (report: LighthouseReport) => number) => median(runs.map(pick));
      const performance = medianOf((report) => (report.categories.performance?.score ?? 0) * 100);
      const accessibility = medianOf((report) => (report.categories.accessibility?.score ?? 0) * 100);
      const lcp = medianOf((report) => report.audits["largest-contentful-paint"]?.numericValue ?? 0);
      const tbt = medianOf((report) => report.audits["total-blocking-time"]?.numericValue ?? 0);
      const cls = medianOf((report) => report.audits["cumulative-layout-shift"]?.numericValue ?? 0);
      // Main-thread work as Lighthouse counts it (its 4× slower CPU included), and its benchmark
      // index of this machine during the runs: what to read the score beside.
      const mainThread = medianOf((report) => report.audits["mainthread-work-breakdown"]?.numericValue ?? 0);
      const benchmarkIndex = medianOf((report) => report.environment?.benchmarkIndex ?? 0);
      if (page.name.startsWith("bare")) barePerformance = performance;
      // The goal: 95 or more, or within 3 points of the bare page of the same run; accessibility 100.
      const meetsGoal =
        (performance >= 95 || (barePerformance !== null && performance >= barePerformance - 3)) &&
        accessibility === 100;
      const verdict =
        page.name.startsWith("floor") || page.name.startsWith("bare") ? "" : meetsGoal ? "  goal met" : "  GOAL MISSED";
      const failures = failed.length ? `  failed runs retried: ${failed.length} (${failed.join(", ")})` : "";
      console.log(
        `  ${page.name.padEnd(20)} performance ${performance.toFixed(0).padStart(3)}  accessibility ${accessibility.toFixed(0).padStart(3)}  LCP ${(lcp / 1000).toFixed(1)} s  TBT ${tbt.toFixed(0)} ms  CLS ${cls.toFixed(3)}  main thread ${(mainThread / 1000).toFixed(1)} s  benchmark index ${benchmarkIndex.toFixed(0)}${verdict}${failures}`,
      );
    }
  } finally {
    proxy.close();
    bareProxy.close();
    app.stop();
    if (bare.pid) process.kill(-bare.pid, "SIGTERM");
  }
}

if (import.meta.main) await printLighthouseBench();
