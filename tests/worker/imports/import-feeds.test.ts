// Feeds fail like files: a feed's malformed events are ignored with why, never a 500 or a queue
// retry; a feed without UIDs moves its games in place; and the limit on feeds holds under a burst.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { FEED_SCHEDULE } from "~/core/feeds/limits";
import worker from "~/worker/index";
import { type FeedReply, fakeFeedServer } from "../fake-feeds";
import { api, createArena, json, type SignedIn, signIn } from "../fixtures";
import { calendar, utcStamp } from "../import-samples";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type FeedJson = {
  id: string;
  lastResult: { games: number; changed: number; cancelled: number; removed: number; ignored: number } | null;
  lastError: string | null;
  consecutiveFailures: number;
};
type GameJson = { id: string; tipoffAt: string; status: string; arenaId: string };

let network: ReturnType<typeof fakeFeedServer>;
afterEach(() => network?.restore());
beforeAll(() => signIn(), 120_000);

const illinoisArena = () =>
  createArena({ name: `Feed Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });

function call(person: SignedIn, path: string, init: { method?: string; body?: unknown } = {}) {
  return api(path, { ...init, cookie: person.cookie, ip: person.ip });
}

async function subscribe(person: SignedIn, url: string) {
  const response = await call(person, "/api/feeds", { body: { url } });
  return { status: response.status, body: await json<{ feed: FeedJson }>(response) };
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  return (await json<{ games: GameJson[] }>(await call(person, "/api/games"))).games;
}

/** An event with no UID, as some exports write them: title, place and start only. */
function uidless(summary: string, start: number, place: string, status?: string): string[] {
  return [
    "BEGIN:VEVENT",
    `DTSTART:${utcStamp(start)}`,
    `SUMMARY:${summary}`,
    `DESCRIPTION:Site: ${place}`,
    "LOCATION:1 Main St, Springfield IL 62701",
    ...(status ? [`STATUS:${status}`] : []),
    "END:VEVENT",
  ];
}

describe("a feed without UIDs", () => {
  it("updates a moved game in place, marks a cancelled one, and flags a removed one: never a duplicate", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const start = Math.floor((Date.now() + 10 * DAY_MS) / 60_000) * 60_000;
    let text = calendar([
      ...uidless("Hawks at Owls", start, arena.name),
      ...uidless("Bears at Lions", start + DAY_MS, arena.name),
      ...uidless("Cats at Dogs", start + 2 * DAY_MS, arena.name),
    ]);
    const { link } = network.serve(() => ({ body: text }));
    const { status, body } = await subscribe(person, link);
    expect(status).toBe(201);
    expect(body.feed.lastResult?.games).toBe(3);
    const before = await myGames(person);

    text = calendar([
      ...uidless("Hawks at Owls", start + 90 * 60_000, arena.name),
      ...uidless("Bears at Lions", start + DAY_MS, arena.name, "CANCELLED"),
    ]);
    const refreshed = await json<{ feed: FeedJson }>(
      await call(person, `/api/feeds/${body.feed.id}/refresh`, { method: "POST" }),
    );
    expect(refreshed.feed.lastResult).toMatchObject({ changed: 1, cancelled: 1, removed: 1 });
    const after = await myGames(person);
    expect(after).toHaveLength(3);
    expect(after.map((game) => game.id).sort()).toEqual(before.map((game) => game.id).sort());
    const byTime = Object.fromEntries(after.map((game) => [new Date(game.tipoffAt).getTime(), game.status]));
    expect(byTime).toEqual({
      [start + 90 * 60_000]: "changed",
      [start + DAY_MS]: "cancelled",
      [start + 2 * DAY_MS]: "removed",
    });

    // The same feed again changes nothing.
    const again = await json<{ feed: FeedJson }>(
      await call(person, `/api/feeds/${body.feed.id}/refresh`, { method: "POST" }),
    );
    expect(again.feed.lastResult).toMatchObject({ changed: 0, removed: 0 });
    expect(await myGames(person)).toHaveLength(3);
  });
});

describe("a feed of malformed events", () => {
  const malformed = (start: number, arenaName: string) =>
    calendar([
      ...["BEGIN:VEVENT", "UID:bad-1", "DTSTART:2027-01-15T19:00:00Z", "LOCATION:Gym", "END:VEVENT"],
      ...["BEGIN:VEVENT", "UID:bad-2", "DTSTART:", "LOCATION:Gym", "END:VEVENT"],
      ...["BEGIN:VEVENT", "UID:bad-3", "DTSTART:99991399T190000", "LOCATION:Gym", "END:VEVENT"],
      ...[
        "BEGIN:VEVENT",
        "UID:odd",
        `DTSTART:${utcStamp(start)}`,
        "SUMMARY;VALUE=DATE-TIME:abc",
        "RDATE:abc",
        `DESCRIPTION:Site: ${arenaName}`,
        "LOCATION:1 Main St, Springfield IL 62701",
        "END:VEVENT",
      ],
    ]);

  it("subscribes and refreshes with the readable events, the others ignored, never a 500", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const start = Math.floor((Date.now() + 5 * DAY_MS) / 60_000) * 60_000;
    const { link } = network.serve(() => ({ body: malformed(start, arena.name) }));
    const { status, body } = await subscribe(person, link);
    expect(status).toBe(201);
    expect(body.feed.lastResult).toMatchObject({ games: 1, ignored: 3 });
    const refresh = await call(person, `/api/feeds/${body.feed.id}/refresh`, { method: "POST" });
    expect(refresh.status).toBe(200);
    const refreshed = await json<{ feed: FeedJson }>(refresh);
    expect(refreshed.feed).toMatchObject({ lastError: null, consecutiveFailures: 0 });
  });

  it("is handled by the queue consumer, acked, not retried", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const start = Math.floor((Date.now() + 5 * DAY_MS) / 60_000) * 60_000;
    let reply: FeedReply = { body: calendar([]) };
    const { link } = network.serve(() => reply);
    const { body } = await subscribe(person, link);
    reply = { body: malformed(start + HOUR_MS, arena.name) };
    const batch = createMessageBatch("tipoff-feed-refresh", [
      { id: "m-odd", timestamp: Date.now(), attempts: 1, body: { feedId: body.feed.id } },
    ]);
    await worker.queue?.(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual(["m-odd"]);
    expect(result.retryMessages).toEqual([]);
    expect(await myGames(person)).toHaveLength(1);
  });
});

describe("the limit on feeds", () => {
  it(`leaves exactly ${FEED_SCHEDULE.perPerson} feeds when 15 subscriptions are sent at once`, async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const links = Array.from({ length: 15 }, () => network.serve(() => ({ body: calendar([]) })).link);
    const answers = await Promise.all(links.map((link) => subscribe(person, link)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FEED_SCHEDULE.perPerson);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15 - FEED_SCHEDULE.perPerson);
    const listed = await json<{ feeds: unknown[] }>(await call(person, "/api/feeds"));
    expect(listed.feeds).toHaveLength(FEED_SCHEDULE.perPerson);
  });
});
