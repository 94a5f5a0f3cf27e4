import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { PUSH_DELIVERY } from "../../core/notifications/limits";
import { dueText } from "../../core/reports/due-text";
import { REPORT_TEXT } from "../../core/reports/messages";
import type { Db } from "../db/client.server";
import { arenas, gameReports, games, notificationSends } from "../db/schema.server";
import type { Notice } from "./notices";
import type { NotificationQueue } from "./queue.server";
import { type OnceNotice, queueOnce } from "./sends.server";

/** The key that makes a report's reminder once (docs/decisions/239). */
export const reportDueKey = (reportId: string) => `report_due:${reportId}`;

const MARKER_KEY = sql<string>`'report_due:' || ${gameReports.id}`;

/**
 * The reports whose reminder is due at `now`: not marked sent, the deadline within the next 6 hours
 * and not passed (the range on `due_at` is what `game_reports_due_open_idx` reads), and no marker
 * says the reminder went.
 */
export function dueReportsQuery(db: Db, now: number, limit: number = PUSH_DELIVERY.reportDuePerRun) {
  return db
    .select({
      id: gameReports.id,
      userId: gameReports.userId,
      gameId: gameReports.gameId,
      kind: gameReports.kind,
      dueAt: gameReports.dueAt,
      authority: gameReports.authority,
      timeZone: games.timeZone,
      arenaName: arenas.name,
    })
    .from(gameReports)
    .innerJoin(games, eq(games.id, gameReports.gameId))
    .innerJoin(arenas, eq(arenas.id, games.arenaId))
    .where(
      and(
        isNull(gameReports.sentAt),
        gt(gameReports.dueAt, new Date(now)),
        lte(gameReports.dueAt, new Date(now + PUSH_DELIVERY.reportDueLeadMs)),
        sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} = ${MARKER_KEY})`,
      ),
    )
    .orderBy(asc(gameReports.dueAt))
    .limit(limit);
}

type DueReport = Awaited<ReturnType<typeof dueReportsQuery>>[number];

/** "Report due by Sat, Jan 16, 2027 · 9:00 PM EST": opens the game's report page. */
export function reportDueNotice(report: DueReport): Notice {
  const dueAt = report.dueAt.getTime();
  return {
    kind: "reportDue",
    title: REPORT_TEXT.reminderTitle(dueText(dueAt, report.timeZone)),
    body: REPORT_TEXT.reminderBody(REPORT_TEXT.kinds[report.kind], report.arenaName, report.authority),
    url: `/games/${report.gameId}/report`,
    tag: `report-${report.id}`,
    urgency: "high",
    expiresAt: dueAt,
  };
}

/** The cron's report reminders: each due one claimed by its marker and queued once. */
export async function queueDueReports(
  ctx: { db: Db; notifications: NotificationQueue },
  now: number,
): Promise<{ due: number; queued: number }> {
  const rows = await dueReportsQuery(ctx.db, now);
  const notices = rows.map(
    (row): OnceNotice => ({
      key: reportDueKey(row.id),
      userId: row.userId,
      kind: "report_due",
      gameId: row.gameId,
      notice: reportDueNotice(row),
    }),
  );
  const queued = await queueOnce(ctx, notices, now);
  return { due: notices.length, queued: queued.length };
}
