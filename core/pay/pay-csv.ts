import { toCsv } from "../games/csv";
import { centsInput } from "./money";
import { grossCents, type PayReport } from "./pay-report";
import { PAY_TEXT } from "./pay-text";

/**
 * The year as a spreadsheet reads it: one row a game (amounts in dollars with two decimals, so a
 * spreadsheet sums them), then the totals, then what was received in the year: a 1099 reports that,
 * by the day paid, so it counts games of other years paid this year too. Formulas are guarded by toCsv.
 */
export function payCsv(report: PayReport): string {
  const dollars = (cents: number | null) => (cents === null ? null : centsInput(cents));
  return toCsv([
    PAY_TEXT.csvHeader,
    ...report.games.map((game) => [
      game.date,
      game.payer,
      game.level,
      game.arenaName,
      dollars(game.feeCents),
      dollars(game.travelCents),
      game.paidOn,
      game.miles,
      dollars(game.deductionCents),
      game.paidOn?.startsWith(`${report.year}-`) ? dollars(grossCents(game)) : null,
    ]),
    [
      PAY_TEXT.total,
      null,
      null,
      null,
      dollars(report.feesCents - report.travelCents),
      dollars(report.travelCents),
      null,
      report.miles,
      dollars(report.mileageDeductionCents),
      null,
    ],
    [PAY_TEXT.csvReceived(report.year), null, null, null, null, null, null, null, null, dollars(report.receivedCents)],
  ]);
}
