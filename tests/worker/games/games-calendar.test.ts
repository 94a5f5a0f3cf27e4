import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_DAY_TEXT } from "~/core/games/game-day-text";
import { GAME_TEXT } from "~/core/games/messages";
import { GAME_LENGTH_MINUTES } from "~/worker/games/calendar.server";
import { escapeText, foldLine } from "~/worker/games/ical";
import { getPreferences, updatePreferences } from "~/worker/games/preferences.server";
import {
  cookiesFrom,
  createArena,
  createGame,
  db,
  expectText,
  loadApp,
  ORIGIN,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const MINUTE = 60_000;

function get(path: string, person?: SignedIn) {
  return request(path, { redirect: "manual", headers: person ? { cookie: person.cookie } : {} });
}

/** The calendar as a calendar app reads it (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent("valarm");
    const trigger = alarm?.getFirstPropertyValue("trigger");
    const start = event.startDate.toJSDate().getTime();
    return {
      uid: event.uid,
      start,
      end: event.endDate.toJSDate().getTime(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: vevent.getFirstPropertyValue("url"),
      geo: vevent.getFirstPropertyValue("geo"),
      stamp: vevent.getFirstPropertyValue("dtstamp"),
      alarmAction: alarm?.getFirstPropertyValue("action"),
      alarmAt: trigger instanceof ICAL.Duration ? start + trigger.toSeconds() * 1000 : null,
    };
  });
  return {
    version: calendar.getFirstPropertyValue("version"),
    prodid: calendar.getFirstPropertyValue("prodid"),
    events,
  };
}

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("a game's calendar file, /games/{id}.ics", () => {
  it("is a calendar event at tip-off with the arrival details, directions and an alarm at leave-by", async () => {
    const person = await signIn();
    await updatePreferences({ db }, person.id, { mapsApp: "osm" });
    const arena = await createArena({
      name: "Pavilion, North; Gym",
      address: "1 Court Street",
      city: "Chicago",
      state: "IL",
      zipCode: "60612",
      latitude: 41.8807,
      longitude: -87.6742,
      officialsEntrance: "Door 7, east side",
      officialsParking: "Lot C; show your pass",
      dressingRoom: "Room 112.\nAsk the site manager, Pat, for the key.",
      reportTo: "Game manager at the scorer's table",
      parkingLatitude: 41.8811,
      parkingLongitude: -87.6731,
      entranceLatitude: 41.8805,
      entranceLongitude: -87.6738,
    });
    const tipoff = Date.parse("2027-01-16T01:00:00Z"); // 7:00 PM CST on Jan 15
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(tipoff),
      bufferMinutes: 60,
      driveMinutes: 35,
      driveSource: "estimate",
      startLabel: "Home",
    });

    const response = await get(`/games/${game.id}.ics`, person);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="game-at-pavilion-north-gym.ics"');
    const text = await response.text();
    const calendar = parse(text);
    expect(calendar.version).toBe("2.0");
    expect(calendar.prodid).toBe("-//Tipoff//Game day//EN");
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event).toMatchObject({
      uid: `${game.id}@localhost`,
      start: tipoff,
      end: tipoff + GAME_LENGTH_MINUTES * MINUTE,
      summary: "Game at Pavilion, North; Gym",
      location: "1 Court Street, Chicago, IL 60612",
      url: `${ORIGIN}/arenas/${arena.id}`,
      alarmAction: "DISPLAY",
      // Leave-by: 60 minutes at the door + 35 minutes' drive before tip-off, 5:25 PM CST.
      alarmAt: tipoff - 95 * MINUTE,
    });
    expect(event?.geo).toEqual([41.8807, -87.6742]);
    expect(event?.description.split("\n")).toEqual([
      "Leave by 5:25 PM CST · arrive by 6:00 PM",
      `35 min drive from Home (${GAME_TEXT.estimate})`,
      "Tip-off 7:00 PM CST",
      "",
      "Officials' entrance: Door 7, east side",
      "Officials' parking: Lot C; show your pass",
      "Dressing room: Room 112.",
      "Ask the site manager, Pat, for the key.",
      "Report to: Game manager at the scorer's table",
      expect.stringMatching(/^Directions: https:\/\/www\.openstreetmap\.org\/directions\?.*41\.8811%2C-87\.6731/),
      expect.stringMatching(/^Walk from parking: https:\/\/www\.openstreetmap\.org\/directions\?/),
      `Arena page: ${ORIGIN}/arenas/${arena.id}`,
    ]);
    // Every line of the file, folded, is at most 75 octets and ends in CRLF.
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75);
  });

  it("is not found for anyone but its owner, and sends a visitor to sign in", async () => {
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const arena = await createArena();
    const game = await createGame({ userId: owner.id, arenaId: arena.id });
    expect((await get(`/games/${game.id}.ics`, other)).status).toBe(404);
    expect((await get(`/games/${crypto.randomUUID()}.ics`, owner)).status).toBe(404);
    const visitor = await get(`/games/${game.id}.ics`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=%2Fgames%2F${game.id}.ics`);
  });
});

describe("iCalendar text", () => {
  it("escapes commas, semicolons, backslashes and line breaks, and drops control characters", () => {
    expect(escapeText("a,b;c\\d\r\ne\nf\u0007g")).toBe("a\\,b\\;c\\\\d\\ne\\nfg");
  });

  it("folds at 75 octets without splitting a character, and unfolds to the same text", () => {
    const line = `DESCRIPTION:${escapeText("Café 🏀 entrance — ".repeat(8))}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) expect(new TextEncoder().encode(part).byteLength).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(lines.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
});

describe("the calendar feed, /calendar/{token}.ics", () => {
  async function makeFeed(person: SignedIn) {
    const response = await postForm("/profile", { intent: "calendar-link" }, { cookie: person.cookie, ip: person.ip });
    expect(response.status).toBe(302);
    const token = (await getPreferences({ db }, person.id)).calendarToken;
    if (!token) throw new Error("no calendar token was made");
    return { token, cookie: cookiesFrom(response, person.cookie) };
  }

  it("lists the owner's games from the last 30 days on, and no one else's; the profile shows it as webcal://", async () => {
    const [person, other] = await Promise.all([signIn(), signIn()]);
    const arena = await createArena({ name: "Feed Arena" });
    const soon = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const later = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() + 9 * 86_400_000),
    });
    const lastWeek = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() - 7 * 86_400_000),
    });
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: new Date(Date.now() - 40 * 86_400_000) });
    await createGame({ userId: other.id, arenaId: arena.id });

    const { token } = await makeFeed(person);
    const profile = await (await get("/profile", person)).text();
    expectText(profile, `webcal://localhost/calendar/${token}.ics`);
    expectText(profile, GAME_DAY_TEXT.regenerate);

    const response = await get(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(text).toContain("X-PUBLISHED-TTL:PT1H");
    const uids = parse(text).events.map((event) => event.uid);
    expect(uids).toEqual([lastWeek.id, soon.id, later.id].map((id) => `${id}@localhost`));
  });

  it("carries imported games: a cancelled one keeps its UID with STATUS:CANCELLED and no alarm; teams and crew show", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Imported Feed Arena ${crypto.randomUUID().slice(0, 6)}` });
    const cancelled = await createGame({ userId: person.id, arenaId: arena.id, source: "file", status: "cancelled" });
    const imported = await createGame({
      userId: person.id,
      arenaId: arena.id,
      source: "file",
      teams: { away: "North", home: "South" },
      crew: [{ name: "Pat Lee", position: "Referee" }],
    });
    const { token } = await makeFeed(person);
    const text = await (await get(`/calendar/${token}.ics`)).text();
    const events = parse(text).events;
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const gone = byUid.get(`${cancelled.id}@localhost`);
    expect(gone?.alarmAction).toBeUndefined();
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const statusOf = (uid: string) =>
      vevents.find((vevent) => vevent.getFirstPropertyValue("uid") === uid)?.getFirstPropertyValue("status");
    expect(statusOf(`${cancelled.id}@localhost`)).toBe("CANCELLED");
    expect(statusOf(`${imported.id}@localhost`)).toBeNull();
    const shown = byUid.get(`${imported.id}@localhost`);
    expect(shown?.alarmAction).toBe("DISPLAY");
    expect(shown?.summary).toBe(`${GAME_TEXT.eventSummary(arena.name)}: North at South`);
    expect(shown?.description).toContain("Crew: Pat Lee (Referee)");
  });

  it("writes every date an import stored as RFC 5545 UTC date-times that a calendar program reads back", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Export Gym ${crypto.randomUUID().slice(0, 6)}`, state: "IL" });
    const edge = Math.floor((Date.now() + 399 * 86_400_000) / 60_000) * 60_000;
    const lines = (uid: string, start: string, summary: string) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      start,
      `SUMMARY:${summary}`,
      `DESCRIPTION:Site: ${arena.name}`,
      "LOCATION:1 Main St, Springfield IL 62701",
      "END:VEVENT",
    ];
    const stamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, "").replace(".000", "");
    const file = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:-//Export ${crypto.randomUUID()}//EN`,
      ...lines("edge", `DTSTART:${stamp(edge)}`, "Panthers vs Carolina Hurricanes"),
      ...lines("year-10000", "DTSTART:99991399T190000", "Never"),
      ...lines("floating", "DTSTART:20270110T190000", "Lions at Tigers"),
      "END:VCALENDAR",
    ].join("\r\n");
    const imported = await request("/api/games/import", {
      method: "POST",
      body: file,
      headers: {
        cookie: person.cookie,
        origin: ORIGIN,
        "content-type": "text/calendar",
        "cf-connecting-ip": person.ip,
      },
    });
    expect(imported.status).toBe(200);
    const { token } = await makeFeed(person);
    const text = await (await get(`/calendar/${token}.ics`)).text();
    const dates = text
      .split("\r\n")
      .filter((line) => /^(DTSTART|DTEND|DTSTAMP)[;:]/.test(line))
      .map((line) => line.slice(line.indexOf(":") + 1));
    expect(dates.length).toBeGreaterThanOrEqual(6);
    for (const date of dates) expect(date).toMatch(/^\d{8}T\d{6}Z$/);
    const events = parse(text).events;
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.start)).toContain(edge);
    expect(events.map((event) => event.summary)).toContain(
      `${GAME_TEXT.eventSummary(arena.name)}: Panthers vs Carolina Hurricanes`,
    );
  });

  it("answers 404 for an old token once regenerated, and for an unknown or malformed one", async () => {
    const person = await signIn();
    const first = await makeFeed(person);
    expect((await get(`/calendar/${first.token}.ics`)).status).toBe(200);
    const second = await makeFeed(person);
    expect(second.token).not.toBe(first.token);
    expect((await get(`/calendar/${first.token}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${second.token}.ics`)).status).toBe(200);
    expect((await get(`/calendar/${"A".repeat(32)}.ics`)).status).toBe(404);
    expect((await get("/calendar/not%20a%20token.ics")).status).toBe(404);
  });
});
