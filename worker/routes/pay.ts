import { Hono } from "hono";
import { FEE_SOURCES } from "../../core/domain";
import { currentYear } from "../../core/games/mileage-period";
import { Id } from "../../core/openapi/responses";
import { PAY_LIMITS } from "../../core/pay/pay-limits";
import { PAY_TEXT } from "../../core/pay/pay-text";
import { MarkPaidSchema, PayYearQuerySchema } from "../../core/validation/pay";
import { z } from "../../core/validation/zod";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { importPastedSchedule, readPastedSchedule } from "../imports/schedule-paste.server";
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { markPaid } from "../pay/game-pay.server";
import { payReport } from "../pay/report.server";

// The signed-in person's pay: their amounts alone, never anyone else's (docs/decisions/218).

const Cents = z.int().min(0);

export const PayReportSchema = z
  .object({
    year: z.int(),
    feesCents: Cents.meta({ description: "Fees and travel pay of the year's games: gross, as a 1099 counts it" }),
    travelCents: Cents.meta({ description: "The part of `feesCents` that is travel pay" }),
    paidCents: Cents.meta({ description: "Of `feesCents`, the games marked paid" }),
    unpaidCents: Cents.meta({ description: "Games already played, not marked paid: what is owed now" }),
    comingCents: Cents.meta({ description: "Games still to come with a fee, not marked paid" }),
    receivedCents: Cents.meta({
      description:
        "Paid in the year by `paidOn`, whatever the game's date (a December game paid in January counts in January's year): what a 1099 reports",
    }),
    years: z.array(z.int()).meta({ description: "Every year with a game or a payment, and this year, newest first" }),
    byPayer: z.array(
      z.object({
        payer: z.string().meta({ description: "Payers are one whatever their case and spaces; the first spelling" }),
        feesCents: Cents.meta({ description: "Earned: the payer's games of the year" }),
        paidCents: Cents,
        receivedCents: Cents.meta({ description: "Received: paid in the year by `paidOn`, what its 1099 reports" }),
        games: z.int().min(0),
        reportedCents: Cents.nullable().meta({ description: "The total the caller typed from this payer's 1099" }),
        cardProcessor: z.boolean().meta({
          description: "Paid through a card processor: the same money may be on a 1099-K and a 1099-NEC",
        }),
      }),
    ),
    byMonth: z
      .array(z.object({ month: z.string().meta({ example: "2026-12" }), paidCents: Cents }))
      .meta({ description: "Paid amounts by the month of `paidOn`, oldest first" }),
    games: z.array(
      z.object({
        gameId: Id,
        date: z.iso.date().meta({ description: "The game's date at its arena" }),
        payer: z.string().nullable(),
        level: z.string().nullable(),
        arenaName: z.string(),
        feeCents: Cents.nullable(),
        feeSource: z.enum(FEE_SOURCES).nullable(),
        travelCents: Cents.nullable(),
        paidOn: z.iso.date().nullable(),
        played: z.boolean().meta({ description: "Tipped off already" }),
        miles: z.number().min(0).nullable().meta({ description: "As the mileage report counts the trip" }),
        deductionCents: Cents.nullable().meta({ description: "`miles` × the rate on the game's date" }),
      }),
    ),
    miles: z.number().min(0).meta({ description: "The mileage report's total for the calendar year" }),
    mileageRateCents: z.number().min(0).nullable().meta({
      description:
        "Cents a mile for the whole year (may have a tenth: 65.5): the caller's own rate, else the IRS business standard rate; null when the year has two rates (2022) or none",
    }),
    mileageRates: z.array(
      z.object({
        from: z.iso.date(),
        mills: z.int().min(0).meta({ description: "Tenths of a cent a mile" }),
        source: z.string().meta({ description: "The IRS notice; empty for the caller's own rate" }),
      }),
    ),
    ownMileageRate: z.boolean(),
    mileageDeductionCents: Cents.meta({ description: "Each game's miles × the rate on its date, summed" }),
    expenses: z.array(z.object({ id: Id, label: z.string(), amountCents: Cents })),
    expensesCents: Cents,
  })
  .meta({
    id: "PayReport",
    description:
      "A calendar year of the caller's games by each game's date at its arena (cancelled games and games on hold left out) with their pay, and the tax year's deductions.",
  });

const PasteResultSchema = z.object({
  updated: z.int().min(0).meta({ description: "The caller's games matched, given their fees" }),
  created: z.int().min(0).meta({ description: "New games imported from the other rows" }),
  waiting: z.int().min(0).meta({ description: "Rows waiting for the caller to say which gym their site is" }),
  ignored: z
    .int()
    .min(0)
    .meta({ description: "Rows not imported: outside the 400-day window, over the limit, or without a site" }),
});

const MarkedSchema = z.object({
  games: z.int().min(0).meta({ description: "The caller's games changed (others' ids are passed over)" }),
  cents: Cents.meta({ description: "Their fees with travel pay" }),
});

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
