import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { arenas } from "~/worker/db/schema.server";
import { api, arenaForm, db, fakeGeocoder, REPLIES, signIn, uniqueIp } from "../fixtures";

type ArenaBody = { arena: { id: string; approved: boolean; createdBy: string; coordinates: unknown } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function storedArena(id: string) {
  const [row] = await db.select().from(arenas).where(eq(arenas.id, id));
  return row;
}

describe("POST /api/arenas", () => {
  it("refuses a visitor with 401 and the fixed message, storing nothing", async () => {
    const form = arenaForm();
    const response = await api("/api/arenas", { body: form });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: "unauthorized",
      message: ARENA_TEXT.submitLoginRequired,
    });
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, form.name))).toEqual([]);
  });

  it("refuses a forged or stale session cookie with 401", async () => {
    const response = await api("/api/arenas", {
      body: arenaForm(),
      cookie: "better-auth.session_token=forged.token-value",
    });
    expect(response.status).toBe(401);
  });

  it("stores a pending arena created by the user, empty optional values as NULL", async () => {
    const user = await signIn();
    const response = await api("/api/arenas", {
      body: arenaForm({ level: "", parking: "  ", food: "Tacos next door" }),
      ...user,
    });
    expect(response.status).toBe(201);
    const { arena } = (await response.json()) as ArenaBody;
    expect(arena).toMatchObject({ approved: false, createdBy: user.id });
    const row = await storedArena(arena.id);
    expect(row).toMatchObject({
      approved: false,
      createdBy: user.id,
      level: null,
      parking: null,
      lockerRooms: null,
      food: "Tacos next door",
      hotels: null,
      safety: null,
      latitude: 40.0075,
      longitude: -83.0251,
    });
  });

  it("accepts coordinates as JSON numbers", async () => {
    const user = await signIn();
    const response = await api("/api/arenas", { body: { ...arenaForm(), latitude: 39.5, longitude: -84 }, ...user });
    expect(response.status).toBe(201);
    const { arena } = (await response.json()) as ArenaBody;
    expect(arena.coordinates).toEqual({ latitude: 39.5, longitude: -84 });
  });
});

describe("geocoding on submit", () => {
  it("converts the address when coordinates are missing, then serves the same address from the cache", async () => {
    const user = await signIn();
    const geocoder = fakeGeocoder(REPLIES.found);
    // A street of its own: the geocode cache outlives a test, and a street another test converted
    // (or saw fail) would answer from there without a call.
    const address = { address: `${crypto.randomUUID().slice(0, 8)} Borror Drive`, latitude: "", longitude: "" };
    const first = await api("/api/arenas", { body: arenaForm(address), ...user });
    expect(first.status).toBe(201);
    const { arena } = (await first.json()) as ArenaBody;
    expect(arena.coordinates).toEqual({ latitude: 40.0075283, longitude: -83.0251119 });

    expect(geocoder.calls).toHaveLength(1);
    const [call] = geocoder.calls;
    expect(call?.url.pathname).toBe("/search");
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      q: `${address.address}, Columbus, OH 43210`,
      format: "json",
      limit: "1",
    });
    expect(call?.headers.get("user-agent")).toMatch(/^Tipoff\/1\.0 \(.+\)$/);

    // Same place, other spelling: a cache hit, no second request to the service.
    const again = await api("/api/arenas", {
      body: arenaForm({ ...address, address: `  ${address.address.toUpperCase()} `, latitude: "40.1" }),
      ...user,
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as ArenaBody).arena.coordinates).toEqual(arena.coordinates);
    expect(geocoder.calls).toHaveLength(1);
  });

  it("answers 422 with the fixed message when the address cannot be converted, storing nothing", async () => {
    const user = await signIn();
    fakeGeocoder(REPLIES.empty);
    const form = arenaForm({ address: `${crypto.randomUUID().slice(0, 6)} Nowhere Lane`, latitude: "", longitude: "" });
    const response = await api("/api/arenas", { body: form, ...user });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: "geocoding_failed",
      message: ARENA_TEXT.geocodeFailed,
    });
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, form.name))).toEqual([]);
  });
});

describe("nothing twice, nothing too often", () => {
  it("a double-clicked submit (same Idempotency-Key, concurrently) creates one arena", async () => {
    const user = await signIn();
    const form = arenaForm();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const responses = await Promise.all([1, 2, 3].map(() => api("/api/arenas", { body: form, ...user, headers })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as ArenaBody).arena.id)));
    expect(ids.size).toBe(1);
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, form.name))).toHaveLength(1);
  });

  it("limits submissions per user with 429 and Retry-After", async () => {
    const user = await signIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await api("/api/arenas", { body: arenaForm(), ...user, ip: uniqueIp() })).status).toBe(201);
    }
    const refused = await api("/api/arenas", { body: arenaForm(), ...user, ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: ARENA_TEXT.tooManySubmissions,
    });
  });

  it("limits submissions per IP across accounts", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      const user = await signIn();
      expect((await api("/api/arenas", { body: arenaForm(), ...user, ip })).status).toBe(201);
    }
    const refused = await api("/api/arenas", { body: arenaForm(), ...(await signIn()), ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("bad input is a clear 4xx, never a 500", () => {
  it("malformed JSON", async () => {
    const response = await api("/api/arenas", { body: '{"name": "Half', ...(await signIn()) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe("bad_request");
  });

  it("wrong types, unknown level and coordinates out of range, each with its field", async () => {
    const user = await signIn();
    const response = await api("/api/arenas", {
      body: { ...arenaForm(), name: 42, level: "NBA", latitude: 91, longitude: "-180.5", zipCode: "ABCDE" },
      ...user,
    });
    expect(response.status).toBe(400);
    const { fields } = ((await response.json()) as ErrorBody).error;
    expect(Object.keys(fields ?? {}).sort()).toEqual(["latitude", "level", "longitude", "name", "zipCode"]);
    expect(fields?.latitude).toEqual(["Latitude must be between -90 and 90"]);
    expect(fields?.longitude).toEqual(["Longitude must be between -180 and 180"]);
    expect(fields?.zipCode).toEqual(["ZIP code must be a valid ZIP or postal code"]);
    expect(fields?.level?.[0]).toMatch(/^Level must be one of: Division I, /);
  });

  it("a body of 1 MB is refused with 413 before it is read", async () => {
    const response = await api("/api/arenas", {
      body: { ...arenaForm(), parking: "p".repeat(1024 * 1024) },
      ...(await signIn()),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });

  it("a field over its limit gets the fixed message", async () => {
    const response = await api("/api/arenas", { body: arenaForm({ safety: "s".repeat(2001) }), ...(await signIn()) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "Safety Tips must be no more than 2000 characters",
    );
  });

  it("a malformed Idempotency-Key", async () => {
    const response = await api("/api/arenas", {
      body: arenaForm(),
      ...(await signIn()),
      headers: { "Idempotency-Key": "no spaces allowed!" },
    });
    expect(response.status).toBe(400);
  });
});
