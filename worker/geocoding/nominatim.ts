import { z } from "../validation/zod";
import { type GeocodeResult, type Geocoder, isCoordinatePair } from "./geocoder";

export const GEOCODER_TIMEOUT_MS = 5000;

// Nominatim answers lat/lon as strings; other compatible services sometimes as numbers.
const numeric = z.union([z.number(), z.string().trim().min(1).transform(Number)]);
const PlaceSchema = z.object({ lat: numeric, lon: numeric });
const ReplySchema = z.array(z.unknown());

export type NominatimOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };

/**
 * A Nominatim-compatible search (`/search?q=…&format=json&limit=1`), reading the first result's
 * lat/lon. The usage policy asks for an identifying User-Agent; the timeout keeps a slow service
 * from holding a person's form submission.
 */
export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  timeoutMs = GEOCODER_TIMEOUT_MS,
}: NominatimOptions): Geocoder {
  const searchUrl = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  return {
    async geocode(query: string): Promise<GeocodeResult> {
      const url = new URL(searchUrl);
      url.search = new URLSearchParams({ q: query, format: "json", limit: "1" }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { "User-Agent": userAgent, Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          console.warn("geocoder answered", response.status);
          return { ok: false, reason: "unavailable" };
        }
        body = await response.json();
      } catch (error) {
        console.warn("geocoder failed", error instanceof Error ? error.name : "unknown error");
        return { ok: false, reason: "unavailable" };
      }
      const reply = ReplySchema.safeParse(body);
      if (!reply.success) return { ok: false, reason: "unavailable" };
      if (reply.data.length === 0) return { ok: false, reason: "not_found" };
      const place = PlaceSchema.safeParse(reply.data[0]);
      if (!place.success || !isCoordinatePair(place.data.lat, place.data.lon))
        return { ok: false, reason: "unavailable" };
      return { ok: true, latitude: place.data.lat, longitude: place.data.lon };
    },
  };
}
