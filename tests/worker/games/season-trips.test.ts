// A day's games driven from gym to gym: the later game's drive starts at the earlier gym unless there
// is real time at home between them; leave-by, reminders, the feed and the mileage report follow the
// chain; a cancelled or on-hold game has no leave-by (docs/decisions/216). A game that clashes with
// the earlier one is planned as if taken: from the game before the pair it can make, else from its
// start, and says so (docs/decisions/242).
import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fullAddress } from "~/core/arenas/address";
import { GAME_TEXT } from "~/core/games/messages";
import { formatClock, formatTime, instantFromLocal } from "~/core/games/zoned-time";
import { NOTICE_TEXT } from "~/core/notifications/messages";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import { estimateDrive } from "~/worker/routing/routing";
import { api, createArena, createGame, db, expectText, json, request, type SignedIn, signIn } from "../fixtures";
import { createDevice, runNotificationCronAt } from "../push-fixtures";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ZONE = "America/Chicago";
const HOME = { startLabel: "Home", startLatitude: 39.78, startLongitude: -89.65 };
const unique = () => crypto.randomUUID().slice(0, 8);

beforeEach(() => {
  // The cron logs a line per run with reminders due.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** A local time `days` from today on the arenas' clock. */
function at(days: number, time: string): number {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const found = instantFromLocal({ date, time }, ZONE);
  if (!found.ok) throw new Error(`${date} ${time} does not exist`);
  return found.instant;
}

type GameJson = {
  id: string;
  start: { label: string; latitude: number; longitude: number } | null;
  chainedAfter?: string;
  driveMinutes: number;
  oneWayMiles: number | null;
  leaveAt: string;
  arriveBy: string;
};

/** Two gyms about 3 miles apart, some 23 miles from home, and the drive between them. */
async function twoGyms() {
  const first = await createArena({ name: `North Gym ${unique()}`, latitude: 40.1, longitude: -89.65 });
  const second = await createArena({ name: `South Gym ${unique()}`, latitude: 40.1, longitude: -89.59 });
  const leg = estimateDrive({ latitude: 40.1, longitude: -89.65 }, { latitude: 40.1, longitude: -89.59 });
  return { first, second, leg };
}

async function plan(person: SignedIn, arenaId: string, tipoffAt: number, drive: { minutes: number; miles: number }) {
  return createGame({
    userId: person.id,
    arenaId,
    tipoffAt: new Date(tipoffAt),
    timeZone: ZONE,
    bufferMinutes: 60,
    ...HOME,
    driveMinutes: drive.minutes,
    oneWayMiles: drive.miles,
    milesSource: "routing",
  });
}

const page = async (person: SignedIn) => (await request("/games", { headers: { cookie: person.cookie } })).text();

/** One game's card on My Games, up to the next card. */
function cardOf(html: string, gameId: string): string {
  const from = html.indexOf(`id="game-${gameId}"`);
  expect(from).toBeGreaterThan(-1);
  const next = html.indexOf(' id="game-', from + 10);
  return html.slice(from, next === -1 ? undefined : next);
}

describe("two gyms on one day", () => {
  it("chain: the later game is left for from the earlier gym, in My Games, the API, the reminder, the feed and the miles", async () => {
    const person = await signIn();
    const device = await createDevice(person.id);
    const { first, second, leg } = await twoGyms();
    const day = 9;
    const one = await plan(person, first.id, at(day, "17:00"), { minutes: 30, miles: 23.1 });
    const two = await plan(person, second.id, at(day, "20:30"), { minutes: 32, miles: 23.3 });

    // Leaving the first gym at 7:00 PM, home by 7:30 PM, and out again at 7:58 PM: no real time at home.
    const leaveFirstGym = at(day, "20:30") - (60 + leg.minutes) * MINUTE_MS;
    const listed = (await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie }))).games;
    const chained = listed.find((game) => game.id === two.id);
    expect(chained).toMatchObject({
      start: { label: first.name, latitude: 40.1, longitude: -89.65 },
      chainedAfter: one.id,
      driveMinutes: leg.minutes,
      oneWayMiles: leg.miles,
    });
    expect(Date.parse(chained?.leaveAt ?? "")).toBe(leaveFirstGym);
    expect(listed.find((game) => game.id === one.id)?.start?.label).toBe("Home");

    const card = cardOf(await page(person), two.id);
    expectText(card, GAME_TEXT.leaveBy(formatClock(leaveFirstGym, ZONE)));
    expectText(card, GAME_TEXT.driveAfterGame(leg.minutes, first.name, formatTime(at(day, "17:00"), ZONE)));

    // The reminder goes lead minutes before leaving the first gym, from it.
    const sent = await runNotificationCronAt(leaveFirstGym - 15 * MINUTE_MS);
    const mine = sent.filter((message) => message.type === "push" && message.subscriptionId === device.id);
    expect(mine.map((message) => message.notice.body)).toEqual([
      NOTICE_TEXT.leaveGymBy(formatTime(leaveFirstGym, ZONE), first.name, second.name, leg.minutes),
    ]);

    // The calendar feed rings when it is time to leave the first gym.
    const token = await rotateCalendarToken({ db }, person.id);
    const feed = await (await request(`/calendar/${token}.ics`)).text();
    const event = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents("vevent")
      .find((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(two.id));
    const trigger = event?.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger");
    expect(trigger instanceof ICAL.Duration ? -trigger.toSeconds() / 60 : null).toBe(60 + leg.minutes);

    // Home → first gym → second gym → home: one way there, the leg between, and the way home.
    const date = new Date(at(day, "17:00")).toISOString().slice(0, 10);
    const report = await json<{
      totalMiles: number;
      games: Array<{ gameId: string; miles: number; startLabel: string; fromAddress: string }>;
    }>(await api(`/api/games/mileage?from=${date}&to=${date}`, { cookie: person.cookie }));
    expect(report.games).toEqual([
      expect.objectContaining({ gameId: one.id, miles: 23.1, startLabel: "Home" }),
      expect.objectContaining({
        gameId: two.id,
        miles: Math.round((leg.miles + 23.3) * 10) / 10,
        startLabel: first.name,
        fromAddress: fullAddress({ ...first, address: first.address ?? "", zipCode: first.zipCode ?? "" }),
      }),
    ]);
    expect(report.totalMiles).toBe(Math.round((23.1 + leg.miles + 23.3) * 10) / 10);
    expect(report.totalMiles).toBeLessThan(2 * 23.1 + 2 * 23.3);
  });

  it("go home in between when that leaves real time at home: two trips, each from home", async () => {
    const person = await signIn();
    const { first, second } = await twoGyms();
    await plan(person, first.id, at(10, "10:00"), { minutes: 30, miles: 23.1 });
    const evening = await plan(person, second.id, at(10, "19:00"), { minutes: 32, miles: 23.3 });
    const listed = (await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie }))).games;
    const later = listed.find((game) => game.id === evening.id);
    expect(later?.start?.label).toBe("Home");
    expect(later?.chainedAfter).toBeUndefined();
    const date = new Date(at(10, "10:00")).toISOString().slice(0, 10);
    const report = await json<{ totalMiles: number }>(
      await api(`/api/games/mileage?from=${date}&to=${date}`, { cookie: person.cookie }),
    );
    expect(report.totalMiles).toBe(Math.round((2 * 23.1 + 2 * 23.3) * 10) / 10);
  });

  it("a doubleheader at the first gym, then the second gym: one trip, the way home counted once", async () => {
    const person = await signIn();
    const { first, second, leg } = await twoGyms();
    const early = await plan(person, first.id, at(11, "12:00"), { minutes: 30, miles: 23.1 });
    const late = await plan(person, first.id, at(11, "14:00"), { minutes: 30, miles: 23.1 });
    const last = await plan(person, second.id, at(11, "17:30"), { minutes: 32, miles: 23.3 });
    const date = new Date(at(11, "12:00")).toISOString().slice(0, 10);
    const report = await json<{ games: Array<{ gameId: string; miles: number; source: string }> }>(
      await api(`/api/games/mileage?from=${date}&to=${date}`, { cookie: person.cookie }),
    );
    expect(report.games.map((game) => [game.gameId, game.miles, game.source])).toEqual([
      [early.id, 23.1, "routing"],
      [late.id, 0, "same_trip"],
      [last.id, Math.round((leg.miles + 23.3) * 10) / 10, "estimate"],
    ]);
  });
});

describe("a game that clashes with the earlier one", () => {
  it("is not driven to from the earlier gym: each is planned from home, said on the card, the API, the reminder, the feed and the miles", async () => {
    const person = await signIn();
    const device = await createDevice(person.id);
    const { first, second } = await twoGyms();
    const day = 12;
    // A 7:00 PM game, and a 7:30 PM one at the other gym: the times overlap.
    const one = await plan(person, first.id, at(day, "19:00"), { minutes: 30, miles: 23.1 });
    const two = await plan(person, second.id, at(day, "19:30"), { minutes: 32, miles: 23.3 });
    const leaveHome = at(day, "19:30") - (60 + 32) * MINUTE_MS;
    const asIfTaken = GAME_TEXT.asIfTaken(formatTime(at(day, "19:00"), ZONE), first.name);
    expect(asIfTaken).toBe(`Planned as if you take this game: it clashes with the 7:00 PM game at ${first.name}.`);

    const listed = (await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie }))).games;
    const later = listed.find((game) => game.id === two.id);
    expect(later).toMatchObject({ start: { label: "Home" }, driveMinutes: 32, oneWayMiles: 23.3 });
    expect(later?.chainedAfter).toBeUndefined();
    expect(Date.parse(later?.leaveAt ?? "")).toBe(leaveHome);

    const html = await page(person);
    const card = cardOf(html, two.id);
    expectText(card, GAME_TEXT.leaveBy(formatClock(leaveHome, ZONE)));
    expectText(card, GAME_TEXT.drive(32, "Home"));
    expectText(card, asIfTaken);
    expectText(card, "after the 7:00 PM game", false);
    // The earlier game's own plan leaves nothing out.
    expectText(cardOf(html, one.id), "Planned as if", false);

    // The reminder is to leave home, not the first gym.
    const sent = await runNotificationCronAt(leaveHome - 15 * MINUTE_MS);
    const mine = sent.filter((message) => message.type === "push" && message.subscriptionId === device.id);
    expect(mine.map((message) => message.notice.body)).toContain(
      NOTICE_TEXT.leaveBy(formatTime(leaveHome, ZONE), second.name, 32),
    );

    // The calendar feed rings at the leave-by from home and says why.
    const token = await rotateCalendarToken({ db }, person.id);
    const feed = await (await request(`/calendar/${token}.ics`)).text();
    const event = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents("vevent")
      .find((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(two.id));
    const trigger = event?.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger");
    expect(trigger instanceof ICAL.Duration ? -trigger.toSeconds() / 60 : null).toBe(60 + 32);
    expect(String(event?.getFirstPropertyValue("description"))).toContain(asIfTaken);

    // The miles count each game as a trip of its own, never a leg between the two gyms.
    // The day as `at` reads it (7:00 PM in Chicago is already the next day in UTC).
    const date = new Date(Date.now() + day * DAY_MS).toISOString().slice(0, 10);
    const report = await json<{
      totalMiles: number;
      games: Array<{ gameId: string; miles: number; startLabel: string }>;
    }>(await api(`/api/games/mileage?from=${date}&to=${date}`, { cookie: person.cookie }));
    expect(report.games).toEqual([
      expect.objectContaining({ gameId: one.id, miles: 2 * 23.1, startLabel: "Home" }),
      expect.objectContaining({ gameId: two.id, miles: 2 * 23.3, startLabel: "Home" }),
    ]);
    expect(report.totalMiles).toBe(Math.round((2 * 23.1 + 2 * 23.3) * 10) / 10);
  });

  it("is driven to from the game before the pair that it can make", async () => {
    const person = await signIn();
    const { first, second } = await twoGyms();
    const third = await createArena({ name: `East Gym ${unique()}`, latitude: 40.1, longitude: -89.62 });
    const leg = estimateDrive({ latitude: 40.1, longitude: -89.65 }, { latitude: 40.1, longitude: -89.62 });
    const day = 13;
    // 2:00 PM at the first gym, 5:00 PM at the second, 5:30 PM at a third: the last two overlap.
    const afternoon = await plan(person, first.id, at(day, "14:00"), { minutes: 30, miles: 23.1 });
    await plan(person, second.id, at(day, "17:00"), { minutes: 32, miles: 23.3 });
    const last = await plan(person, third.id, at(day, "17:30"), { minutes: 31, miles: 23.2 });

    const listed = (await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie }))).games;
    expect(listed.find((game) => game.id === last.id)).toMatchObject({
      start: { label: first.name },
      chainedAfter: afternoon.id,
      driveMinutes: leg.minutes,
    });
    const card = cardOf(await page(person), last.id);
    expectText(card, GAME_TEXT.driveAfterGame(leg.minutes, first.name, formatTime(at(day, "14:00"), ZONE)));
    expectText(card, GAME_TEXT.asIfTaken(formatTime(at(day, "17:00"), ZONE), second.name));
  });

  it("at one gym is no same trip: the later game has its own leave-by", async () => {
    const person = await signIn();
    const { first } = await twoGyms();
    // Two courts of one gym, half an hour apart.
    const courtOne = await plan(person, first.id, at(14, "10:00"), { minutes: 30, miles: 23.1 });
    const courtTwo = await plan(person, first.id, at(14, "10:30"), { minutes: 30, miles: 23.1 });
    const card = cardOf(await page(person), courtTwo.id);
    expectText(card, GAME_TEXT.leaveBy(formatClock(at(14, "10:30") - 90 * MINUTE_MS, ZONE)));
    expectText(card, GAME_TEXT.asIfTaken(formatTime(at(14, "10:00"), ZONE), first.name));
    expectText(card, "Already at the gym", false);
    expectText(cardOf(await page(person), courtOne.id), "Planned as if", false);
  });
});

describe("a cancelled game and one on hold", () => {
  it("show no leave-by and no drive, and Directions is not their first action", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Quiet Gym ${unique()}` });
    const cancelled = await createGame({ userId: person.id, arenaId: arena.id, status: "cancelled", source: "feed" });
    const onHold = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() + 9 * DAY_MS),
      status: "removed",
      source: "feed",
    });
    const html = await page(person);
    for (const [game, text] of [
      [cancelled, GAME_TEXT.noLeaveCancelled],
      [onHold, GAME_TEXT.noLeaveOnHold],
    ] as const) {
      const card = cardOf(html, game.id);
      expectText(card, text);
      expectText(card, "Leave by", false);
      expectText(card, GAME_TEXT.drive(game.driveMinutes, "Home"), false);
      expect(card.indexOf(`>${GAME_TEXT.edit}<`)).toBeLessThan(card.indexOf(`>${GAME_TEXT.directions}<`));
    }
  });
});
