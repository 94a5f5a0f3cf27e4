import { Hono } from "hono";
import { LATE_MINUTES } from "../../core/games/late-text";
import { GAME_TEXT } from "../../core/games/messages";
import { REPORT_TEXT } from "../../core/reports/messages";
import { LateQuerySchema } from "../../core/validation/late";
import { CreateReportSchema, UpdateReportSchema } from "../../core/validation/reports";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { runningLate } from "../games/late.server";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { createReport, listReports, updateReport } from "../reports/reports.server";
import { id, REPORT_EXAMPLE, ReportSchema, RunningLateSchema, reportId } from "./game-day.models";

// Game day when something goes wrong: the caller's own games only; another person's game is 404.

export const gameDayRoutes = new Hono<AppBindings>()
  .get(
    "/:id/late",
    endpoint({
      tag: "Games",
      summary: "Running late: the message to send",
      description: `\`minutes\` is one of ${LATE_MINUTES.join(", ")}. The message names the gym and the new arrival on the arena's clock; the recipients are the game's crew (the caller aside), with the phone or e-mail the caller keeps for them, the gym's site contacts and the assigners of the game's payer or calendars. Nothing is sent: the links open the caller's own messages app. A cancelled game or one on hold is 409.`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: id,
      query: LateQuerySchema,
      responses: {
        200: ok(RunningLateSchema, "The message", {
          arriveAt: "2027-01-15T23:25:00.000Z",
          message: "Running about 15 min late to Hinkle Fieldhouse; I expect to arrive at 6:25 PM.",
          recipients: [{ name: "Jane Doe", role: "Umpire", phone: "(317) 555-0142" }],
          links: [
            {
              kind: "sms",
              href: "sms:3175550142?&body=Running%20about%2015%20min%20late%20to%20Hinkle%20Fieldhouse%3B%20I%20expect%20to%20arrive%20at%206%3A25%20PM.",
              label: "Text Jane Doe",
            },
          ],
        }),
      },
      errors: [404, 409],
    }),
    async (c) => {
      const late = await runningLate(c.var.ctx, c.var.user, c.req.param("id"), c.req.valid("query").minutes);
      if (!late.ok) throw toApiError(late);
      const { arriveAt, message, recipients, links } = late.late;
      return c.json({ arriveAt, message, recipients, links });
    },
  )
  .get(
    "/:id/reports",
    endpoint({
      tag: "Games",
      summary: "The reports of one of my games",
      access: "session",
      loginRequired: REPORT_TEXT.loginRequired,
      params: id,
      responses: {
        200: ok(z.object({ reports: z.array(ReportSchema) }), "The reports", { reports: [REPORT_EXAMPLE] }),
      },
      errors: [404],
    }),
    async (c) => {
      const listed = await listReports(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!listed.ok) throw toApiError(listed);
      return c.json({ reports: listed.reports });
    },
  )
  .post(
    "/:id/reports",
    endpoint({
      tag: "Games",
      summary: "Report an ejection or an incident",
      description:
        "For a game that has tipped off (before: 409 `not_tipped_off`). The report is due by the state association's rule for the game's state (the arena's) and level; without a sourced rule, 24 hours after the game and the advice to check the association's rule. The game then carries `reportDueAt` until the report is marked sent. At most 10 reports a game; writes share a budget of 30 per person every 5 minutes.",
      access: "session",
      loginRequired: REPORT_TEXT.loginRequired,
      params: id,
      body: CreateReportSchema,
      bodyExample: {
        kind: "ejection",
        who: "#23 Home, head coach",
        when: "3rd quarter, 4:12",
        notes: "Second technical foul.",
      },
      responses: {
        201: ok(z.object({ report: ReportSchema }), "Saved", { report: REPORT_EXAMPLE }),
        409: errorAnswer(
          409,
          ["not_tipped_off", "conflict"],
          `Not tipped off yet ("${REPORT_TEXT.notYet}"), cancelled or on hold, or 10 reports already`,
        ),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const saved = await createReport(c.var.ctx, c.var.user.id, c.req.param("id"), c.req.valid("json"));
      if (!saved.ok) throw toApiError(saved);
      return c.json({ report: saved.report }, 201);
    },
  )
  .patch(
    "/:id/reports/:reportId",
    endpoint({
      tag: "Games",
      summary: "Change a report, or mark it sent",
      description:
        "`sent: true` marks it sent now (its reminder stops); `false` opens it again. The other fields change the draft.",
      access: "session",
      loginRequired: REPORT_TEXT.loginRequired,
      params: reportId,
      body: UpdateReportSchema,
      bodyExample: { sent: true },
      responses: {
        200: ok(z.object({ report: ReportSchema }), "Saved", {
          report: { ...REPORT_EXAMPLE, sentAt: "2027-01-16T09:12:00-05:00" },
        }),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const saved = await updateReport(
        c.var.ctx,
        c.var.user.id,
        c.req.param("id"),
        c.req.param("reportId"),
        c.req.valid("json"),
      );
      if (!saved.ok) throw toApiError(saved);
      return c.json({ report: saved.report });
    },
  );
