import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FEED_REFRESH_CRON, FEED_SCHEDULE } from "~/core/feeds/limits";
import { FEED_ERROR_CODES, FEED_TEXT } from "~/core/feeds/messages";
import { createCtx } from "~/worker/context/ctx.server";
import { importSources, scheduleCursors } from "~/worker/db/schema.server";
import { claimDueFeeds } from "~/worker/feeds/due.server";
import { pacedLanes } from "~/worker/feeds/host-lanes";
import { pauseHost } from "~/worker/feeds/hosts.server";
import { feedPhase } from "~/worker/feeds/phase";
import type { FeedQueueMessage } from "~/worker/feeds/queue-messages";
import { consumeFeedBatch } from "~/worker/feeds/schedule.server";
import worker from "~/worker/index";
import { meterD1 } from "../d1-meter";
import { api, createUser, db, json, signIn } from "../fixtures";
import { calendar } from "../import-samples";

// The schedule at scale (docs/decisions/180, 181): which feeds a cron run queues and what that
// costs, the continuation that carries a run on, and the consumer's manners towards each host.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const unique = () => crypto.randomUUID().slice(0, 8);

type Sent = { body: FeedQueueMessage; delaySeconds?: number };

/** A stand-in for the feed queue that keeps what was sent, batch by batch. */
function recordingQueue() {
  const batches: Sent[][] = [];
  return {
    batches,
    sent: () => batches.flat(),
    feedIds: () => batches.flat().flatMap((message) => ("feedId" in message.body ? [message.body.feedId] : [])),
    send: vi.fn(async (body: FeedQueueMessage) => void batches.push([{ body }])),
    sendBatch: vi.fn(async (messages: Iterable<Sent>) => void batches.push([...messages])),
  };
}

type FeedRow = typeof importSources.$inferInsert;

/** Feed rows straight in D1 (many at once: no fetch, no person signing in). */
async function insertFeeds(count: number, make: (index: number, id: string) => Partial<FeedRow>): Promise<string[]> {
  const user = await createUser();
  const rows: FeedRow[] = Array.from({ length: count }, (_, index) => {
    const id = crypto.randomUUID();
    const overrides = make(index, id);
    const host = overrides.host ?? `feeds-${unique()}.example.test`;
    return {
      id,
      userId: user.id,
      kind: "feed",
      key: `https://${host}/ical/${id}`,
      label: host,
      host,
      fetchPhaseMs: feedPhase(id, FEED_SCHEDULE.intervalMs),
      ...overrides,
    };
  });
  // Nine rows a statement keeps under D1's 100 bound parameters.
  const statements = [];
  for (let index = 0; index < rows.length; index += 9) {
    statements.push(db.insert(importSources).values(rows.slice(index, index + 9)));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return rows.map((row) => row.id ?? "");
}

/** The instant of a phase in the interval that starts at `base` (a multiple of the interval). */
const dayBase = () => Math.floor(Date.now() / FEED_SCHEDULE.intervalMs) * FEED_SCHEDULE.intervalMs + 50 * 24 * HOUR_MS;

async function setCursor(at: number) {
  await db
    .insert(scheduleCursors)
    .values({ job: "feeds", doneThrough: new Date(at) })
    .onConflictDoUpdate({ target: scheduleCursors.job, set: { doneThrough: new Date(at) } });
}

const scheduled = (scheduledTime: number, queue: ReturnType<typeof recordingQueue>) =>
  worker.scheduled?.(createScheduledController({ scheduledTime, cron: FEED_REFRESH_CRON }), {
    ...env,
    FEED_REFRESH: queue as unknown as Queue,
  });

describe("a cron run", () => {
  it("queues each feed whose phase instant fell since the last run, once, in batches of at most 100", async () => {
    const base = dayBase();
    const inWindow = await insertFeeds(3, () => ({ fetchPhaseMs: 30 * MINUTE_MS + 10_000 }));
    const before = await insertFeeds(2, () => ({ fetchPhaseMs: 29 * MINUTE_MS + 59_000 }));
    const after = await insertFeeds(2, () => ({ fetchPhaseMs: 31 * MINUTE_MS }));
    const queue = recordingQueue();
    await setCursor(base + 30 * MINUTE_MS);
    await scheduled(base + 31 * MINUTE_MS, queue);

    const ids = queue.feedIds();
    for (const id of inWindow) expect(ids.filter((queued) => queued === id)).toHaveLength(1);
    for (const id of [...before, ...after]) expect(ids).not.toContain(id);
    expect(queue.batches.every((batch) => batch.length <= FEED_SCHEDULE.perBatch)).toBe(true);
    expect(queue.sent().find((message) => "feedId" in message.body && message.body.feedId === inWindow[0])).toEqual({
      body: { feedId: inWindow[0], queuedAt: base + 31 * MINUTE_MS },
    });
    // The next run starts where this one stopped: the same feeds are not queued again.
    const next = recordingQueue();
    await scheduled(base + 32 * MINUTE_MS, next);
    for (const id of inWindow) expect(next.feedIds()).not.toContain(id);
    expect(next.feedIds()).toEqual(expect.arrayContaining(after));
  });

  it("catches up the minutes of missed runs, and ignores a trigger for a cron it does not own", async () => {
    const base = dayBase();
    const missed = await insertFeeds(3, (index) => ({ fetchPhaseMs: (40 + index) * MINUTE_MS }));
    await setCursor(base + 40 * MINUTE_MS);
    const other = recordingQueue();
    await worker.scheduled?.(createScheduledController({ scheduledTime: base + 43 * MINUTE_MS, cron: "*/5 * * * *" }), {
      ...env,
      FEED_REFRESH: other as unknown as Queue,
    });
    expect(other.sent()).toEqual([]);

    const queue = recordingQueue();
    await scheduled(base + 43 * MINUTE_MS, queue);
    expect(queue.feedIds()).toEqual(expect.arrayContaining(missed));
  });

  it("queues a feed off its phase once due and puts it back on its phase; a backed-off one waits", async () => {
    const base = dayBase();
    const phase = 10 * MINUTE_MS;
    const [due] = await insertFeeds(1, () => ({ fetchPhaseMs: phase, nextFetchAt: new Date(base + 5 * MINUTE_MS) }));
    const [waiting] = await insertFeeds(1, () => ({ fetchPhaseMs: phase, nextFetchAt: new Date(base + HOUR_MS) }));
    const queue = recordingQueue();
    await setCursor(base + 10 * MINUTE_MS - 1);
    await scheduled(base + 10 * MINUTE_MS + 1, queue);

    expect(queue.feedIds().filter((id) => id === due)).toHaveLength(1);
    expect(queue.feedIds()).not.toContain(waiting);
    const rows = await db
      .select({ id: importSources.id, nextFetchAt: importSources.nextFetchAt })
      .from(importSources)
      .where(inArray(importSources.id, [due ?? "", waiting ?? ""]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.nextFetchAt?.getTime() ?? null]))).toEqual({
      [due ?? ""]: null,
      [waiting ?? ""]: base + HOUR_MS,
    });
  });

  it("costs reads in proportion to the feeds due, not to all feeds, and writes none of them", async () => {
    const base = dayBase();
    // 2,000 feeds spread over the interval: a minute's run owes about 17 of them.
    await insertFeeds(2000, (index) => ({ fetchPhaseMs: Math.floor((index * FEED_SCHEDULE.intervalMs) / 2000) }));
    const queue = recordingQueue();
    await setCursor(base + 20 * MINUTE_MS);
    const meter = meterD1();
    await scheduled(base + 21 * MINUTE_MS, queue);
    const cost = meter.stop();

    const queued = queue.feedIds().length;
    expect(queued).toBeGreaterThanOrEqual(16);
    expect(cost.rowsRead).toBeLessThan(3 * queued + 20);
    // The run's cursor, nothing per feed.
    expect(cost.rowsWritten).toBeLessThanOrEqual(2);
  });

  it("hands what one invocation cannot claim to the next, until every due feed is queued exactly once", async () => {
    const base = dayBase();
    const ids = await insertFeeds(1100, (index) => ({ fetchPhaseMs: 50 * MINUTE_MS + index }));
    const queue = recordingQueue();
    const from = base + 50 * MINUTE_MS;
    const report = await claimDueFeeds(
      { db, now: () => from + MINUTE_MS },
      queue,
      { from, to: from + MINUTE_MS, step: 0, after: null },
      { pagesPerInvocation: 1 },
    );
    expect(report).toMatchObject({ pages: 1, continued: true });

    // The continuation goes through the queue consumer, as deployed, with a whole invocation's budget.
    for (let round = 0; round < 3; round++) {
      const claims = queue.sent().filter((message) => "claim" in message.body);
      const claim = claims.at(-1);
      if (!claim || queue.batches.at(-1)?.[0] !== claim) break;
      const batch = createMessageBatch("tipoff-feed-refresh", [
        { id: `claim-${round}`, timestamp: new Date(from), attempts: 1, body: claim.body },
      ]);
      await consumeFeedBatch(createCtx(env), queue, batch);
      expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual([`claim-${round}`]);
    }
    const queued = queue.feedIds().filter((id) => ids.includes(id));
    expect(new Set(queued).size).toBe(ids.length);
    expect(queued).toHaveLength(ids.length);
  });
});

afterEach(() => vi.restoreAllMocks());

type Reply = { status?: number; body?: string; headers?: Record<string, string> };

/** Feed hosts under the Worker's fetch, each answering what its test sets; every request kept. */
function feedHostsNetwork(hosts: Record<string, (request: Request) => Reply | Promise<Reply>>) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const reply = (await hosts[new URL(request.url).host]?.(request)) ?? { status: 404 };
    return new Response(reply.status === 304 ? null : (reply.body ?? ""), {
      status: reply.status ?? 200,
      headers: { "content-type": "text/calendar", ...reply.headers },
    });
  });
  return { requests, hostsAsked: () => requests.map((request) => new URL(request.url).host) };
}

function batchOf(ids: string[], queuedAt = Date.now()) {
  return createMessageBatch(
    "tipoff-feed-refresh",
    ids.map((id, index) => ({ id: `m-${index}`, timestamp: new Date(), attempts: 1, body: { feedId: id, queuedAt } })),
  );
}

async function consume(ids: string[], queue = recordingQueue(), queuedAt = Date.now()) {
  const batch = batchOf(ids, queuedAt);
  await consumeFeedBatch(createCtx(env), queue, batch);
  return { queue, result: await getQueueResult(batch, createExecutionContext()) };
}

async function feedRows(ids: string[]) {
  const rows = await db.select().from(importSources).where(inArray(importSources.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const EMPTY_CALENDAR = calendar([]);

describe("the queue consumer's writes", () => {
  it("writes one row for a 304, after asking with the validators", async () => {
    const host = `quiet-${unique()}.example.test`;
    const [id] = await insertFeeds(1, () => ({ host, etag: '"v7"', lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" }));
    const network = feedHostsNetwork({ [host]: () => ({ status: 304, headers: { ETag: '"v7"' } }) });
    const meter = meterD1();
    const { result } = await consume([id ?? ""]);
    const cost = meter.stop();

    expect(result.explicitAcks).toEqual(["m-0"]);
    expect(network.requests[0]?.headers.get("If-None-Match")).toBe('"v7"');
    expect(network.requests[0]?.headers.get("If-Modified-Since")).toBe("Wed, 25 Nov 2026 10:00:00 GMT");
    expect(cost.rowsWritten).toBe(1);
    const row = (await feedRows([id ?? ""])).get(id ?? "");
    expect(row?.lastFetchedAt?.getTime()).toBeGreaterThan(Date.now() - MINUTE_MS);
    expect(row?.nextFetchAt).toBeNull();
  });

  it("writes one row for the very body it imported last time, and imports a changed one", async () => {
    const host = `plain-${unique()}.example.test`;
    let body = calendar([], { name: `Plain ${unique()}` });
    const [id] = await insertFeeds(1, () => ({ host }));
    feedHostsNetwork({ [host]: () => ({ body }) });
    await consume([id ?? ""], recordingQueue(), 0);
    const imported = (await feedRows([id ?? ""])).get(id ?? "");
    expect(imported?.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const meter = meterD1();
    await consume([id ?? ""], recordingQueue(), Date.now() + FEED_SCHEDULE.intervalMs);
    expect(meter.stop().rowsWritten).toBe(1);

    body = calendar([], { name: "Renamed" });
    await consume([id ?? ""], recordingQueue(), Date.now() + 2 * FEED_SCHEDULE.intervalMs);
    expect((await feedRows([id ?? ""])).get(id ?? "")?.label).toBe("Renamed");
  });

  it("takes the feed's REFRESH-INTERVAL within the bounds, and moves its phase with it", async () => {
    const cases: Array<[string, number]> = [
      ["REFRESH-INTERVAL;VALUE=DURATION:PT6H", 6 * HOUR_MS],
      ["REFRESH-INTERVAL;VALUE=DURATION:PT5H", 6 * HOUR_MS],
      ["X-PUBLISHED-TTL:PT30M", FEED_SCHEDULE.intervalMs],
      ["REFRESH-INTERVAL;VALUE=DURATION:P3D", 24 * HOUR_MS],
      ["REFRESH-INTERVAL;VALUE=DURATION:soon", FEED_SCHEDULE.intervalMs],
    ];
    const host = `ttl-${unique()}.example.test`;
    const ids = await insertFeeds(cases.length, () => ({ host }));
    const bodies = new Map(ids.map((id, index) => [id, calendar([cases[index]?.[0] ?? ""])]));
    feedHostsNetwork({
      [host]: (request) => ({ body: bodies.get(new URL(request.url).pathname.split("/").at(-1) ?? "") }),
    });
    const batch = batchOf(ids, 0);
    await consumeFeedBatch(createCtx(env), recordingQueue(), batch);

    const rows = await feedRows(ids);
    for (const [index, id] of ids.entries()) {
      const intervalMs = cases[index]?.[1] ?? 0;
      expect(rows.get(id)).toMatchObject({ fetchIntervalMs: intervalMs, fetchPhaseMs: feedPhase(id, intervalMs) });
    }
  });

  it("skips a feed fetched since its message was queued", async () => {
    const host = `fresh-${unique()}.example.test`;
    const [id] = await insertFeeds(1, () => ({ host, lastFetchedAt: new Date() }));
    const network = feedHostsNetwork({ [host]: () => ({ body: EMPTY_CALENDAR }) });
    const { result } = await consume([id ?? ""], recordingQueue(), Date.now() - MINUTE_MS);
    expect(network.requests).toEqual([]);
    expect(result.explicitAcks).toEqual(["m-0"]);
  });
});

describe("the consumer's manners towards a host", () => {
  it("leaves a paused host's feeds on the queue until the pause ends, without fetching them", async () => {
    const host = `paused-${unique()}.example.test`;
    const ids = await insertFeeds(2, () => ({ host }));
    await pauseHost({ db }, host, Date.now() + 10 * MINUTE_MS);
    const network = feedHostsNetwork({ [host]: () => ({ body: EMPTY_CALENDAR }) });
    const { queue, result } = await consume(ids);

    expect(network.requests).toEqual([]);
    expect(result.explicitAcks.sort()).toEqual(["m-0", "m-1"]);
    expect(queue.feedIds().sort()).toEqual([...ids].sort());
    for (const message of queue.sent()) expect(Math.abs((message.delaySeconds ?? 0) - 600)).toBeLessThanOrEqual(2);
  });

  it("acks a message whose feed was removed, and one it cannot read", async () => {
    const batch = createMessageBatch("tipoff-feed-refresh", [
      { id: "gone", timestamp: new Date(), attempts: 1, body: { feedId: crypto.randomUUID() } },
      { id: "garbled", timestamp: new Date(), attempts: 1, body: { feed: "?" } },
    ]);
    await consumeFeedBatch(createCtx(env), recordingQueue(), batch);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks.sort()).toEqual(["garbled", "gone"]);
  });

  it("pauses every feed on a host that answers 429 with Retry-After, and queues them for after the pause", async () => {
    const busy = `busy-${unique()}.example.test`;
    const calm = `calm-${unique()}.example.test`;
    const busyFeeds = await insertFeeds(3, () => ({ host: busy }));
    const [calmFeed] = await insertFeeds(1, () => ({ host: calm }));
    const network = feedHostsNetwork({
      [busy]: () => ({ status: 429, headers: { "Retry-After": "120" } }),
      [calm]: () => ({ body: EMPTY_CALENDAR }),
    });
    const { queue, result } = await consume([...busyFeeds, calmFeed ?? ""]);

    // One request to the busy host, then none: the pause holds for all its feeds.
    expect(network.hostsAsked().filter((host) => host === busy)).toHaveLength(1);
    expect(network.hostsAsked()).toContain(calm);
    expect(result.explicitAcks.sort()).toEqual(["m-0", "m-1", "m-2", "m-3"]);
    expect(result.retryMessages).toEqual([]);
    const requeued = queue.sent();
    expect(requeued.map((message) => ("feedId" in message.body ? message.body.feedId : "")).sort()).toEqual(
      [...busyFeeds].sort(),
    );
    for (const message of requeued) expect(Math.abs((message.delaySeconds ?? 0) - 120)).toBeLessThanOrEqual(2);
    // A host's rate limit is not the feed's failure.
    for (const row of (await feedRows(busyFeeds)).values()) {
      expect(row).toMatchObject({ consecutiveFailures: 0, lastError: null, nextFetchAt: null });
    }

    // A later batch while the pause runs asks nothing of the host either.
    const later = await consume([busyFeeds[0] ?? ""]);
    expect(network.hostsAsked().filter((host) => host === busy)).toHaveLength(1);
    expect(later.queue.sent()).toHaveLength(1);
  });

  it("counts a 503 without Retry-After as the feed's own failure, and backs it off on its phase", async () => {
    const host = `down-${unique()}.example.test`;
    const [id] = await insertFeeds(1, () => ({ host }));
    feedHostsNetwork({ [host]: () => ({ status: 503 }) });
    const before = Date.now();
    await consume([id ?? ""]);
    const row = (await feedRows([id ?? ""])).get(id ?? "");
    expect(row).toMatchObject({ consecutiveFailures: 1, lastError: "The feed answered 503" });
    const next = row?.nextFetchAt?.getTime() ?? 0;
    expect(Math.abs(next - before - 2 * FEED_SCHEDULE.intervalMs)).toBeLessThanOrEqual(FEED_SCHEDULE.intervalMs / 2);
    expect((next - (row?.fetchPhaseMs ?? 0)) % FEED_SCHEDULE.intervalMs).toBe(0);
  });
});

describe("a person's own fetches of a host that asked to wait", () => {
  it("are refused with the wait, ask nothing of the host, and are not the feed's failure", async () => {
    const person = await signIn();
    const host = `asks-${unique()}.example.test`;
    let limited = false;
    const network = feedHostsNetwork({
      [host]: () => (limited ? { status: 429, headers: { "Retry-After": "300" } } : { body: EMPTY_CALENDAR }),
    });
    const call = (path: string, body?: unknown) =>
      api(path, { method: "POST", cookie: person.cookie, ip: person.ip, ...(body ? { body } : {}) });
    const subscribed = await json<{ feed: { id: string } }>(
      await call("/api/feeds", { url: `https://${host}/ical/a` }),
    );
    limited = true;

    const refused = await call(`/api/feeds/${subscribed.feed.id}/refresh`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBe(300);
    expect(await json(refused)).toEqual({
      error: { code: FEED_ERROR_CODES.hostPaused, message: FEED_TEXT.hostPaused(host, 5) },
    });
    const [row] = await db.select().from(importSources).where(eq(importSources.id, subscribed.feed.id));
    expect(row).toMatchObject({ consecutiveFailures: 0, lastError: null });

    const asked = network.requests.length;
    expect((await call(`/api/feeds/${subscribed.feed.id}/refresh`)).status).toBe(429);
    const another = await call("/api/feeds", { url: `https://${host}/ical/b` });
    expect(another.status).toBe(429);
    expect(network.requests).toHaveLength(asked);
    const feeds = await json<{ feeds: unknown[] }>(await api("/api/feeds", { cookie: person.cookie, ip: person.ip }));
    expect(feeds.feeds).toHaveLength(1);
  });
});

describe("a lane running while another invocation meets the host's 429", () => {
  it("reads the host's pause again and stops, instead of fetching on until its batch ends", async () => {
    const host = `shared-${unique()}.example.test`;
    const ids = await insertFeeds(3, () => ({ host }));
    let now = Date.now();
    const clock = {
      now: () => now,
      sleep: async (ms: number) => {
        now += ms;
      },
    };
    const network = feedHostsNetwork({
      [host]: async () => {
        // Another invocation's fetch of this host was just answered 429: it paused the host.
        await pauseHost({ db }, host, now + 10 * MINUTE_MS);
        return { status: 304 };
      },
    });
    const batch = batchOf(ids, 0);
    const queue = recordingQueue();
    await consumeFeedBatch(
      createCtx(env, { now: () => now }),
      queue,
      batch,
      pacedLanes({ parallel: 1, paceMs: 3_000 }, clock),
    );
    expect(network.requests).toHaveLength(1);
    expect(queue.feedIds().sort()).toEqual(ids.slice(1).sort());
  });
});

describe("a batch in which every calendar changed", () => {
  it("imports as many as one invocation may, and puts the rest back on the queue", async () => {
    const ids = await insertFeeds(FEED_SCHEDULE.importsPerInvocation + 5, () => ({}));
    const rows = await feedRows(ids);
    const hosts = Object.fromEntries(
      [...rows.values()].map((row) => [row.host ?? "", () => ({ body: calendar([], { name: row.id }) })]),
    );
    const network = feedHostsNetwork(hosts);
    const { queue, result } = await consume(ids, recordingQueue(), 0);

    expect(network.requests).toHaveLength(FEED_SCHEDULE.importsPerInvocation);
    expect(result.explicitAcks).toHaveLength(ids.length);
    const imported = [...(await feedRows(ids)).values()].filter((row) => row.contentHash !== null);
    expect(imported).toHaveLength(FEED_SCHEDULE.importsPerInvocation);
    expect(queue.feedIds().sort()).toEqual(ids.filter((id) => !imported.some((row) => row.id === id)).sort());
  });
});
