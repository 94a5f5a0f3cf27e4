import type { Coordinates } from "../../core/geo/distance";
import { WEATHER_CHECKS, type WeatherSeverity } from "../../core/weather/limits";

/**
 * An alert as the weather service gives it: `onset` when the hazard begins (its `effective` time
 * when it names no onset), `ends` when it ends (its `expires` time when it names no end); each in
 * epoch milliseconds, null when the service gave neither.
 */
export type WeatherAlert = {
  event: string;
  severity: WeatherSeverity;
  headline: string;
  onset: number | null;
  ends: number | null;
};

/**
 * What the service said about a point: `found` with the alerts in force there (often none);
 * `outside` when the point is outside its area (outside the US: nothing, and no error); `failed`
 * for a timeout, an HTTP error or an answer we cannot read (no alerts, and a log line).
 */
export type WeatherAnswer = { outcome: "found" | "outside" | "failed"; alerts: WeatherAlert[] };

/** The one thing the app asks of a weather service; tests pass a fake. */
export type Weather = { alertsAt(point: Coordinates): Promise<WeatherAnswer> };

/**
 * The context's weather service (docs/decisions/230, 240), or null when none is set up
 * (WEATHER_BASE_URL empty): then nothing is checked. The KV namespace keeps each point's answer.
 */
export type WeatherCtx = { readonly weather: Weather | null; readonly weatherCache: KVNamespace };

const decimals = (value: number) => Number(value.toFixed(2));

/** A point on the grid the service is asked on (WEATHER_CHECKS.gridDegrees), written with 2 decimals. */
export function weatherPoint({ latitude, longitude }: Coordinates): Coordinates {
  const step = WEATHER_CHECKS.gridDegrees;
  return {
    latitude: decimals(Math.round(latitude / step) * step),
    longitude: decimals(Math.round(longitude / step) * step),
  };
}

/** "46.90,-96.75": how a grid point is written in the request and in its cache key. */
export function pointText(point: Coordinates): string {
  const { latitude, longitude } = weatherPoint(point);
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}
