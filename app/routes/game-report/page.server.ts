import { data } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { invalidInput } from "~/core/failure";
import { formatDay, formatTime } from "~/core/games/zoned-time";
import { dueText } from "~/core/reports/due-text";
import { REPORT_KINDS } from "~/core/reports/limits";
import { REPORT_TEXT } from "~/core/reports/messages";
import { REPORT_RULE_TEXT, reportRuleFor } from "~/core/reports/report-rules";
import { CreateReportSchema } from "~/core/validation/reports";
import { getCtx } from "~/worker/context/request-context.server";
import { getGame } from "~/worker/games/games.server";
import { createReport, reportsOf, updateReport } from "~/worker/reports/reports.server";
import type { Route } from "./+types/route";

async function loadGame(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args, { message: REPORT_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const found = await getGame(ctx, user.id, args.params.id);
  if (!found) throw data(REPORT_TEXT.notFound, { status: 404 });
  return { user, ctx, found };
}

/** The game, its reports, and the rule each kind would be due by. */
export async function loader(args: Route.LoaderArgs) {
  const { user, ctx, found } = await loadGame(args);
  const { row, arena } = found;
  const tipoffAt = row.tipoffAt.getTime();
  // The game is the person's (found above): its reports without reading it again.
  const reports = await reportsOf(ctx, user.id, { row, state: arena.state || null });
  const rules = Object.fromEntries(
    REPORT_KINDS.map((kind) => {
      const rule = reportRuleFor(arena.state || null, row.level, kind);
      return [kind, { line: REPORT_RULE_TEXT.cardLine(rule), formUrl: rule.formUrl, authority: rule.authority }];
    }),
  );
  return {
    gameId: row.id,
    arenaName: arena.name,
    day: formatDay(tipoffAt, row.timeZone),
    time: formatTime(tipoffAt, row.timeZone),
    tippedOff: tipoffAt <= Date.now(),
    rules,
    reports: reports.map((report) => ({
      ...report,
      due: dueText(Date.parse(report.dueAt), row.timeZone),
      sent: report.sentAt ? dueText(Date.parse(report.sentAt), row.timeZone) : null,
    })),
  };
}

/** Save a report, or mark one sent; each goes back to My Games with a toast. A refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
  const { user, ctx, found } = await loadGame(args);
  const form = await args.request.formData();
  const secret = { secret: ctx.config.authSecret };
  const back = `/games#game-${found.row.id}`;
  if (form.get("intent") === "sent") {
    const reportId = form.get("reportId");
    const marked = await updateReport(ctx, user.id, found.row.id, typeof reportId === "string" ? reportId : "", {
      sent: true,
    });
    if (!marked.ok) return failureData(marked);
    return redirectWithToast(back, { type: "success", message: REPORT_TEXT.marked }, secret);
  }
  const values = typedValues(form);
  const parsed = CreateReportSchema.safeParse(values);
  if (!parsed.success) {
    const failure = invalidInput(parsed.error);
    return failureData(failure, { values, fieldErrors: failure.fieldErrors ?? {} });
  }
  const saved = await createReport(ctx, user.id, found.row.id, parsed.data);
  if (!saved.ok) return failureData(saved, { values, fieldErrors: saved.fieldErrors ?? {} });
  const due = dueText(Date.parse(saved.report.dueAt), found.row.timeZone);
  return redirectWithToast(back, { type: "success", message: REPORT_TEXT.saved(due) }, secret);
}
