// Reports owed after a game (docs/decisions/239, 241): the person's own, due by the state
// association's rule for the game's state and level.
import { and, asc, count, eq } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { SEASON_RULES } from "../../core/games/limits";
import { isoInZone } from "../../core/games/zoned-time";
import type { ReportKind } from "../../core/reports/limits";
import { REPORT_LIMITS } from "../../core/reports/limits";
import { REPORT_TEXT } from "../../core/reports/messages";
import { REPORT_RULE_TEXT, reportDueAt, reportRuleFor } from "../../core/reports/report-rules";
import type { CreateReport, UpdateReport } from "../../core/validation/reports";
import type { DbCtx } from "../db/client.server";
import { gameReports } from "../db/schema.server";
import type { GameRow } from "../games/game.server";
import { getGame } from "../games/games.server";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";

const MINUTE_MS = 60_000;

type ReportRow = typeof gameReports.$inferSelect;

/** A report as the API and the pages show it: instants with the arena's offset. */
export type Report = {
  id: string;
  kind: ReportKind;
  dueAt: string;
  authority: string;
  /** The rule in words: "GHSA: within 24 hours of the incident", or the usual one and "check". */
  rule: string;
  formUrl: string | null;
  sentAt: string | null;
  who: string | null;
  when: string | null;
  ruleCited: string | null;
  words: string | null;
  notes: string;
};

function toReport(row: ReportRow, game: Pick<GameRow, "timeZone" | "level">, state: string | null): Report {
  const rule = reportRuleFor(state, game.level, row.kind);
  return {
    id: row.id,
    kind: row.kind,
    dueAt: isoInZone(row.dueAt.getTime(), game.timeZone),
    authority: row.authority,
    rule: REPORT_RULE_TEXT.cardLine(rule),
    formUrl: rule.formUrl,
    sentAt: row.sentAt ? isoInZone(row.sentAt.getTime(), game.timeZone) : null,
    who: row.who,
    when: row.whenInGame,
    ruleCited: row.rule,
    words: row.words,
    notes: row.notes,
  };
}

async function ownGame(ctx: DbCtx, userId: string, gameId: string | undefined) {
  const found = await getGame(ctx, userId, gameId);
  return found ? { row: found.row, state: found.arena.state || null, arenaName: found.arena.name } : null;
}

/** The person's reports of one of their games (already found as theirs), oldest first. */
export async function reportsOf(
  ctx: DbCtx,
  userId: string,
  game: { row: Pick<GameRow, "id" | "timeZone" | "level">; state: string | null },
): Promise<Report[]> {
  const rows = await ctx.db
    .select()
    .from(gameReports)
    .where(and(eq(gameReports.gameId, game.row.id), eq(gameReports.userId, userId)))
    .orderBy(asc(gameReports.createdAt))
    .limit(REPORT_LIMITS.perGame);
  return rows.map((row) => toReport(row, game.row, game.state));
}

/** The person's reports of one of their games, oldest first; another person's game is not found. */
export async function listReports(
  ctx: DbCtx,
  userId: string,
  gameId: string | undefined,
): Promise<Result<{ reports: Report[] }>> {
  const game = await ownGame(ctx, userId, gameId);
  if (!game) return notFound(REPORT_TEXT.notFound);
  return { ok: true, reports: await reportsOf(ctx, userId, game) };
}

async function limitReportWrites(ctx: RateLimitsCtx & ClockCtx, userId: string) {
  const rule = { action: "report-write", limit: REPORT_LIMITS.writesPerWindow };
  return limitOrFail(await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now()), REPORT_TEXT.rateLimited);
}

const fieldColumns = (fields: Omit<UpdateReport, "sent">) => ({
  ...(fields.who !== undefined ? { who: fields.who } : {}),
  ...(fields.when !== undefined ? { whenInGame: fields.when } : {}),
  ...(fields.rule !== undefined ? { rule: fields.rule } : {}),
  ...(fields.words !== undefined ? { words: fields.words } : {}),
  ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
});

/**
 * A report of one of the person's games that has tipped off, due by its association's rule from
 * the game's expected end. A game not yet tipped off, cancelled or on hold is refused in words.
 */
export async function createReport(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  gameId: string | undefined,
  input: CreateReport,
): Promise<Result<{ report: Report; arenaName: string }>> {
  const game = await ownGame(ctx, userId, gameId);
  if (!game) return notFound(REPORT_TEXT.notFound);
  const { row } = game;
  if (row.status === "cancelled" || row.status === "removed") return fail("conflict", REPORT_TEXT.notDriven);
  const tipoffAt = row.tipoffAt.getTime();
  if (tipoffAt > ctx.now()) return fail("conflict", REPORT_TEXT.notYet, { code: "not_tipped_off" });
  const limited = await limitReportWrites(ctx, userId);
  if (limited) return limited;
  const [held] = await ctx.db.select({ total: count() }).from(gameReports).where(eq(gameReports.gameId, row.id));
  if ((held?.total ?? 0) >= REPORT_LIMITS.perGame) return fail("conflict", REPORT_TEXT.tooMany);
  const rule = reportRuleFor(game.state, row.level, input.kind);
  const dueAt = reportDueAt(rule.deadline, tipoffAt + SEASON_RULES.gameMinutes * MINUTE_MS, row.timeZone);
  const [saved] = await ctx.db
    .insert(gameReports)
    .values({
      userId,
      gameId: row.id,
      kind: input.kind,
      ...fieldColumns(input),
      dueAt: new Date(dueAt),
      authority: rule.authority,
    })
    .returning();
  if (!saved) return fail("unexpected", REPORT_TEXT.notFound);
  return { ok: true, report: toReport(saved, row, game.state), arenaName: game.arenaName };
}

/** Changes a report's fields, or marks it sent (the time now) or not sent. */
export async function updateReport(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  gameId: string | undefined,
  reportId: string | undefined,
  patch: UpdateReport,
): Promise<Result<{ report: Report }>> {
  const game = await ownGame(ctx, userId, gameId);
  if (!game || !reportId) return notFound(REPORT_TEXT.notFound);
  const limited = await limitReportWrites(ctx, userId);
  if (limited) return limited;
  const sent = patch.sent === undefined ? {} : { sentAt: patch.sent ? new Date(ctx.now()) : null };
  const [saved] = await ctx.db
    .update(gameReports)
    .set({ ...fieldColumns(patch), ...sent, updatedAt: new Date(ctx.now()) })
    .where(and(eq(gameReports.id, reportId), eq(gameReports.gameId, game.row.id), eq(gameReports.userId, userId)))
    .returning();
  if (!saved) return notFound(REPORT_TEXT.notFound);
  return { ok: true, report: toReport(saved, game.row, game.state) };
}
