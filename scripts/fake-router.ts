// An OSRM-compatible routing service for the end-to-end tests, answering /route/v1/driving/… with
// the reply in tests/fixtures/routing: every drive takes 734.2 s (13 minutes).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { ROOT } from "./lib/local-env.ts";

const ROUTE = readFileSync(path.join(ROOT, "tests", "fixtures", "routing", "route-ok.json"), "utf8");
const NO_ROUTE = readFileSync(path.join(ROOT, "tests", "fixtures", "routing", "no-route.json"), "utf8");
const ROUTE_PATH = /^\/route\/v1\/driving\/-?[\d.]+,-?[\d.]+;-?[\d.]+,-?[\d.]+$/;

/** Listens on a free port of 127.0.0.1 and resolves with its base URL. */
export function startFakeRouter(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const ok = ROUTE_PATH.test(url.pathname) && url.searchParams.get("overview") === "false";
    response.writeHead(ok ? 200 : 400, { "content-type": "application/json" }).end(ok ? ROUTE : NO_ROUTE);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
