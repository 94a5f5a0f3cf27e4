import { Form } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FormError, inputClasses } from "~/app/components/ui/field";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import { centsInput, formatCents } from "~/core/pay/money";
import type { PayReport } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { formatMonth } from "./pay-format";

const T = PAY_TEXT;

/**
 * Each payer's fees, paid and owed, beside the total of its 1099 as the person types it, and the
 * difference: a plain form, one amount a payer, saved together.
 */
export function PayByPayer({ report, error }: { report: PayReport; error?: string }) {
  if (report.byPayer.length === 0) return null;
  return (
    <section aria-labelledby="payers-title" className="flex flex-col gap-3">
      <h2 id="payers-title" className="text-xl font-semibold">
        {T.byPayerTitle}
      </h2>
      <Form method="post" className="flex flex-col gap-3" aria-labelledby="payers-title">
        <input type="hidden" name="intent" value="reported" />
        <input type="hidden" name="year" value={report.year} />
        <p className="text-sm text-muted-foreground print:hidden">{T.reportedHint}</p>
        <FormError message={error} />
        <Table scrollLabel={T.byPayerCaption}>
          <TableCaption>{T.byPayerCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{T.payer}</TableHead>
              <TableHead className="text-right">{T.fees}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{T.paid}</TableHead>
              <TableHead className="text-right">{T.reported}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.byPayer.map((payer, index) => {
              const difference = payer.reportedCents === null ? 0 : payer.reportedCents - payer.feesCents;
              return (
                <TableRow key={payer.payer}>
                  <TableCell className="align-top">
                    <span className="font-medium">{payer.payer}</span>
                    <span className="block text-xs text-muted-foreground">
                      {payer.games} {T.games.toLowerCase()}
                    </span>
                    {difference !== 0 ? (
                      <span
                        className="mt-1 block rounded-sm bg-warning px-1 text-xs font-medium text-warning-foreground"
                        data-testid="pay-difference"
                      >
                        {T.differenceNote(formatCents(Math.abs(difference)), payer.games)}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right align-top tabular-nums">{formatCents(payer.feesCents)}</TableCell>
                  <TableCell className="hidden text-right align-top tabular-nums sm:table-cell">
                    {formatCents(payer.paidCents)}
                  </TableCell>
                  <TableCell className="text-right align-top">
                    <input type="hidden" name="payer" value={payer.payer} />
                    <input
                      name="reported"
                      inputMode="decimal"
                      defaultValue={centsInput(payer.reportedCents)}
                      aria-label={`${T.reported}: ${payer.payer}`}
                      id={`reported-${index}`}
                      className={`${inputClasses} w-28 text-right tabular-nums print:border-0`}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Button type="submit" variant="outline" className="self-start print:hidden">
          {T.saveReported}
        </Button>
      </Form>
    </section>
  );
}

export function PayByMonth({ report }: { report: PayReport }) {
  return (
    <section aria-labelledby="months-title" className="flex flex-col gap-3">
      <h2 id="months-title" className="text-xl font-semibold">
        {T.byMonthTitle}
      </h2>
      {report.byMonth.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.byMonthEmpty}</p>
      ) : (
        <Table>
          <TableCaption>{T.byMonthCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{T.month}</TableHead>
              <TableHead className="text-right">{T.paid}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.byMonth.map((month) => (
              <TableRow key={month.month}>
                <TableCell>{formatMonth(month.month)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(month.paidCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
