// One game per assignment, whatever brought it: a file and its feed give each game once, with every
// source listed; nothing comes back by itself (docs/decisions/215).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GAME_LIMITS } from "~/core/games/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { fakeFeedServer } from "../fake-feeds";
import { api, createArena, expectText, json, request, type SignedIn, signIn } from "../fixtures";
import { type ArbiterEvent, arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ADDRESS = "1 Main St, Springfield IL 62701";
const unique = () => crypto.randomUUID().slice(0, 8);

type GameJson = {
  id: string;
  tipoffAt: string;
  status: string;
  sources: Array<{ kind: string; label: string }>;
};
type ImportJson = { created: number; updated: number; unchanged: number; removed: number; cancelled: number };

let network: ReturnType<typeof fakeFeedServer> | undefined;
afterEach(() => network?.restore());
beforeAll(() => signIn(), 120_000);

const call = (person: SignedIn, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(path, { ...init, cookie: person.cookie, ip: person.ip });

async function upload(person: SignedIn, text: string): Promise<ImportJson> {
  const response = await api("/api/games/import", {
    body: text,
    cookie: person.cookie,
    ip: person.ip,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return json<ImportJson>(response);
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  return (await json<{ games: GameJson[] }>(await call(person, "/api/games"))).games;
}

/**
 * A HorizonWebRef-style season at one gym, a game a day (or `spacing` apart): its events by UID,
 * as a file and as a feed alike.
 */
async function season(count: number, spacing = DAY_MS) {
  const arena = await createArena({ name: `Horizon Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
  const start = Math.floor((Date.now() + 4 * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  const events: ArbiterEvent[] = Array.from({ length: count }, (_, index) => ({
    uid: `HWR-${unique()}`,
    start: start + index * spacing,
    site: arena.name,
    address: ADDRESS,
  }));
  const text = (list: ArbiterEvent[]) =>
    calendar(
      list.flatMap((event) => arbiterEvent(event)),
      { name: "HorizonWebRef", prodid: "-//HorizonWebRef//EN" },
    );
  return { arena, events, text };
}

async function subscribe(person: SignedIn, link: string) {
  const response = await call(person, "/api/feeds", { body: { url: link } });
  expect(response.status).toBe(201);
  return (await json<{ feed: { id: string } }>(response)).feed.id;
}

async function refresh(person: SignedIn, feedId: string) {
  expect((await call(person, `/api/feeds/${feedId}/refresh`, { method: "POST" })).status).toBe(200);
}

describe("a file and its feed", () => {
  it("give each game once, with both sources listed, on My Games and in the API", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { events, text } = await season(3);
    expect(await upload(person, text(events))).toMatchObject({ created: 3 });
    const { link } = network.serve(() => ({ body: text(events) }));
    await subscribe(person, link);

    const games = await myGames(person);
    expect(games).toHaveLength(3);
    for (const game of games) {
      expect(game.sources).toEqual([
        { kind: "feed", label: "HorizonWebRef" },
        { kind: "file", label: "HorizonWebRef" },
      ]);
    }
    const page = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    const fromBoth = IMPORT_TEXT.fromSources([
      { kind: "feed", label: "HorizonWebRef" },
      { kind: "file", label: "HorizonWebRef" },
    ]);
    expect(fromBoth).toBe("From HorizonWebRef feed and a file");
    expectText(page, fromBoth);
    expect(page.split('data-testid="game-sources"').length - 1).toBe(3);
  });

  it("keep the games the file still carries when the feed is removed; the file then speaks for them", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { events, text } = await season(2);
    await upload(person, text(events));
    const { link } = network.serve(() => ({ body: text(events) }));
    const feedId = await subscribe(person, link);

    const removed = await call(person, `/api/feeds/${feedId}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const games = await myGames(person);
    expect(games).toHaveLength(2);
    expect(games.map((game) => game.sources)).toEqual([
      [{ kind: "file", label: "HorizonWebRef" }],
      [{ kind: "file", label: "HorizonWebRef" }],
    ]);
    expect(await upload(person, text(events.slice(0, 1)))).toMatchObject({ removed: 1 });
  });
});

describe("the limit on games", () => {
  it("is not met twice by a feed of the same games as a file: the feed joins every one of them", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const limit = GAME_LIMITS.upcomingPerUser;
    const { events, text } = await season(limit, 3 * 3_600_000);
    expect(await upload(person, text(events))).toMatchObject({ created: limit, ignored: 0 });
    const { link } = network.serve(() => ({ body: text(events) }));
    await subscribe(person, link);
    const games = await myGames(person);
    expect(games).toHaveLength(limit);
    expect(games.filter((game) => game.sources.length === 2)).toHaveLength(limit);
  });
});

describe("the same game from another calendar", () => {
  it("is the same game by its UID, or at the same gym within 10 minutes of tip-off; 15 minutes apart it is another", async () => {
    const person = await signIn();
    const { arena, events, text } = await season(1);
    const [event] = events;
    if (!event) throw new Error("no event");
    await upload(person, text(events));
    const otherCalendar = (list: ArbiterEvent[]) =>
      calendar(
        list.flatMap((one) => arbiterEvent(one)),
        { name: `Assignr ${unique()}` },
      );

    // The same UID in another calendar, sent five minutes later: the same game, moved by the newer word.
    expect(await upload(person, otherCalendar([{ ...event, start: event.start + 5 * MINUTE_MS }]))).toMatchObject({
      created: 0,
      updated: 1,
    });
    // No UID in common, the same gym eight minutes off: the same game again.
    const near = { uid: `ASR-${unique()}`, start: event.start + 8 * MINUTE_MS, site: arena.name, address: ADDRESS };
    expect(await upload(person, otherCalendar([near]))).toMatchObject({ created: 0 });
    let games = await myGames(person);
    expect(games).toHaveLength(1);
    expect(games[0]?.sources.map((source) => source.kind)).toEqual(["file", "file", "file"]);

    const far = { uid: `ASR-${unique()}`, start: event.start + 25 * MINUTE_MS, site: arena.name, address: ADDRESS };
    expect(await upload(person, otherCalendar([far]))).toMatchObject({ created: 1 });
    games = await myGames(person);
    expect(games).toHaveLength(2);
  });
});

describe("nothing comes back by itself", () => {
  it("an older file brings back neither a deleted game nor one the feed removed or cancelled", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { events, text } = await season(4);
    const [deleted, dropped, cancelled, kept] = events;
    if (!deleted || !dropped || !cancelled || !kept) throw new Error("no events");
    const olderFile = text(events);
    await upload(person, olderFile);
    let published = events;
    const { link } = network.serve(() => ({ body: text(published) }));
    const feedId = await subscribe(person, link);
    const byStart = async () =>
      new Map((await myGames(person)).map((game) => [new Date(game.tipoffAt).getTime(), game]));

    const deletedId = (await byStart()).get(deleted.start)?.id;
    expect((await call(person, `/api/games/${deletedId}`, { method: "DELETE" })).status).toBe(200);
    published = [{ ...cancelled, status: "CANCELLED" }, { ...kept }, { ...deleted }];
    await refresh(person, feedId);
    let games = await byStart();
    expect(games.get(deleted.start)).toBeUndefined();
    expect(games.get(dropped.start)?.status).toBe("removed");
    expect(games.get(cancelled.start)?.status).toBe("cancelled");

    expect(await upload(person, olderFile)).toMatchObject({ created: 0, updated: 0, cancelled: 0, removed: 0 });
    games = await byStart();
    expect([...games.keys()].sort()).toEqual([dropped.start, cancelled.start, kept.start]);
    expect(games.get(dropped.start)?.status).toBe("removed");
    expect(games.get(cancelled.start)?.status).toBe("cancelled");
    expect(games.get(kept.start)?.status).toBe("scheduled");
  });

  it("a game deleted from a file alone stays deleted when the same file comes again, and the feed of it too", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { events, text } = await season(2);
    await upload(person, text(events));
    const [first] = await myGames(person);
    expect((await call(person, `/api/games/${first?.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await upload(person, text(events))).toMatchObject({ created: 0, unchanged: 2 });
    const { link } = network.serve(() => ({ body: text(events) }));
    await subscribe(person, link);
    const games = await myGames(person);
    expect(games).toHaveLength(1);
    expect(games[0]?.id).not.toBe(first?.id);
    expectText(JSON.stringify(games[0]?.sources), '"feed"');
  });
});
