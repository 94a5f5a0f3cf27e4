// An OSRM-compatible routing service for the end-to-end tests, answering /route/v1/driving/… with
// the reply in tests/fixtures/routing: every drive takes 734.2 s (13 minutes), except a drive that
// ends in Arizona, which gets no answer before the app stops waiting (ROUTING_TIMEOUT_MS, 3 s), so
// the app falls back to its estimate. That late answer is the same 13-minute route: were the
// timeout missing, the page would show 13 minutes from "routing" and the test would see it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { ROOT } from "./lib/local-env.ts";

const ROUTE = readFileSync(path.join(ROOT, "tests", "fixtures", "routing", "route-ok.json"), "utf8");
const NO_ROUTE = readFileSync(path.join(ROOT, "tests", "fixtures", "routing", "no-route.json"), "utf8");
const ROUTE_PATH = /^\/route\/v1\/driving\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/;
/** Well past the app's 3-second timeout. */
const LATE_MS = 10_000;

/** Arizona, roughly: 31–37° N, 109–115° W. */
const inArizona = (longitude: number, latitude: number) =>
  latitude > 31 && latitude < 37 && longitude > -115 && longitude < -109;

/** Listens on a free port of 127.0.0.1 and resolves with its base URL. */
export function startFakeRouter(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const match = ROUTE_PATH.exec(url.pathname);
    if (!match || url.searchParams.get("overview") !== "false") {
      response.writeHead(400, { "content-type": "application/json" }).end(NO_ROUTE);
      return;
    }
    const answer = () => response.writeHead(200, { "content-type": "application/json" }).end(ROUTE);
    if (inArizona(Number(match[3]), Number(match[4]))) setTimeout(answer, LATE_MS).unref();
    else answer();
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
