import { data } from "react-router";
import { loadMileage } from "~/app/lib/mileage.server";
import { calendarYear, currentSeasonStart, currentYear, seasonMileagePeriod } from "~/core/games/mileage-period";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import type { Route } from "./+types/route";

const T = MILEAGE_TEXT;

/** This year, last year, this season and last season, as one-tap periods. */
function quickPeriods(now: number) {
  const year = currentYear(now);
  const seasonStart = currentSeasonStart(now);
  return [
    { label: T.thisYear(year), ...calendarYear(year) },
    { label: T.thisYear(year - 1), ...calendarYear(year - 1) },
    { label: T.season(seasonStart), ...seasonMileagePeriod(seasonStart) },
    { label: T.season(seasonStart - 1), ...seasonMileagePeriod(seasonStart - 1) },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadMileage(args);
  const periods = quickPeriods(Date.now());
  if (!loaded.ok) return data({ ...loaded, periods }, { status: 400 });
  return { ...loaded, periods };
}
