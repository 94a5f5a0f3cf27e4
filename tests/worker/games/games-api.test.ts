import { beforeAll, describe, expect, it, vi } from "vitest";
import { GAME_LIMITS } from "~/core/games/limits";
import { GAME_TEXT } from "~/core/games/messages";
import { GAME_FIELD_MESSAGES } from "~/core/validation/games";
import { games } from "~/worker/db/schema.server";
import { updatePreferences } from "~/worker/games/preferences.server";
import {
  api,
  createArena,
  createGame,
  daysFromNow,
  db,
  fakeNetwork,
  json,
  loadApp,
  nextUsClockChanges,
  REPLIES,
  ROUTE_REPLIES,
  type SignedIn,
  seedSchoolIndex,
  signIn,
} from "../fixtures";

const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };
const PHOENIX = { latitude: 33.4457, longitude: -112.0712, city: "Phoenix", state: "AZ" };
const HONOLULU = { latitude: 21.2969, longitude: -157.8171, city: "Honolulu", state: "HI" };
const HOME = { label: "Home", latitude: 41.9, longitude: -87.7 };

type GameJson = {
  id: string;
  arenaId: string;
  tipoffAt: string;
  timeZone: string;
  bufferMinutes: number;
  start: { label: string; latitude: number; longitude: number } | null;
  driveMinutes: number;
  driveSource: string;
  oneWayMiles: number | null;
  milesSource: string | null;
  enteredMiles: number | null;
  notDriven: boolean;
  leaveAt: string;
  arriveBy: string;
};
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

async function plan(person: SignedIn, body: Record<string, unknown>) {
  const response = await api("/api/games", { ...as(person), body });
  return { status: response.status, body: await json<{ game: GameJson } & ErrorJson>(response) };
}

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("POST /api/games", () => {
  it("plans a game in the arena's zone and answers 201 with the game, its leave-by and arrive-by", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const date = daysFromNow(20);
    const { status, body } = await plan(person, {
      arenaId: arena.id,
      date,
      time: "19:00",
      bufferMinutes: 45,
      start: HOME,
    });
    expect(status).toBe(201);
    const { game } = body;
    expect(Object.keys(game).sort()).toEqual(
      [
        "alerts",
        "arenaId",
        "arriveBy",
        "bufferMinutes",
        "clashes",
        "confirmWith",
        "driveMinutes",
        "driveSource",
        "enteredMiles",
        "feeCents",
        "feeSource",
        "id",
        "leaveAt",
        "leaveReason",
        "milesSource",
        "notDriven",
        "oneWayMiles",
        "paidOn",
        "payer",
        "reportDueAt",
        "source",
        "sources",
        "start",
        "status",
        "timeZone",
        "tipoffAt",
        "toConfirm",
        "travelCents",
        "zoneStated",
      ].sort(),
    );
    // A game typed by hand has no pay until the person gives it, and no weather until it is checked.
    expect(game).toMatchObject({ feeCents: null, feeSource: null, travelCents: null, payer: null, paidOn: null });
    expect(game).toMatchObject({ alerts: [], leaveReason: null });
    expect(game).toMatchObject({
      source: "manual",
      status: "scheduled",
      arenaId: arena.id,
      timeZone: "America/Chicago",
      bufferMinutes: 45,
      start: HOME,
      driveMinutes: 13,
      driveSource: "routing",
      // The routing answer's 6,712.4 m, one way, with its source.
      oneWayMiles: 4.2,
      milesSource: "routing",
      enteredMiles: null,
      notDriven: false,
    });
    expect(game.tipoffAt).toMatch(new RegExp(`^${date}T19:00:00-0[56]:00$`));
    // 45 minutes early at the door, 13 minutes' drive before that.
    expect(Date.parse(game.arriveBy)).toBe(Date.parse(game.tipoffAt) - 45 * 60_000);
    expect(Date.parse(game.leaveAt)).toBe(Date.parse(game.tipoffAt) - 58 * 60_000);
    // The routing service was asked from the start to the arena, lng,lat first.
    expect(network.routingCalls()[0]?.pathname).toBe("/route/v1/driving/-87.700000,41.900000;-87.674200,41.880700");

    const listed = await json<{ games: GameJson[] }>(await api("/api/games", as(person)));
    expect(listed.games).toEqual([game]);
    const one = await json<{ game: GameJson }>(await api(`/api/games/${game.id}`, as(person)));
    expect(one.game).toEqual(game);
  });

  it("refuses a visitor with 401", async () => {
    const arena = await createArena(CHICAGO);
    const response = await api("/api/games", { body: { arenaId: arena.id, date: daysFromNow(5), time: "19:00" } });
    expect(response.status).toBe(401);
  });

  it.each([
    ["a date that does not exist", { date: "2027-02-30" }, "date", GAME_FIELD_MESSAGES.dateInvalid],
    ["a date in another format", { date: "03/14/2027" }, "date", GAME_FIELD_MESSAGES.date],
    ["a time past 23:59", { time: "24:00" }, "time", GAME_FIELD_MESSAGES.time],
    ["a buffer over 180 minutes", { bufferMinutes: 181 }, "bufferMinutes", GAME_FIELD_MESSAGES.bufferRange],
    ["a negative buffer", { bufferMinutes: -1 }, "bufferMinutes", GAME_FIELD_MESSAGES.bufferRange],
    ["a buffer in fractions of a minute", { bufferMinutes: 2.5 }, "bufferMinutes", GAME_FIELD_MESSAGES.bufferNumber],
    [
      "a start with neither address nor coordinates",
      { start: { label: "Home" } },
      "start.address",
      GAME_FIELD_MESSAGES.startRequired,
    ],
    [
      "a start latitude out of range",
      { start: { latitude: 91, longitude: 0 } },
      "start.latitude",
      GAME_FIELD_MESSAGES.latitudeRange,
    ],
  ])("answers 400 with the field's message for %s", async (_case, change, field, message) => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, { arenaId: arena.id, date: daysFromNow(10), time: "19:00", ...change });
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.fields?.[field]).toContain(message);
  });

  it("takes buffers of exactly 0 and 180 minutes", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    for (const bufferMinutes of [GAME_LIMITS.bufferMinutes.min, GAME_LIMITS.bufferMinutes.max]) {
      const { status, body } = await plan(person, {
        arenaId: arena.id,
        date: daysFromNow(10),
        time: "19:00",
        bufferMinutes,
        start: HOME,
      });
      expect(status).toBe(201);
      expect(body.game.bufferMinutes).toBe(bufferMinutes);
    }
  });

  it("refuses a tip-off in the past or more than 2 years ahead, and takes one just inside the window", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    // Two days back: yesterday's date in UTC is still today in Chicago between midnight and 6 UTC.
    const past = await plan(person, { arenaId: arena.id, date: daysFromNow(-2), time: "19:00" });
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.date).toEqual([GAME_TEXT.past]);
    const tooFar = await plan(person, { arenaId: arena.id, date: daysFromNow(2 * 366 + 1), time: "19:00" });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.fields?.date).toEqual([GAME_TEXT.tooFar]);
    const inside = await plan(person, { arenaId: arena.id, date: daysFromNow(2 * 365 - 2), time: "19:00" });
    expect(inside.status).toBe(201);
  });

  it("answers 404 for an unknown arena, and 422 for an arena with no map location", async () => {
    fakeNetwork();
    const person = await signIn();
    const unknown = await plan(person, { arenaId: crypto.randomUUID(), date: daysFromNow(5), time: "19:00" });
    expect(unknown.status).toBe(404);
    const nowhere = await createArena({ latitude: null, longitude: null });
    const unplaced = await plan(person, { arenaId: nowhere.id, date: daysFromNow(5), time: "19:00" });
    expect(unplaced.status).toBe(422);
    expect(unplaced.body.error).toEqual({ code: "arena_without_location", message: GAME_TEXT.noCoordinates });
  });

  it("does not plan at another person's pending arena (it does not exist for them)", async () => {
    fakeNetwork();
    const [creator, person] = await Promise.all([signIn(), signIn()]);
    const pending = await createArena({ ...CHICAGO, approved: false, createdBy: creator.id });
    const { status } = await plan(person, { arenaId: pending.id, date: daysFromNow(5), time: "19:00" });
    expect(status).toBe(404);
  });
});

describe("the day the clocks change (America/Chicago)", () => {
  const { spring, autumn } = nextUsClockChanges();

  it(`spring forward (${spring}): a 3:30 AM CDT tip-off has a leave-by before the change, in CST`, async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, {
      arenaId: arena.id,
      date: spring,
      time: "03:30",
      bufferMinutes: 60,
      start: HOME,
    });
    expect(status).toBe(201);
    // 3:30 CDT is 08:30 UTC; an hour and 13 minutes earlier is 07:17 UTC, which is 1:17 AM CST,
    // not the 2:17 AM a wall-clock subtraction would give.
    expect(body.game.tipoffAt).toBe(`${spring}T03:30:00-05:00`);
    expect(body.game.arriveBy).toBe(`${spring}T01:30:00-06:00`);
    expect(body.game.leaveAt).toBe(`${spring}T01:17:00-06:00`);
  });

  it(`spring forward (${spring}): 2:30 AM does not exist and is refused with a clear message`, async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, { arenaId: arena.id, date: spring, time: "02:30" });
    expect(status).toBe(400);
    const [year, month, day] = spring.split("-").map(Number);
    const when = `March ${day}, ${year}`;
    expect(month).toBe(3);
    expect(body.error.fields?.time).toEqual([GAME_TEXT.nonexistentTime("2:30 AM", when, "Central Time")]);
  });

  it(`fall back (${autumn}): a 2:15 AM CST tip-off has a leave-by before the change, in CDT`, async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, {
      arenaId: arena.id,
      date: autumn,
      time: "02:15",
      bufferMinutes: 90,
      start: HOME,
    });
    expect(status).toBe(201);
    expect(body.game.tipoffAt).toBe(`${autumn}T02:15:00-06:00`);
    expect(body.game.arriveBy).toBe(`${autumn}T01:45:00-05:00`);
    expect(body.game.leaveAt).toBe(`${autumn}T01:32:00-05:00`);
  });

  it(`fall back (${autumn}): 1:30 AM happens twice and means the first (CDT)`, async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, { arenaId: arena.id, date: autumn, time: "01:30", start: HOME });
    expect(status).toBe(201);
    expect(body.game.tipoffAt).toBe(`${autumn}T01:30:00-05:00`);
  });

  it(`Arizona keeps MST (${spring} 2:30 AM exists there) and Hawaii keeps HST`, async () => {
    fakeNetwork();
    const person = await signIn();
    const [phoenix, honolulu] = await Promise.all([createArena(PHOENIX), createArena(HONOLULU)]);
    const arizona = await plan(person, { arenaId: phoenix.id, date: spring, time: "02:30", start: HOME });
    expect(arizona.status).toBe(201);
    expect(arizona.body.game).toMatchObject({ timeZone: "America/Phoenix", tipoffAt: `${spring}T02:30:00-07:00` });
    const summer = spring.replace(/-03-\d\d$/, "-07-15");
    const july = await plan(person, { arenaId: phoenix.id, date: summer, time: "19:00", start: HOME });
    expect(july.body.game.tipoffAt).toBe(`${summer}T19:00:00-07:00`);
    const hawaii = await plan(person, { arenaId: honolulu.id, date: autumn, time: "01:30", start: HOME });
    expect(hawaii.body.game).toMatchObject({ timeZone: "Pacific/Honolulu", tipoffAt: `${autumn}T01:30:00-10:00` });
  });
});

describe("defaults and starting points", () => {
  it("takes the arena's recommended arrival, else the profile's default, else 60 minutes", async () => {
    fakeNetwork();
    const person = await signIn();
    const recommended = await createArena({ ...CHICAGO, arrivalMinutes: 75 });
    const plain = await createArena(CHICAGO);
    const base = { date: daysFromNow(9), time: "19:00", start: HOME };
    expect((await plan(person, { ...base, arenaId: recommended.id })).body.game.bufferMinutes).toBe(75);
    expect((await plan(person, { ...base, arenaId: plain.id })).body.game.bufferMinutes).toBe(60);
    await updatePreferences({ db }, person.id, { defaultBufferMinutes: 40 });
    expect((await plan(person, { ...base, arenaId: plain.id })).body.game.bufferMinutes).toBe(40);
    expect((await plan(person, { ...base, arenaId: recommended.id })).body.game.bufferMinutes).toBe(75);
  });

  it("drives to the officials' parking pin when the arena has one", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, parkingLatitude: 41.8811, parkingLongitude: -87.6731 });
    await plan(person, { arenaId: arena.id, date: daysFromNow(9), time: "19:00", start: HOME });
    expect(network.routingCalls()[0]?.pathname).toMatch(/;-87\.673100,41\.881100$/);
  });

  it("without a start uses the usual start from the profile, and with none plans no drive", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const base = { arenaId: arena.id, date: daysFromNow(9), time: "19:00", bufferMinutes: 30 };
    const none = await plan(person, base);
    expect(none.body.game).toMatchObject({ start: null, driveMinutes: 0, driveSource: "estimate" });
    expect(none.body.game.leaveAt).toBe(none.body.game.arriveBy);
    await updatePreferences({ db }, person.id, { usualStart: { label: "Office", latitude: 41.95, longitude: -87.65 } });
    const usual = await plan(person, base);
    expect(usual.body.game).toMatchObject({
      start: { label: "Office", latitude: 41.95, longitude: -87.65 },
      driveSource: "routing",
    });
  });

  it("geocodes a typed starting address through the geocoder, and names the field when it finds nothing", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    fakeNetwork();
    const found = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(9),
      time: "19:00",
      start: { address: "555 Borror Drive, Columbus, OH" },
    });
    expect(found.body.game.start).toEqual({
      label: "555 Borror Drive, Columbus, OH",
      latitude: 40.0075283,
      longitude: -83.0251119,
    });
    vi.restoreAllMocks();
    fakeNetwork({ geocode: REPLIES.empty });
    const missing = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(9),
      time: "19:00",
      // An address of its own: one another test converted would answer from the geocode cache.
      start: { address: `${crypto.randomUUID().slice(0, 8)} Nowhere Lane, Atlantis` },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.["start.address"]).toEqual([GAME_TEXT.startNotFound]);
  });

  it("places a town and state at its schools' centre when the address service cannot be reached, and says which failed", async () => {
    await seedSchoolIndex();
    fakeNetwork({ geocode: { status: 503, body: "down" } });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const planned = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(9),
      time: "19:00",
      start: { address: "Mechanicsburg, PA" },
    });
    expect(planned.status).toBe(201);
    const start = planned.body.game.start;
    expect(start?.label).toBe("Mechanicsburg, PA");
    // Mechanicsburg's schools are a few miles around 40.21, -77.01.
    expect(start?.latitude).toBeCloseTo(40.21, 1);
    expect(start?.longitude).toBeCloseTo(-77.01, 1);
    const street = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(10),
      time: "19:00",
      start: { address: `${crypto.randomUUID().slice(0, 8)} Market Street, Mechanicsburg, PA 17055` },
    });
    expect(street.status).toBe(400);
    expect(street.body.error.fields?.["start.address"]).toEqual([GAME_TEXT.startServiceDown]);
  });

  it("falls back to the estimate, and says so, when the routing service does not answer in time", async () => {
    const network = fakeNetwork({ route: "hang" });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { status, body } = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(9),
      time: "19:00",
      start: { label: "Milwaukee", latitude: 43.0451, longitude: -87.9172 },
    });
    expect(status).toBe(201);
    expect(network.routingCalls()).toHaveLength(1);
    // Milwaukee to the United Center: 81.4 miles as the crow flies, 105.8 by road: 3 miles of town
    // streets, 7 of arterials and 95.8 of highway → 97.3, rounded up to 98 minutes.
    expect(body.game).toMatchObject({ driveSource: "estimate", driveMinutes: 98 });
  });

  it("falls back to the estimate when the service finds no route", async () => {
    fakeNetwork({ route: ROUTE_REPLIES.noRoute });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const { body } = await plan(person, { arenaId: arena.id, date: daysFromNow(9), time: "19:00", start: HOME });
    expect(body.game).toMatchObject({ driveSource: "estimate", driveMinutes: 10 });
  });
});

describe("a game's own routes: GET, PATCH and DELETE /api/games/{id}", () => {
  it("another person's game is 404 for reading, changing and deleting, and stays as it was", async () => {
    fakeNetwork();
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const arena = await createArena(CHICAGO);
    const game = await createGame({ userId: owner.id, arenaId: arena.id });
    expect((await api(`/api/games/${game.id}`, as(other))).status).toBe(404);
    expect(
      (await api(`/api/games/${game.id}`, { ...as(other), method: "PATCH", body: { bufferMinutes: 5 } })).status,
    ).toBe(404);
    expect((await api(`/api/games/${game.id}`, { ...as(other), method: "DELETE" })).status).toBe(404);
    expect((await json<{ games: GameJson[] }>(await api("/api/games", as(other)))).games).toEqual([]);
    const mine = await json<{ game: GameJson }>(await api(`/api/games/${game.id}`, as(owner)));
    expect(mine.game.bufferMinutes).toBe(60);
  });

  it("PATCH changes only what is sent: a new time in the arena's zone, a new buffer, no start", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const created = await plan(person, {
      arenaId: arena.id,
      date: daysFromNow(12),
      time: "19:00",
      bufferMinutes: 60,
      start: HOME,
    });
    const id = created.body.game.id;
    const patch = (body: unknown) => api(`/api/games/${id}`, { ...as(person), method: "PATCH", body });

    const later = await json<{ game: GameJson }>(await patch({ time: "20:30" }));
    expect(later.game.tipoffAt).toMatch(new RegExp(`^${daysFromNow(12)}T20:30:00-0[56]:00$`));
    expect(later.game.bufferMinutes).toBe(60);
    expect(later.game.start).toEqual(HOME);

    const buffer = await json<{ game: GameJson }>(await patch({ bufferMinutes: 20 }));
    expect(Date.parse(buffer.game.tipoffAt) - Date.parse(buffer.game.leaveAt)).toBe((20 + 13) * 60_000);

    const noStart = await json<{ game: GameJson }>(await patch({ start: null }));
    expect(noStart.game).toMatchObject({ start: null, driveMinutes: 0 });

    const empty = await patch({});
    expect(empty.status).toBe(400);
    const past = await patch({ date: daysFromNow(-3) });
    expect(past.status).toBe(400);
  });

  it("DELETE removes the game; it is then 404", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await createGame({ userId: person.id, arenaId: arena.id });
    const deleted = await api(`/api/games/${game.id}`, { ...as(person), method: "DELETE" });
    expect(await json(deleted)).toEqual({ game: { id: game.id, deleted: true } });
    expect((await api(`/api/games/${game.id}`, as(person))).status).toBe(404);
  });
});

describe("limits per person", () => {
  it(`refuses a game beyond ${GAME_LIMITS.upcomingPerUser} upcoming ones with 409`, async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const rows = Array.from({ length: GAME_LIMITS.upcomingPerUser }, (_, index) => ({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() + (index + 1) * 3_600_000),
      timeZone: "America/Chicago",
      bufferMinutes: 60,
      driveMinutes: 0,
      driveSource: "estimate" as const,
    }));
    // D1 binds at most 100 values per statement: one insert per row, in one batch.
    const [first, ...rest] = rows.map((row) => db.insert(games).values(row));
    if (first) await db.batch([first, ...rest]);
    const { status, body } = await plan(person, { arenaId: arena.id, date: daysFromNow(30), time: "19:00" });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "too_many_games", message: GAME_TEXT.tooManyGames });
  });

  it(`allows ${GAME_LIMITS.writesPerWindow} changes in 5 minutes, then answers 429 with Retry-After`, async () => {
    const person = await signIn();
    const remove = () => api(`/api/games/${crypto.randomUUID()}`, { ...as(person), method: "DELETE" });
    for (let index = 0; index < GAME_LIMITS.writesPerWindow; index += 1) expect((await remove()).status).toBe(404);
    const limited = await remove();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json<ErrorJson>(limited)).error.message).toBe(GAME_TEXT.rateLimited);
  });
});
