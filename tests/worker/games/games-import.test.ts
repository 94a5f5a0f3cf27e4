import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { gameSourceEvents, games } from "~/worker/db/schema.server";
import {
  api,
  createArena,
  daysFromNow,
  db,
  establishAccount,
  fakeNetwork,
  json,
  REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar, localStamp } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type Counts = {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  removed: number;
  ignored: number;
  waiting: number;
  waitingPlaces: number;
  lookingUp: number;
};
type ImportJson = Counts & {
  ignoredEvents: Array<{ event: string; reason: string; count: number }>;
  needsArena: Array<{
    venue: string;
    events: Array<{ summary: string; startsAt: string; timeZone: string | null }>;
    candidates: Array<{ arenaId: string; name: string }>;
  }>;
};
type GameJson = {
  id: string;
  arenaId: string;
  tipoffAt: string;
  leaveAt: string;
  source: string;
  status: string;
  changes?: { tipoffAt?: { from: string; to: string }; venue?: { from: string; to: string } };
  teams?: { away: string; home: string };
  level?: string;
  crew?: Array<{ name: string; position: string }>;
  venueText?: string;
};
type ErrorJson = { error: { code: string; message: string } };

const counts = (change: Partial<Counts>): Counts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  cancelled: 0,
  removed: 0,
  ignored: 0,
  waiting: 0,
  waitingPlaces: 0,
  lookingUp: 0,
  ...change,
});

/** The whole answer of an import with nothing waiting and nothing ignored. */
const plain = (change: Partial<Counts>) => ({ ...counts(change), clashes: 0, needsArena: [], ignoredEvents: [] });

async function upload(person: SignedIn | null, text: string, contentType = "text/calendar") {
  const response = await api("/api/games/import", {
    body: text,
    cookie: person?.cookie ?? "",
    ip: person?.ip,
    headers: { "content-type": contentType },
  });
  return { status: response.status, headers: response.headers, body: await json<ImportJson & ErrorJson>(response) };
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  const response = await api("/api/games", { cookie: person.cookie, ip: person.ip });
  return (await json<{ games: GameJson[] }>(response)).games;
}

async function answer(person: SignedIn, venue: string, arenaId: string) {
  const response = await api("/api/venue-aliases", {
    method: "PUT",
    body: { venue, arenaId },
    cookie: person.cookie,
    ip: person.ip,
  });
  return {
    status: response.status,
    body: await json<{ alias: { venue: string; arenaId: string }; created: number } & ErrorJson>(response),
  };
}

/** An arena in Illinois (America/Chicago) whose name no other test uses. */
function illinoisArena(overrides: Parameters<typeof createArena>[0] = {}) {
  return createArena({ name: `Import Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6, ...overrides });
}
const ADDRESS = "1 Main St, Springfield IL 62701";

let network: ReturnType<typeof fakeNetwork> | undefined;
afterEach(() => network?.restore());

beforeAll(() => signIn(), 120_000);

describe("POST /api/games/import", () => {
  it("turns an Arbiter event into a game at the arena named by Site:, with teams, crew and the leave-by", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena({ arrivalMinutes: 40 });
    const start = Math.floor((Date.now() + 10 * DAY_MS) / 60_000) * 60_000;
    const site = `The ${arena.name.toUpperCase()} Gymnasium`;
    const text = calendar(
      arbiterEvent({ uid: `G-${unique()}`, start, site, address: ADDRESS, summary: "Central vs. North (Varsity)" }),
      { name: `Arbiter ${unique()}` },
    );

    const first = await upload(person, text);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(plain({ created: 1 }));

    const [game] = await myGames(person);
    expect(game?.arenaId).toBe(arena.id);
    expect(new Date(game?.tipoffAt ?? "").getTime()).toBe(start);
    expect(new Date(game?.leaveAt ?? "").getTime()).toBe(start - 40 * 60_000);
    expect(game).toMatchObject({
      source: "file",
      status: "scheduled",
      teams: { versus: ["Central", "North"] },
      level: "Varsity",
      crew: [
        { name: "Pat Lee", position: "Referee" },
        { name: "Sam Roe", position: "Umpire" },
      ],
      venueText: `${site}, ${ADDRESS}`,
    });

    const again = await upload(person, text);
    expect(again.body).toEqual(plain({ unchanged: 1 }));
    expect(await myGames(person)).toHaveLength(1);
  });

  it("stores each game once when the same file is imported twice at the same time", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena();
    const events = [1, 2, 3].flatMap((day) =>
      arbiterEvent({
        uid: `C-${day}-${unique()}`,
        start: Date.now() + day * DAY_MS,
        site: arena.name,
        address: ADDRESS,
      }),
    );
    const text = calendar(events, { name: `Concurrent ${unique()}` });
    const results = await Promise.all([upload(person, text), upload(person, text)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const rows = await db.select({ id: games.id }).from(games).where(eq(games.userId, person.id));
    expect(rows).toHaveLength(3);
  });

  it("marks a moved game changed (old → new), a cancelled one cancelled, a missing upcoming one removed, and leaves a past one", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena();
    const name = `Assignr ${unique()}`;
    const soon = Math.floor((Date.now() + 5 * DAY_MS) / 60_000) * 60_000;
    const place = { site: arena.name, address: ADDRESS };
    const ids = { moved: `M-${unique()}`, cancelled: `X-${unique()}`, removed: `R-${unique()}`, past: `P-${unique()}` };
    const first = calendar(
      [
        ...arbiterEvent({ uid: ids.moved, start: soon, ...place }),
        ...arbiterEvent({ uid: ids.cancelled, start: soon + DAY_MS, ...place }),
        ...arbiterEvent({ uid: ids.removed, start: soon + 2 * DAY_MS, ...place }),
        ...arbiterEvent({ uid: ids.past, start: Date.now() - 2 * DAY_MS, ...place }),
      ],
      { name },
    );
    expect((await upload(person, first)).body).toMatchObject(counts({ created: 4 }));

    const later = soon + 90 * 60_000;
    const second = calendar(
      [
        ...arbiterEvent({ uid: ids.moved, start: later, ...place }),
        ...arbiterEvent({ uid: ids.cancelled, start: soon + DAY_MS, ...place, status: "CANCELLED", sequence: 1 }),
      ],
      { name },
    );
    const result = await upload(person, second);
    expect(result.body).toEqual(plain({ updated: 1, cancelled: 1, removed: 1 }));

    const byUid = new Map(
      (
        await db
          .select({ uid: gameSourceEvents.externalUid, id: gameSourceEvents.gameId })
          .from(gameSourceEvents)
          .where(and(eq(gameSourceEvents.userId, person.id)))
      ).map((row) => [row.uid, row.id]),
    );
    const list = await myGames(person);
    const find = (uid: string) => list.find((game) => game.id === byUid.get(uid));
    expect(find(ids.moved)?.status).toBe("changed");
    expect(new Date(find(ids.moved)?.tipoffAt ?? "").getTime()).toBe(later);
    const moved = find(ids.moved)?.changes?.tipoffAt;
    expect(new Date(moved?.from ?? "").getTime()).toBe(soon);
    expect(new Date(moved?.to ?? "").getTime()).toBe(later);
    expect(find(ids.cancelled)?.status).toBe("cancelled");
    expect(find(ids.removed)?.status).toBe("removed");
    expect(find(ids.past)?.status).toBe("scheduled");
    expect(list).toHaveLength(4);

    // The same second file again changes nothing.
    expect((await upload(person, second)).body).toEqual(plain({ unchanged: 2 }));
  });

  it("keeps the person's own buffer and time edits, and still shows a later move from the calendar as Changed", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena();
    const name = `Edited ${unique()}`;
    const uid = `E-${unique()}`;
    const start = Math.floor((Date.now() + 8 * DAY_MS) / 60_000) * 60_000;
    const place = { site: arena.name, address: ADDRESS };
    await upload(person, calendar(arbiterEvent({ uid, start, ...place }), { name }));
    const [game] = await myGames(person);
    const edited = await api(`/api/games/${game?.id}`, {
      method: "PATCH",
      body: { bufferMinutes: 25 },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(edited.status).toBe(200);

    expect((await upload(person, calendar(arbiterEvent({ uid, start, ...place }), { name }))).body).toMatchObject(
      counts({ unchanged: 1 }),
    );
    const moved = start + 30 * 60_000;
    expect(
      (await upload(person, calendar(arbiterEvent({ uid, start: moved, ...place }), { name }))).body,
    ).toMatchObject(counts({ updated: 1 }));
    const [after] = await myGames(person);
    expect(after?.status).toBe("changed");
    expect(new Date(after?.tipoffAt ?? "").getTime()).toBe(moved);
    expect(new Date(after?.leaveAt ?? "").getTime()).toBe(moved - 25 * 60_000);
  });

  it("counts an event first seen cancelled in cancelled, and never touches another calendar's games", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena();
    const place = { site: arena.name, address: ADDRESS };
    const start = Date.now() + 3 * DAY_MS;
    const work = calendar(arbiterEvent({ uid: `W-${unique()}`, start, ...place }), { name: `Work ${unique()}` });
    expect((await upload(person, work)).body).toMatchObject(counts({ created: 1 }));

    // Another assignment (a day later): the same gym at the same time would be the same game.
    const other = calendar(
      arbiterEvent({ uid: `O-${unique()}`, start: start + DAY_MS, ...place, status: "CANCELLED" }),
      {
        name: `Other ${unique()}`,
      },
    );
    expect((await upload(person, other)).body).toMatchObject(counts({ cancelled: 1 }));
    const list = await myGames(person);
    expect(list.map((game) => game.status).sort()).toEqual(["cancelled", "scheduled"]);
  });

  it("reads a floating time on the arena's clock and TZID without VTIMEZONE in its own zone", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await illinoisArena();
    const date = daysFromNow(12);
    const text = calendar(
      [
        "BEGIN:VEVENT",
        `UID:F-${unique()}`,
        `DTSTART:${localStamp(date, "19:00")}`,
        "SUMMARY:Away at Home",
        `LOCATION:${arena.name}`,
        "END:VEVENT",
        "BEGIN:VEVENT",
        `UID:Z-${unique()}`,
        `DTSTART;TZID=America/New_York:${localStamp(date, "21:00")}`,
        "SUMMARY:East at West",
        `DESCRIPTION:Site: ${arena.name}`,
        `LOCATION:${ADDRESS}`,
        "END:VEVENT",
      ],
      { name: `Floating ${unique()}` },
    );
    // LOCATION alone names no state, so the first event's venue waits; the second is matched by Site:.
    const result = await upload(person, text);
    expect(result.body.created).toBe(1);
    expect(result.body.needsArena.map((venue) => venue.venue)).toEqual([arena.name]);
    const [newYork] = await myGames(person);
    const expected = instantFromLocal({ date, time: "21:00" }, "America/New_York");
    expect(expected.ok && new Date(newYork?.tipoffAt ?? "").getTime()).toBe(expected.ok && expected.instant);

    const answered = await answer(person, arena.name, arena.id);
    expect(answered.status).toBe(200);
    expect(answered.body.created).toBe(1);
    const chicago = instantFromLocal({ date, time: "19:00" }, "America/Chicago");
    const times = (await myGames(person)).map((game) => new Date(game.tipoffAt).getTime());
    expect(chicago.ok && times.includes(chicago.instant)).toBe(true);
  });

  it("matches a geocoded address within 300 m of exactly one arena", async () => {
    const latitude = 44 + Math.random() * 0.5;
    const longitude = -100 - Math.random() * 0.5;
    const arena = await createArena({ name: `Far Gym ${unique()}`, state: "SD", latitude, longitude });
    network = fakeNetwork({
      geocode: { body: JSON.stringify([{ lat: String(latitude + 0.001), lon: String(longitude) }]) },
    });
    const person = await signIn();
    const text = calendar(
      arbiterEvent({
        uid: `A-${unique()}`,
        start: Date.now() + DAY_MS,
        site: "Nobody Knows",
        address: `9 ${unique()} Rd, Pierre SD 57501`,
      }),
      { name: `Geo ${unique()}` },
    );
    const result = await upload(person, text);
    expect(result.body).toMatchObject(counts({ created: 1 }));
    expect((await myGames(person))[0]?.arenaId).toBe(arena.id);
  });

  it("asks which gym when nothing matches, with alike names and the person's own pending arena, and remembers the answer", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const word = `Zq${unique()}`;
    const alike = await illinoisArena({ name: `${word} Fieldhouse` });
    const pending = await illinoisArena({ name: `${word} Annex`, approved: false, createdBy: person.id });
    const othersPending = await illinoisArena({ name: `${word} Hall`, approved: false });
    const site = `${word} Middle School`;
    const text = calendar(
      [
        ...arbiterEvent({ uid: `Q1-${unique()}`, start: Date.now() + DAY_MS, site, address: ADDRESS }),
        ...arbiterEvent({ uid: `Q2-${unique()}`, start: Date.now() + 2 * DAY_MS, site, address: ADDRESS }),
      ],
      { name: `Question ${unique()}` },
    );
    const first = await upload(person, text);
    expect(first.body).toMatchObject(counts({ waiting: 2, waitingPlaces: 1 }));
    const [question] = first.body.needsArena;
    expect(question?.venue).toBe(`${site}, ${ADDRESS}`);
    expect(question?.events).toHaveLength(2);
    const offered = question?.candidates.map((candidate) => candidate.arenaId) ?? [];
    expect(offered).toContain(alike.id);
    expect(offered).toContain(pending.id);
    expect(offered).not.toContain(othersPending.id);
    expect(offered.length).toBeLessThanOrEqual(IMPORT_LIMITS.candidates);

    // Waiting from before, still listed by the same file.
    expect((await upload(person, text)).body.needsArena).toHaveLength(1);

    expect((await answer(person, question?.venue ?? "", othersPending.id)).status).toBe(404);
    const answered = await answer(person, question?.venue ?? "", pending.id);
    expect(answered).toEqual({
      status: 200,
      body: { alias: { venue: question?.venue, arenaId: pending.id }, created: 2 },
    });
    expect((await myGames(person)).every((game) => game.arenaId === pending.id)).toBe(true);

    const again = await upload(person, text);
    expect(again.body).toEqual(plain({ unchanged: 2 }));

    // Another person's upload still asks: an answer is one person's until three agree.
    const stranger = await signIn();
    expect((await upload(stranger, text)).body.needsArena).toHaveLength(1);
  });

  it("uses an answer that three established accounts gave for everyone", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const arena = await illinoisArena();
    const site = `Shared ${unique()} Hall`;
    const text = () =>
      calendar(arbiterEvent({ uid: `S-${unique()}`, start: Date.now() + DAY_MS, site, address: ADDRESS }), {
        name: `Shared ${unique()}`,
      });
    const venue = `${site}, ${ADDRESS}`;
    for (const _ of [1, 2]) {
      const person = await signIn();
      await establishAccount(person.id, arena.id);
      expect((await answer(person, venue, arena.id)).status).toBe(200);
    }
    const fourth = await signIn();
    expect((await upload(fourth, text())).body.needsArena).toHaveLength(1);
    // A new account's answer does not count toward sharing.
    const newcomer = await signIn();
    expect((await answer(newcomer, venue, arena.id)).status).toBe(200);
    expect((await upload(await signIn(), text())).body.needsArena).toHaveLength(1);
    const third = await signIn();
    await establishAccount(third.id, arena.id);
    await answer(third, venue, arena.id);
    const fifth = await signIn();
    expect((await upload(fifth, text())).body).toMatchObject(counts({ created: 1 }));
    expect((await myGames(fifth))[0]?.arenaId).toBe(arena.id);
  });

  it("counts a file with no events as nothing, and ignored events in ignored", async () => {
    const person = await signIn();
    expect((await upload(person, calendar([], { name: `Empty ${unique()}` }))).body).toEqual(plain({}));
    const allDay = calendar(
      ["BEGIN:VEVENT", `UID:D-${unique()}`, "DTSTART;VALUE=DATE:20270101", "LOCATION:Gym", "END:VEVENT"],
      { name: `All day ${unique()}` },
    );
    const result = (await upload(person, allDay)).body;
    expect(result).toMatchObject(counts({ ignored: 1 }));
    expect(result.ignoredEvents).toEqual([{ event: expect.stringMatching(/^D-/), reason: "all_day", count: 1 }]);
  });

  it("refuses what is not iCalendar with 400, above 1 MB with 413, and a visitor with 401 in its own words", async () => {
    const person = await signIn();
    const notCalendar = await upload(person, "Date,Time,Location\n2027-01-01,19:00,Gym");
    expect(notCalendar.status).toBe(400);
    expect(notCalendar.body.error).toEqual({ code: "not_icalendar", message: IMPORT_TEXT.notCalendar });
    expect((await upload(person, "BEGIN:VCARD\r\nEND:VCARD\r\n", "text/calendar")).status).toBe(400);

    const padding = `X-PAD:${"x".repeat(70)}\r\n`.repeat(Math.ceil(IMPORT_LIMITS.maxBytes / 70));
    const tooLarge = await upload(person, calendar([padding]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(IMPORT_TEXT.tooLarge);

    const visitor = await upload(null, calendar([]));
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe(IMPORT_TEXT.loginRequired);
    expect(await myGames(person)).toEqual([]);
  });

  it("reads a calendar whatever its content type, a byte-order mark before it included", async () => {
    const person = await signIn();
    const arena = await illinoisArena();
    for (const [index, contentType] of ["application/octet-stream", "text/plain", "application/json", ""].entries()) {
      const text = calendar(
        arbiterEvent({
          uid: `T-${unique()}`,
          start: Date.now() + (index + 1) * DAY_MS,
          site: arena.name,
          address: ADDRESS,
        }),
        { name: `Typed ${unique()}` },
      );
      const result = await upload(person, `${index === 0 ? "\uFEFF" : ""}${text}`, contentType);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject(counts({ created: 1 }));
    }
  });

  it("reads UTF-16 with its byte-order mark in either byte order and UTF-8 with one; refuses an empty body and other encodings in words", async () => {
    const person = await signIn();
    const arena = await illinoisArena();
    const utf16 = (text: string, littleEndian: boolean) => {
      const bytes = new Uint8Array(2 + text.length * 2);
      const view = new DataView(bytes.buffer);
      view.setUint16(0, 0xfeff, littleEndian);
      for (let index = 0; index < text.length; index += 1)
        view.setUint16(2 + index * 2, text.charCodeAt(index), littleEndian);
      return bytes;
    };
    const utf8 = (text: string, bom: boolean) => new TextEncoder().encode(`${bom ? "\uFEFF" : ""}${text}`);
    const send = async (body: Uint8Array<ArrayBuffer>) => {
      const response = await request("/api/games/import", {
        method: "POST",
        body,
        headers: { cookie: person.cookie, "cf-connecting-ip": person.ip, "content-type": "text/calendar" },
      });
      return { status: response.status, body: await json<ImportJson & ErrorJson>(response) };
    };
    const encodings = [
      (text: string) => utf16(text, true),
      (text: string) => utf16(text, false),
      (text: string) => utf8(text, true),
    ];
    for (const [index, encode] of encodings.entries()) {
      // A day apart: games at one gym within 10 minutes are one game whatever their source.
      const event = arbiterEvent({
        uid: `E-${unique()}`,
        start: Date.now() + (3 + index) * DAY_MS,
        site: arena.name,
        address: ADDRESS,
        summary: "Montréal at Québec",
      });
      const result = await send(encode(calendar(event, { name: `Encoded ${unique()}` })));
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject(counts({ created: 1 }));
    }
    const empty = await send(new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: "empty_calendar", message: IMPORT_TEXT.emptyFile });
    const latin1 = Uint8Array.from([...utf8(calendar([], { name: "Caf" }), false).slice(0, 40), 0xe9, 0x0d, 0x0a]);
    const withoutMark = utf16(calendar([]), true).slice(2);
    for (const body of [latin1, withoutMark]) {
      const refused = await send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: "calendar_encoding", message: IMPORT_TEXT.encoding });
    }
    const imported = await myGames(person);
    expect(imported.map((game) => game.teams)).toEqual(Array(3).fill({ away: "Montréal", home: "Québec" }));
  });

  it("allows 20 imports per person every 5 minutes, then 429 with Retry-After", async () => {
    const person = await signIn();
    const text = calendar([], { name: `Limit ${unique()}` });
    for (let attempt = 0; attempt < IMPORT_LIMITS.perWindow; attempt += 1) {
      expect((await upload(person, text)).status).toBe(200);
    }
    const refused = await upload(person, text);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error.message).toBe(IMPORT_TEXT.rateLimited);
    // Another person keeps their own budget.
    expect((await upload(await signIn(), text)).status).toBe(200);
  });
});

describe("PUT /api/venue-aliases", () => {
  it("answers 401 to a visitor and 400 to an empty venue", async () => {
    const arena = await illinoisArena();
    const visitor = await api("/api/venue-aliases", { method: "PUT", body: { venue: "Gym", arenaId: arena.id } });
    expect(visitor.status).toBe(401);
    const person = await signIn();
    expect((await answer(person, "  ", arena.id)).status).toBe(400);
  });
});
