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
 * Each payer's fees earned by the year's games and received in the year, beside the total of its
 * 1099 as the person types it, and the difference with what was received (a 1099 counts payments
 * by the day paid): a plain form, one amount and one card-processor box a payer, saved together.
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
        <p className="text-sm font-medium" data-testid="pay-received-note">
          {T.receivedNote}
        </p>
        <FormError message={error} />
        <Table scrollLabel={T.byPayerCaption}>
          <TableCaption>{T.byPayerCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{T.payer}</TableHead>
              <TableHead className="text-right">{T.earned}</TableHead>
              <TableHead className="text-right">{T.received}</TableHead>
              <TableHead className="text-right">{T.reported}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.byPayer.map((payer, index) => {
              const difference = payer.reportedCents === null ? 0 : payer.reportedCents - payer.receivedCents;
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
                        {T.differenceNote(formatCents(Math.abs(difference)))}
                      </span>
                    ) : null}
                    {payer.cardProcessor ? (
                      <span className="mt-1 block text-xs font-medium" data-testid="pay-card-processor">
                        {T.cardProcessorNote}
                      </span>
                    ) : null}
                    <label className="mt-1 flex min-h-11 items-center gap-2 text-xs print:hidden">
                      <input
                        type="checkbox"
                        name="cardProcessor"
                        value={payer.payer}
                        defaultChecked={payer.cardProcessor}
                        aria-label={T.cardProcessorLabel(payer.payer)}
                        className="size-5"
                      />
                      {T.cardProcessor}
                    </label>
                  </TableCell>
                  <TableCell className="text-right align-top tabular-nums">{formatCents(payer.feesCents)}</TableCell>
                  <TableCell className="text-right align-top tabular-nums" data-testid="pay-payer-received">
                    {formatCents(payer.receivedCents)}
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
