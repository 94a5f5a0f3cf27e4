/** Dates "YYYY-MM-DD", counted by each game's date at its arena; `from` to `to` both included. */
export type MileagePeriod = { from: string; to: string };

// Report periods as dates. "Today" is read in UTC: the default only picks which year or season to
// show, and any other period can be typed.

const SEASON_START_MONTH = 8; // A season runs August 1 to July 31.

const utcYear = (now: number) => new Date(now).getUTCFullYear();

/** January 1 to December 31 of a year. */
export function calendarYear(year: number): MileagePeriod {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** August 1 of `startYear` to July 31 of the next year. */
export function seasonMileagePeriod(startYear: number): MileagePeriod {
  return { from: `${startYear}-08-01`, to: `${startYear + 1}-07-31` };
}

/** The calendar year that contains `now`: the report's default. */
export function currentYear(now: number): number {
  return utcYear(now);
}

/** The year the season containing `now` started in. */
export function currentSeasonStart(now: number): number {
  const date = new Date(now);
  return date.getUTCMonth() + 1 >= SEASON_START_MONTH ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
