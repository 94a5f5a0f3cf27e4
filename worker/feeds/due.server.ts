import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { FEED_SCHEDULE } from "../../core/feeds/limits";
import type { Db, DbCtx } from "../db/client.server";
import { importSources, scheduleCursors } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";
import { activeHostPauses } from "./hosts.server";
import { phaseRanges } from "./phase";
import type { FeedClaimCursor, FeedQueueMessage, FeedQueueProducer } from "./queue-messages";

// Which feeds a cron run queues (docs/decisions/180). A run at instant `to` owes every feed due in
// [from, to), `from` being where the last run stopped: the feeds on their phase whose phase instant
// falls in that span (an index range per interval, read in pages, nothing written), then the feeds
// off their phase that are due by `to` (put back on their phase as they are queued). One invocation
// claims a bounded number of pages and queues a message that carries the rest to the next.

const CRON_JOB = "feeds";
const QUEUE_LIMIT_DELAY_SECONDS = 24 * 60 * 60;

export type DueFeed = { id: string; host: string | null };

/** A step of a run: a range of phases of one interval, or (the last) the feeds off their phase. */
type Step = { intervalMs: number; range: [number, number] } | { offPhase: true };

export type ClaimReport = { queued: number; pages: number; continued: boolean; steps: number };

export type ClaimOptions = {
  /** Pages this invocation may claim (tests and the simulation pass fewer). */
  pagesPerInvocation?: number;
};

/** The steps of a run over [from, to), in order; the same for every invocation of that run. */
export function runSteps(from: number, to: number): Step[] {
  const phased = FEED_SCHEDULE.intervalsMs.flatMap((intervalMs) =>
    phaseRanges(from, to, intervalMs).map((range) => ({ intervalMs, range })),
  );
  return [...phased, { offPhase: true }];
}

/**
 * The span a run at `scheduledTime` owes: from where the last run stopped (at most a day back) to
 * its own scheduled instant.
 */
export async function openRun(ctx: DbCtx, scheduledTime: number, cronPeriodMs: number): Promise<FeedClaimCursor> {
  const [cursor] = await ctx.db
    .select({ doneThrough: scheduleCursors.doneThrough })
    .from(scheduleCursors)
    .where(eq(scheduleCursors.job, CRON_JOB));
  const last = cursor?.doneThrough.getTime() ?? scheduledTime - cronPeriodMs;
  const from = Math.min(scheduledTime, Math.max(last, scheduledTime - FEED_SCHEDULE.maxCatchUpMs));
  return { from, to: scheduledTime, step: 0, after: null };
}

/**
 * The span marked done once the run has queued it, or handed the rest to a claim message: a run
 * that fails before this leaves its span to the next run (the consumer skips a feed queued twice).
 */
export async function closeRun(ctx: DbCtx, run: FeedClaimCursor): Promise<void> {
  await ctx.db
    .insert(scheduleCursors)
    .values({ job: CRON_JOB, doneThrough: new Date(run.to) })
    .onConflictDoUpdate({
      target: scheduleCursors.job,
      set: { doneThrough: sql`max(${scheduleCursors.doneThrough}, excluded.done_through)` },
    });
}

/**
 * Claims and queues the feeds a run owes, from `cursor` on, until done or out of this invocation's
 * pages; then queues a claim message with where it stopped. Feeds on a host that asked to be left
 * alone are queued with a delay that ends with the pause.
 */
export async function claimDueFeeds(
  ctx: DbCtx & ClockCtx,
  queue: FeedQueueProducer,
  cursor: FeedClaimCursor,
  { pagesPerInvocation = FEED_SCHEDULE.pagesPerInvocation }: ClaimOptions = {},
): Promise<ClaimReport> {
  const steps = runSteps(cursor.from, cursor.to);
  const pauses = await activeHostPauses(ctx, ctx.now());
  const queued = new Set<string>();
  let position: FeedClaimCursor = cursor;
  let pages = 0;
  while (position.step < steps.length) {
    if (pages >= pagesPerInvocation) {
      await queue.send({ claim: position });
      return { queued: queued.size, pages, continued: true, steps: steps.length };
    }
    const step = steps[position.step];
    if (!step) break;
    const phased = "offPhase" in step ? null : await readPhasePage(ctx.db, step, position);
    const page = phased ?? (await claimOffPhase(ctx.db, position.to));
    pages++;
    const fresh = page.filter((feed) => !queued.has(feed.id));
    for (const feed of fresh) queued.add(feed.id);
    await sendFeeds(queue, fresh, position.to, pauses, ctx.now());
    const last = phased?.at(-1);
    // A full page of the feeds off their phase is read again from the start: claiming took it out.
    position =
      page.length < FEED_SCHEDULE.perPage
        ? { ...position, step: position.step + 1, after: null }
        : { ...position, after: last ? { phase: last.phase, id: last.id } : null };
  }
  return { queued: queued.size, pages, continued: false, steps: steps.length };
}

type PhasedFeed = DueFeed & { phase: number };

/** One page of the feeds on their phase in a range of one interval, after the cursor's last feed. */
function readPhasePage(
  db: Db,
  step: { intervalMs: number; range: [number, number] },
  position: FeedClaimCursor,
): Promise<PhasedFeed[]> {
  const [low, high] = step.range;
  const after = position.after
    ? sql`(${importSources.fetchPhaseMs}, ${importSources.id}) > (${position.after.phase}, ${position.after.id})`
    : sql`${importSources.fetchPhaseMs} >= ${low}`;
  return db
    .select({ id: importSources.id, host: importSources.host, phase: importSources.fetchPhaseMs })
    .from(importSources)
    .where(
      and(
        eq(importSources.kind, "feed"),
        isNull(importSources.nextFetchAt),
        eq(importSources.fetchIntervalMs, step.intervalMs),
        after,
        lt(importSources.fetchPhaseMs, high),
      ),
    )
    .orderBy(asc(importSources.fetchPhaseMs), asc(importSources.id))
    .limit(FEED_SCHEDULE.perPage);
}

/**
 * One page of the feeds off their phase that are due by `to`, put back on their phase in the same
 * statement (their next fetch is again their phase, or a new backoff if this one fails). A message
 * lost after this costs the feed nothing worse than waiting for its next phase instant.
 */
async function claimOffPhase(db: Db, to: number): Promise<DueFeed[]> {
  const due = db
    .select({ id: importSources.id })
    .from(importSources)
    .where(and(eq(importSources.kind, "feed"), lt(importSources.nextFetchAt, new Date(to))))
    .orderBy(asc(importSources.nextFetchAt))
    .limit(FEED_SCHEDULE.perPage);
  return db
    .update(importSources)
    .set({ nextFetchAt: null })
    .where(sql`${importSources.id} IN ${due}`)
    .returning({ id: importSources.id, host: importSources.host });
}

/** One message per feed, 100 per `sendBatch`; a paused host's feeds wait out its pause. */
async function sendFeeds(
  queue: Pick<FeedQueueProducer, "sendBatch">,
  feeds: DueFeed[],
  queuedAt: number,
  pauses: Map<string, number>,
  now: number,
): Promise<void> {
  const messages = feeds.map((feed) => {
    const pausedUntil = feed.host === null ? undefined : pauses.get(feed.host);
    const delaySeconds = pausedUntil === undefined ? 0 : Math.ceil((pausedUntil - now) / 1000);
    const body: FeedQueueMessage = { feedId: feed.id, queuedAt };
    return delaySeconds > 0 ? { body, delaySeconds: Math.min(delaySeconds, QUEUE_LIMIT_DELAY_SECONDS) } : { body };
  });
  for (let index = 0; index < messages.length; index += FEED_SCHEDULE.perBatch) {
    await queue.sendBatch(messages.slice(index, index + FEED_SCHEDULE.perBatch));
  }
}
