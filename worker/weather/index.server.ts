import { WEATHER_CHECKS } from "../../core/weather/limits";
import type { AppConfig } from "../platform/env.server";
import { createNwsWeather } from "./nws";
import { pacedWeather } from "./pace";
import type { Weather } from "./weather";

/**
 * The app's weather service: the National Weather Service at WEATHER_BASE_URL, asked as the app
 * with a contact (its terms require a User-Agent that says who is asking), at most 5 requests a
 * second; null when the URL is empty.
 */
export function createWeather({ config }: { config: AppConfig }): Weather | null {
  if (!config.weatherBaseUrl) return null;
  const service = createNwsWeather({
    baseUrl: config.weatherBaseUrl,
    userAgent: `Tipoff/1.0 (+${config.appUrl}; ${config.contactEmail})`,
  });
  return pacedWeather(service, WEATHER_CHECKS.perSecond);
}
