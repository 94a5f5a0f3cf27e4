import {
  type KeptAlert,
  MOVING_EVENTS,
  MOVING_SEVERITIES,
  WEATHER_MOVE,
  WEATHER_SEVERITIES,
} from "../../core/weather/limits";
import type { WeatherAlert } from "./weather";

/** The trip a game's weather is judged for: leave-by before any move, arrival, and the game's end. */
export type TripTimes = { leaveAt: number; arriveBy: number; gameEndsAt: number };

/** The alerts at one end of the drive, and how a reason names that place. */
export type PlaceAlerts = { place: string; alerts: WeatherAlert[] };

export type WeatherVerdict = {
  /** The alerts around the trip, the ones that move the leave-by first. */
  alerts: KeptAlert[];
  /** How many minutes earlier to leave; 0 when nothing moves the leave-by. */
  minutes: number;
  moved: { event: string; place: string } | null;
};

/** A quarter of the drive, at least 15 minutes, rounded up to 5 minutes. */
export function weatherMoveMinutes(driveMinutes: number): number {
  const { driveShare, minimumMinutes, stepMinutes } = WEATHER_MOVE;
  return Math.max(minimumMinutes, Math.ceil((driveMinutes * driveShare) / stepMinutes) * stepMinutes);
}

/** Whether an alert's hazard overlaps a stretch of time (an alert with no onset or end is open on that side). */
const overlaps = (alert: WeatherAlert, from: number, to: number) =>
  (alert.onset ?? Number.NEGATIVE_INFINITY) <= to && (alert.ends ?? Number.POSITIVE_INFINITY) >= from;

/**
 * Whether an alert moves the leave-by: Severe or Extreme, an event that slows a drive on land
 * (MOVING_EVENTS), and in force during the drive (begun by the arrival, not ended by the leave-by).
 */
export function movesLeaveBy(alert: WeatherAlert, trip: TripTimes): boolean {
  return (
    MOVING_SEVERITIES.includes(alert.severity) &&
    MOVING_EVENTS.includes(alert.event) &&
    overlaps(alert, trip.leaveAt, trip.arriveBy)
  );
}

const rank = (alert: WeatherAlert) => WEATHER_SEVERITIES.indexOf(alert.severity);

/**
 * What a game's check finds (docs/decisions/240): the alerts at the gym and the start that overlap
 * the trip, from leaving to the game's end, listed once each; and whether one moves the leave-by.
 * Moves do not add up: the largest counts, named by its most severe alert, the gym's before the
 * start's. A game without a start has no drive to move.
 */
export function judgeWeather({
  trip,
  driveMinutes,
  gym,
  start,
}: {
  trip: TripTimes;
  driveMinutes: number;
  gym: PlaceAlerts;
  start: PlaceAlerts | null;
}): WeatherVerdict {
  const places = start ? [gym, start] : [gym];
  const around = places.flatMap(({ place, alerts }) =>
    alerts.filter((alert) => overlaps(alert, trip.leaveAt, trip.gameEndsAt)).map((alert) => ({ place, alert })),
  );
  const moving = start
    ? around
        .filter(({ alert }) => movesLeaveBy(alert, trip))
        .map((found) => ({ ...found, minutes: weatherMoveMinutes(driveMinutes) }))
    : [];
  const largest = moving.reduce<(typeof moving)[number] | null>(
    (best, next) =>
      !best || next.minutes > best.minutes || (next.minutes === best.minutes && rank(next.alert) < rank(best.alert))
        ? next
        : best,
    null,
  );
  const movingAlerts = new Set(moving.map(({ alert }) => alert));
  const seen = new Set<string>();
  const alerts = [...around]
    .sort(
      (a, b) => Number(movingAlerts.has(b.alert)) - Number(movingAlerts.has(a.alert)) || rank(a.alert) - rank(b.alert),
    )
    .flatMap(({ alert }): KeptAlert[] => {
      // The same alert covers the gym and the start when both are in its area: listed once.
      const key = `${alert.event}\n${alert.headline}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ event: alert.event, severity: alert.severity, headline: alert.headline, ends: alert.ends }];
    });
  return {
    alerts,
    minutes: largest?.minutes ?? 0,
    moved: largest ? { event: largest.alert.event, place: largest.place } : null,
  };
}
