import { describe, expect, it, vi } from "vitest";
import { createOsrmRouter, estimateDrive } from "~/worker/routing/routing";
import noRoute from "../../fixtures/routing/no-route.json";
import routeOk from "../../fixtures/routing/route-ok.json";
import wrongShape from "../../fixtures/routing/wrong-shape.json";

const DOWNTOWN_COLUMBUS = { latitude: 39.9612, longitude: -83.0007 };
const VALUE_CITY_ARENA = { latitude: 40.0075, longitude: -83.0251 };

/** Answers every fetch with one reply and keeps the URLs asked for. */
function fakeRouting(reply: () => Promise<Response>) {
  const urls: URL[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input)));
    return reply();
  });
  return { urls, spy };
}
const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the drive estimate", () => {
  it("drives the great-circle distance × 1.3 band by band, rounded up, and gives those road miles to 0.1 mile", () => {
    // Chicago Loop to Milwaukee's Fiserv Forum: 81.9 miles as the crow flies, 106.5 by road: 3 miles
    // of town streets at 25 mph (7.2 min), 7 of arterials at 49.7 mph (8.5 min) and 96.5 of highway
    // at 70.4 mph (82.2 min) make 97.9 minutes, where one speed of 50 mph made 128.
    const drive = estimateDrive({ latitude: 41.8781, longitude: -87.6298 }, { latitude: 43.0451, longitude: -87.9172 });
    expect(drive).toEqual({ minutes: 98, miles: 106.5, source: "estimate" });
  });

  it("gives a town trip the town streets' and arterials' speeds", () => {
    // Duke to UNC's campus: 8.8 miles as the crow flies, 11.5 by road: 7.2 + 8.5 + 1.3 minutes.
    expect(
      estimateDrive({ latitude: 36.001135, longitude: -78.937624 }, { latitude: 35.911769, longitude: -79.050969 }),
    ).toEqual({ minutes: 17, miles: 11.5, source: "estimate" });
    // Lawrence, KS to Kansas City's T-Mobile Center: 47.1 road miles in 47.3 minutes (57 at 50 mph).
    expect(
      estimateDrive({ latitude: 38.9717, longitude: -95.2353 }, { latitude: 39.0976, longitude: -94.5801 }).minutes,
    ).toBe(48);
  });

  it("gives known road miles for known coordinates", () => {
    // Downtown Columbus to Value City Arena: 3.45 miles as the crow flies, 4.5 by the estimate.
    expect(estimateDrive(DOWNTOWN_COLUMBUS, VALUE_CITY_ARENA).miles).toBe(4.5);
    // Lawrence, KS to Kansas City's T-Mobile Center: 36.2 miles straight, 47.1 by the estimate.
    expect(
      estimateDrive({ latitude: 38.9717, longitude: -95.2353 }, { latitude: 39.0976, longitude: -94.5801 }).miles,
    ).toBe(47.1);
  });

  it("is never under 10 minutes, even next door", () => {
    expect(estimateDrive(VALUE_CITY_ARENA, VALUE_CITY_ARENA)).toEqual({ minutes: 10, miles: 0, source: "estimate" });
  });
});

describe("the OSRM adapter", () => {
  const router = () => createOsrmRouter({ baseUrl: "http://osrm.test/", userAgent: "Tipoff test", timeoutMs: 50 });

  it("asks /route/v1/driving with lng,lat pairs and no overview, and reads the duration in seconds and distance in metres", async () => {
    const { urls } = fakeRouting(json(routeOk));
    const drive = await router().drive(DOWNTOWN_COLUMBUS, VALUE_CITY_ARENA);
    // 6,712.4 m is 4.17 miles: the routing answer, not the estimate's 4.5.
    expect(drive).toEqual({ minutes: 13, miles: 4.2, source: "routing" });
    expect(urls[0]?.pathname).toBe("/route/v1/driving/-83.000700,39.961200;-83.025100,40.007500");
    expect(urls[0]?.searchParams.get("overview")).toBe("false");
  });

  it("falls back to the estimate when the service does not answer in time", async () => {
    fakeRouting(
      () =>
        new Promise<Response>((_resolve, reject) => {
          // Like a real server that never answers: only the adapter's own timeout ends the wait.
          const signal = vi.mocked(globalThis.fetch).mock.lastCall?.[1]?.signal;
          signal?.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    expect(await router().drive(DOWNTOWN_COLUMBUS, VALUE_CITY_ARENA)).toEqual(
      estimateDrive(DOWNTOWN_COLUMBUS, VALUE_CITY_ARENA),
    );
  });

  it.each([
    ["no route between the points (400)", json(noRoute, 400)],
    ["an answer of the wrong shape", json(wrongShape)],
    ["an HTML error page", async () => new Response("<h1>502 Bad Gateway</h1>", { status: 502 })],
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
  ])("falls back to the estimate on %s", async (_case, reply) => {
    fakeRouting(reply);
    const drive = await router().drive(DOWNTOWN_COLUMBUS, VALUE_CITY_ARENA);
    expect(drive).toEqual({ minutes: 10, miles: 4.5, source: "estimate" });
  });
});
