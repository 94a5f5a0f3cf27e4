import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import type { GeocodeResult } from "~/worker/geocoding/geocoder";
import { readConfig } from "~/worker/platform/env.server";
import { searchMap } from "~/worker/schools/map-search.server";
import { api, fakeGeocoder, json, REPLIES } from "../fixtures";

/** A place name no other test asks for, so the geocoding cache has never seen it. */
const placeOfItsOwn = () => `Gym Street ${crypto.randomUUID().slice(0, 8)}, Columbus, OH`;

describe("GET /api/places?source=map", () => {
  it("answers the place the geocoder finds, and asks the service once for the same words", async () => {
    const geocoder = fakeGeocoder(REPLIES.found);
    const q = placeOfItsOwn();
    const first = await api(`/api/places?source=map&q=${encodeURIComponent(q)}`);
    expect(first.status).toBe(200);
    const { places } = await json<{ places: { name: string; coordinates: { latitude: number } }[] }>(first);
    expect(places).toHaveLength(1);
    expect(places[0]?.name).toBe(q);
    expect(places[0]?.coordinates.latitude).toBeCloseTo(40.0075, 2);
    const again = await api(`/api/places?source=map&q=${encodeURIComponent(q.toUpperCase())}`);
    expect(again.status).toBe(200);
    expect(geocoder.calls).toHaveLength(1);
  });

  it("answers no places when the geocoder knows none", async () => {
    fakeGeocoder(REPLIES.empty);
    const response = await api(`/api/places?source=map&q=${encodeURIComponent(placeOfItsOwn())}`);
    expect(await json(response)).toEqual({ places: [] });
  });

  it("answers an outage with 429, Retry-After and a message, not a 500", async () => {
    fakeGeocoder({ status: 503, body: "down", contentType: "text/html" });
    const response = await api(`/api/places?source=map&q=${encodeURIComponent(placeOfItsOwn())}`);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await json(response)).toMatchObject({ error: { message: SCHOOL_TEXT.mapSearchUnavailable } });
  });
});

describe("searchMap", () => {
  it("turns the app-wide one-request-a-second throttle's busy into rate_limited with a second to wait", async () => {
    const busy = { geocode: async (): Promise<GeocodeResult> => ({ ok: false, reason: "busy" }) };
    const answer = await searchMap({ env, config: readConfig(env) }, "anywhere", busy);
    expect(answer).toMatchObject({ ok: false, kind: "rate_limited", retryAfterSeconds: 1 });
    expect(answer.ok ? "" : answer.message).toBe(SCHOOL_TEXT.mapSearchBusy);
  });
});
