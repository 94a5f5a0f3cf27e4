import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_TEXT } from "~/core/games/messages";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { WEEKDAY_START_LIMITS, WEEKDAY_START_TEXT } from "~/core/games/weekday-start-text";
import { isoWeekday, zonedInstant } from "~/core/games/zoned-time";
import { GAME_FIELD_MESSAGES } from "~/core/validation/games";
import { games } from "~/worker/db/schema.server";
import { updatePreferences } from "~/worker/games/preferences.server";
import {
  api,
  cookiesFrom,
  createArena,
  createGame,
  db,
  expectText,
  fakeNetwork,
  flashMessageIn,
  json,
  loadApp,
  nextUsClockChanges,
  postForm,
  REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };
const LOS_ANGELES = { latitude: 34.043, longitude: -118.2673, city: "Los Angeles", state: "CA" };
const HOME = { label: "Home", latitude: 41.9, longitude: -87.7 };
const WORK = { label: "Work", latitude: 41.8853, longitude: -87.6217 };
const WEDNESDAY = 3;

type Start = { label: string; latitude: number; longitude: number };
type GameJson = { id: string; start: Start | null; driveSource: string; oneWayMiles: number | null };
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type StartsJson = { starts: Array<Start & { weekday: number }>; applied: number };

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

/** "YYYY-MM-DD" of the first date on this ISO weekday at least `afterDays` days from now. */
function nextOn(weekday: number, afterDays = 3): string {
  const day = new Date(Date.now() + afterDays * 86_400_000);
  while ((day.getUTCDay() || 7) !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function putStarts(person: SignedIn, starts: unknown) {
  const response = await api("/api/me/weekday-starts", { ...as(person), method: "PUT", body: { starts } });
  return { status: response.status, body: await json<StartsJson & ErrorJson>(response) };
}

async function plan(person: SignedIn, body: Record<string, unknown>): Promise<GameJson> {
  const response = await api("/api/games", { ...as(person), body });
  expect(response.status).toBe(201);
  return (await json<{ game: GameJson }>(response)).game;
}

async function startOfGame(person: SignedIn, id: string): Promise<Start | null> {
  const response = await api(`/api/games/${id}`, as(person));
  expect(response.status).toBe(200);
  return (await json<{ game: GameJson }>(response)).game.start;
}

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("PUT /api/me/weekday-starts", () => {
  it("saves the starts, Monday first, and GET reads them back; [] clears them", async () => {
    fakeNetwork();
    const person = await signIn();
    const saved = await putStarts(person, [
      { weekday: 5, label: "Gym bag at Mom's", latitude: 41.8, longitude: -87.6 },
      { ...WORK, weekday: WEDNESDAY },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.starts.map((start) => start.weekday)).toEqual([WEDNESDAY, 5]);
    const read = await json<StartsJson>(await api("/api/me/weekday-starts", as(person)));
    expect(read.starts).toEqual([
      { ...WORK, weekday: WEDNESDAY },
      { weekday: 5, label: "Gym bag at Mom's", latitude: 41.8, longitude: -87.6 },
    ]);
    expect((await putStarts(person, [])).status).toBe(200);
    expect((await json<StartsJson>(await api("/api/me/weekday-starts", as(person)))).starts).toEqual([]);
  });

  it("refuses each limit with 400 and a message that says which", async () => {
    const person = await signIn();
    const start = (weekday: number, extra: Record<string, unknown> = {}) => ({ ...WORK, weekday, ...extra });
    const cases: Array<[unknown, string]> = [
      [[1, 2, 3, 4, 5, 6, 7, 1].map((weekday) => start(weekday)), WEEKDAY_START_TEXT.tooMany],
      [[start(WEDNESDAY), start(WEDNESDAY)], WEEKDAY_START_TEXT.duplicate(WEDNESDAY)],
      [[start(0)], WEEKDAY_START_TEXT.weekdayRange],
      [[start(8)], WEEKDAY_START_TEXT.weekdayRange],
      [[start(2.5)], WEEKDAY_START_TEXT.weekdayRange],
      [[start(1, { label: "x".repeat(WEEKDAY_START_LIMITS.labelMax + 1) })], WEEKDAY_START_TEXT.labelTooLong],
      [[start(1, { label: "" })], WEEKDAY_START_TEXT.labelRequired],
      [[start(1, { latitude: 91 })], GAME_FIELD_MESSAGES.latitudeRange],
      [[start(1, { longitude: -181 })], GAME_FIELD_MESSAGES.longitudeRange],
    ];
    for (const [starts, message] of cases) {
      const refused = await putStarts(person, starts);
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.code).toBe("validation_error");
      expect(JSON.stringify(refused.body.error), message).toContain(JSON.stringify(message).slice(1, -1));
    }
    const label80 = await putStarts(person, [start(7, { label: "x".repeat(WEEKDAY_START_LIMITS.labelMax) })]);
    expect(label80.status).toBe(200);
    // A refusal saves nothing.
    const read = await json<StartsJson>(await api("/api/me/weekday-starts", as(person)));
    expect(read.starts.map((saved) => saved.weekday)).toEqual([7]);
    expect((await api("/api/me/weekday-starts", { method: "PUT", body: { starts: [] } })).status).toBe(401);
  });
});

describe("a game's start", () => {
  it("a Wednesday game starts at the Wednesday start, other days at the usual start", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const wednesday = await plan(person, { arenaId: arena.id, date: nextOn(WEDNESDAY), time: "19:00" });
    expect(wednesday.start).toEqual(WORK);
    expect(wednesday.driveSource).toBe("routing");
    const thursday = await plan(person, { arenaId: arena.id, date: nextOn(4), time: "19:00" });
    expect(thursday.start).toEqual(HOME);
  });

  it("reads the weekday on the arena's clock: 11:30 PM Tuesday in Los Angeles is Wednesday in UTC, still Tuesday", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(LOS_ANGELES);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const tuesday = nextOn(2);
    const late = await plan(person, { arenaId: arena.id, date: tuesday, time: "23:30" });
    const row = await db.select({ tipoffAt: games.tipoffAt }).from(games).where(eq(games.id, late.id)).get();
    expect(row?.tipoffAt.getUTCDay()).toBe(WEDNESDAY);
    expect(late.start).toEqual(HOME);
    // 12:30 AM on Wednesday there is Wednesday.
    const early = await plan(person, { arenaId: arena.id, date: plusDays(tuesday, 1), time: "00:30" });
    expect(early.start).toEqual(WORK);
  });

  it("across a zone line reads the arena's clock, not the start's: 11:30 PM Tuesday in Chicago from Indianapolis", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const indianapolis = { label: "Indianapolis office", latitude: 39.7684, longitude: -86.1581 };
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...indianapolis, weekday: WEDNESDAY }]);
    // Already Wednesday on the Eastern clock where the drive starts; still Tuesday at the gym.
    const late = await plan(person, { arenaId: arena.id, date: nextOn(2), time: "23:30" });
    expect(late.start).toEqual(HOME);
    const wednesday = await plan(person, { arenaId: arena.id, date: nextOn(WEDNESDAY), time: "00:30" });
    expect(wednesday.start).toEqual(indianapolis);
  });

  it("holds across the clock changes: the Sunday of each, and the Wednesday after", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    const lake = { label: "Lake house", latitude: 42.6, longitude: -87.8 };
    await putStarts(person, [
      { ...lake, weekday: 7 },
      { ...WORK, weekday: WEDNESDAY },
    ]);
    const { spring, autumn } = nextUsClockChanges();
    const springSunday = await plan(person, { arenaId: arena.id, date: spring, time: "03:30" });
    expect(springSunday.start).toEqual(lake);
    const fallBack = await plan(person, { arenaId: arena.id, date: autumn, time: "01:30" });
    expect(fallBack.start).toEqual(lake);
    const lateSaturday = await plan(person, { arenaId: arena.id, date: plusDays(autumn, -1), time: "23:30" });
    expect(lateSaturday.start).toEqual(HOME);
    const wednesdayAfter = await plan(person, { arenaId: arena.id, date: plusDays(autumn, 3), time: "19:00" });
    expect(wednesdayAfter.start).toEqual(WORK);
    expect(isoWeekday(Date.parse(`${plusDays(spring, 3)}T18:00:00Z`), "America/Chicago")).toBe(WEDNESDAY);
  });

  it("a start of the game's own wins, and keeps when the weekday starts change", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const gym = { label: "Club gym", latitude: 41.7, longitude: -87.9 };
    const own = await plan(person, { arenaId: arena.id, date: nextOn(WEDNESDAY), time: "19:00", start: gym });
    expect(own.start).toEqual(gym);
    const moved = await putStarts(person, [
      { weekday: WEDNESDAY, label: "New job", latitude: 41.88, longitude: -87.63 },
    ]);
    expect(moved.body.applied).toBe(0);
    expect(await startOfGame(person, own.id)).toEqual(gym);
  });

  it("a new set of weekday starts moves the games that follow the profile, with their drive", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    const wednesday = await plan(person, { arenaId: arena.id, date: nextOn(WEDNESDAY), time: "19:00" });
    const friday = await plan(person, { arenaId: arena.id, date: nextOn(5), time: "19:00" });
    expect(wednesday.start).toEqual(HOME);
    // A game planned with a start of its own, straight in D1, stays out of it.
    const typed = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.parse(`${nextOn(WEDNESDAY, 10)}T00:00:00Z`)),
    });
    const routed = network.routingCalls().length;
    const saved = await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    expect(saved.body.applied).toBe(1);
    expect(network.routingCalls().length).toBe(routed + 1);
    expect(await startOfGame(person, wednesday.id)).toEqual(WORK);
    expect(await startOfGame(person, friday.id)).toEqual(HOME);
    expect((await startOfGame(person, typed.id))?.label).toBe("Home");
    // Cleared, the Wednesday game goes back to the usual start.
    expect((await putStarts(person, [])).body.applied).toBe(1);
    expect(await startOfGame(person, wednesday.id)).toEqual(HOME);
  });

  it("a game that follows the profile and moves to a Wednesday takes the Wednesday start", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const tuesday = nextOn(2);
    const game = await plan(person, { arenaId: arena.id, date: tuesday, time: "19:00" });
    expect(game.start).toEqual(HOME);
    const response = await api(`/api/games/${game.id}`, {
      ...as(person),
      method: "PATCH",
      body: { date: plusDays(tuesday, 1) },
    });
    expect(response.status).toBe(200);
    expect((await json<{ game: GameJson }>(response)).game.start).toEqual(WORK);
  });
});

describe("the mileage report", () => {
  it("names each leg's start: a Wednesday game from work, a Thursday game from home", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const wednesday = nextOn(WEDNESDAY);
    await plan(person, { arenaId: arena.id, date: wednesday, time: "19:00" });
    await plan(person, { arenaId: arena.id, date: plusDays(wednesday, 1), time: "19:00" });
    const query = new URLSearchParams({ from: wednesday, to: plusDays(wednesday, 1) });
    const report = await json<{ games: Array<{ date: string; startLabel: string | null; miles: number | null }> }>(
      await api(`/api/games/mileage?${query}`, as(person)),
    );
    expect(report.games.map(({ date, startLabel }) => [date, startLabel])).toEqual([
      [wednesday, WORK.label],
      [plusDays(wednesday, 1), HOME.label],
    ]);
    expect(report.games.every((game) => (game.miles ?? 0) > 0)).toBe(true);
    const page = await (await request(`/games/mileage?${query}`, { headers: { cookie: person.cookie } })).text();
    expectText(page, MILEAGE_TEXT.fromStart(WORK.label));
    expectText(page, MILEAGE_TEXT.fromStart(HOME.label));
  });
});

describe("imported games", () => {
  it("an imported Wednesday game starts at the Wednesday start, and a move to Tuesday takes it home", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const site = `Weekday Gym ${crypto.randomUUID().slice(0, 8)}`;
    const arena = await createArena({ name: site, state: "IL", latitude: 39.8, longitude: -89.6 });
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const wednesday = nextOn(WEDNESDAY);
    const uid = `W-${crypto.randomUUID()}`;
    const name = `Weekdays ${crypto.randomUUID().slice(0, 8)}`;
    const upload = async (date: string) => {
      // 7 PM in Springfield is already the next day in UTC.
      const start = zonedInstant({ date, time: "19:00" }, "America/Chicago");
      const text = calendar(arbiterEvent({ uid, start, site, address: "1 Main St, Springfield IL 62701" }), { name });
      const response = await api("/api/games/import", {
        ...as(person),
        body: text,
        headers: { "content-type": "text/calendar" },
      });
      expect(response.status).toBe(200);
    };
    await upload(wednesday);
    const read = () =>
      db
        .select({ label: games.startLabel, follows: games.startFollows, miles: games.oneWayMiles })
        .from(games)
        .where(eq(games.arenaId, arena.id))
        .get();
    expect(await read()).toMatchObject({ label: WORK.label, follows: true });
    await upload(plusDays(wednesday, -1));
    expect(await read()).toMatchObject({ label: HOME.label, follows: true });
    expect((await read())?.miles).toBeGreaterThan(0);
  });
});

describe("the plan form", () => {
  it("offers the profile's starts by weekday and plans a Wednesday game from work without JavaScript", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: HOME });
    await putStarts(person, [{ ...WORK, weekday: WEDNESDAY }]);
    const form = await (await request(`/arenas/${arena.id}/plan`, { headers: { cookie: person.cookie } })).text();
    const summary = WEEKDAY_START_TEXT.summary([{ weekday: WEDNESDAY, label: WORK.label }], HOME.label);
    expect(summary).toBe("Work on Wednesdays, Home on other days");
    expectText(form, GAME_TEXT.startUsual(summary));
    const date = nextOn(WEDNESDAY);
    const sent = await postForm(
      `/arenas/${arena.id}/plan`,
      { date, time: "19:00", bufferMinutes: "30", start: "usual" },
      as(person),
    );
    expect(sent.status).toBe(302);
    const [row] = await db
      .select({ label: games.startLabel, follows: games.startFollows })
      .from(games)
      .where(eq(games.userId, person.id));
    expect(row).toEqual({ label: WORK.label, follows: true });
  });
});

describe("the profile's weekday starts", () => {
  const send = (person: SignedIn, fields: Record<string, string>) =>
    postForm("/profile", { intent: "weekday-starts", ...fields }, as(person));

  it("saves typed coordinates and addresses without JavaScript, and shows them again", async () => {
    fakeNetwork({ geocode: REPLIES.found });
    const person = await signIn();
    const profile = await (await request("/profile", { headers: { cookie: person.cookie } })).text();
    expectText(profile, WEEKDAY_START_TEXT.title);
    const saved = await send(person, { weekday3: "41.8853, -87.6217", weekday5: "555 Borror Drive, Columbus, OH" });
    expect(saved.status).toBe(302);
    const after = await (await request("/profile", { headers: { cookie: cookiesFrom(saved, person.cookie) } })).text();
    expect(flashMessageIn(after)).toBe(WEEKDAY_START_TEXT.saved);
    expect(after).toContain('value="41.8853, -87.6217"');
    const read = await json<StartsJson>(await api("/api/me/weekday-starts", as(person)));
    expect(read.starts).toEqual([
      { weekday: WEDNESDAY, label: "41.8853, -87.6217", latitude: 41.8853, longitude: -87.6217 },
      { weekday: 5, label: "555 Borror Drive, Columbus, OH", latitude: 40.0075283, longitude: -83.0251119 },
    ]);
  });

  it("refuses an address the geocoder cannot find on its own field, and one over the limit", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const notFound = await send(person, { weekday3: "Nowhere Lane 1, Atlantis" });
    expect(notFound.status).toBe(400);
    const page = await notFound.text();
    expectText(page, GAME_TEXT.startNotFound);
    expect(page).toContain('value="Nowhere Lane 1, Atlantis"');
    const tooLong = await send(person, { weekday1: "x".repeat(WEEKDAY_START_LIMITS.labelMax + 1) });
    expect(tooLong.status).toBe(400);
    expectText(await tooLong.text(), WEEKDAY_START_TEXT.addressTooLong);
    expect((await json<StartsJson>(await api("/api/me/weekday-starts", as(person)))).starts).toEqual([]);
  });
});
