// No imports: the schema types its `games.weather` column with these, the worker's rule and the
// pages read them (docs/decisions/240).

const MINUTE_MS = 60_000;

/** CAP's severities, as the National Weather Service sends them. */
export const WEATHER_SEVERITIES = ["Extreme", "Severe", "Moderate", "Minor", "Unknown"] as const;
export type WeatherSeverity = (typeof WEATHER_SEVERITIES)[number];

/** The severities that can move a leave-by. */
export const MOVING_SEVERITIES: readonly WeatherSeverity[] = ["Extreme", "Severe"];

/**
 * The NWS events (https://www.weather.gov/help-map) that slow a drive on land: snow, ice and
 * freezing rain, blizzards and winter storms, floods, fog and wind. Watches are left out: they say
 * the hazard is possible, not expected. Thunderstorm and tornado warnings are left out too: they
 * last minutes over a small area, and leaving earlier is no answer to them.
 */
export const MOVING_EVENTS: readonly string[] = [
  "Blizzard Warning",
  "Winter Storm Warning",
  "Winter Weather Advisory",
  "Lake Effect Snow Warning",
  "Snow Squall Warning",
  "Ice Storm Warning",
  "Freezing Rain Advisory",
  "Freezing Fog Advisory",
  "Dense Fog Advisory",
  "Flash Flood Warning",
  "Flood Warning",
  "Flood Advisory",
  "Coastal Flood Warning",
  "Lakeshore Flood Warning",
  "Storm Surge Warning",
  "High Wind Warning",
  "Extreme Wind Warning",
  "Wind Advisory",
  "Tropical Storm Warning",
  "Hurricane Warning",
];

/** How far an alert in force moves a leave-by: a quarter of the drive, at least 15 minutes, in 5-minute steps. */
export const WEATHER_MOVE = { driveShare: 0.25, minimumMinutes: 15, stepMinutes: 5 } as const;

/**
 * How the notifications cron asks the weather service (docs/decisions/240). The service is asked
 * about a point at most once in `pointFreshMs` by the whole app (the answers kept in KV); one run
 * asks it at most `requestsPerRun` times, `inFlight` at once and `perSecond` a second, and reads at
 * most `gamesPerRun` games. A game is checked again once its check is older than a quarter of the
 * time left to its leave-by (15 minutes to 3 hours). What a run cannot ask waits for the next: the
 * games leaving within the hour first, then those never checked, then the rest, each soonest
 * leave-by first.
 */
export const WEATHER_CHECKS = {
  /** Games whose leave-by falls this far ahead are checked: the evening's games from the morning on. */
  lookAheadMs: 12 * 60 * MINUTE_MS,
  /** Games leaving this soon are checked again before any game is looked at for the first time. */
  soonMs: 60 * MINUTE_MS,
  /** A point's answer serves every game there for this long, and no point is asked again sooner. */
  pointFreshMs: 15 * MINUTE_MS,
  /** A game's check may be this share of the time left to its leave-by old, at most `maxCheckAgeMs`. */
  checkAgeShare: 0.25,
  maxCheckAgeMs: 3 * 60 * MINUTE_MS,
  /** A point outside the service's area (a 404 or 400) is not asked again for a day. */
  outsideFreshMs: 24 * 60 * MINUTE_MS,
  requestsPerRun: 600,
  inFlight: 4,
  perSecond: 5,
  gamesPerRun: 5000,
  timeoutMs: 5000,
  /**
   * Points are asked on a grid of 0.1° (about 11 × 8 km), written with 2 decimals: alerts are
   * issued for counties and forecast zones some 40 km across, a grid lets nearby gyms and homes
   * share one request, and a person's start is never sent to the service more precisely than that.
   */
  gridDegrees: 0.1,
} as const;

/**
 * How old the answers a game is judged by may be, with `msToLeave` left before its leave-by: a
 * quarter of that, between 15 minutes and 3 hours. The evening's games are looked at from the
 * morning on without asking the service for each again every 15 minutes.
 */
export function allowedCheckAge(msToLeave: number): number {
  const { checkAgeShare, pointFreshMs, maxCheckAgeMs } = WEATHER_CHECKS;
  return Math.min(maxCheckAgeMs, Math.max(pointFreshMs, msToLeave * checkAgeShare));
}

/** An alert as a game keeps it: `ends` in epoch milliseconds, null when the service gave no end. */
export type KeptAlert = { event: string; severity: WeatherSeverity; headline: string; ends: number | null };

/**
 * What the last weather check found for a game (`games.weather`): the alerts at its gym and start
 * around the trip, when it was checked (`checkedAt`) and when the older of the answers it used was
 * asked (`answeredAt`), and the alert that moved its leave-by and where it is (the gym's name or
 * the start's label), null when none did.
 */
export type GameWeather = {
  checkedAt: number;
  answeredAt: number;
  alerts: KeptAlert[];
  moved: { event: string; place: string } | null;
};
