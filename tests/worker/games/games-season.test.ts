import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_DAY_TEXT } from "~/core/games/game-day-text";
import { GAME_TEXT } from "~/core/games/messages";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { formatTime } from "~/core/games/zoned-time";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { RATE_LIMIT_TEXT } from "~/core/rate-limit-text";
import { listApprovedConferences } from "~/worker/arenas/search.server";
import { games } from "~/worker/db/schema.server";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import {
  api,
  arenaForm,
  cookiesFrom,
  createArena,
  createGame,
  db,
  expectText,
  fakeNetwork,
  flashMessageIn,
  json,
  postForm,
  REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

// A season of games as the official keeps it: dropped games on hold, doubleheaders as one trip,
// changes marked until seen, the usual start on every game, and the arena form's limits.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const unique = () => crypto.randomUUID().slice(0, 8);
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };
const ADDRESS = "1 Main St, Springfield IL 62701";

beforeAll(() => signIn(), 120_000);

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });
const send = (path: string, person: SignedIn, fields: Record<string, string>) => postForm(path, fields, as(person));

async function upload(person: SignedIn, text: string) {
  const response = await api("/api/games/import", {
    ...as(person),
    body: text,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return json<{ created: number; removed: number; updated: number }>(response);
}

/** The private feed's events, as a calendar app reads them. */
async function feed(person: SignedIn) {
  const token = await rotateCalendarToken({ db }, person.id);
  const text = await (await request(`/calendar/${token}.ics`)).text();
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => {
    const alarm = vevent.getFirstSubcomponent("valarm");
    const trigger = alarm?.getFirstPropertyValue("trigger");
    return {
      uid: String(vevent.getFirstPropertyValue("uid")),
      start: new ICAL.Event(vevent).startDate.toJSDate().getTime(),
      status: vevent.getFirstPropertyValue("status"),
      description: String(vevent.getFirstPropertyValue("description") ?? ""),
      alarm: alarm ? String(alarm.getFirstPropertyValue("description")) : null,
      // Minutes before the start (a trigger at the start itself is 0, never -0).
      alarmMinutes: trigger instanceof ICAL.Duration ? -trigger.toSeconds() / 60 || 0 : null,
    };
  });
}

async function mileage(person: SignedIn, from: string, to: string) {
  const response = await api(`/api/games/mileage?${new URLSearchParams({ from, to })}`, as(person));
  return json<{
    totalMiles: number;
    games: Array<{ gameId: string; miles: number | null; source: string | null; purpose: string }>;
  }>(response);
}

const dateOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);

describe("a game its calendar dropped", () => {
  it("is on hold: no alarm, TENTATIVE with the reason in the feed, out of the mileage report, called out on My Games", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({ name: `Hold Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
    const name = `Hold ${unique()}`;
    const start = Math.floor((Date.now() + 5 * DAY_MS) / HOUR_MS) * HOUR_MS;
    const kept = arbiterEvent({ uid: `K-${unique()}`, start, site: arena.name, address: ADDRESS });
    const dropped = arbiterEvent({
      uid: `D-${unique()}`,
      start: start + 2 * DAY_MS,
      site: arena.name,
      address: ADDRESS,
    });
    await upload(person, calendar([...kept, ...dropped], { name }));
    expect(await upload(person, calendar(kept, { name }))).toMatchObject({ removed: 1 });

    const [, onHold] = await feed(person);
    expect(onHold).toMatchObject({ status: "TENTATIVE", alarm: null });
    expect(onHold?.description.split("\n")[0]).toBe(IMPORT_TEXT.onHoldNote);

    const report = await mileage(person, dateOf(start - DAY_MS), dateOf(start + 4 * DAY_MS));
    expect(report.games).toHaveLength(1);

    const myGames = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expectText(myGames, 'data-testid="game-removed"');
    // A file's drop is its own word, not the platform's (docs/decisions/244).
    expectText(myGames, IMPORT_TEXT.notInFileBadge);
    expectText(myGames, IMPORT_TEXT.removedBadge, false);
  });
});

describe("two games at one gym on one day", () => {
  it("are one trip: the later one carries 0 miles, rings 'already at the gym' after the first is over, with no drive", async () => {
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, name: `Double Gym ${unique()}` });
    const first = Date.parse("2026-02-07T23:30:00Z"); // 5:30 PM in Chicago
    const later = first + 2 * HOUR_MS; // 7:30 PM
    const one = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(first),
      oneWayMiles: 10,
      milesSource: "routing",
    });
    const two = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(later),
      oneWayMiles: 10,
      milesSource: "routing",
    });
    const report = await mileage(person, "2026-02-07", "2026-02-07");
    expect(report.games.map((game) => [game.gameId, game.miles, game.source])).toEqual([
      [one.id, 20, "routing"],
      [two.id, 0, "same_trip"],
    ]);
    expect(report.totalMiles).toBe(20);

    const csv = await (
      await request("/games/mileage.csv?from=2026-02-07&to=2026-02-07", { headers: { cookie: person.cookie } })
    ).text();
    expect(csv).toContain(`,0,${MILEAGE_TEXT.sources.same_trip}\r\n`);

    // Upcoming ones, so the feed lists them: the same pair a week from now.
    const soon = Math.floor((Date.now() + 7 * DAY_MS) / DAY_MS) * DAY_MS + 23 * HOUR_MS;
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: new Date(soon), bufferMinutes: 60 });
    await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(soon + 2 * HOUR_MS),
      bufferMinutes: 60,
    });
    const events = (await feed(person)).filter((event) => event.start >= soon);
    expect(events[0]?.alarm).toBe(GAME_TEXT.alarm(arena.name));
    expect(events[1]).toMatchObject({ alarm: GAME_TEXT.alreadyAtGymAlarm(arena.name), alarmMinutes: 0 });
    expect(events[1]?.description).toContain(GAME_TEXT.noDriveSameTrip);

    const myGames = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expectText(myGames, GAME_TEXT.noDriveSameTrip);
    expectText(myGames, GAME_TEXT.alreadyAtGym(formatTime(soon, "America/Chicago")));
    const page = await (
      await request("/games/mileage?from=2026-02-07&to=2026-02-07", { headers: { cookie: person.cookie } })
    ).text();
    expectText(page, MILEAGE_TEXT.totalLine("20.0"));
    expectText(page, MILEAGE_TEXT.sources.same_trip);
  });
});

describe("a change from the calendar", () => {
  it("stays marked when the game is opened, until Got it (the page or the API)", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({ name: `Change Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
    const name = `Change ${unique()}`;
    const uid = `C-${unique()}`;
    const start = Math.floor((Date.now() + 6 * DAY_MS) / HOUR_MS) * HOUR_MS;
    const place = { site: arena.name, address: ADDRESS };
    await upload(person, calendar(arbiterEvent({ uid, start, ...place }), { name }));
    await upload(person, calendar(arbiterEvent({ uid, start: start + HOUR_MS, ...place }), { name }));
    const [game] = await db.select().from(games).where(eq(games.userId, person.id));
    expect(game?.status).toBe("changed");

    await request(`/games/${game?.id}/edit`, { headers: { cookie: person.cookie } });
    const opened = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expectText(opened, 'data-testid="game-changed"');
    expectText(opened, html(IMPORT_TEXT.gotItLabel(arena.name)));

    const seen = await send("/games", person, { intent: "got-it", id: game?.id ?? "" });
    expect(seen.status).toBe(302);
    const after = await (
      await request(seen.headers.get("location") ?? "/games", { headers: { cookie: cookiesFrom(seen, person.cookie) } })
    ).text();
    expect(flashMessageIn(after)).toBe(IMPORT_TEXT.changeSeen);
    expectText(after, 'data-testid="game-changed"', false);
    const again = await send("/games", person, { intent: "got-it", id: game?.id ?? "" });
    const told = await (await request("/games", { headers: { cookie: cookiesFrom(again, person.cookie) } })).text();
    expect(flashMessageIn(told)).toBe(IMPORT_TEXT.changeNotFound);

    // Over the API: a change noted once is gone, a second Got it finds nothing to note.
    await upload(person, calendar(arbiterEvent({ uid, start: start + 2 * HOUR_MS, ...place }), { name }));
    const noted = await api(`/api/games/${game?.id}/changes`, { ...as(person), method: "DELETE" });
    expect(noted.status).toBe(200);
    expect((await json<{ game: { status: string } }>(noted)).game.status).toBe("scheduled");
    expect((await api(`/api/games/${game?.id}/changes`, { ...as(person), method: "DELETE" })).status).toBe(404);
  });
});

describe("the usual start", () => {
  it("gives every game without a start its drive and leave-by at once, imported ones included, and games imported later", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({ name: `Start Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
    const name = `Start ${unique()}`;
    const start = Date.now() + 4 * DAY_MS;
    await upload(
      person,
      calendar(arbiterEvent({ uid: `U1-${unique()}`, start, site: arena.name, address: ADDRESS }), { name }),
    );
    const own = await createGame({
      userId: person.id,
      arenaId: arena.id,
      startLabel: "Office",
      startLatitude: 40.0,
      startLongitude: -89.0,
    });
    const before = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expectText(before, GAME_TEXT.noStart);

    const saved = await send("/profile", person, {
      intent: "usual-start",
      usualStartLatitude: "39.78",
      usualStartLongitude: "-89.65",
    });
    expect(saved.status).toBe(302);
    const profile = await (
      await request("/profile", { headers: { cookie: cookiesFrom(saved, person.cookie) } })
    ).text();
    expect(flashMessageIn(profile)).toBe(GAME_DAY_TEXT.usualStartApplied(1));
    const rows = await db
      .select({ id: games.id, latitude: games.startLatitude, drive: games.driveMinutes })
      .from(games)
      .where(eq(games.userId, person.id));
    const imported = rows.find((row) => row.id !== own.id);
    expect(imported).toMatchObject({ latitude: 39.78 });
    expect(imported?.drive).toBeGreaterThan(0);
    // A game with a start of its own keeps it.
    expect(rows.find((row) => row.id === own.id)?.latitude).toBe(40.0);
    expectText(
      await (await request("/games", { headers: { cookie: person.cookie } })).text(),
      GAME_TEXT.noStart,
      false,
    );

    // A new usual start moves the games that followed the old one, not the game with its own.
    await send("/profile", person, { intent: "usual-start", usualStartLatitude: "39.7", usualStartLongitude: "-89.6" });
    const moved = await db
      .select({ id: games.id, latitude: games.startLatitude })
      .from(games)
      .where(and(eq(games.userId, person.id)));
    expect(moved.find((row) => row.id === imported?.id)?.latitude).toBe(39.7);
    expect(moved.find((row) => row.id === own.id)?.latitude).toBe(40.0);

    await upload(
      person,
      calendar(arbiterEvent({ uid: `U2-${unique()}`, start: start + DAY_MS, site: arena.name, address: ADDRESS }), {
        name: `Later ${unique()}`,
      }),
    );
    const later = await db.select({ latitude: games.startLatitude }).from(games).where(eq(games.userId, person.id));
    expect(later.every((row) => row.latitude !== null)).toBe(true);
  });
});

describe("the open arena form", () => {
  it("does not count a refused save (the duplicate question) toward its limit", async () => {
    const person = await signIn();
    const existing = await createArena({
      name: `Limit Gym ${unique()}`,
      latitude: 44.1,
      longitude: -103.2,
      state: "SD",
      city: "Rapid City",
    });
    const duplicate = arenaForm({
      name: existing.name,
      latitude: "44.1001",
      longitude: "-103.2",
      state: "SD",
      city: "Rapid City",
    });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await send("/submit", person, { ...duplicate, submissionKey: crypto.randomUUID() });
      expect(refused.status).toBe(409);
    }
    const saved = await send("/submit", person, {
      ...arenaForm({ latitude: "45.5", longitude: "-100.3", state: "SD", city: "Pierre" }),
      submissionKey: crypto.randomUUID(),
    });
    expect(saved.status).toBe(302);
    expectText(await saved.text(), RATE_LIMIT_TEXT.arena, false);
  });

  it("lists no empty conference among the filter's options", async () => {
    await createArena({ name: `No Conference ${unique()}`, conference: "" });
    expect(await listApprovedConferences({ db })).not.toContain("");
  });
});
