import { Form } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field, FormError } from "~/app/components/ui/field";
import { Trash2 } from "~/app/components/ui/icons/trash-2";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import { formatCents, formatMills } from "~/core/pay/money";
import type { PayReport } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { formatDay } from "./pay-format";

const T = PAY_TEXT;

type Errors = { rate?: string; expense?: string };
type Typed = { rate?: string; label?: string; amount?: string };

/** The rate line: the person's own, else the year's published rates with their source. */
function rateText(report: PayReport): string {
  const [first] = report.mileageRates;
  if (!first) return T.noStandardRate;
  if (report.ownMileageRate) return T.ownRate(formatMills(first.mills));
  if (report.mileageRates.length === 1) return T.standardRate(formatMills(first.mills), first.source);
  return T.standardRates(
    report.mileageRates
      .map((rate) => T.rateFrom(formatMills(rate.mills), formatDay(rate.from), rate.source))
      .join(", "),
  );
}

/** Fees, the miles at the year's rate, and the expenses typed: what the person's tax return asks for. */
export function PayTaxYear({ report, errors, typed }: { report: PayReport; errors: Errors; typed: Typed }) {
  const ownMills = report.ownMileageRate ? report.mileageRates[0]?.mills : undefined;
  return (
    <section aria-labelledby="tax-title" className="flex flex-col gap-4">
      <h2 id="tax-title" className="text-xl font-semibold">
        {T.taxTitle(report.year)}
      </h2>
      <p className="text-sm text-muted-foreground">{T.taxLead}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm sm:max-w-md">
        <dt>{T.fees}</dt>
        <dd className="text-right tabular-nums" data-testid="tax-fees">
          {formatCents(report.feesCents)}
        </dd>
        <dt>{T.miles}</dt>
        <dd className="text-right tabular-nums">{report.miles.toFixed(1)}</dd>
        <dt>{T.mileageRate}</dt>
        <dd className="text-right">{rateText(report)}</dd>
        <dt className="font-semibold">{T.mileageDeduction}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="tax-deduction">
          {formatCents(report.mileageDeductionCents)}
        </dd>
        <dt className="font-semibold">{T.expensesTotal}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCents(report.expensesCents)}</dd>
      </dl>

      <Form method="post" className="flex flex-wrap items-end gap-3 print:hidden" aria-label={T.rateTitle}>
        <input type="hidden" name="intent" value="tax-rate" />
        <input type="hidden" name="year" value={report.year} />
        <Field
          label={T.rateLabel}
          name="rate"
          inputMode="decimal"
          defaultValue={typed.rate ?? (ownMills === undefined ? "" : String(ownMills / 1000))}
          hint={<p className="text-sm text-muted-foreground">{T.rateHint}</p>}
          error={errors.rate}
          className="sm:max-w-md"
        />
        <Button type="submit" variant="outline">
          {T.saveRate}
        </Button>
      </Form>

      <h3 className="text-lg font-semibold">{T.expensesTitle}</h3>
      {report.expenses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.expensesEmpty}</p>
      ) : (
        <Table>
          <TableCaption>{T.expensesCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{T.expenseLabel}</TableHead>
              <TableHead className="text-right">{T.expenseAmount}</TableHead>
              <TableHead className="w-12 print:hidden">
                <span className="sr-only">{T.remove}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.expenses.map((expense) => (
              <TableRow key={expense.id}>
                <TableCell>{expense.label}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(expense.amountCents)}</TableCell>
                <TableCell className="print:hidden">
                  <Form method="post">
                    <input type="hidden" name="intent" value="expense-remove" />
                    <input type="hidden" name="year" value={report.year} />
                    <input type="hidden" name="expenseId" value={expense.id} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={T.removeExpense(expense.label)}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </Form>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Form
        method="post"
        className="flex flex-col gap-3 sm:flex-row sm:items-end print:hidden"
        aria-label={T.addExpense}
      >
        <input type="hidden" name="intent" value="expense-add" />
        <input type="hidden" name="year" value={report.year} />
        <FormError message={errors.expense} />
        <Field
          label={T.expenseLabel}
          name="label"
          placeholder={T.expenseHint}
          defaultValue={typed.label}
          maxLength={80}
          className="sm:flex-1"
        />
        <Field
          label={T.expenseAmount}
          name="amount"
          inputMode="decimal"
          defaultValue={typed.amount}
          className="sm:w-40"
        />
        <Button type="submit" variant="outline">
          {T.addExpense}
        </Button>
      </Form>
    </section>
  );
}
