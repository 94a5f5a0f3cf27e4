import { Hono } from "hono";
import { currentYear } from "../../core/games/mileage-period";
import { PAY_LIMITS } from "../../core/pay/pay-limits";
import { PAY_TEXT } from "../../core/pay/pay-text";
import { MarkPaidSchema, PayYearQuerySchema } from "../../core/validation/pay";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { importPastedSchedule, readPastedSchedule } from "../imports/schedule-paste.server";
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { markPaid } from "../pay/game-pay.server";
import { payReport } from "../pay/report.server";
import { MarkedSchema, PasteResultSchema, PayReportSchema } from "./pay.models";

// The signed-in person's pay: their amounts alone, never anyone else's (docs/decisions/218).
// Mounted before the games' routes (which end in their `unmatched` rule): "pay" is no game's id.
export const payRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Games",
      summary: "My pay and tax year",
      description: `\`year\` from ${PAY_LIMITS.firstYear} to ${PAY_LIMITS.lastYear}; without it, this calendar year. Anything else is 400.`,
      access: "session",
      loginRequired: PAY_TEXT.loginRequired,
      query: PayYearQuerySchema,
      responses: {
        200: ok(PayReportSchema, "The year", {
          year: 2026,
          feesCents: 42000,
          travelCents: 0,
          paidCents: 42000,
          unpaidCents: 0,
          comingCents: 6500,
          receivedCents: 48500,
          years: [2027, 2026, 2025],
          byPayer: [
            {
              payer: "Region 7",
              feesCents: 42000,
              paidCents: 42000,
              receivedCents: 48500,
              games: 6,
              reportedCents: null,
              cardProcessor: false,
            },
          ],
          byMonth: [{ month: "2026-12", paidCents: 42000 }],
          games: [],
          miles: 240.5,
          mileageRateCents: 72.5,
          mileageRates: [{ from: "2026-01-01", mills: 725, source: "IRS Notice 2026-10" }],
          ownMileageRate: false,
          mileageDeductionCents: 17436,
          expenses: [],
          expensesCents: 0,
        }),
      },
    }),
    async (c) => {
      const year = c.req.valid("query").year ?? currentYear(Date.now());
      return c.json(await payReport(c.var.ctx, c.var.user.id, year));
    },
  )
  .post(
    "/paid",
    endpoint({
      tag: "Games",
      summary: "Mark several games paid",
      description: `One payment for several games: \`gameIds\` (1 to ${PAY_LIMITS.markMax}) paid on \`paidOn\` (YYYY-MM-DD, from ${PAY_LIMITS.firstYear}-01-01 to ${PAY_LIMITS.lastYear}-12-31), or \`null\` for not paid. Ids that are not the caller's games are passed over. Shares the games' write budget.`,
      access: "session",
      loginRequired: PAY_TEXT.loginRequired,
      body: MarkPaidSchema,
      bodyExample: { gameIds: ["0f514386-1f12-4e8f-99c8-5b29b46e156f"], paidOn: "2026-12-20" },
      responses: { 200: ok(MarkedSchema, "Marked", { games: 1, cents: 6500 }) },
      errors: [429],
    }),
    async (c) => {
      const outcome = await markPaid(c.var.ctx, c.var.user.id, c.req.valid("json"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ games: outcome.games, cents: outcome.cents });
    },
  )
  .post(
    "/schedule",
    endpoint({
      tag: "Games",
      summary: "Paste the ArbiterSports schedule",
      description: `The body is the text copied from ArbiterSports' schedule page: tab-separated rows (game, group, position, date, time, sport-level, site, home, away, fee, status), at most ${PAY_LIMITS.pasteMaxChars.toLocaleString("en-US")} characters and ${PAY_LIMITS.pasteMaxLines.toLocaleString("en-US")} lines. Each row with a date, a time and a fee in dollars gives its fee to the caller's game at that date and time on its clock (the site decides between games sharing them; a typed fee stays); the other rows are imported as events of the caller's "ArbiterSports schedule" source (a site not named before waits for its gym, as with a calendar's venue). Shares the imports' budget.`,
      access: "session",
      loginRequired: PAY_TEXT.loginRequired,
      body: z.string().meta({ description: "The copied schedule" }),
      bodyContentType: "text/plain",
      bodyExample:
        "1111\t106016\tReferee 1\t11/9/2026 Mon\t6:30 PM\tVarsity\tNorth High School\tNorth\tSouth\t$65.00\tAccepted",
      responses: {
        200: ok(PasteResultSchema, "Read", { updated: 1, created: 0, waiting: 0, ignored: 0 }),
        400: errorAnswer(
          400,
          ["validation_error"],
          `Empty ("${PAY_TEXT.pasteEmpty}"), too large ("${PAY_TEXT.pasteTooLarge}") or no games ("${PAY_TEXT.pasteNothing}")`,
        ),
      },
      errors: [429],
    }),
    async (c) => {
      const read = readPastedSchedule(await c.req.text());
      if (!read.ok) throw toApiError(read);
      const imported = await importPastedSchedule(c.var.ctx, c.var.user.id, read.games);
      if (!imported.ok) throw toApiError(imported);
      return c.json(imported.outcome);
    },
  );
