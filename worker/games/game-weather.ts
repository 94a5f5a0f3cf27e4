import { type GameWeather, type KeptAlert, WEATHER_SEVERITIES } from "../../core/weather/limits";
import { WEATHER_TEXT } from "../../core/weather/messages";
import { z } from "../../core/zod";

/** What the weather says about a game now: how many minutes earlier to leave, why, and the alerts. */
export type WeatherNow = { earlierMinutes: number; reason: string | null; alerts: KeptAlert[] };

export const NO_WEATHER: WeatherNow = { earlierMinutes: 0, reason: null, alerts: [] };

/**
 * What the game's last weather check found, while it holds (docs/decisions/240): the check judged
 * the plan as it was, so a game changed after it (`updatedAt` past `checkedAt`) says nothing until
 * the next check, which the cron makes within one run while the leave-by is near.
 */
export function weatherNow(game: {
  weather: GameWeather | null;
  weatherMinutes: number;
  updatedAt: Date | number;
}): WeatherNow {
  const { weather } = game;
  if (!weather || weather.checkedAt < new Date(game.updatedAt).getTime()) return NO_WEATHER;
  const moves = weather.moved !== null && game.weatherMinutes > 0;
  return {
    earlierMinutes: moves ? game.weatherMinutes : 0,
    reason: moves && weather.moved ? WEATHER_TEXT.reason(weather.moved.event, weather.moved.place) : null,
    alerts: weather.alerts,
  };
}

const GameWeatherSchema = z.object({
  checkedAt: z.number(),
  answeredAt: z.number(),
  alerts: z.array(
    z.object({
      event: z.string(),
      severity: z.enum(WEATHER_SEVERITIES),
      headline: z.string(),
      ends: z.number().nullable(),
    }),
  ),
  moved: z.object({ event: z.string(), place: z.string() }).nullable(),
});

/** `games.weather` as D1 gives it without drizzle's mapping (a JSON text), or null. */
export function weatherColumn(text: string | null): GameWeather | null {
  if (text === null) return null;
  try {
    const parsed = GameWeatherSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
