import { and, eq, sql } from "drizzle-orm";
import { fail, notFound, type Result } from "../../core/failure";
import { PAY_LIMITS } from "../../core/pay/pay-limits";
import { PAY_TEXT } from "../../core/pay/pay-text";
import type { DbCtx } from "../db/client.server";
import { taxExpenses, taxYears } from "../db/schema.server";

/** The person's own mileage rate for a year, in tenths of a cent; null goes back to the standard rate. */
export async function setYearMileageRate(ctx: DbCtx, userId: string, year: number, mills: number | null) {
  const set = { mileageRateMills: mills, updatedAt: new Date() };
  await ctx.db
    .insert(taxYears)
    .values({ userId, year, ...set })
    .onConflictDoUpdate({ target: [taxYears.userId, taxYears.year], set });
}

/**
 * Each payer's 1099 total for a year as typed, and whether it pays through a card processor; a
 * payer with neither is left out.
 */
export async function setReportedTotals(
  ctx: DbCtx,
  userId: string,
  year: number,
  totals: Array<{ payer: string; cents: number | null; cardProcessor?: boolean }>,
) {
  const reported = totals.flatMap(({ payer, cents, cardProcessor = false }) =>
    (cents === null && !cardProcessor) || payer === "" ? [] : [{ payer, cents, cardProcessor }],
  );
  const set = { reported, updatedAt: new Date() };
  await ctx.db
    .insert(taxYears)
    .values({ userId, year, ...set })
    .onConflictDoUpdate({ target: [taxYears.userId, taxYears.year], set });
}

/**
 * Adds an expense while the year has fewer than its cap: the count and the insert are one
 * statement, so concurrent posts at 99 cannot each see room and all insert.
 */
export async function addExpense(
  ctx: DbCtx,
  userId: string,
  expense: { year: number; label: string; amountCents: number },
): Promise<Result> {
  const { year, label, amountCents } = expense;
  const added = await ctx.db.run(sql`
    INSERT INTO ${taxExpenses} (id, user_id, year, label, amount_cents, created_at)
    SELECT ${crypto.randomUUID()}, ${userId}, ${year}, ${label}, ${amountCents}, ${Date.now()}
    WHERE (
      SELECT count(*) FROM ${taxExpenses}
      WHERE ${taxExpenses.userId} = ${userId} AND ${taxExpenses.year} = ${year}
    ) < ${PAY_LIMITS.expensesPerYear}`);
  return added.meta.changes > 0 ? { ok: true } : fail("conflict", PAY_TEXT.tooManyExpenses);
}

export async function removeExpense(ctx: DbCtx, userId: string, id: string): Promise<Result> {
  const removed = await ctx.db
    .delete(taxExpenses)
    .where(and(eq(taxExpenses.id, id), eq(taxExpenses.userId, userId)))
    .returning({ id: taxExpenses.id });
  return removed.length > 0 ? { ok: true } : notFound(PAY_TEXT.expenseNotFound);
}
