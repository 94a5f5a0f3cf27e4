import { and, count, eq } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { PAY_LIMITS } from "../../core/pay/pay-limits";
import { PAY_TEXT } from "../../core/pay/pay-text";
import type { DbCtx } from "../db/client.server";
import { taxExpenses, taxYears } from "../db/schema.server";

type Deps = DbCtx;

/** The person's own mileage rate for a year, in tenths of a cent; null goes back to the standard rate. */
export async function setYearMileageRate(deps: Deps, userId: string, year: number, mills: number | null) {
  const set = { mileageRateMills: mills, updatedAt: new Date() };
  await deps.db
    .insert(taxYears)
    .values({ userId, year, ...set })
    .onConflictDoUpdate({ target: [taxYears.userId, taxYears.year], set });
}

/**
 * Each payer's 1099 total for a year as typed, and whether it pays through a card processor; a
 * payer with neither is left out.
 */
export async function setReportedTotals(
  deps: Deps,
  userId: string,
  year: number,
  totals: Array<{ payer: string; cents: number | null; cardProcessor?: boolean }>,
) {
  const reported = totals.flatMap(({ payer, cents, cardProcessor = false }) =>
    (cents === null && !cardProcessor) || payer === "" ? [] : [{ payer, cents, cardProcessor }],
  );
  const set = { reported, updatedAt: new Date() };
  await deps.db
    .insert(taxYears)
    .values({ userId, year, ...set })
    .onConflictDoUpdate({ target: [taxYears.userId, taxYears.year], set });
}

export async function addExpense(
  deps: Deps,
  userId: string,
  expense: { year: number; label: string; amountCents: number },
): Promise<Result> {
  const [row] = await deps.db
    .select({ total: count() })
    .from(taxExpenses)
    .where(and(eq(taxExpenses.userId, userId), eq(taxExpenses.year, expense.year)));
  if ((row?.total ?? 0) >= PAY_LIMITS.expensesPerYear) return fail("conflict", PAY_TEXT.tooManyExpenses);
  await deps.db.insert(taxExpenses).values({ userId, ...expense });
  return { ok: true };
}

export async function removeExpense(deps: Deps, userId: string, id: string): Promise<Result> {
  const removed = await deps.db
    .delete(taxExpenses)
    .where(and(eq(taxExpenses.id, id), eq(taxExpenses.userId, userId)))
    .returning({ id: taxExpenses.id });
  return removed.length > 0 ? { ok: true } : notFound(PAY_TEXT.expenseNotFound);
}
