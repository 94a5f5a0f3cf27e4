// `npm run bench:feeds` (docs/performance/notes/182-feeds-simulation.md): a simulated day of calendar feeds at national scale.
// The Worker's own cron and queue consumer code (worker/feeds/schedule.server.ts) runs in workerd
// on a local D1 holding 200,000 subscriptions on 2,000 hosts, fetching from the platforms' server
// on this machine (bench/feeds/platforms.ts). The clock is the simulation's: cron runs at their
// scheduled instants, Queues' delivery (batches, delays, at most four consumers at once) and the
// fetches' durations are simulated, so a day takes about an hour instead of a day.
import { applyD1Migrations, createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inject, it } from "vitest";
import { FEED_POLITENESS, FEED_SCHEDULE, HOST_PACE_MS } from "~/core/feeds/limits";
import { meterD1 } from "~/tests/worker/d1-meter";
import { createCtx } from "~/worker/context/ctx.server";
import { feedPhase, phaseInstantAtOrAfter } from "~/worker/feeds/phase";
import { isFeedRefreshMessage } from "~/worker/feeds/queue-messages";
import { consumeFeedBatch, queueDueFeeds } from "~/worker/feeds/schedule.server";
import { fnv, hostIndexOf, SIM_ARENAS, SIM_HEADERS, SIM_STATE, type SimPlan, simHost } from "./plan.ts";
import { simulatedLanes } from "./sim-lanes.ts";
import { type SimMessage, SimQueue } from "./sim-queue.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// Queues' consumer settings in wrangler.toml.
const CONSUMERS = FEED_POLITENESS.perHostInFlight;
const MAX_BATCH = 100;
const BATCH_WAIT_MS = 5_000;
const MAX_RETRIES = 3;
// What an invocation costs beyond its fetches (start, D1 reads, acks), in the simulation's clock.
const INVOCATION_OVERHEAD_MS = 50;

const simFeeds = Number(env.SIM_FEEDS ?? 200_000);
const simHours = Number(env.SIM_HOURS ?? 24);
const simHosts = Number(env.SIM_HOSTS ?? 2_000);

type RunRow = {
  at: number;
  due: number;
  queued: number;
  leftOver: number;
  cpuMs: number;
  rowsRead: number;
  rowsWritten: number;
  pages: number;
  continued: boolean;
};

it(
  `a simulated ${simHours} h of ${simFeeds} feed subscriptions`,
  async () => {
    const port = inject("platformsPort");
    const platforms = `http://127.0.0.1:${port}`;
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    // Midnight UTC a few days from now: the simulated day.
    const startAt = (Math.floor(Date.now() / 86_400_000) + 3) * 86_400_000;
    const plan: SimPlan = {
      startAt,
      hours: simHours,
      port,
      feeds: simFeeds,
      hosts: simHosts,
      // Dominant host 2 asks for 15 minutes' rest at 10:00, a small host for 5 at 14:00.
      waits: [
        { hostIndex: 1, at: startAt + 10 * HOUR_MS, status: 429, retryAfterSeconds: 900 },
        { hostIndex: 7, at: startAt + 14 * HOUR_MS, status: 503, retryAfterSeconds: 300 },
      ],
    };
    await fetch(`${platforms}/__plan`, { method: "POST", body: JSON.stringify(plan) });
    const seeding = Date.now();
    await seed(plan);
    const seededInMs = Date.now() - seeding;
    const bytesSeeded = await databaseBytes();
    const cpu = async () => ((await (await fetch(`${platforms}/__cpu`)).json()) as { cpuMs: number }).cpuMs;

    // The simulation's clock, read by the Worker's code through its deps.
    let now = startAt - MINUTE_MS;
    let clock = now;
    const queuedByRun = new Map<number, Set<string>>();
    const lastQueued = new Map<string, number>();
    const widestGaps = new Map<string, number>();
    const queue = new SimQueue(
      () => clock,
      (message: SimMessage) => {
        if (!isFeedRefreshMessage(message.body) || message.body.queuedAt === undefined) return;
        const run = queuedByRun.get(message.body.queuedAt) ?? new Set<string>();
        run.add(message.body.feedId);
        queuedByRun.set(message.body.queuedAt, run);
        const previous = lastQueued.get(message.body.feedId);
        if (previous !== undefined && previous !== message.body.queuedAt) {
          const gap = message.body.queuedAt - previous;
          widestGaps.set(message.body.feedId, Math.max(widestGaps.get(message.body.feedId) ?? 0, gap));
        }
        lastQueued.set(message.body.feedId, message.body.queuedAt);
      },
    );
    const deps = createCtx(env, { now: () => clock });

    // Each fetch carries its simulated start and end to the platforms; failures are noted.
    let stamp: { start: number; end: number; invocation: number } | null = null;
    const failedFeeds = new Set<string>();
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!stamp || !request.url.includes(`:${port}/f/`)) return realFetch(request);
      const headers = new Headers(request.headers);
      headers.set(SIM_HEADERS.start, String(stamp.start));
      headers.set(SIM_HEADERS.end, String(stamp.end));
      headers.set(SIM_HEADERS.invocation, String(stamp.invocation));
      const response = await realFetch(new Request(request, { headers }));
      if (response.status >= 400 && response.status !== 429 && !response.headers.has("retry-after")) {
        failedFeeds.add(request.url.split("/").at(-1) ?? "");
      }
      return response;
    };

    const runs: RunRow[] = [];
    const consumer = {
      invocations: 0,
      messages: 0,
      cpuMs: 0,
      rowsRead: 0,
      rowsWritten: 0,
      retried: 0,
      dropped: 0,
      // The consumers' time taken, in the simulation's clock: how much of their capacity the day used.
      busyMs: 0,
      longestInvocationMs: 0,
    };
    const slots = new Array<number>(CONSUMERS).fill(now);
    const endAt = startAt + simHours * HOUR_MS;
    let nextCron = startAt;
    const started = Date.now();

    async function cronRun(at: number) {
      clock = at;
      if ((at - startAt) % HOUR_MS === 0) {
        await fetch(`${platforms}/__progress?at=${new Date(at).toISOString().slice(11, 16)}`);
      }
      const due = await dueCount(at);
      const cpuBefore = await cpu();
      const meter = meterD1();
      const report = await queueDueFeeds(deps, queue.producer, at);
      const cost = meter.stop();
      runs.push({
        at,
        due,
        queued: 0,
        leftOver: 0,
        cpuMs: (await cpu()) - cpuBefore,
        rowsRead: cost.rowsRead,
        rowsWritten: cost.rowsWritten,
        pages: report.pages,
        continued: report.continued,
      });
    }

    async function invocation(slot: number, at: number, messages: SimMessage[]) {
      clock = at;
      const lanes = simulatedLanes({
        start: at,
        parallel: FEED_POLITENESS.parallelHosts,
        paceMs: HOST_PACE_MS,
        // 60–300 ms a fetch and its processing, by host and turn.
        latencyMs: (host, n) => 60 + (fnv(`${host}:${n}:${at}`) % 240),
        onClock: (at) => {
          clock = at;
        },
      });
      const batch = createMessageBatch(
        "tipoff-feed-refresh",
        messages.map((message) => ({
          id: message.id,
          timestamp: new Date(message.sentAt),
          attempts: message.attempts,
          body: message.body,
        })),
      );
      const run: typeof lanes.run = async (hostLanes, work) =>
        lanes.run(hostLanes, async (item, turn) =>
          work(item, async () => {
            const start = await turn();
            const current = lanes.current();
            stamp = current ? { ...current, invocation: at } : null;
            return start;
          }),
        );
      const cpuBefore = await cpu();
      const meter = meterD1();
      await consumeFeedBatch(deps, queue.producer, batch, run);
      stamp = null;
      const cost = meter.stop();
      consumer.cpuMs += (await cpu()) - cpuBefore;
      consumer.rowsRead += cost.rowsRead;
      consumer.rowsWritten += cost.rowsWritten;
      consumer.invocations++;
      consumer.messages += messages.length;
      const result = await getQueueResult(batch, createExecutionContext());
      for (const retry of result.retryMessages) {
        const message = messages.find((one) => one.id === retry.msgId);
        if (!message) continue;
        consumer.retried++;
        if (message.attempts > MAX_RETRIES) consumer.dropped++;
        else {
          clock = lanes.end();
          queue.enqueue(message.body, retry.delaySeconds ?? 0, message.attempts + 1);
        }
      }
      slots[slot] = Math.max(lanes.end(), at) + INVOCATION_OVERHEAD_MS;
      consumer.busyMs += (slots[slot] ?? at) - at;
      consumer.longestInvocationMs = Math.max(consumer.longestInvocationMs, (slots[slot] ?? at) - at);
    }

    for (;;) {
      queue.deliver(now);
      if (nextCron <= endAt && now >= nextCron) {
        await cronRun(nextCron);
        nextCron += MINUTE_MS;
        continue;
      }
      for (let slot = 0; slot < CONSUMERS; slot++) {
        if ((slots[slot] ?? 0) > now || queue.visible === 0) continue;
        const oldest = queue.oldestVisibleAt() ?? now;
        if (queue.visible < MAX_BATCH && oldest + BATCH_WAIT_MS > now) continue;
        await invocation(slot, now, queue.take(MAX_BATCH));
        queue.deliver(now);
      }
      const next = [
        nextCron <= endAt ? nextCron : null,
        queue.nextVisibleAt(),
        queue.visible > 0 ? Math.min(...slots.filter((free) => free > now)) : null,
        queue.visible > 0 && queue.visible < MAX_BATCH ? (queue.oldestVisibleAt() ?? now) + BATCH_WAIT_MS : null,
      ].filter((at): at is number => at !== null && Number.isFinite(at) && at > now);
      if (next.length === 0) break;
      now = Math.min(...next);
    }
    globalThis.fetch = realFetch;

    for (const run of runs) {
      run.queued = queuedByRun.get(run.at)?.size ?? 0;
      run.leftOver = Math.max(0, run.due - run.queued);
    }
    const stats = await (await fetch(`${platforms}/__stats`)).json();
    const report = {
      plan,
      machine: { seededInMs, simulatedInMs: Date.now() - started },
      database: { bytesSeeded, bytesAtEnd: await databaseBytes(), ...(await rowCounts()) },
      runs,
      consumer: { ...consumer, mostVisible: queue.mostVisible, mostHeld: queue.mostHeld, sent: queue.sent },
      schedule: {
        feedsQueued: lastQueued.size,
        failedFeeds: failedFeeds.size,
        widestGapMs: [...widestGaps.values()].reduce((most, gap) => Math.max(most, gap), 0),
        // A feed that never failed is queued once per interval: its widest gap is the interval.
        widestGapHealthyMs: [...widestGaps]
          .filter(([feedId]) => !failedFeeds.has(feedId))
          .reduce((most, [, gap]) => Math.max(most, gap), 0),
      },
      platforms: stats,
    };
    await fetch(`${platforms}/__report`, { method: "POST", body: JSON.stringify(report) });
  },
  24 * HOUR_MS,
);

/** The feeds a run at `at` owes: on their phase since the last run, or off it and due. */
async function dueCount(at: number): Promise<number> {
  const [cursor] = (
    await env.DB.prepare("SELECT done_through AS doneThrough FROM schedule_cursors WHERE job = 'feeds'").all<{
      doneThrough: number;
    }>()
  ).results;
  const from = Math.min(at, Math.max(cursor?.doneThrough ?? at - MINUTE_MS, at - FEED_SCHEDULE.maxCatchUpMs));
  let due = 0;
  for (const intervalMs of FEED_SCHEDULE.intervalsMs) {
    const first = ((from % intervalMs) + intervalMs) % intervalMs;
    const span = Math.min(at - from, intervalMs);
    const ranges: Array<[number, number]> =
      span === 0
        ? []
        : first + span <= intervalMs
          ? [[first, first + span]]
          : [
              [first, intervalMs],
              [0, first + span - intervalMs],
            ];
    for (const [low, high] of ranges) {
      const row = await env.DB.prepare(
        "SELECT count(*) AS n FROM import_sources WHERE kind = 'feed' AND next_fetch_at IS NULL AND fetch_interval_ms = ? AND fetch_phase_ms >= ? AND fetch_phase_ms < ?",
      )
        .bind(intervalMs, low, high)
        .first<{ n: number }>();
      due += row?.n ?? 0;
    }
  }
  const offPhase = await env.DB.prepare(
    "SELECT count(*) AS n FROM import_sources WHERE kind = 'feed' AND next_fetch_at < ?",
  )
    .bind(at)
    .first<{ n: number }>();
  return due + (offPhase?.n ?? 0);
}

/** 200,000 feeds of 100,000 people on 2,000 hosts, each last fetched one interval before its phase. */
async function seed(plan: SimPlan) {
  const statements: D1PreparedStatement[] = [];
  const now = Date.now();
  const people = Math.ceil(plan.feeds / 2);
  for (let first = 0; first < people; first += 500) {
    const values = [];
    for (let index = first; index < Math.min(people, first + 500); index++) {
      values.push(
        `('sim-user-${index}', 'Official ${index}', 'official-${index}@sim.test', 1, 'user', ${now}, ${now})`,
      );
    }
    statements.push(
      env.DB.prepare(
        `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  for (const [index, name] of SIM_ARENAS.entries()) {
    statements.push(
      env.DB.prepare(
        "INSERT INTO arenas (id, name, school, conference, level, address, city, state, zip_code, latitude, longitude, approved) VALUES (?, ?, ?, 'Big Ten', 'Division I', '1 Main St', 'Springfield', ?, '62701', 39.8, -89.6, 1)",
      ).bind(`sim-arena-${index}`, name, `Simulation School ${index + 1}`, SIM_STATE),
    );
  }
  for (let first = 0; first < plan.feeds; first += 300) {
    const values = [];
    for (let index = first; index < Math.min(plan.feeds, first + 300); index++) {
      const id = crypto.randomUUID();
      const host = simHost(hostIndexOf(index, plan.hosts), plan.port);
      const timing = { intervalMs: FEED_SCHEDULE.intervalMs, phaseMs: feedPhase(id, FEED_SCHEDULE.intervalMs) };
      // The first run owes the minute before the start: each feed was last fetched an interval before it fell due.
      const lastFetched = phaseInstantAtOrAfter(plan.startAt - MINUTE_MS, timing) - timing.intervalMs;
      values.push(
        `('${id}', 'sim-user-${Math.floor(index / 2)}', 'feed', 'http://${host}/f/${id}', 'Feed ${index}', '${host}', '"v0"', ${lastFetched}, ${timing.intervalMs}, ${timing.phaseMs}, ${now}, ${now})`,
      );
    }
    statements.push(
      env.DB.prepare(
        `INSERT INTO import_sources (id, user_id, kind, key, label, host, etag, last_fetched_at, fetch_interval_ms, fetch_phase_ms, created_at, updated_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  statements.push(
    env.DB.prepare(
      "INSERT INTO schedule_cursors (job, done_through) VALUES ('feeds', ?) ON CONFLICT (job) DO UPDATE SET done_through = excluded.done_through",
    ).bind(plan.startAt - MINUTE_MS),
  );
  for (let index = 0; index < statements.length; index += 20) await env.DB.batch(statements.slice(index, index + 20));
}

/** The local D1's size in bytes (every answer's meta carries it). */
async function databaseBytes(): Promise<number> {
  const answer = await env.DB.prepare("SELECT 1").run();
  return Number((answer.meta as { size_after?: number }).size_after ?? 0);
}

async function rowCounts() {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
  return { users: await count("users"), feeds: await count("import_sources"), games: await count("games") };
}
