import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { cachedGeocoder, GEOCODE_CACHE_TTL, geocodeCacheKey } from "~/worker/geocoding/cache.server";
import type { GeocodeResult, Geocoder } from "~/worker/geocoding/geocoder";
import { addressQuery, normaliseAddress } from "~/worker/geocoding/geocoder";
import { createNominatimGeocoder } from "~/worker/geocoding/nominatim";
import { throttledGeocoder } from "~/worker/geocoding/throttle.server";
import { readConfig } from "~/worker/platform/env.server";
import empty from "../../fixtures/geocoder/empty.json";
import error503 from "../../fixtures/geocoder/error-503.txt?raw";
import found from "../../fixtures/geocoder/found.json";
import garbage from "../../fixtures/geocoder/garbage.txt?raw";
import wrongShape from "../../fixtures/geocoder/wrong-shape.json";
import { fakeGeocoder } from "../fixtures";

const nominatim = (baseUrl = "https://geo.example.org") =>
  createNominatimGeocoder({ baseUrl, userAgent: "Tipoff/1.0 (test@example.com)", timeoutMs: 50 });
const json = (value: unknown) => JSON.stringify(value);

describe("the Nominatim adapter against recorded replies", () => {
  it("found: reads the first result's lat/lon, asking format=json&limit=1 with our User-Agent", async () => {
    const geocoder = fakeGeocoder({ body: json(found) });
    expect(await nominatim().geocode("555 Borror Drive, Columbus, OH 43210")).toEqual({
      ok: true,
      latitude: 40.0075283,
      longitude: -83.0251119,
    });
    const [call] = geocoder.calls;
    expect(call?.url.toString()).toBe(
      "https://geo.example.org/search?q=555+Borror+Drive%2C+Columbus%2C+OH+43210&format=json&limit=1",
    );
    expect(call?.headers.get("user-agent")).toBe("Tipoff/1.0 (test@example.com)");
  });

  it("keeps a base URL's own path", async () => {
    const geocoder = fakeGeocoder({ body: json(found) });
    await nominatim("https://maps.example.org/nominatim").geocode("x");
    expect(geocoder.calls[0]?.url.pathname).toBe("/nominatim/search");
  });

  it("empty: not_found", async () => {
    fakeGeocoder({ body: json(empty) });
    expect(await nominatim().geocode("1 Nowhere Lane")).toEqual({ ok: false, reason: "not_found" });
  });

  it("HTTP error, garbage, a reply of the wrong shape and impossible coordinates: unavailable", async () => {
    const replies = [
      { status: 503, body: error503, contentType: "text/html" },
      { body: garbage, contentType: "text/html" },
      { body: json(wrongShape) },
      { body: json([{ lat: "123.4", lon: "10" }]) },
      { body: json([{ lat: null, lon: null }]) },
      { body: json([{ lat: "north", lon: "west" }]) },
    ];
    for (const reply of replies) {
      vi.restoreAllMocks();
      fakeGeocoder(reply);
      expect(await nominatim().geocode("x"), reply.body.slice(0, 40)).toEqual({ ok: false, reason: "unavailable" });
    }
  });

  it("timeout: a reply slower than the limit is abandoned", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    expect(await nominatim().geocode("slow street")).toEqual({ ok: false, reason: "unavailable" });
  });
});

function countingGeocoder(result: GeocodeResult) {
  const queries: string[] = [];
  const geocoder: Geocoder = {
    geocode: async (query) => {
      queries.push(query);
      return result;
    },
  };
  return { geocoder, queries };
}

describe("the KV cache", () => {
  it("looks each normalised address up once", async () => {
    const inner = countingGeocoder({ ok: true, latitude: 1.5, longitude: 2.5 });
    const cached = cachedGeocoder(inner.geocoder, env.GEOCODE_CACHE);
    const street = `${crypto.randomUUID().slice(0, 6)} Main St`;
    expect(await cached.geocode(`${street}, Springfield, IL 62701`)).toEqual({
      ok: true,
      latitude: 1.5,
      longitude: 2.5,
    });
    expect(await cached.geocode(`  ${street.toUpperCase()} ,Springfield,  IL 62701.`)).toEqual({
      ok: true,
      latitude: 1.5,
      longitude: 2.5,
    });
    expect(inner.queries).toHaveLength(1);
  });

  it("keeps answers for 90 days, misses for an hour, outages for a minute, and never our own 'busy'", async () => {
    const cases: Array<[GeocodeResult, number | null]> = [
      [{ ok: true, latitude: 1, longitude: 2 }, GEOCODE_CACHE_TTL.found],
      [{ ok: false, reason: "not_found" }, GEOCODE_CACHE_TTL.notFound],
      [{ ok: false, reason: "unavailable" }, GEOCODE_CACHE_TTL.unavailable],
      [{ ok: false, reason: "busy" }, null],
    ];
    for (const [result, ttl] of cases) {
      const query = `${crypto.randomUUID()} Test Road`;
      await cachedGeocoder(countingGeocoder(result).geocoder, env.GEOCODE_CACHE).geocode(query);
      const key = await geocodeCacheKey(query);
      const { keys } = await env.GEOCODE_CACHE.list({ prefix: key });
      if (ttl === null) {
        expect(keys).toEqual([]);
        continue;
      }
      const expiresIn = (keys[0]?.expiration ?? 0) - Date.now() / 1000;
      expect(expiresIn).toBeGreaterThan(ttl - 60);
      expect(expiresIn).toBeLessThanOrEqual(ttl + 1);
    }
  });

  it("keys: readable when short, hashed when too long for KV", async () => {
    expect(await geocodeCacheKey("1 Main St, Springfield, IL 62701")).toBe("geo:v1:1 main st, springfield, il 62701");
    expect(await geocodeCacheKey("é".repeat(400))).toMatch(/^geo:v1:sha256:[0-9a-f]{64}$/);
  });

  it("builds and normalises the query", () => {
    expect(addressQuery({ address: "1 Main St", city: "Springfield", state: "IL", zipCode: "62701" })).toBe(
      "1 Main St, Springfield, IL 62701",
    );
    expect(addressQuery({ address: null, city: "Springfield", state: "IL", zipCode: null })).toBe("Springfield, IL");
    expect(normaliseAddress(" 1  Main St ,Springfield , IL. ")).toBe("1 main st, springfield, il");
  });
});

describe("one request per second for the whole app", () => {
  /**
   * The limiter is the whole app's: a clock at a random moment long past (1990–2020), so no other
   * call, made at the real time, can fall in a test's seconds, this year or any later one. Its
   * waits move it on and are kept.
   */
  function pastClock() {
    let now = Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 94_608_000) * 10_000;
    const waits: number[] = [];
    return {
      waits,
      // The shared limiter orders attempts of one millisecond by a random id: keep them apart.
      tick: () => {
        now += 1;
      },
      options: {
        now: () => now,
        wait: async (ms: number) => {
          waits.push(ms);
          now += ms;
        },
      },
    };
  }

  it("a second call within the second waits for the next one, and gives up as 'busy' past the limit", async () => {
    const { waits, tick, options } = pastClock();
    const inner = countingGeocoder({ ok: true, latitude: 1, longitude: 2 });
    const throttled = throttledGeocoder(inner.geocoder, env.RATE_LIMITS, options);
    expect((await throttled.geocode("a")).ok).toBe(true);
    tick();
    expect((await throttled.geocode("b")).ok).toBe(true);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(1000 - 500);
    expect(inner.queries).toEqual(["a", "b"]);

    tick();
    const impatient = throttledGeocoder(inner.geocoder, env.RATE_LIMITS, { ...options, maxWaitMs: 100 });
    expect(await impatient.geocode("c")).toEqual({ ok: false, reason: "busy" });
    expect(inner.queries).toEqual(["a", "b"]);
  });

  it("a service that allows more a second lets that many through before the next call waits", async () => {
    const { waits, tick, options } = pastClock();
    const inner = countingGeocoder({ ok: true, latitude: 1, longitude: 2 });
    const throttled = throttledGeocoder(inner.geocoder, env.RATE_LIMITS, { ...options, perSecond: 2 });
    expect((await throttled.geocode("a")).ok).toBe(true);
    tick();
    expect((await throttled.geocode("b")).ok).toBe(true);
    expect(waits).toEqual([]);
    tick();
    expect((await throttled.geocode("c")).ok).toBe(true);
    expect(waits.length).toBeGreaterThan(0);
    expect(inner.queries).toEqual(["a", "b", "c"]);
  });

  it("the allowance is read from GEOCODER_REQUESTS_PER_SECOND: one unless named, never below one", () => {
    const base = { ...env, GEOCODER_REQUESTS_PER_SECOND: undefined };
    expect(readConfig({ ...base } as unknown as Env).geocoderRequestsPerSecond).toBe(1);
    expect(readConfig({ ...base, GEOCODER_REQUESTS_PER_SECOND: "3" } as unknown as Env).geocoderRequestsPerSecond).toBe(
      3,
    );
    expect(() => readConfig({ ...base, GEOCODER_REQUESTS_PER_SECOND: "0" } as unknown as Env)).toThrow(
      /GEOCODER_REQUESTS_PER_SECOND/,
    );
  });
});
