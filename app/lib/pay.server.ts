import type { RouterContextProvider } from "react-router";
import { type Failure, invalidInput } from "~/core/failure";
import { currentYear } from "~/core/games/mileage-period";
import { formatCents } from "~/core/pay/money";
import type { PayReport, SourcePayer } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { type PayRate, ratesText } from "~/core/pay/rates";
import {
  ExpenseFormSchema,
  MarkPaidSchema,
  PayerSchema,
  PayYearQuerySchema,
  RatesFormSchema,
  ReportedFormSchema,
  TaxRateFormSchema,
} from "~/core/validation/pay";
import { z } from "~/core/zod";
import { getCtx } from "~/worker/context/request-context.server";
import { limitWrites } from "~/worker/games/games.server";
import { importPastedSchedule, readPastedSchedule } from "~/worker/imports/schedule-paste.server";
import { markPaid } from "~/worker/pay/game-pay.server";
import { getRates, saveRates } from "~/worker/pay/rates.server";
import { payReport } from "~/worker/pay/report.server";
import { setSourcePayer, sourcePayers } from "~/worker/pay/sources.server";
import { addExpense, removeExpense, setReportedTotals, setYearMileageRate } from "~/worker/pay/tax-year.server";
import { requireUser } from "./auth.server";
import { failureData } from "./failure.server";
import { redirectWithToast } from "./toast.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type PayLoad =
  | { ok: true; report: PayReport; rates: PayRate[]; ratesText: string; sources: SourcePayer[] }
  | { ok: false; error: string; typedYear: string };

/** The pay page and its CSV: a visitor goes to /login; `?year=` picks the year (this one without it). */
export async function loadPay(args: Args): Promise<PayLoad> {
  const user = await requireUser(args, { message: PAY_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const typedYear = new URL(args.request.url).searchParams.get("year") ?? "";
  const parsed = PayYearQuerySchema.safeParse({ year: typedYear });
  if (!parsed.success) return { ok: false, error: invalidInput(parsed.error).message, typedYear };
  const year = parsed.data.year ?? currentYear(Date.now());
  const [report, rates, sources] = await Promise.all([
    payReport(ctx, user.id, year),
    getRates(ctx, user.id),
    sourcePayers(ctx, user.id),
  ]);
  return { ok: true, report, rates, ratesText: ratesText(rates), sources };
}

export const PAY_INTENTS = [
  "mark-paid",
  "mark-unpaid",
  "rates",
  "source-payer",
  "tax-rate",
  "expense-add",
  "expense-remove",
  "reported",
  "paste",
] as const;
export type PayIntent = (typeof PAY_INTENTS)[number];

/**
 * The page's own writes (rates, payers, the tax year) spend the per-person write budget that
 * marking paid spends in its service, so no form of the page writes without a limit; the paste
 * spends the imports' budget in its own.
 */
const BUDGETED_HERE: ReadonlySet<PayIntent> = new Set([
  "rates",
  "source-payer",
  "tax-rate",
  "expense-add",
  "expense-remove",
  "reported",
]);

export type PayActionData = { intent: PayIntent; error: string; values: Record<string, string> };

const yearOf = (form: FormData) => {
  const parsed = PayYearQuerySchema.safeParse({ year: form.get("year") ?? "" });
  return (parsed.success ? parsed.data.year : undefined) ?? currentYear(Date.now());
};
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Every form of the pay page, by its intent. Saved: back to the year with a toast; refused: the
 * page again with the message and what was typed (400, or the failure's status).
 */
export async function payAction(args: Args) {
  const user = await requireUser(args, { message: PAY_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const intent = PAY_INTENTS.find((name) => name === form.get("intent")) ?? "mark-paid";
  const year = yearOf(form);
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "gameId") values[name] = value;
  const refuse = (failure: Failure) => failureData(failure, { intent, values });
  const done = (message: string) =>
    redirectWithToast(`/games/pay?year=${year}`, { type: "success", message }, { secret: ctx.config.authSecret });
  if (BUDGETED_HERE.has(intent)) {
    const limited = await limitWrites(ctx, user.id);
    if (limited) return refuse(limited);
  }

  switch (intent) {
    case "mark-paid":
    case "mark-unpaid": {
      const parsed = MarkPaidSchema.safeParse({
        gameIds: form.getAll("gameId").filter((id) => typeof id === "string"),
        paidOn: intent === "mark-paid" ? text(form, "paidOn") || undefined : null,
      });
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const marked = await markPaid(ctx, user.id, parsed.data);
      if (!marked.ok) return refuse(marked);
      return done(
        intent === "mark-paid"
          ? PAY_TEXT.markedPaid(marked.games, formatCents(marked.cents))
          : PAY_TEXT.markedUnpaid(marked.games),
      );
    }
    case "rates": {
      const parsed = RatesFormSchema.safeParse({ rates: form.get("rates") });
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      return done(PAY_TEXT.ratesSaved(await saveRates(ctx, user.id, parsed.data.rates)));
    }
    case "source-payer": {
      const parsed = z.object({ payer: PayerSchema }).safeParse({ payer: form.get("payer") });
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const saved = await setSourcePayer(ctx, user.id, text(form, "sourceId"), parsed.data.payer);
      if (!saved.ok) return refuse(saved);
      return done(PAY_TEXT.sourcePayerSaved(saved.games));
    }
    case "tax-rate": {
      const parsed = TaxRateFormSchema.safeParse({ year: form.get("year"), rate: form.get("rate") });
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      await setYearMileageRate(ctx, user.id, parsed.data.year, parsed.data.rate);
      return done(PAY_TEXT.rateSaved);
    }
    case "expense-add": {
      const parsed = ExpenseFormSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const { label, amount } = parsed.data;
      const added = await addExpense(ctx, user.id, { year: parsed.data.year, label, amountCents: amount });
      if (!added.ok) return refuse(added);
      return done(PAY_TEXT.expenseAdded);
    }
    case "expense-remove": {
      const removed = await removeExpense(ctx, user.id, text(form, "expenseId"));
      if (!removed.ok) return refuse(removed);
      return done(PAY_TEXT.expenseRemoved);
    }
    case "paste": {
      const read = readPastedSchedule(text(form, "schedule"));
      if (!read.ok) return refuse(read);
      const imported = await importPastedSchedule(ctx, user.id, read.games);
      if (!imported.ok) return refuse(imported);
      return done(PAY_TEXT.pasteResult(imported.outcome));
    }
    case "reported": {
      const parsed = ReportedFormSchema.safeParse({
        year: form.get("year"),
        payers: form.getAll("payer"),
        amounts: form.getAll("reported"),
        cardProcessors: form.getAll("cardProcessor"),
      });
      if (!parsed.success) return refuse(invalidInput(parsed.error));
      const { payers, amounts, cardProcessors } = parsed.data;
      const totals = payers.map((payer, index) => ({
        payer,
        cents: amounts[index] ?? null,
        cardProcessor: cardProcessors.includes(payer),
      }));
      await setReportedTotals(ctx, user.id, parsed.data.year, totals);
      return done(PAY_TEXT.reportedSaved);
    }
  }
}
