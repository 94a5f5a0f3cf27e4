// The IRS business standard mileage rates, in tenths of a cent a mile, each from the day it took
// effect. Sources: IRS Notice 2022-03 (2022 January–June, 58.5¢) and Announcement 2022-13
// (July–December, 62.5¢); Notice 2023-03 (2023, 65.5¢); Notice 2024-08 (2024, 67¢); Notice 2025-5
// (2025, 70¢); Notice 2026-10 (2026, 72.5¢). A year after the last listed keeps its
// rate until a new one is added; the person can set their own for any year.

export const MILEAGE_RATE_SOURCE = "IRS standard mileage rates (business)";

export const STANDARD_MILEAGE_RATES: ReadonlyArray<{ from: string; mills: number; source: string }> = [
  { from: "2022-01-01", mills: 585, source: "IRS Notice 2022-03" },
  { from: "2022-07-01", mills: 625, source: "IRS Announcement 2022-13" },
  { from: "2023-01-01", mills: 655, source: "IRS Notice 2023-03" },
  { from: "2024-01-01", mills: 670, source: "IRS Notice 2024-08" },
  { from: "2025-01-01", mills: 700, source: "IRS Notice 2025-5" },
  { from: "2026-01-01", mills: 725, source: "IRS Notice 2026-10" },
];

/** The standard rate on a date (YYYY-MM-DD); null before the table's first entry. */
export function standardMillsOn(date: string): number | null {
  let mills: number | null = null;
  for (const rate of STANDARD_MILEAGE_RATES) if (rate.from <= date) mills = rate.mills;
  return mills;
}

/** The rates that apply within a year, each with the first day it applies (several in 2022). */
export function standardRatesOfYear(year: number): Array<{ from: string; mills: number; source: string }> {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const within = STANDARD_MILEAGE_RATES.filter((rate) => rate.from > start && rate.from <= end);
  const first = [...STANDARD_MILEAGE_RATES].reverse().find((rate) => rate.from <= start);
  return [...(first ? [{ ...first, from: start }] : []), ...within];
}
