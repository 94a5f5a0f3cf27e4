// A Nominatim-compatible geocoder for the end-to-end tests, answering with the recorded replies in
// tests/fixtures/geocoder: a few central-Ohio streets find their gyms and a few towns are found (KNOWN_PLACES), a query
// containing "nowhere" finds nothing, one containing "outage" gets the service's 503 page, one naming
// Tempe finds a place in Tempe, Arizona, one in Georgia or the Pennsylvania season finds the service unreachable (the
// connection is closed unanswered, as when the service is down), anything else finds the recorded
// place (Value City Arena, Columbus, Ohio). `/reverse` answers as `reverseReply` says.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { PENNSYLVANIA_UNREACHABLE } from "../tests/e2e/pennsylvania-season.ts";
import { ROOT } from "./lib/local-env.ts";

const fixture = (name: string) => readFileSync(path.join(ROOT, "tests", "fixtures", "geocoder", name), "utf8");

/**
 * Places in central Ohio for the first-import journey (an official's season around Columbus): a
 * query naming the street finds its gym, a street this fake does not know ("Mount Royal") finds
 * nothing while its town ("Westerville, OH") is found; and Lawrence, Kansas, the town of the import
 * page's tests, whose streets there are not found.
 */
const KNOWN_PLACES: Array<[RegExp, { lat: string; lon: string } | null]> = [
  [/rowland ave/i, { lat: "40.2979", lon: "-83.0646" }],
  [/sunbury rd/i, { lat: "40.0094", lon: "-82.9466" }],
  [/college and main/i, { lat: "39.9556", lon: "-82.9382" }],
  [/mount royal/i, null],
  [/^westerville, oh$/i, { lat: "40.1262", lon: "-82.9291" }],
  // A town whose street the import tests leave unknown: the town is found, as the real service would.
  [/^lawrence, ks$/i, { lat: "38.9717", lon: "-95.2353" }],
];

/**
 * Georgia and the Pennsylvania season's places, where the service cannot be reached: both seasons
 * are imported without it.
 */
const UNREACHABLE = new RegExp(`\\bGA\\b|\\bGeorgia\\b|${PENNSYLVANIA_UNREACHABLE.source}`, "i");

function reply(query: string): { status: number; type: string; body: string } {
  const known = KNOWN_PLACES.find(([pattern]) => pattern.test(query));
  if (known) return { status: 200, type: "application/json", body: JSON.stringify(known[1] ? [known[1]] : []) };
  if (/nowhere/i.test(query)) return { status: 200, type: "application/json", body: fixture("empty.json") };
  if (/outage/i.test(query)) return { status: 503, type: "text/html", body: fixture("error-503.txt") };
  if (/tempe/i.test(query)) return { status: 200, type: "application/json", body: fixture("found-tempe.json") };
  return { status: 200, type: "application/json", body: fixture("found.json") };
}

/** `/reverse`: south of 0° latitude nothing is there, north of 80° the service is down, else Value City Arena. */
function reverseReply(latitude: number): { status: number; type: string; body: string } {
  if (latitude < 0) return { status: 200, type: "application/json", body: fixture("reverse-nothing.json") };
  if (latitude > 80) return { status: 503, type: "text/html", body: fixture("error-503.txt") };
  return { status: 200, type: "application/json", body: fixture("reverse.json") };
}

/** Listens on a free port of 127.0.0.1 and resolves with its base URL. */
export function startFakeGeocoder(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/reverse" && url.searchParams.get("format") === "jsonv2") {
      const { status, type, body } = reverseReply(Number(url.searchParams.get("lat")));
      response.writeHead(status, { "content-type": type }).end(body);
      return;
    }
    if (url.pathname !== "/search" || url.searchParams.get("format") !== "json") {
      response.writeHead(400, { "content-type": "text/plain" }).end("expected /search?format=json");
      return;
    }
    const query = url.searchParams.get("q") ?? "";
    if (UNREACHABLE.test(query)) {
      request.socket.destroy();
      return;
    }
    const { status, type, body } = reply(query);
    response.writeHead(status, { "content-type": type }).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
