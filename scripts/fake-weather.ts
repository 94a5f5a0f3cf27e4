// A National Weather Service for the end-to-end tests, answering /alerts/active?point={lat},{lon}
// with the recorded answers in tests/fixtures/weather: around Fargo, North Dakota (the seeded Scheels
// Center), the Winter Storm Warning, kept in force from a day ago to 60 days ahead so that it covers
// any game a test plans; north of 49.5° (Canada) the 404 of a point outside the service's area;
// anywhere else no alert.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { ROOT } from "./lib/local-env.ts";

const fixture = (name: string) => readFileSync(path.join(ROOT, "tests", "fixtures", "weather", name), "utf8");
const DAY_MS = 86_400_000;

type Feature = { properties: Record<string, unknown> };

/** The recorded warning, its times moved around the fake's clock; the recorded watch left out. */
function winterStorm(now: number): string {
  const answer = JSON.parse(fixture("winter-storm-warning.json")) as { features: Feature[] };
  const [warning] = answer.features;
  if (!warning) throw new Error("the recorded winter storm warning is missing");
  const began = new Date(now - DAY_MS).toISOString();
  const ends = new Date(now + 60 * DAY_MS).toISOString();
  Object.assign(warning.properties, { sent: began, effective: began, onset: began, expires: ends, ends });
  return JSON.stringify({ ...answer, features: [warning] });
}

const nearFargo = (latitude: number, longitude: number) =>
  Math.abs(latitude - 46.88) < 0.2 && Math.abs(longitude + 96.77) < 0.2;

/** Listens on a free port of 127.0.0.1 and resolves with its base URL. */
export function startFakeWeather(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [latitude, longitude] = (url.searchParams.get("point") ?? "").split(",").map(Number);
    if (url.pathname !== "/alerts/active" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      response.writeHead(400, { "content-type": "application/problem+json" }).end(fixture("outside-404.json"));
      return;
    }
    if ((latitude ?? 0) > 49.5) {
      response.writeHead(404, { "content-type": "application/problem+json" }).end(fixture("outside-404.json"));
      return;
    }
    const body = nearFargo(latitude ?? 0, longitude ?? 0) ? winterStorm(Date.now()) : fixture("empty.json");
    response.writeHead(200, { "content-type": "application/geo+json" }).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
