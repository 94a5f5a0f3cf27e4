import type { BatchItem } from "drizzle-orm/batch";
import { FEED_POLITENESS, FEED_SCHEDULE, HOST_PACE_MS } from "../../core/feeds/limits";
import type { DbCtx } from "../db/client.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { NotificationsCtx } from "../notifications/queue-ctx";
import type { ClockCtx } from "../platform/clock";
import type { ConfigCtx } from "../platform/env.server";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { claimDueFeeds } from "./due.server";
import { feedRowsById, type SourceRow, unchangedWrite } from "./feed-rows.server";
import { type HostLane, type LaneRunner, pacedLanes } from "./host-lanes";
import { activeHostPauses, askedPauseMs, pauseHost } from "./hosts.server";
import {
  type FeedQueueMessage,
  type FeedQueueProducer,
  type FeedRefreshMessage,
  isFeedClaimMessage,
  isFeedRefreshMessage,
} from "./queue-messages";
import { applyFetch, fetchCalendar } from "./subscriptions.server";

const QUEUE_LIMIT_DELAY_SECONDS = 24 * 60 * 60;
// A batch of messages is at most 100, so its unchanged feeds' writes go out in one D1 batch.
const UNCHANGED_PER_BATCH = 100;
const PAUSE_RECHECK_MS = 2_000;

export type FeedConsumerCtx = DbCtx &
  RateLimitsCtx &
  GeocoderCtx &
  RouterCtx &
  ClockCtx &
  VenueLookupsCtx &
  ConfigCtx &
  NotificationsCtx & {
    queue: FeedQueueProducer;
    /** How the hosts' lanes run: paced in real time, unless the simulation drives the clock. */
    lanes?: LaneRunner;
  };

type Queued = { message: Message<unknown>; body: FeedRefreshMessage; row: SourceRow };

/**
 * The queue consumer (docs/decisions/116, 180, 181). A claim message continues a cron run. Feeds
 * are grouped by host: one lane per host, its fetches one after another and paced, so with the
 * consumer's concurrency capped at `perHostInFlight` a host never sees more than that many fetches
 * at once, nor more than `perHostPerMinute` a minute. A feed fetched since it was queued is skipped;
 * a host that asked to be left alone (429, or 503 with Retry-After) is paused for every feed on it,
 * and its feeds go back on the queue until the pause ends. A feed's own failure is stored on the
 * feed and its message done; only an error of ours (D1 unavailable) retries the message.
 */
export async function consumeFeedMessages(ctx: FeedConsumerCtx, batch: MessageBatch<unknown>): Promise<void> {
  const refreshes: Array<{ message: Message<unknown>; body: FeedRefreshMessage }> = [];
  for (const message of batch.messages) {
    const body = message.body;
    if (isFeedClaimMessage(body)) {
      await settle(message, () => claimDueFeeds(ctx, ctx.queue, body.claim));
    } else if (isFeedRefreshMessage(body)) {
      refreshes.push({ message, body });
    } else {
      message.ack();
    }
  }
  if (refreshes.length === 0) return;
  const now = ctx.now();
  let rows: Map<string, SourceRow>;
  let pauses: Map<string, number>;
  try {
    rows = await feedRowsById(ctx, [...new Set(refreshes.map((refresh) => refresh.body.feedId))]);
    pauses = await activeHostPauses(ctx, now, [...new Set([...rows.values()].map(hostOf))]);
  } catch {
    for (const { message } of refreshes) message.retry();
    return;
  }
  const lanes = new Map<string, HostLane<Queued>>();
  const seen = new Set<string>();
  for (const { message, body } of refreshes) {
    const row = rows.get(body.feedId);
    // Removed meanwhile, or the same feed twice in one batch: nothing to do.
    if (!row || seen.has(row.id)) {
      message.ack();
      continue;
    }
    seen.add(row.id);
    const host = hostOf(row);
    const lane = lanes.get(host) ?? { host, items: [] };
    lane.items.push({ message, body, row });
    lanes.set(host, lane);
  }
  const postponed: Array<{ queued: Queued; until: number }> = [];
  const unchanged: Array<{ message: Message<unknown>; write: UnchangedWrite }> = [];
  // Imports made, and fetches under way that may become one: lanes run side by side, so a fetch
  // counts against the budget from its start until it is known to have brought nothing new (an
  // error of ours leaves it counted, which only sends more of the batch back).
  let imports = 0;
  const overBudget = () => imports >= FEED_SCHEDULE.importsPerInvocation;
  const run = ctx.lanes ?? pacedLanes({ parallel: FEED_POLITENESS.parallelHosts, paceMs: HOST_PACE_MS });
  // The longest lanes first: they set how long the invocation takes.
  const ordered = [...lanes.values()].sort((a, b) => b.items.length - a.items.length);
  // Another invocation may meet the host's 429 while this one's lane runs: the pause is read again
  // when the lane's copy is older than a few seconds.
  const checkedAt = new Map([...lanes.keys()].map((host) => [host, now]));
  const pausedUntil = async (host: string) => {
    const at = ctx.now();
    if (at - (checkedAt.get(host) ?? at) >= PAUSE_RECHECK_MS) {
      const until = (await activeHostPauses(ctx, at, [host])).get(host);
      if (until !== undefined) pauses.set(host, until);
      checkedAt.set(host, at);
    }
    const until = pauses.get(host);
    return until !== undefined && until > at ? until : null;
  };
  await run(ordered, async (queued, turn) => {
    const { message, body, row } = queued;
    if (fetchedSinceQueued(row, body, ctx.now())) return message.ack();
    try {
      // Past the invocation's budget of imports, the feed waits for the next invocation. The pause
      // is asked before the turn, so the turn is the last wait before the fetch: the pace the
      // lane keeps is the pace the host sees.
      const waitUntil = overBudget() ? ctx.now() : await pausedUntil(hostOf(row));
      if (waitUntil !== null) {
        postponed.push({ queued, until: waitUntil });
        return;
      }
      await turn();
      if (overBudget()) {
        postponed.push({ queued, until: ctx.now() });
        return;
      }
      imports++;
      const fetched = await fetchCalendar(ctx, row.key, { etag: row.etag, lastModified: row.lastModified });
      const nothingNew = await unchangedWrite(ctx, row, fetched);
      if (nothingNew) {
        imports--;
        unchanged.push({ message, write: nothingNew.write });
        return;
      }
      const pauseMs = fetched.ok ? null : askedPauseMs(fetched, ctx.now());
      if (pauseMs === null) {
        await applyFetch(ctx, row, fetched);
        message.ack();
        return;
      }
      imports--;
      const until = ctx.now() + pauseMs;
      pauses.set(hostOf(row), until);
      await pauseHost(ctx, hostOf(row), until);
      postponed.push({ queued, until });
    } catch {
      message.retry();
    }
  });
  await saveUnchanged(ctx, unchanged);
  await requeue(ctx, postponed);
}

type UnchangedWrite = BatchItem<"sqlite">;

/** The batch's fetches that brought nothing new, written in one round trip, then acked. */
async function saveUnchanged(
  ctx: FeedConsumerCtx,
  unchanged: Array<{ message: Message<unknown>; write: UnchangedWrite }>,
) {
  for (let index = 0; index < unchanged.length; index += UNCHANGED_PER_BATCH) {
    const chunk = unchanged.slice(index, index + UNCHANGED_PER_BATCH);
    const [first, ...rest] = chunk.map((one) => one.write);
    if (!first) continue;
    try {
      await ctx.db.batch([first, ...rest]);
      for (const { message } of chunk) message.ack();
    } catch {
      for (const { message } of chunk) message.retry();
    }
  }
}

const hostOf = (row: SourceRow) => row.host ?? new URL(row.key).host;

/**
 * Already fetched since this message was queued (a person's "Refresh now", a second message for
 * the same feed), or backed off by a failure meanwhile: the message has nothing left to do.
 */
function fetchedSinceQueued(row: SourceRow, body: FeedRefreshMessage, now: number): boolean {
  if (row.nextFetchAt !== null && row.nextFetchAt.getTime() > now) return true;
  if (body.queuedAt === undefined || row.lastFetchedAt === null) return false;
  // Within half an interval of the run that queued it: this cycle's fetch has been made.
  return row.lastFetchedAt.getTime() >= body.queuedAt - row.fetchIntervalMs / 2;
}

/** Acks the message when the work is done; an error of ours retries it. */
async function settle(message: Message<unknown>, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
    message.ack();
  } catch {
    message.retry();
  }
}

/** Feeds of a paused host back on the queue, each delayed until the pause ends, then acked. */
async function requeue(ctx: FeedConsumerCtx, postponed: Array<{ queued: Queued; until: number }>): Promise<void> {
  if (postponed.length === 0) return;
  const now = ctx.now();
  const messages = postponed.map(({ queued, until }) => ({
    body: queued.body as FeedQueueMessage,
    delaySeconds: Math.min(Math.max(1, Math.ceil((until - now) / 1000)), QUEUE_LIMIT_DELAY_SECONDS),
  }));
  try {
    for (let index = 0; index < messages.length; index += 100) {
      await ctx.queue.sendBatch(messages.slice(index, index + 100));
    }
    for (const { queued } of postponed) queued.message.ack();
  } catch {
    for (const { queued } of postponed) queued.message.retry({ delaySeconds: messages[0]?.delaySeconds ?? 60 });
  }
}
