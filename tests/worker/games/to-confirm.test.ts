// To accept, and the newest word (docs/decisions/244): a game a later import adds or moves is to
// accept on its platform until the person says Accepted, with a push the day after; a file that
// knows newer than a feed of the same calendar asks that feed again at once.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONFIRM_TEXT } from "~/core/games/confirm-text";
import { formatShortDay, formatTime } from "~/core/games/zoned-time";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { TO_CONFIRM_PUSH } from "~/core/notifications/limits";
import { gameSourceEvents, games } from "~/worker/db/schema.server";
import type { FeedQueueMessage } from "~/worker/feeds/queue-messages";
import worker from "~/worker/index";
import { fakeFeedServer } from "../fake-feeds";
import {
  api,
  cookiesFrom,
  createArena,
  db,
  expectText,
  flashMessageIn,
  json,
  loadApp,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { arbiterEvent, calendar, utcStamp } from "../import-samples";
import { createDevice, runNotificationCronAt } from "../push-fixtures";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ADDRESS = "1 Main St, Springfield IL 62701";
const ZONE = "America/Chicago";
const unique = () => crypto.randomUUID().slice(0, 8);

type GameJson = {
  id: string;
  tipoffAt: string;
  status: string;
  arenaId: string;
  toConfirm: boolean;
  confirmWith: string | null;
};
type Event = { uid: string; start: number; site: string; status?: string };

let network: ReturnType<typeof fakeFeedServer> | undefined;
let feedQueue: ReturnType<typeof holdFeedQueue> | undefined;
afterEach(() => {
  network?.restore();
  feedQueue?.restore();
});
beforeAll(() => loadApp(), 120_000);

/** A tip-off `days` from now, on the minute. */
const soon = (days: number) => Math.floor((Date.now() + days * DAY) / MINUTE) * MINUTE;

const illinoisArena = (name: string) => createArena({ name, state: "IL", latitude: 39.8, longitude: -89.6 });

/** What an upload or a refresh puts on the feed queue, held here instead of sent. */
function holdFeedQueue() {
  const messages: MessageSendRequest<FeedQueueMessage>[] = [];
  const spy = vi.spyOn(env.FEED_REFRESH, "sendBatch").mockImplementation((async (
    batch: Iterable<MessageSendRequest<FeedQueueMessage>>,
  ) => {
    messages.push(...batch);
  }) as never);
  return { messages, restore: () => spy.mockRestore() };
}

function eventsText(events: Event[], name: string, stamp?: number) {
  const lines = events.flatMap((event) =>
    arbiterEvent({ uid: event.uid, start: event.start, site: event.site, address: ADDRESS, status: event.status }),
  );
  // The file's own DTSTAMP: when it was made (the samples carry a fixed one).
  return calendar(
    stamp === undefined
      ? lines
      : lines.map((line) => (line.startsWith("DTSTAMP:") ? `DTSTAMP:${utcStamp(stamp)}` : line)),
    { name },
  );
}

/** A person subscribed to a feed named `label`; `publish` changes what the feed says. */
async function subscribed(events: Event[], label = `Arbiter Group ${unique()}`) {
  network = fakeFeedServer();
  const person = await signIn();
  let published = events;
  const { link } = network.serve(() => ({ body: eventsText(published, label) }));
  const response = await call(person, "/api/feeds", { body: { url: link } });
  expect(response.status).toBe(201);
  const { feed } = await json<{ feed: { id: string } }>(response);
  return {
    person,
    label,
    feedId: feed.id,
    publish: (next: Event[]) => {
      published = next;
    },
    refresh: async () => {
      const refreshed = await call(person, `/api/feeds/${feed.id}/refresh`, { method: "POST" });
      expect(refreshed.status).toBe(200);
    },
  };
}

function call(person: SignedIn, path: string, init: { method?: string; body?: unknown } = {}) {
  return api(path, { ...init, cookie: person.cookie, ip: person.ip });
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  const listed = await json<{ games: GameJson[] }>(await call(person, "/api/games"));
  return [...listed.games].sort((a, b) => Date.parse(a.tipoffAt) - Date.parse(b.tipoffAt));
}

async function gameOf(person: SignedIn, uid: string): Promise<GameJson> {
  const [link] = await db
    .select({ gameId: gameSourceEvents.gameId })
    .from(gameSourceEvents)
    .where(eq(gameSourceEvents.externalUid, uid));
  const game = (await myGames(person)).find((one) => one.id === link?.gameId);
  if (!game) throw new Error(`no game for ${uid}`);
  return game;
}

async function upload(person: SignedIn, text: string) {
  const response = await api("/api/games/import", {
    body: text,
    cookie: person.cookie,
    ip: person.ip,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return json<{ created: number; removed: number; unchanged: number }>(response);
}

const page = async (person: SignedIn) => (await request("/games", { headers: { cookie: person.cookie } })).text();

describe("a game a later import adds or moves", () => {
  it("is to accept in the calendar's label after a refresh adds it; the first import marks nothing", async () => {
    const arena = await illinoisArena(`Accept Gym ${unique()}`);
    const first: Event = { uid: `A-${unique()}`, start: soon(3), site: arena.name };
    const official = await subscribed([first]);
    expect(await myGames(official.person)).toMatchObject([{ toConfirm: false, confirmWith: null }]);
    expectText(await page(official.person), CONFIRM_TEXT.badge, false);

    const added: Event = { uid: `B-${unique()}`, start: soon(5), site: arena.name };
    official.publish([first, added]);
    await official.refresh();
    expect(await gameOf(official.person, first.uid)).toMatchObject({ toConfirm: false, confirmWith: null });
    expect(await gameOf(official.person, added.uid)).toMatchObject({ toConfirm: true, confirmWith: official.label });

    const html = await page(official.person);
    expectText(html, CONFIRM_TEXT.acceptIn(official.label));
    expectText(html, CONFIRM_TEXT.count(1));
  });

  it("is to accept when a refresh moves its time or its gym, and not once cancelled", async () => {
    const north = await illinoisArena(`North Gym ${unique()}`);
    const south = await illinoisArena(`South Gym ${unique()}`);
    const timed: Event = { uid: `T-${unique()}`, start: soon(2), site: north.name };
    const placed: Event = { uid: `P-${unique()}`, start: soon(4), site: north.name };
    const called: Event = { uid: `C-${unique()}`, start: soon(6), site: north.name };
    const official = await subscribed([timed, placed, called]);

    official.publish([
      { ...timed, start: timed.start + HOUR },
      { ...placed, site: south.name },
      { ...called, start: called.start + HOUR },
    ]);
    await official.refresh();
    const moved = await gameOf(official.person, timed.uid);
    expect(moved).toMatchObject({ status: "changed", toConfirm: true, confirmWith: official.label });
    const elsewhere = await gameOf(official.person, placed.uid);
    expect(elsewhere).toMatchObject({ status: "changed", arenaId: south.id, toConfirm: true });

    // Cancelled after it moved: nothing to accept, and a new cancelled event is not to accept either.
    const cancelledNew: Event = { uid: `N-${unique()}`, start: soon(8), site: north.name, status: "CANCELLED" };
    official.publish([
      { ...timed, start: timed.start + HOUR },
      { ...placed, site: south.name },
      { ...called, start: called.start + HOUR, status: "CANCELLED" },
      cancelledNew,
    ]);
    await official.refresh();
    expect(await gameOf(official.person, called.uid)).toMatchObject({
      status: "cancelled",
      toConfirm: false,
      confirmWith: null,
    });
    expect(await gameOf(official.person, cancelledNew.uid)).toMatchObject({ status: "cancelled", toConfirm: false });
    expectText(await page(official.person), CONFIRM_TEXT.count(2));
  });

  it("is marked by a later upload of a file too, named by its maker; the first upload marks nothing", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena(`File Gym ${unique()}`);
    const prodid = `-//Assigner ${unique()}//Schedule//EN`;
    const first = arbiterEvent({ uid: `F-${unique()}`, start: soon(3), site: arena.name, address: ADDRESS });
    const later = arbiterEvent({ uid: `G-${unique()}`, start: soon(4), site: arena.name, address: ADDRESS });
    await upload(person, calendar(first, { prodid }));
    expect(await myGames(person)).toMatchObject([{ toConfirm: false }]);
    await upload(person, calendar([...first, ...later], { prodid }));
    const [kept, added] = await myGames(person);
    expect(kept?.toConfirm).toBe(false);
    expect(added).toMatchObject({ toConfirm: true, confirmWith: prodid.split("//")[1] });
  });

  it("waits for its gym with its mark: answering the gym makes a game to accept, unlike one waiting since the first import", async () => {
    const arena = await illinoisArena(`Answer Gym ${unique()}`);
    const site = `Zq${unique()} Middle School`;
    const before: Event = { uid: `W1-${unique()}`, start: soon(3), site };
    const official = await subscribed([before]);
    const after: Event = { uid: `W2-${unique()}`, start: soon(4), site };
    official.publish([before, after]);
    await official.refresh();
    expect(await myGames(official.person)).toEqual([]);

    const answered = await call(official.person, "/api/venue-aliases", {
      method: "PUT",
      body: { venue: `${site}, ${ADDRESS}`, arenaId: arena.id },
    });
    expect(answered.status).toBe(200);
    expect(await gameOf(official.person, before.uid)).toMatchObject({ toConfirm: false });
    expect(await gameOf(official.person, after.uid)).toMatchObject({ toConfirm: true, confirmWith: official.label });
  });
});

describe("Accepted", () => {
  it("clears the mark through the API (200), is 404 for another person's game, and is a plain form on My Games", async () => {
    const arena = await illinoisArena(`Tick Gym ${unique()}`);
    const first: Event = { uid: `A-${unique()}`, start: soon(3), site: arena.name };
    const official = await subscribed([first]);
    const byApi: Event = { uid: `B-${unique()}`, start: soon(4), site: arena.name };
    const byForm: Event = { uid: `C-${unique()}`, start: soon(5), site: arena.name };
    official.publish([first, byApi, byForm]);
    await official.refresh();
    const [apiGame, formGame] = [await gameOf(official.person, byApi.uid), await gameOf(official.person, byForm.uid)];

    const stranger = await signIn();
    expect((await call(stranger, `/api/games/${apiGame.id}/confirmed`, { method: "PUT" })).status).toBe(404);
    expect((await gameOf(official.person, byApi.uid)).toConfirm).toBe(true);

    const ticked = await call(official.person, `/api/games/${apiGame.id}/confirmed`, { method: "PUT" });
    expect(ticked.status).toBe(200);
    expect((await json<{ game: GameJson }>(ticked)).game).toMatchObject({ toConfirm: false, confirmWith: null });
    // Saying it again changes nothing.
    expect((await call(official.person, `/api/games/${apiGame.id}/confirmed`, { method: "PUT" })).status).toBe(200);

    const before = await page(official.person);
    expectText(before, CONFIRM_TEXT.count(1));
    expectText(before, `>${CONFIRM_TEXT.first}<`);
    expectText(before, `>${CONFIRM_TEXT.accepted}<`);
    expectText(before, `aria-label="${CONFIRM_TEXT.acceptedLabel(arena.name)}"`);
    const posted = await postForm(
      "/games",
      { intent: "accepted", id: formGame.id },
      { cookie: official.person.cookie, ip: official.person.ip },
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/games#game-${formGame.id}`);
    const after = await (
      await request("/games", { headers: { cookie: cookiesFrom(posted, official.person.cookie) } })
    ).text();
    expect(flashMessageIn(after)).toBe(CONFIRM_TEXT.done);
    expectText(after, CONFIRM_TEXT.acceptIn(official.label), false);
    expect((await myGames(official.person)).every((game) => !game.toConfirm)).toBe(true);
  });
});

describe("the push the day after", () => {
  it("comes once, a day after the mark, for the games one refresh marked; not after Accepted", async () => {
    const arena = await illinoisArena(`Push Gym ${unique()}`);
    const first: Event = { uid: `A-${unique()}`, start: soon(3), site: arena.name };
    const official = await subscribed([first]);
    const device = await createDevice(official.person.id);
    const added = [
      { uid: `B-${unique()}`, start: soon(5), site: arena.name },
      { uid: `C-${unique()}`, start: soon(6), site: arena.name },
    ];
    official.publish([first, ...added]);
    await official.refresh();
    const soonest = await gameOf(official.person, added[0]?.uid ?? "");
    const [row] = await db.select({ markedAt: games.confirmMarkedAt }).from(games).where(eq(games.id, soonest.id));
    const markedAt = row?.markedAt?.getTime() ?? 0;
    const mine = (messages: Awaited<ReturnType<typeof runNotificationCronAt>>) =>
      messages.filter((message) => message.type === "push" && message.subscriptionId === device.id);

    expect(mine(await runNotificationCronAt(markedAt + TO_CONFIRM_PUSH.afterMs - 5 * MINUTE))).toEqual([]);
    const sent = mine(await runNotificationCronAt(markedAt + TO_CONFIRM_PUSH.afterMs));
    const tipoff = Date.parse(soonest.tipoffAt);
    expect(sent.map((message) => message.notice)).toEqual([
      {
        kind: "toConfirm",
        title: CONFIRM_TEXT.pushTitle(2, official.label),
        body: CONFIRM_TEXT.pushBody(
          2,
          CONFIRM_TEXT.pushGame(formatShortDay(tipoff, ZONE), formatTime(tipoff, ZONE), arena.name),
        ),
        url: `/games#game-${soonest.id}`,
        tag: "to-confirm",
        urgency: "normal",
        expiresAt: expect.any(Number),
      },
    ]);
    expect(sent[0]?.notice.title).toBe(`2 games still to accept in ${official.label}`);
    // Once: the next run finds its marker.
    expect(mine(await runNotificationCronAt(markedAt + TO_CONFIRM_PUSH.afterMs + 5 * MINUTE))).toEqual([]);
  });

  it("is not sent for a game accepted before the day is out", async () => {
    const arena = await illinoisArena(`Quiet Gym ${unique()}`);
    const first: Event = { uid: `A-${unique()}`, start: soon(3), site: arena.name };
    const official = await subscribed([first]);
    const device = await createDevice(official.person.id);
    const added: Event = { uid: `B-${unique()}`, start: soon(5), site: arena.name };
    official.publish([first, added]);
    await official.refresh();
    const game = await gameOf(official.person, added.uid);
    const [row] = await db.select({ markedAt: games.confirmMarkedAt }).from(games).where(eq(games.id, game.id));
    expect((await call(official.person, `/api/games/${game.id}/confirmed`, { method: "PUT" })).status).toBe(200);
    const messages = await runNotificationCronAt((row?.markedAt?.getTime() ?? 0) + TO_CONFIRM_PUSH.afterMs);
    expect(messages.filter((message) => message.type === "push" && message.subscriptionId === device.id)).toEqual([]);
  });
});

describe("the newest word", () => {
  it("a fresh file that cancels a feed's game asks that feed again now; the feed's word then cancels it", async () => {
    const arena = await illinoisArena(`Word Gym ${unique()}`);
    const game: Event = { uid: `W-${unique()}`, start: soon(2), site: arena.name };
    const other: Event = { uid: `X-${unique()}`, start: soon(3), site: arena.name };
    const official = await subscribed([game, other]);
    feedQueue = holdFeedQueue();

    // An older export that says otherwise is not the newer word: the feed is not asked.
    const older = eventsText([{ ...game, status: "CANCELLED" }, other], `Export ${unique()}`, Date.now() - DAY);
    await upload(official.person, older);
    expect(feedQueue.messages).toEqual([]);

    // A file that agrees with the feed asks nothing either.
    await upload(official.person, eventsText([game, other], `Agrees ${unique()}`, Date.now() + MINUTE));
    expect(feedQueue.messages).toEqual([]);

    const fresh = eventsText([{ ...game, status: "CANCELLED" }, other], `Fresh ${unique()}`, Date.now() + MINUTE);
    await upload(official.person, fresh);
    expect(feedQueue.messages).toEqual([{ body: { feedId: official.feedId } }]);
    // A file never changes a game a feed carries: until the feed speaks, it stands.
    expect((await gameOf(official.person, game.uid)).status).toBe("scheduled");

    official.publish([{ ...game, status: "CANCELLED" }, other]);
    const batch = createMessageBatch("tipoff-feed-refresh", [
      { id: "asked-again", timestamp: new Date(), attempts: 1, body: feedQueue.messages[0]?.body },
    ]);
    await worker.queue?.(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["asked-again"]);
    expect((await gameOf(official.person, game.uid)).status).toBe("cancelled");
  });

  it("a game missing from a re-uploaded file reads “not in this file”, not “removed from feed”", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena(`Upload Gym ${unique()}`);
    const name = `Season ${unique()}`;
    const kept = { uid: `K-${unique()}`, start: soon(3), site: arena.name };
    const missing = { uid: `M-${unique()}`, start: soon(4), site: arena.name };
    await upload(person, eventsText([kept, missing], name));
    expect((await upload(person, eventsText([kept], name))).removed).toBe(1);
    const html = await page(person);
    expectText(html, IMPORT_TEXT.notInFileBadge);
    expectText(html, IMPORT_TEXT.notInFileHint);
    expectText(html, IMPORT_TEXT.removedBadge, false);
  });
});
