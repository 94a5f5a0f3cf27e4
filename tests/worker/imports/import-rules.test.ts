// The rules an import keeps beyond reading the file: the limit on games, a shared answer that never
// overrides what the event says, a time with no zone marked as such, and waiting times on the right clock.
import { afterEach, describe, expect, it } from "vitest";
import { GAME_LIMITS } from "~/core/games/limits";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { waitingWhen } from "~/worker/games/waiting-when";
import {
  api,
  createArena,
  daysFromNow,
  establishAccount,
  fakeNetwork,
  json,
  REPLIES,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar, localStamp } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type ImportJson = {
  created: number;
  ignored: number;
  waiting: number;
  waitingPlaces: number;
  ignoredEvents: Array<{ event: string; reason: string; count: number }>;
  needsArena: Array<{
    venue: string;
    events: Array<{ summary: string; startsAt: string; timeZone: string | null }>;
    candidates: Array<{ arenaId: string; name: string }>;
  }>;
};
type GameJson = { arenaId: string; zoneStated: boolean; tipoffAt: string; timeZone: string };

let network: ReturnType<typeof fakeNetwork> | undefined;
afterEach(() => network?.restore());

async function upload(person: SignedIn, text: string) {
  const response = await api("/api/games/import", {
    body: text,
    cookie: person.cookie,
    ip: person.ip,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return json<ImportJson>(response);
}

async function answer(person: SignedIn, venue: string, arenaId: string) {
  const response = await api("/api/venue-aliases", {
    method: "PUT",
    body: { venue, arenaId },
    cookie: person.cookie,
    ip: person.ip,
  });
  expect(response.status).toBe(200);
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  return (await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie, ip: person.ip }))).games;
}

/** A geocoder that places every address at this point. */
const geocodedAt = (latitude: number, longitude: number) => ({
  body: JSON.stringify([{ lat: String(latitude), lon: String(longitude), display_name: "Somewhere" }]),
});

describe("the limit on games", () => {
  it(`imports at most ${GAME_LIMITS.upcomingPerUser} upcoming games and says why the rest were not`, async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({ name: `Limit Gym ${unique()}`, state: "IL" });
    const over = 4;
    const events = Array.from({ length: GAME_LIMITS.upcomingPerUser + over }, (_, index) =>
      arbiterEvent({
        uid: `L-${index}`,
        start: Date.now() + DAY_MS + index * 3_600_000,
        site: arena.name,
        address: "1 Main St, Springfield IL 62701",
      }),
    ).flat();
    const result = await upload(person, calendar(events, { name: `Limit ${unique()}` }));
    expect(result.created).toBe(GAME_LIMITS.upcomingPerUser);
    expect(result.ignored).toBe(over);
    expect(result.ignoredEvents).toHaveLength(over);
    expect(result.ignoredEvents.every((ignored) => ignored.reason === "upcoming_limit")).toBe(true);
    expect(IMPORT_TEXT.ignoredReasons.upcoming_limit).toBe(
      `past the limit of ${GAME_LIMITS.upcomingPerUser} upcoming games`,
    );
    expect(await myGames(person)).toHaveLength(GAME_LIMITS.upcomingPerUser);
  });
});

describe("a shared answer", () => {
  const INDIANAPOLIS = "510 W 49th St, Indianapolis, IN 46208";

  /** Moby Arena, Fort Collins: where three accounts say an Indianapolis gym is. */
  async function colorado() {
    const moby = await createArena({
      name: `Moby Arena ${unique()}`,
      city: "Fort Collins",
      state: "CO",
      latitude: 40.5734,
      longitude: -105.0865,
    });
    const site = `Hinkle ${unique()} Fieldhouse`;
    const venue = `${site}, ${INDIANAPOLIS}`;
    for (const _ of [1, 2, 3]) {
      const person = await signIn();
      await establishAccount(person.id, moby.id);
      await answer(person, venue, moby.id);
    }
    return { moby, site };
  }

  it("never moves a game far from where the event says it is, and is offered as a candidate instead", async () => {
    const { moby, site } = await colorado();
    const text = () =>
      calendar(arbiterEvent({ uid: `I-${unique()}`, start: Date.now() + DAY_MS, site, address: INDIANAPOLIS }), {
        name: `Indy ${unique()}`,
      });
    // Geocoded to Indianapolis: the alias's arena is 1,500 km away.
    network = fakeNetwork({ geocode: geocodedAt(39.8387, -86.1712) });
    const geocoded = await upload(await signIn(), text());
    expect(geocoded.created).toBe(0);
    expect(geocoded.needsArena[0]?.candidates[0]?.arenaId).toBe(moby.id);
    network.restore();
    // Not geocoded: Indianapolis, IN is not Fort Collins, CO.
    network = fakeNetwork({ geocode: REPLIES.empty });
    const unplaced = await upload(await signIn(), text());
    expect(unplaced.created).toBe(0);
    expect(unplaced.waiting).toBe(1);
  });

  it("comes after an exact site name in the event's state", async () => {
    const { site } = await colorado();
    const hinkle = await createArena({
      name: site,
      city: "Indianapolis",
      state: "IN",
      latitude: 39.8387,
      longitude: -86.1712,
    });
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const result = await upload(
      person,
      calendar(arbiterEvent({ uid: `H-${unique()}`, start: Date.now() + DAY_MS, site, address: INDIANAPOLIS }), {
        name: `Hinkle ${unique()}`,
      }),
    );
    expect(result.created).toBe(1);
    expect((await myGames(person))[0]?.arenaId).toBe(hinkle.id);
  });

  it("applies near its arena", async () => {
    const moby = await createArena({
      name: `Near Gym ${unique()}`,
      city: "Fort Collins",
      state: "CO",
      latitude: 40.5734,
      longitude: -105.0865,
    });
    const site = `Shared Near ${unique()}`;
    const address = "1200 S College Ave, Fort Collins, CO 80523";
    for (const _ of [1, 2, 3]) {
      const person = await signIn();
      await establishAccount(person.id, moby.id);
      await answer(person, `${site}, ${address}`, moby.id);
    }
    network = fakeNetwork({ geocode: geocodedAt(40.57, -105.08) });
    const person = await signIn();
    const result = await upload(
      person,
      calendar(arbiterEvent({ uid: `N-${unique()}`, start: Date.now() + DAY_MS, site, address }), {
        name: `N ${unique()}`,
      }),
    );
    expect(result.created).toBe(1);
    expect((await myGames(person))[0]?.arenaId).toBe(moby.id);
  });
});

describe("times and zones", () => {
  it("marks a game whose calendar gave no zone, in the API, and reads it on the arena's clock", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({
      name: `Floating Gym ${unique()}`,
      state: "IL",
      latitude: 39.8,
      longitude: -89.6,
    });
    const date = daysFromNow(9);
    const text = calendar(
      [
        "BEGIN:VEVENT",
        `UID:F-${unique()}`,
        `DTSTART:${localStamp(date, "19:00")}`,
        "SUMMARY:Floating",
        `DESCRIPTION:Site: ${arena.name}`,
        "LOCATION:1 Main St, Springfield IL 62701",
        "END:VEVENT",
      ],
      { name: `Floating ${unique()}` },
    );
    expect((await upload(person, text)).created).toBe(1);
    const [game] = await myGames(person);
    expect(game?.zoneStated).toBe(false);
    expect(game?.tipoffAt).toBe(`${date}T19:00:00${game?.tipoffAt.slice(19)}`);
    expect(game?.timeZone).toBe("America/Chicago");
  });

  it("shows a waiting event's time on the venue's clock, never in UTC", async () => {
    network = fakeNetwork({ geocode: geocodedAt(40.1, -83.0) });
    const person = await signIn();
    const start = Date.UTC(2027, 0, 9, 0, 30);
    const text = calendar(
      arbiterEvent({
        uid: `W-${unique()}`,
        start,
        site: `Nowhere ${unique()}`,
        address: "1 Main St, Columbus, OH 43215",
      }),
      { name: `W ${unique()}` },
    );
    const result = await upload(person, text);
    const [event] = result.needsArena[0]?.events ?? [];
    expect(event?.timeZone).toBe("America/New_York");
    expect(waitingWhen(event ?? { startsAt: "", timeZone: null })).toBe("Fri, Jan 8, 2027 · 7:30 PM EST");
    expect(result.waiting).toBe(1);
    expect(result.waitingPlaces).toBe(1);
    expect(IMPORT_TEXT.waitingCount(58, 27)).toBe("58 games wait for you to choose their gym at 27 places.");
    expect(IMPORT_TEXT.waitingCount(1, 1)).toBe("1 game waits for you to choose its gym.");
  });

  it("says in words what an import did: only what happened, the waiting games apart, an empty calendar as such", () => {
    const none = {
      created: 0,
      updated: 0,
      unchanged: 0,
      cancelled: 0,
      removed: 0,
      ignored: 0,
      waiting: 0,
      waitingPlaces: 0,
      lookingUp: 0,
    };
    expect(IMPORT_TEXT.outcome({ ...none, waiting: 10, waitingPlaces: 9 })).toEqual([
      "10 games wait for you to choose their gym at 9 places.",
    ]);
    expect(IMPORT_TEXT.outcome({ ...none, created: 3, updated: 1, unchanged: 5, removed: 2, ignored: 1 })).toEqual([
      "3 new games, 1 game updated, 2 games removed from the calendar, 5 games unchanged.",
      "1 event was not imported; the list below says why.",
    ]);
    expect(IMPORT_TEXT.outcome(none)).toEqual(["The calendar holds no games to import."]);
  });
});
