// An import's share of the address service: a few lookups per request, a share per person, the
// rest looked up in the background through the venue lookup queue (docs/decisions/213).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCtx } from "~/worker/context/ctx.server";
import { games, importWaitingEvents } from "~/worker/db/schema.server";
import type { VenueLookupMessage } from "~/worker/games/venue-lookup-messages";
import { GEOCODER_SHARES } from "~/worker/geocoding/shares.server";
import { consumeVenueLookupBatch } from "~/worker/imports/venue-lookups.server";
import worker from "~/worker/index";
import { api, createArena, db, json, ROUTE_REPLIES, ROUTING_HOST, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type ImportJson = { created: number; waiting: number; waitingPlaces: number; lookingUp: number };

/**
 * The address service: the streets in `known` are found at their points, any other query is not.
 * Every query asked is listed; the routing service answers as in the games' tests.
 */
function fakeAddressService(known: Map<string, { latitude: number; longitude: number }> = new Map()) {
  const asked: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === ROUTING_HOST) return new Response(ROUTE_REPLIES.ok.body);
    const query = url.searchParams.get("q") ?? "";
    asked.push(query);
    const point = [...known].find(([street]) => query.startsWith(street))?.[1];
    return Response.json(point ? [{ lat: String(point.latitude), lon: String(point.longitude) }] : []);
  });
  return { asked, restore: () => spy.mockRestore() };
}

/** What the Worker puts on the venue lookup queue, held here instead of sent. */
function holdVenueLookups() {
  const held: Array<MessageSendRequest<VenueLookupMessage>> = [];
  const spy = vi.spyOn(env.VENUE_LOOKUPS, "sendBatch").mockImplementation((async (
    batch: Iterable<MessageSendRequest<VenueLookupMessage>>,
  ) => {
    held.push(...batch);
  }) as never);
  return { held, restore: () => spy.mockRestore() };
}

afterEach(() => vi.restoreAllMocks());

/**
 * A file of one game at each of these addresses, at venues of their own: every other game in the
 * past (within a season), so a thousand stay within the limit on upcoming games.
 */
function season(addresses: string[]): string {
  const start = Date.now() + 3 * DAY_MS;
  return calendar(
    addresses.flatMap((address, index) =>
      arbiterEvent({
        uid: `L-${unique()}`,
        start: start - (index % 2) * 200 * DAY_MS + index * 60_000,
        site: `Lookup Hall ${unique()}`,
        address,
      }),
    ),
    { name: `Lookups ${unique()}` },
  );
}

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

/** Streets of a town no other test names, so nothing of them is in the shared cache. */
function streets(count: number) {
  const town = `Lookupville ${unique()}`;
  return Array.from({ length: count }, (_, index) => `${index + 1} Nowhere Road, ${town}, IL 62701`);
}

describe("an import's share of the address service", () => {
  it("asks the service for a few of 1,000 unknown addresses and looks up the rest in the background, a person's share a minute", async () => {
    const service = fakeAddressService();
    const queue = holdVenueLookups();
    const person = await signIn();
    const result = await upload(person, season(streets(1000)));
    // A few asked at most, within the request's wait (a thousand venues' own reads count toward it).
    expect(service.asked.length).toBeLessThanOrEqual(GEOCODER_SHARES.perRequest);
    expect(result).toMatchObject({ created: 0, waiting: 1000, waitingPlaces: 1000, lookingUp: 1000 });
    expect(queue.held).toHaveLength(1000);
    expect(new Set(queue.held.map((message) => message.body.venueKey)).size).toBe(1000);
    const perDelay = new Map<number, number>();
    for (const message of queue.held) {
      perDelay.set(message.delaySeconds ?? 0, (perDelay.get(message.delaySeconds ?? 0) ?? 0) + 1);
    }
    expect(Math.max(...perDelay.values())).toBeLessThanOrEqual(GEOCODER_SHARES.personPerMinute);
  });

  it("keeps each person to their share, so another person's lookups still go through; the background places a venue once its share returns", async () => {
    const point = { latitude: 20 + Math.random() * 10, longitude: -120 + Math.random() * 20 };
    const arena = await createArena({ name: `Found Gym ${unique()}`, state: "IL", ...point });
    const gymStreet = `${Math.floor(Math.random() * 9000) + 100} Gymhouse ${unique()} Road`;
    // The same gym by another way in: its answer is not kept for the first street.
    const sideStreet = `${Math.floor(Math.random() * 9000) + 100} Sidedoor ${unique()} Lane`;
    const service = fakeAddressService(
      new Map([
        [gymStreet, point],
        [sideStreet, point],
      ]),
    );
    const queue = holdVenueLookups();
    const spender = await signIn();
    const share = GEOCODER_SHARES.personPerMinute;
    // Imports of unknown streets until the minute's share is spent (each asks at most a few).
    for (let tries = 0; tries < share && service.asked.length < share; tries += 1) {
      await upload(spender, season(streets(GEOCODER_SHARES.perRequest)));
      expect(service.asked.length).toBeLessThanOrEqual(share);
    }
    expect(service.asked).toHaveLength(share);

    // The share is spent: the gym's address waits for the background, nothing asked now.
    const atGym = await upload(spender, season([`${gymStreet}, Springfield, IL 62701`]));
    expect(service.asked).toHaveLength(share);
    expect(atGym).toMatchObject({ created: 0, waiting: 1, lookingUp: 1 });
    const message = queue.held.at(-1);
    if (!message) throw new Error("nothing queued");

    // Another person, the same minute: their own share.
    const other = await signIn();
    expect(await upload(other, season([`${sideStreet}, Springfield, IL 62701`]))).toMatchObject({ created: 1 });
    expect(service.asked).toHaveLength(share + 1);
    queue.held.length = 0;

    // Through the Worker's queue handler within the same minute: not asked, tried again later.
    const batch = createMessageBatch("tipoff-venue-lookups", [
      { id: "first", timestamp: new Date(), attempts: 1, body: message.body },
    ]);
    await worker.queue?.(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["first"]);
    expect(queue.held).toHaveLength(1);
    expect(queue.held[0]?.body).toEqual({ ...message.body, attempt: 1 });
    expect(queue.held[0]?.delaySeconds).toBeGreaterThan(0);

    // A minute on, by the background's clock: looked up, and placed at the gym found there.
    const later = createMessageBatch("tipoff-venue-lookups", [
      { id: "later", timestamp: new Date(), attempts: 1, body: queue.held[0]?.body ?? message.body },
    ]);
    await consumeVenueLookupBatch(createCtx(env, { now: () => Date.now() + 61_000 }), later);
    const placed = await db.select({ arenaId: games.arenaId }).from(games).where(eq(games.userId, spender.id));
    expect(placed).toEqual([{ arenaId: arena.id }]);
    const stillWaiting = await db
      .select({ id: importWaitingEvents.id })
      .from(importWaitingEvents)
      .where(and(eq(importWaitingEvents.userId, spender.id), eq(importWaitingEvents.venueKey, message.body.venueKey)));
    expect(stillWaiting).toEqual([]);
  });

  it("never asks again for a venue the person answered while its address was being looked up", async () => {
    const venueStreet = `${Math.floor(Math.random() * 9000) + 100} Answered ${unique()} Road`;
    const answeredWith = await createArena({ name: `Answered Gym ${unique()}`, state: "IL" });
    const person = await signIn();
    let answer: Promise<Response> | null = null;
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host === ROUTING_HOST) return new Response(ROUTE_REPLIES.ok.body);
      const query = url.searchParams.get("q") ?? "";
      asked.push(query);
      // The person answers while the background's lookup of this very venue is under way.
      if (answer && query.startsWith(venueStreet)) await answer;
      return Response.json([]);
    });
    const queue = holdVenueLookups();
    const share = GEOCODER_SHARES.personPerMinute;
    for (let tries = 0; tries < share && asked.length < share; tries += 1) {
      await upload(person, season(streets(GEOCODER_SHARES.perRequest)));
    }
    queue.held.length = 0;
    const venueAddress = `${venueStreet}, Springfield, IL 62701`;
    expect(await upload(person, season([venueAddress]))).toMatchObject({ waiting: 1, lookingUp: 1 });
    const message = queue.held.at(-1);
    if (!message) throw new Error("nothing queued");
    const [waiting] = await db
      .select({ venueText: importWaitingEvents.venueText })
      .from(importWaitingEvents)
      .where(and(eq(importWaitingEvents.userId, person.id), eq(importWaitingEvents.venueKey, message.body.venueKey)));
    answer = api("/api/venue-aliases", {
      method: "PUT",
      body: { venue: waiting?.venueText ?? "", arenaId: answeredWith.id },
      cookie: person.cookie,
      ip: person.ip,
    });
    const batch = createMessageBatch("tipoff-venue-lookups", [
      { id: "racing", timestamp: new Date(), attempts: 1, body: message.body },
    ]);
    await consumeVenueLookupBatch(createCtx(env, { now: () => Date.now() + 61_000 }), batch);
    expect((await answer).status).toBe(200);
    const stillWaiting = await db
      .select({ id: importWaitingEvents.id })
      .from(importWaitingEvents)
      .where(and(eq(importWaitingEvents.userId, person.id), eq(importWaitingEvents.venueKey, message.body.venueKey)));
    expect(stillWaiting).toEqual([]);
    const placed = await db
      .select({ arenaId: games.arenaId })
      .from(games)
      .where(and(eq(games.userId, person.id), eq(games.arenaId, answeredWith.id)));
    expect(placed).toHaveLength(1);
  });
});
