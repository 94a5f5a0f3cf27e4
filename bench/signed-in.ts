// `npm run bench:signed-in`: where a signed-in page view spends its time, on the production build in
// workerd (scripts/e2e-server.ts: fresh migrated and seeded D1), without touching the app: each step
// is read off as the difference between two answers that differ by that step alone.
//  - the constant Hono answer (/api/nope): routing, the services, a JSON 404;
//  - session lookup: GET /api/auth/get-session with the cookie (better-auth, its KV reads);
//  - user row: GET /api/me (the session, then the user's row from D1);
//  - favorites: GET /api/favorites (the session, the user row, then the favorite arenas' rows);
//  - render: the page with a cookie that is not a session (rendered, no session, public rows kept
//    in the isolate) against the constant;
//  - the signed-in page itself, and the same with the D1 bookmark cookie a write hands back (the
//    person's next reads then wait for their own write: public rows come from D1, not the isolate);
//  - HTML size: each page's bytes signed in and not, raw and gzip.
// SIGNED_IN_ROUNDS rounds of every target in turn at SIGNED_IN_CONNECTIONS connections for
// SIGNED_IN_SECONDS each; each ratio is to the constant of its own round, the median round reported.
// SIGNED_IN_ONLY (a regular expression on the targets' names) measures some of them; the constant
// answer is always measured, as every ratio needs it.
// Figures go into docs/performance.md; nothing here is a test.
import { gzipSync } from "node:zlib";
import {
  machineLoad,
  median,
  type Saturation,
  saturate,
  signUpWithFavorites,
  startBenchServer,
  type Target,
} from "./lib.ts";

const PORT = 4395;
const SECONDS = Number(process.env.SIGNED_IN_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.SIGNED_IN_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.SIGNED_IN_ROUNDS ?? 3);
const STRAY_COOKIE = "tipoff_bench=1";
const PAGES = ["/arenas", "/", "/games"] as const;
const ONLY = process.env.SIGNED_IN_ONLY ? new RegExp(process.env.SIGNED_IN_ONLY) : null;

async function htmlSizes(base: string, cookie: string) {
  const rows = [];
  for (const page of PAGES) {
    const sized = async (withCookie: string) => {
      const body = Buffer.from(
        await (await fetch(`${base}${page}`, { headers: { cookie: withCookie } })).arrayBuffer(),
      );
      return { raw: body.byteLength, gzip: gzipSync(body).byteLength };
    };
    rows.push({ page, signedIn: await sized(cookie), rendered: page === "/games" ? null : await sized(STRAY_COOKIE) });
  }
  return rows;
}

export async function printSignedInBench() {
  console.log(`Building and starting the production build on port ${PORT}…`);
  const server = await startBenchServer(PORT);
  try {
    const { base } = server;
    const { cookie, bookmarkCookie } = await signUpWithFavorites(base, "10.99.0.1");
    const constant: Target = { name: "constant Hono 404 (/api/nope)", path: "/api/nope", status: 404 };
    const targets: Target[] = [
      constant,
      { name: "session: GET /api/auth/get-session", path: "/api/auth/get-session", status: 200, cookie },
      { name: "+ user row: GET /api/me", path: "/api/me", status: 200, cookie },
      { name: "+ favorites: GET /api/favorites", path: "/api/favorites", status: 200, cookie },
      { name: "render: GET /terms (no session)", path: "/terms", status: 200, cookie: STRAY_COOKIE },
      ...PAGES.filter((page) => page !== "/games").map((page) => ({
        name: `render: GET ${page} (no session)`,
        path: page,
        status: 200,
        cookie: STRAY_COOKIE,
      })),
      ...PAGES.map((page) => ({ name: `GET ${page} signed in`, path: page, status: 200, cookie })),
      ...PAGES.map((page) => ({
        name: `GET ${page} signed in + D1 bookmark`,
        path: page,
        status: 200,
        cookie: bookmarkCookie,
      })),
    ].filter((target) => target === constant || !ONLY || ONLY.test(target.name));
    // Warm the isolate and the route modules before measuring.
    for (const target of targets) {
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(`${base}${target.path}`, { headers: { cookie: target.cookie ?? "" } });
        await response.arrayBuffer();
        if (response.status !== target.status) throw new Error(`${target.name} answered ${response.status}`);
      }
    }
    const loadBefore = machineLoad();
    const rounds: Saturation[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results: Saturation[] = [];
      for (const target of targets)
        results.push(
          await saturate(base, target, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            processGroup: server.processGroup,
          }),
        );
      rounds.push(results);
    }
    console.log(`\nMachine: before ${loadBefore}; after ${machineLoad()}`);
    console.log(
      `Signed-in breakdown on loopback: ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds (ratio to the constant of the same round; median round)`,
    );
    const fmt = (value: number) => value.toFixed(2);
    for (const [index, target] of targets.entries()) {
      const runs = rounds.map((results) => {
        const constant = results[0];
        const result = results[index];
        if (!constant || !result) throw new Error("a round without every target");
        return { result, ratio: result.requestsPerSecond / constant.requestsPerSecond };
      });
      const errors = runs.reduce((sum, run) => sum + run.result.errors + run.result.wrong, 0);
      console.log(
        `  ${target.name.padEnd(40)} ${median(runs.map((run) => run.result.requestsPerSecond))
          .toFixed(0)
          .padStart(
            6,
          )} req/s  ${fmt(median(runs.map((run) => run.ratio)))}× (rounds ${runs.map((run) => fmt(run.ratio)).join(", ")})  p50 ${median(runs.map((run) => run.result.p50))} ms  workerd CPU ${fmt(median(runs.map((run) => run.result.workerdCpuPerRequest)))} ms/request  errors ${errors}`,
      );
    }
    console.log("\nHTML size (bytes, raw / gzip)");
    for (const row of await htmlSizes(base, cookie)) {
      const rendered = row.rendered ? `${row.rendered.raw} / ${row.rendered.gzip}` : "(redirects to sign-in)";
      console.log(
        `  ${row.page.padEnd(8)} signed in ${row.signedIn.raw} / ${row.signedIn.gzip}   no session ${rendered}`,
      );
    }
  } finally {
    server.stop();
  }
}

if (import.meta.main) await printSignedInBench();
