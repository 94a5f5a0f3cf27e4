// The schemas, examples and descriptions of the routes in ./pay.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { FEE_SOURCES } from "../../core/domain";
import { Id } from "../../core/openapi/responses";
import { z } from "../../core/zod";

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

export const PasteResultSchema = z.object({
  updated: z.int().min(0).meta({ description: "The caller's games matched, given their fees" }),
  created: z.int().min(0).meta({ description: "New games imported from the other rows" }),
  waiting: z.int().min(0).meta({ description: "Rows waiting for the caller to say which gym their site is" }),
  ignored: z
    .int()
    .min(0)
    .meta({ description: "Rows not imported: outside the 400-day window, over the limit, or without a site" }),
});

export const MarkedSchema = z.object({
  games: z.int().min(0).meta({ description: "The caller's games changed (others' ids are passed over)" }),
  cents: Cents.meta({ description: "Their fees with travel pay" }),
});
