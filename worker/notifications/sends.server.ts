import { inArray, sql } from "drizzle-orm";
import { REMINDER_SCHEDULE, type SendMarkerKind } from "../../core/notifications/limits";
import type { Db, DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { notificationSends } from "../db/schema.server";
import type { Notice } from "./notices";
import { messagesFor, type NotificationQueue, sendMessages } from "./queue.server";

/**
 * A notice that must reach its person once: `key` names it (the game, and what makes this notice
 * this one: its leave-by time and lead, or "after the game").
 */
export type OnceNotice = { key: string; userId: string; kind: SendMarkerKind; gameId: string | null; notice: Notice };

// Five values a row; D1 binds at most 100 per statement.
const MARKERS_PER_STATEMENT = 20;

/**
 * Queues each notice whose marker this call writes (docs/decisions/172). The markers go in with
 * `ON CONFLICT DO NOTHING … RETURNING`: a key another run (or this instant run before) has written
 * comes back from no statement, so its notice is not queued again. Should the queue refuse the
 * messages, the markers written here are taken back, and the next run tries again. Returns the
 * notices queued.
 */
export async function queueOnce(
  ctx: { db: Db; notifications: NotificationQueue },
  notices: OnceNotice[],
  now: number,
): Promise<OnceNotice[]> {
  if (notices.length === 0) return [];
  const statements = inChunks(notices, MARKERS_PER_STATEMENT).map((part) =>
    ctx.db
      .insert(notificationSends)
      .values(part.map(({ key, userId, kind, gameId }) => ({ key, userId, kind, gameId, createdAt: new Date(now) })))
      .onConflictDoNothing()
      .returning({ key: notificationSends.key }),
  );
  const [first, ...rest] = statements;
  if (!first) return [];
  const written = new Set((await ctx.db.batch([first, ...rest])).flat().map((row) => row.key));
  const claimed = notices.filter((notice) => written.has(notice.key));
  try {
    await sendMessages(ctx.notifications, await messagesFor(ctx, claimed));
  } catch (error) {
    for (const keys of inChunks(claimed.map((notice) => notice.key))) {
      await ctx.db.delete(notificationSends).where(inArray(notificationSends.key, keys));
    }
    throw error;
  }
  return claimed;
}

/** Markers older than their use (a month) go, a bounded number per run. */
export async function pruneSendMarkers(ctx: DbCtx, now: number): Promise<void> {
  const before = now - REMINDER_SCHEDULE.markerRetentionMs;
  await ctx.db
    .delete(notificationSends)
    .where(
      inArray(
        notificationSends.key,
        ctx.db
          .select({ key: notificationSends.key })
          .from(notificationSends)
          .where(sql`${notificationSends.createdAt} < ${before}`)
          .limit(REMINDER_SCHEDULE.markerDeletesPerRun),
      ),
    );
}
