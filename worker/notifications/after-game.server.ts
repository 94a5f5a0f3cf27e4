import { and, asc, eq, sql } from "drizzle-orm";
import { AFTER_GAME } from "../../core/knowledge/limits";
import type { Db } from "../db/client.server";
import { arenas, games, notificationSends, notificationSettings, pushSubscriptions } from "../db/schema.server";
import { ACTIVE_GAME_SQL, ASK_OPEN_SQL } from "../knowledge/asks.server";
import { afterGameNotice } from "./notices";
import type { NotificationQueue } from "./queue.server";
import { type OnceNotice, queueOnce } from "./sends.server";

/** The key that makes the after-the-game question once per game (docs/decisions/172, 202). */
export const afterGameKey = (gameId: string) => `after_game:${gameId}`;

const MARKER_KEY = sql<string>`'after_game:' || ${games.id}`;

/**
 * The games whose after-the-game push is due at `now`: tip-off plus 2½ hours has come, no more than
 * an hour ago (the range on tip-off is what `games_tipoff_active_idx` reads); the game was planned
 * before then; its question is still open (the same terms as My Games'); no later game of the
 * person's at the same arena within the same visit (a doubleheader asks once, after the last game);
 * the person wants the question and has a device or e-mail for it; and no marker says it went.
 */
export function dueAfterGameQuery(db: Db, now: number, limit: number = AFTER_GAME.perRun) {
  const dueBefore = now - AFTER_GAME.dueAfterTipoffMs;
  return db
    .select({ id: games.id, userId: games.userId, arenaName: arenas.name, tipoffAt: games.tipoffAt })
    .from(games)
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, games.userId))
    .where(
      and(
        sql`${games.tipoffAt} > ${dueBefore - AFTER_GAME.lateMs}`,
        sql`${games.tipoffAt} <= ${dueBefore}`,
        ACTIVE_GAME_SQL,
        sql`${games.createdAt} <= ${games.tipoffAt} + ${AFTER_GAME.dueAfterTipoffMs}`,
        ASK_OPEN_SQL,
        sql`NOT EXISTS (
          SELECT 1 FROM ${games} AS later_game
          WHERE later_game.user_id = ${games.userId} AND later_game.arena_id = ${games.arenaId}
            AND later_game.status IN ('scheduled', 'changed')
            AND later_game.tipoff_at > ${games.tipoffAt}
            AND later_game.tipoff_at <= ${games.tipoffAt} + ${AFTER_GAME.sameVisitMs})`,
        sql`coalesce(${notificationSettings.afterGame}, 1) = 1`,
        sql`(coalesce(${notificationSettings.email}, 0) = 1 OR EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${games.userId}))`,
        sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} = ${MARKER_KEY})`,
      ),
    )
    .orderBy(asc(games.tipoffAt))
    .limit(limit);
}

/** The query's row as D1 gives it (no two selected columns share a name). */
type DueRow = { id: string; user_id: string; name: string; tipoff_at: number };

export type AfterGameRun = { due: number; queued: number; rowsRead: number };

/**
 * The cron's after-the-game questions: each due one claimed by its marker and queued once. Run
 * through D1 itself for the statement's `rows_read`, which the run reports.
 */
export async function queueDueAfterGame(
  ctx: { db: Db; d1: D1Database; notifications: NotificationQueue },
  now: number,
): Promise<AfterGameRun> {
  const query = dueAfterGameQuery(ctx.db, now).toSQL();
  const result = await ctx.d1
    .prepare(query.sql)
    .bind(...query.params)
    .all<DueRow>();
  const notices = result.results.map(
    (row): OnceNotice => ({
      key: afterGameKey(row.id),
      userId: row.user_id,
      kind: "after_game",
      gameId: row.id,
      notice: afterGameNotice({ id: row.id, arenaName: row.name }, row.tipoff_at + AFTER_GAME.dueAfterTipoffMs),
    }),
  );
  const queued = await queueOnce(ctx, notices, now);
  return { due: notices.length, queued: queued.length, rowsRead: result.meta.rows_read ?? 0 };
}
