import type { Coordinates } from "../../core/geo/distance";
import { WEATHER_CHECKS, WEATHER_SEVERITIES } from "../../core/weather/limits";
import { z } from "../../core/zod";
import { pointText, type Weather, type WeatherAlert, type WeatherAnswer } from "./weather";

// The National Weather Service's active alerts at a point (https://www.weather.gov/documentation/services-web-api):
// GeoJSON, a FeatureCollection whose features' `properties` are CAP fields. Only what the rule reads is parsed.

/** An ISO 8601 instant as epoch milliseconds; null when missing or unreadable. */
const instant = z
  .string()
  .nullish()
  .transform((value) => {
    const parsed = value ? Date.parse(value) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : null;
  })
  .catch(null);

const AlertSchema = z.object({
  event: z.string().trim().min(1).max(200),
  // A severity CAP does not know reads as Unknown, which moves nothing.
  severity: z.enum(WEATHER_SEVERITIES).catch("Unknown"),
  headline: z.string().trim().max(500).nullish().catch(null),
  // "Actual" alerts only: exercises, tests and drafts are not weather.
  status: z.string().optional(),
  messageType: z.string().optional(),
  effective: instant,
  onset: instant,
  expires: instant,
  ends: instant,
});

const ReplySchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.object({ properties: z.unknown() })),
});

export type NwsOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };

const failed: WeatherAnswer = { outcome: "failed", alerts: [] };

/** The features' alerts; a feature of another shape is left out with a log line, the others kept. */
function alertsOf(features: Array<{ properties: unknown }>): WeatherAlert[] {
  return features.flatMap(({ properties }): WeatherAlert[] => {
    const parsed = AlertSchema.safeParse(properties);
    if (!parsed.success) {
      console.warn("weather service: an alert of an unknown shape was left out");
      return [];
    }
    const alert = parsed.data;
    if ((alert.status && alert.status !== "Actual") || alert.messageType === "Cancel") return [];
    return [
      {
        event: alert.event,
        severity: alert.severity,
        headline: alert.headline || alert.event,
        onset: alert.onset ?? alert.effective,
        ends: alert.ends ?? alert.expires,
      },
    ];
  });
}

/**
 * `GET {baseUrl}/alerts/active?point={lat},{lon}`, with the User-Agent the service's terms ask for
 * (an app and a contact) and a timeout. Never throws: 404 or 400 (a point outside the service's
 * area, as outside the US) is `outside`; anything else that is not a readable 200 is `failed`,
 * with a log line.
 */
export function createNwsWeather({ baseUrl, userAgent, timeoutMs = WEATHER_CHECKS.timeoutMs }: NwsOptions): Weather {
  const endpoint = new URL("alerts/active", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  return {
    async alertsAt(point: Coordinates): Promise<WeatherAnswer> {
      // The comma is written as it is: the service documents `point={lat},{lon}`.
      const url = `${endpoint.href}?point=${pointText(point)}`;
      try {
        const response = await fetch(url, {
          headers: { "User-Agent": userAgent, Accept: "application/geo+json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404 || response.status === 400) {
          await response.body?.cancel();
          return { outcome: "outside", alerts: [] };
        }
        if (!response.ok) {
          await response.body?.cancel();
          console.warn("weather service answered", response.status);
          return failed;
        }
        const reply = ReplySchema.safeParse(await response.json());
        if (!reply.success) {
          console.warn("weather service: an answer of an unknown shape");
          return failed;
        }
        return { outcome: "found", alerts: alertsOf(reply.data.features) };
      } catch (error) {
        console.warn("weather service failed", error instanceof Error ? error.name : "unknown error");
        return failed;
      }
    },
  };
}
