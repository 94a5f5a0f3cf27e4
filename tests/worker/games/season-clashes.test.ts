// "Can't make both": two games whose times overlap, or whose gap is shorter than the drive between
// the gyms plus the later game's arrival buffer, flagged on both, counted on My Games and in the
// import's result, told when a feed change makes one, and markable as known (docs/decisions/217).
import { afterEach, describe, expect, it } from "vitest";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { instantFromLocal } from "~/core/games/zoned-time";
import { estimateDrive } from "~/worker/routing/routing";
import { fakeFeedServer } from "../fake-feeds";
import {
  api,
  cookiesFrom,
  createArena,
  createGame,
  expectText,
  flashMessageIn,
  json,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";
import { createDevice, holdNotificationQueue } from "../push-fixtures";

const DAY_MS = 86_400_000;
const ZONE = "America/Chicago";
const ADDRESS = "1 Main St, Springfield IL 62701";
const unique = () => crypto.randomUUID().slice(0, 8);
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

let network: ReturnType<typeof fakeFeedServer> | undefined;
afterEach(() => network?.restore());

function at(days: number, time: string): number {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const found = instantFromLocal({ date, time }, ZONE);
  if (!found.ok) throw new Error(`${date} ${time} does not exist`);
  return found.instant;
}

type ClashJson = { gameId: string; kind: string; minutesShort: number; driveMinutes: number; known: boolean };
type GameJson = { id: string; clashes: ClashJson[] };

/** Two gyms about 13 miles apart, and the drive between them. */
async function gymsApart() {
  const near = { latitude: 39.8, longitude: -89.6 };
  const far = { latitude: 39.8, longitude: -89.36 };
  const first = await createArena({ name: `Lanphier Gym ${unique()}`, state: "IL", ...near });
  const second = await createArena({ name: `Rochester Gym ${unique()}`, state: "IL", ...far });
  return { first, second, drive: estimateDrive(near, far) };
}

const game = (person: SignedIn, arenaId: string, tipoffAt: number, bufferMinutes = 60) =>
  createGame({ userId: person.id, arenaId, tipoffAt: new Date(tipoffAt), timeZone: ZONE, bufferMinutes });

async function clashesOf(person: SignedIn): Promise<Map<string, ClashJson[]>> {
  const listed = await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie }));
  return new Map(listed.games.map((one) => [one.id, one.clashes]));
}

const myGames = async (person: SignedIn, cookie = person.cookie) =>
  (await request("/games", { headers: { cookie } })).text();

describe("two games the official cannot both make", () => {
  it("a 2 PM and a 3 PM game 13 miles apart overlap; a 6 PM and an 8:30 PM game there are short of the drive: flagged on both, counted on top", async () => {
    const person = await signIn();
    const { first, second, drive } = await gymsApart();
    const two = await game(person, first.id, at(8, "14:00"));
    const three = await game(person, second.id, at(8, "15:00"));
    const six = await game(person, first.id, at(9, "18:00"));
    const eightThirty = await game(person, second.id, at(9, "20:30"), 45);
    // Apart enough: a game the next morning clashes with nothing.
    await game(person, second.id, at(10, "09:00"));

    const overlapShort = 2 * 60 + drive.minutes + 60 - 60;
    const driveShort = 2 * 60 + drive.minutes + 45 - 150;
    const clashes = await clashesOf(person);
    expect(clashes.get(two.id)).toEqual([
      { gameId: three.id, kind: "overlap", minutesShort: overlapShort, driveMinutes: drive.minutes, known: false },
    ]);
    expect(clashes.get(three.id)).toEqual([
      { gameId: two.id, kind: "overlap", minutesShort: overlapShort, driveMinutes: drive.minutes, known: false },
    ]);
    expect(clashes.get(six.id)).toEqual([
      { gameId: eightThirty.id, kind: "drive", minutesShort: driveShort, driveMinutes: drive.minutes, known: false },
    ]);
    expect(clashes.get(eightThirty.id)?.map((clash) => clash.gameId)).toEqual([six.id]);
    expect([...clashes.values()].filter((found) => found.length === 0)).toHaveLength(1);

    const page = await myGames(person);
    expectText(page, html(CLASH_TEXT.count(2)));
    const driveText = CLASH_TEXT.cantMakeBoth({
      kind: "drive",
      driveMinutes: drive.minutes,
      minutesShort: driveShort,
    });
    expect(driveText).toBe(`Can't make both: ${drive.minutes} min drive, ${driveShort} min short`);
    expect(page.split(html(driveText)).length - 1).toBe(2);
    const overlapText = CLASH_TEXT.cantMakeBoth({ kind: "overlap", driveMinutes: drive.minutes, minutesShort: 1 });
    expect(page.split(html(overlapText)).length - 1).toBe(2);
  });

  it("at one gym only when the tip-offs are closer than the shortest game: a doubleheader is no clash", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Double Gym ${unique()}` });
    await game(person, arena.id, at(8, "17:30"));
    await game(person, arena.id, at(8, "19:00"));
    const courtOne = await game(person, arena.id, at(9, "10:00"));
    const courtTwo = await game(person, arena.id, at(9, "10:30"));
    const clashes = await clashesOf(person);
    expect([...clashes.values()].flat()).toEqual([
      { gameId: courtTwo.id, kind: "overlap", minutesShort: 30, driveMinutes: 0, known: false },
      { gameId: courtOne.id, kind: "overlap", minutesShort: 30, driveMinutes: 0, known: false },
    ]);
  });

  it("can be marked known, on the page without JavaScript or through the API, and flagged again", async () => {
    const person = await signIn();
    const { first, second } = await gymsApart();
    const one = await game(person, first.id, at(12, "14:00"));
    const other = await game(person, second.id, at(12, "15:00"));

    const marked = await postForm(
      "/games",
      { intent: "known-clash", id: one.id, other: other.id },
      { cookie: person.cookie, ip: person.ip },
    );
    expect(marked.status).toBe(302);
    const after = await myGames(person, cookiesFrom(marked, person.cookie));
    expect(flashMessageIn(after)).toBe(CLASH_TEXT.marked);
    expectText(after, 'data-testid="clash-notice"', false);
    expectText(after, 'data-testid="game-clash"', false);
    expectText(after, CLASH_TEXT.known(first.name));
    expect((await clashesOf(person)).get(one.id)?.[0]?.known).toBe(true);

    const again = await api(`/api/games/${other.id}/clashes/${one.id}`, { method: "DELETE", cookie: person.cookie });
    expect(again.status).toBe(200);
    expect((await clashesOf(person)).get(one.id)?.[0]?.known).toBe(false);
    const put = await api(`/api/games/${one.id}/clashes/${other.id}`, { method: "PUT", cookie: person.cookie });
    expect(await json(put)).toEqual({ clash: { gameId: one.id, otherGameId: other.id, known: true } });

    // Two games that do not clash, and another person's game, are not found.
    const alone = await game(person, first.id, at(14, "14:00"));
    const notAClash = await api(`/api/games/${one.id}/clashes/${alone.id}`, { method: "PUT", cookie: person.cookie });
    expect(notAClash.status).toBe(404);
    const stranger = await signIn();
    const notTheirs = await api(`/api/games/${one.id}/clashes/${other.id}`, { method: "PUT", cookie: stranger.cookie });
    expect(notTheirs.status).toBe(404);
  });

  it("is counted in an import's result, from every source", async () => {
    const person = await signIn();
    const { first, second } = await gymsApart();
    await game(person, first.id, at(15, "14:00"));
    const text = calendar(
      arbiterEvent({ uid: `C-${unique()}`, start: at(15, "15:00"), site: second.name, address: ADDRESS }),
      { name: `Clash ${unique()}` },
    );
    const response = await api("/api/games/import", {
      body: text,
      cookie: person.cookie,
      ip: person.ip,
      headers: { "content-type": "text/calendar" },
    });
    expect(await json(response)).toMatchObject({ created: 1, clashes: 1 });
  });

  it("is told with the change notice when a feed's move makes one", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { first, second } = await gymsApart();
    const uid = `M-${unique()}`;
    const before = at(4, "19:00");
    const moved = at(4, "20:00");
    let start = before;
    const { link } = network.serve(() => ({
      body: calendar(arbiterEvent({ uid, start, site: first.name, address: ADDRESS }), { name: "Arbiter" }),
    }));
    const held = holdNotificationQueue();
    try {
      const subscribed = await api("/api/feeds", { body: { url: link }, cookie: person.cookie, ip: person.ip });
      const { feed } = await json<{ feed: { id: string } }>(subscribed);
      // Typed by hand at the other gym: reachable after a 7 PM game, not after an 8 PM one.
      await game(person, second.id, at(4, "22:30"));
      await createDevice(person.id);
      expect(await clashesOf(person).then((found) => [...found.values()].flat())).toEqual([]);

      start = moved;
      const refreshed = await api(`/api/feeds/${feed.id}/refresh`, {
        method: "POST",
        cookie: person.cookie,
        ip: person.ip,
      });
      expect(refreshed.status).toBe(200);
      const day = (instant: number) =>
        new Intl.DateTimeFormat("en-US", { timeZone: ZONE, weekday: "short", month: "short", day: "numeric" })
          .format(instant)
          .replace(",", "");
      const clashLine = CLASH_TEXT.notice(
        CLASH_TEXT.noticeGame(first.name, `${day(moved)}, 8:00 PM`),
        CLASH_TEXT.noticeGame(second.name, `${day(moved)}, 10:30 PM`),
      );
      const bodies = held.messages.map((message) => message.notice.body);
      expect(bodies).toEqual([`Moved: ${day(before)}, 7:00 → 8:00 PM, ${first.name}. ${clashLine}`]);
    } finally {
      held.restore();
    }
  });
});
