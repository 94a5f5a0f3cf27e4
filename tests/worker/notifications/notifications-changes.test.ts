import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import { gameSourceEvents } from "~/worker/db/schema.server";
import worker from "~/worker/index";
import { updateNotificationSettings } from "~/worker/notifications/settings.server";
import { fakeFeedServer } from "../fake-feeds";
import { api, createArena, db, json, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";
import { consume, createDevice, holdNotificationQueue, pushService } from "../push-fixtures";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONE = "America/Chicago";
const ADDRESS = "1 Main St, Springfield IL 62701";
const unique = () => crypto.randomUUID().slice(0, 8);

let network: ReturnType<typeof fakeFeedServer> | undefined;
afterEach(() => network?.restore());

/** 7:00 PM on the arena's clock, `days` from today. */
function evening(days: number, time = "19:00"): number {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const found = instantFromLocal({ date, time }, ZONE);
  if (!found.ok) throw new Error("no such time");
  return found.instant;
}

/** "Fri Dec 4", as a person reads the day on the arena's calendar. */
const shortDay = (instant: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, weekday: "short", month: "short", day: "numeric" })
    .format(instant)
    .replace(",", "");

type Event = { uid: string; start: number; status?: string };

/** A person with a device and a feed of games at one arena; `publish` changes what the feed says. */
async function subscribedOfficial(events: Event[]) {
  network = fakeFeedServer();
  const person = await signIn();
  const device = await createDevice(person.id);
  const arena = await createArena({
    name: `Hinkle Fieldhouse ${unique()}`,
    state: "IL",
    latitude: 39.8,
    longitude: -89.6,
  });
  let published = events;
  const body = () =>
    calendar(
      published.flatMap((event) =>
        arbiterEvent({ uid: event.uid, start: event.start, site: arena.name, address: ADDRESS, status: event.status }),
      ),
      { name: "Arbiter" },
    );
  const { link } = network.serve(() => ({ body: body() }));
  const held = holdNotificationQueue();
  const subscribed = await api("/api/feeds", { body: { url: link }, cookie: person.cookie, ip: person.ip });
  expect(subscribed.status).toBe(201);
  const { feed } = await json<{ feed: { id: string } }>(subscribed);
  // Subscribing brings every game in, and the person is looking at them: nothing is pushed.
  expect(held.messages).toEqual([]);
  return {
    person,
    device,
    arena,
    feedId: feed.id,
    held,
    publish: (next: Event[]) => {
      published = next;
    },
    refresh: async () => {
      held.messages.length = 0;
      const response = await api(`/api/feeds/${feed.id}/refresh`, {
        method: "POST",
        cookie: person.cookie,
        ip: person.ip,
      });
      expect(response.status).toBe(200);
      return [...held.messages];
    },
  };
}

describe("a feed refresh that changes the next 14 days", () => {
  it("pushes one summary of a single move: the day, the old and new time, the arena; the whole path to the device", async () => {
    const start = evening(3);
    const official = await subscribedOfficial([
      { uid: `A-${unique()}`, start },
      { uid: `B-${unique()}`, start: evening(5) },
    ]);
    const [gameA, gameB] = await currentUids(official.person);
    if (!gameA || !gameB) throw new Error("the feed's games were not imported");
    official.publish([
      { uid: gameA.uid, start: start + HOUR },
      { uid: gameB.uid, start: evening(5) },
    ]);
    const messages = await official.refresh();
    expect(messages).toEqual([
      {
        type: "push",
        subscriptionId: official.device.id,
        notice: {
          kind: "changes",
          title: "Your schedule changed",
          body: `Moved: ${shortDay(start)}, 7:00 → 8:00 PM, ${official.arena.name}`,
          url: "/games",
          tag: `game-${gameA.id}`,
          topic: gameA.id.replaceAll("-", ""),
          urgency: "normal",
          expiresAt: expect.any(Number),
        },
      },
    ]);
    const service = pushService([official.device]);
    const delivered = await consume(messages);
    expect(delivered.explicitAcks).toEqual(delivered.ids);
    expect(service.received[0]?.payload.body).toBe(`Moved: ${shortDay(start)}, 7:00 → 8:00 PM, ${official.arena.name}`);
    expect(Number(service.received[0]?.headers.ttl)).toBeGreaterThan(23 * 3600);
    expect(Number(service.received[0]?.headers.ttl)).toBeLessThanOrEqual(24 * 3600);

    // The same calendar again changed nothing: nothing is sent.
    expect(await official.refresh()).toEqual([]);
  });

  it("pushes one count for several changes at once: cancelled, removed and added", async () => {
    const official = await subscribedOfficial([
      { uid: `A-${unique()}`, start: evening(2) },
      { uid: `B-${unique()}`, start: evening(4) },
    ]);
    const [first, second] = await currentUids(official.person);
    official.publish([
      { uid: first?.uid ?? "", start: evening(2), status: "CANCELLED" },
      { uid: `C-${unique()}`, start: evening(6) },
    ]);
    expect(second).toBeDefined();
    const messages = await official.refresh();
    expect(messages.map((message) => message.notice.body)).toEqual(["3 games changed in your Arbiter feed"]);
    expect(messages[0]?.notice.tag).toBe(`feed-${official.feedId}`);
  });

  it("says each single kind: cancelled, new, removed", async () => {
    const start = evening(2);
    const official = await subscribedOfficial([{ uid: `A-${unique()}`, start }]);
    const [game] = await currentUids(official.person);
    const when = `${shortDay(start)}, 7:00 PM, ${official.arena.name}`;
    official.publish([{ uid: game?.uid ?? "", start, status: "CANCELLED" }]);
    expect((await official.refresh()).map((message) => message.notice.body)).toEqual([`Cancelled: ${when}`]);
    official.publish([{ uid: game?.uid ?? "", start }]);
    expect((await official.refresh()).map((message) => message.notice.body)).toEqual([`New: ${when}`]);
    official.publish([]);
    expect((await official.refresh()).map((message) => message.notice.body)).toEqual([
      `Removed from your feed: ${when}`,
    ]);
  });

  it("sends nothing for changes beyond 14 days, or when the person turned changes off", async () => {
    const far = evening(30);
    const official = await subscribedOfficial([
      { uid: `A-${unique()}`, start: far },
      { uid: `B-${unique()}`, start: evening(3) },
    ]);
    const [nearGame, farGame] = await currentUids(official.person);
    official.publish([
      { uid: farGame?.uid ?? "", start: far + HOUR },
      { uid: nearGame?.uid ?? "", start: evening(3) },
    ]);
    expect(await official.refresh()).toEqual([]);
    await updateNotificationSettings({ db }, official.person.id, { changes: false });
    official.publish([
      { uid: farGame?.uid ?? "", start: far + HOUR },
      { uid: nearGame?.uid ?? "", start: evening(3) + HOUR },
    ]);
    expect(await official.refresh()).toEqual([]);
  });

  it("comes from the cron's queue consumer too", async () => {
    const start = evening(4);
    const official = await subscribedOfficial([{ uid: `A-${unique()}`, start }]);
    const [game] = await currentUids(official.person);
    official.publish([{ uid: game?.uid ?? "", start: start - HOUR }]);
    official.held.messages.length = 0;
    const batch = createMessageBatch("tipoff-feed-refresh", [
      { id: "feed-1", timestamp: new Date(), attempts: 1, body: { feedId: official.feedId } },
    ]);
    await worker.queue?.(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["feed-1"]);
    expect(official.held.messages.map((message) => message.notice.body)).toEqual([
      `Moved: ${shortDay(start)}, 7:00 → 6:00 PM, ${official.arena.name}`,
    ]);
  });

  it("sends nothing for a file the person uploads: they are looking at the result", async () => {
    const person = await signIn();
    await createDevice(person.id);
    const arena = await createArena({ name: `Upload Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
    const uid = `U-${unique()}`;
    const upload = (start: number) =>
      api("/api/games/import", {
        body: calendar(arbiterEvent({ uid, start, site: arena.name, address: ADDRESS }), {
          name: `Upload ${unique()}`,
        }),
        cookie: person.cookie,
        ip: person.ip,
        headers: { "content-type": "text/calendar" },
      });
    network = fakeFeedServer();
    const held = holdNotificationQueue();
    expect((await upload(evening(3))).status).toBe(200);
    expect((await upload(evening(3) + HOUR)).status).toBe(200);
    expect(held.messages).toEqual([]);
  });
});

type GameJson = { id: string; tipoffAt: string };

/** The person's feed games, soonest first, with the UID each came from (read from D1). */
async function currentUids(person: SignedIn): Promise<Array<{ id: string; uid: string }>> {
  const listed = await json<{ games: GameJson[] }>(await api("/api/games", { cookie: person.cookie, ip: person.ip }));
  const sorted = [...listed.games].sort((a, b) => Date.parse(a.tipoffAt) - Date.parse(b.tipoffAt));
  return Promise.all(
    sorted.map(async (game) => {
      const [row] = await db
        .select({ uid: gameSourceEvents.externalUid })
        .from(gameSourceEvents)
        .where(eq(gameSourceEvents.gameId, game.id));
      return { id: game.id, uid: row?.uid ?? "" };
    }),
  );
}
