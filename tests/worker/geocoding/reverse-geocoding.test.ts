import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cachedReverseGeocoder } from "~/worker/geocoding/cache.server";
import type { Point, ReverseGeocoder, ReverseResult } from "~/worker/geocoding/geocoder";
import { createNominatimReverseGeocoder } from "~/worker/geocoding/nominatim";
import error503 from "../../fixtures/geocoder/error-503.txt?raw";
import garbage from "../../fixtures/geocoder/garbage.txt?raw";
import reverse from "../../fixtures/geocoder/reverse.json";
import nothing from "../../fixtures/geocoder/reverse-nothing.json";
import { expectText, fakeGeocoder, request, signIn } from "../fixtures";

const nominatim = () =>
  createNominatimReverseGeocoder({
    baseUrl: "https://geo.example.org",
    userAgent: "Tipoff/1.0 (test@example.com)",
    timeoutMs: 50,
  });
const json = (value: unknown) => JSON.stringify(value);

/** A point of this test's own (the cache and the throttle are shared with other files). */
const ownPoint = (): Point => ({ latitude: 30 + Math.random() * 15, longitude: -120 + Math.random() * 40 });

describe("the Nominatim reverse adapter against recorded replies", () => {
  it("reads the street line, city, two-letter state and ZIP, asking jsonv2 with our User-Agent", async () => {
    const geocoder = fakeGeocoder({ body: json(reverse) });
    expect(await nominatim().reverse({ latitude: 40.0075, longitude: -83.0251 })).toEqual({
      ok: true,
      place: { address: "555 Borror Drive", city: "Columbus", state: "OH", zipCode: "43210" },
    });
    const [call] = geocoder.calls;
    expect(call?.url.toString()).toBe(
      "https://geo.example.org/reverse?lat=40.0075&lon=-83.0251&format=jsonv2&addressdetails=1&zoom=18",
    );
    expect(call?.headers.get("user-agent")).toBe("Tipoff/1.0 (test@example.com)");
  });

  it("a point with no place is not_found; an HTTP error or a page that is not JSON is unavailable", async () => {
    fakeGeocoder({ body: json(nothing) });
    expect(await nominatim().reverse({ latitude: 0, longitude: -30 })).toEqual({ ok: false, reason: "not_found" });
    for (const reply of [
      { status: 503, body: error503, contentType: "text/html" },
      { body: garbage, contentType: "text/html" },
    ]) {
      vi.restoreAllMocks();
      fakeGeocoder(reply);
      expect(await nominatim().reverse({ latitude: 1, longitude: 1 })).toEqual({ ok: false, reason: "unavailable" });
    }
  });
});

describe("the reverse cache", () => {
  it("asks once for clicks within about 11 m, with the coordinates rounded", async () => {
    const asked: Point[] = [];
    const answer: ReverseResult = {
      ok: true,
      place: { address: "1 Court Street", city: "Town", state: "KS", zipCode: "66044" },
    };
    const inner: ReverseGeocoder = {
      reverse: async (point) => {
        asked.push(point);
        return answer;
      },
    };
    const cached = cachedReverseGeocoder(inner, env.GEOCODE_CACHE);
    const own = ownPoint();
    const rounded = {
      latitude: Math.round(own.latitude * 1e4) / 1e4,
      longitude: Math.round(own.longitude * 1e4) / 1e4,
    };
    const point = { latitude: rounded.latitude + 0.00002, longitude: rounded.longitude };
    const close = { latitude: rounded.latitude - 0.00003, longitude: rounded.longitude + 0.00004 };
    expect(await cached.reverse(point)).toEqual(answer);
    expect(await cached.reverse(close)).toEqual(answer);
    expect(asked).toEqual([rounded]);
  });
});

// The first sign-in renders a page, which loads the whole app into workerd: once, outside any test's time.
beforeAll(() => signIn(), 120_000);

describe("/submit opened from a map point", () => {
  const submitAt = async (point: Point, cookie: string) =>
    request(`/submit?latitude=${point.latitude.toFixed(6)}&longitude=${point.longitude.toFixed(6)}`, {
      headers: { cookie },
    });

  it("starts with the address the reverse geocoder gives for the point", async () => {
    const { cookie } = await signIn();
    fakeGeocoder({ body: json(reverse) });
    const point = ownPoint();
    const response = await submitAt(point, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectText(html, 'value="555 Borror Drive"');
    expectText(html, 'value="Columbus"');
    expectText(html, 'value="43210"');
    expectText(html, `value="${point.latitude.toFixed(6).replace(/0+$/, "")}`);
  });

  it("opens with just the coordinates when the geocoder fails", async () => {
    const { cookie } = await signIn();
    fakeGeocoder({ status: 503, body: error503, contentType: "text/html" });
    const point = ownPoint();
    const response = await submitAt(point, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectText(html, "Borror Drive", false);
    expectText(html, `value="${point.latitude.toFixed(6).replace(/0+$/, "")}`);
  });
});
