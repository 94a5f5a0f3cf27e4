import { toCsv } from "./csv";
import type { MileageReport, MileageSource } from "./mileage-report";
import { MILEAGE_TEXT } from "./mileage-text";

export const sourceLabel = (source: MileageSource | null): string =>
  source === null ? MILEAGE_TEXT.noStart : MILEAGE_TEXT.sources[source];

/** The report as a spreadsheet reads it: a header row, one row per game, then the total. */
export function mileageCsv(report: MileageReport): string {
  const T = MILEAGE_TEXT;
  return toCsv([
    [T.date, T.arena, T.city, T.purposeHeader, T.from, T.miles, T.source],
    ...report.games.map((game) => [
      game.date,
      game.arenaName,
      game.city,
      game.purpose,
      game.fromAddress,
      game.miles,
      sourceLabel(game.source),
    ]),
    [T.total, null, null, null, null, report.totalMiles, null],
  ]);
}
