import { and, asc, eq, sql } from "drizzle-orm";
import { CONFIRM_TEXT } from "../../core/games/confirm-text";
import { formatShortDay, formatTime } from "../../core/games/zoned-time";
import { TO_CONFIRM_PUSH } from "../../core/notifications/limits";
import type { Db } from "../db/client.server";
import { arenas, games, notificationSends } from "../db/schema.server";
import type { Notice } from "./notices";
import type { NotificationQueue } from "./queue.server";
import { type OnceNotice, queueOnce } from "./sends.server";

// The day after (docs/decisions/244): games a later import added or moved, still to accept on their
// platform a day after they were marked, are told once. Games one import marked share the instant
// of their mark, so they are told in one push (one marker per person and instant).

/** The key that makes the push once per person and mark. */
export const toConfirmKey = (userId: string, markedAt: number) => `to_confirm:${userId}:${markedAt}`;

const MARKER_KEY = sql<string>`'to_confirm:' || ${games.userId} || ':' || ${games.confirmMarkedAt}`;

/**
 * The games whose push is due at `now`: marked a day ago, no more than `lateMs` before that (the
 * range is what `games_confirm_marked_idx` reads), still to accept (neither cancelled nor on hold),
 * not yet tipped off, and no marker says the push for their mark went.
 */
export function dueToConfirmQuery(db: Db, now: number, limit: number = TO_CONFIRM_PUSH.perRun) {
  const markedBy = now - TO_CONFIRM_PUSH.afterMs;
  return db
    .select({
      id: games.id,
      userId: games.userId,
      confirmWith: games.confirmWith,
      markedAt: games.confirmMarkedAt,
      tipoffAt: games.tipoffAt,
      timeZone: games.timeZone,
      arenaName: arenas.name,
    })
    .from(games)
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .where(
      and(
        sql`${games.confirmWith} IS NOT NULL`,
        sql`${games.confirmMarkedAt} > ${markedBy - TO_CONFIRM_PUSH.lateMs}`,
        sql`${games.confirmMarkedAt} <= ${markedBy}`,
        sql`${games.status} IN ('scheduled', 'changed')`,
        sql`${games.tipoffAt} > ${now}`,
        sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} = ${MARKER_KEY})`,
      ),
    )
    .orderBy(asc(games.confirmMarkedAt), asc(games.tipoffAt))
    .limit(limit);
}

type DueGame = Awaited<ReturnType<typeof dueToConfirmQuery>>[number];

/**
 * "Still to accept in Arbiter Group": the soonest of the games one import marked, and how many there
 * are; opens that game's card on My Games.
 */
export function toConfirmNotice(marked: DueGame[], now: number): Notice | null {
  const [first] = marked;
  if (!first) return null;
  const zone = first.timeZone;
  const tipoffAt = first.tipoffAt.getTime();
  const game = CONFIRM_TEXT.pushGame(formatShortDay(tipoffAt, zone), formatTime(tipoffAt, zone), first.arenaName);
  return {
    kind: "toConfirm",
    title: CONFIRM_TEXT.pushTitle(marked.length, first.confirmWith ?? ""),
    body: CONFIRM_TEXT.pushBody(marked.length, game),
    url: `/games#game-${first.id}`,
    // One such push at a time on the device: a newer one replaces it.
    tag: "to-confirm",
    urgency: "normal",
    expiresAt: Math.min(now + TO_CONFIRM_PUSH.ttlMs, tipoffAt),
  };
}

/** The cron's day-after pushes: each person's games of one mark claimed by one marker, queued once. */
export async function queueDueToConfirm(
  ctx: { db: Db; notifications: NotificationQueue },
  now: number,
): Promise<{ due: number; queued: number }> {
  const rows = await dueToConfirmQuery(ctx.db, now);
  const byMark = new Map<string, DueGame[]>();
  for (const row of rows) {
    const key = toConfirmKey(row.userId, row.markedAt?.getTime() ?? 0);
    byMark.set(key, [...(byMark.get(key) ?? []), row]);
  }
  const notices = [...byMark].flatMap(([key, marked]): OnceNotice[] => {
    const notice = toConfirmNotice(marked, now);
    const userId = marked[0]?.userId;
    return notice && userId ? [{ key, userId, kind: "to_confirm", gameId: null, notice }] : [];
  });
  const queued = await queueOnce(ctx, notices, now);
  return { due: notices.length, queued: queued.length };
}
