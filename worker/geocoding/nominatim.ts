import { z } from "../../core/zod";
import {
  type GeocodeResult,
  type Geocoder,
  isCoordinatePair,
  type Point,
  type ReverseGeocoder,
  type ReverseResult,
} from "./geocoder";

export const GEOCODER_TIMEOUT_MS = 5000;

// Nominatim answers lat/lon as strings; other compatible services sometimes as numbers.
const numeric = z.union([z.number(), z.string().trim().min(1).transform(Number)]);
const PlaceSchema = z.object({ lat: numeric, lon: numeric });
const ReplySchema = z.array(z.unknown());

// A reverse reply's address parts (addressdetails=1); each may be missing. A point in the sea or
// outside any place answers `{ "error": "Unable to geocode" }` instead.
const part = z.string().trim().optional().catch(undefined);
const ReverseReplySchema = z.union([
  z.object({ error: z.string() }),
  z.object({
    address: z.object({
      house_number: part,
      road: part,
      city: part,
      town: part,
      village: part,
      hamlet: part,
      suburb: part,
      state: part,
      "ISO3166-2-lvl4": part,
      postcode: part,
    }),
  }),
]);

export type NominatimOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };

/** One GET to the service: its JSON, or null for an HTTP error, a timeout or a body that is not JSON. */
async function askService(url: URL, { userAgent, timeoutMs }: Required<Omit<NominatimOptions, "baseUrl">>) {
  try {
    const response = await fetch(url, {
      headers: { "User-Agent": userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      console.warn("geocoder answered", response.status);
      return null;
    }
    return (await response.json()) as unknown;
  } catch (error) {
    console.warn("geocoder failed", error instanceof Error ? error.name : "unknown error");
    return null;
  }
}

const endpoint = (baseUrl: string, path: string) => new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);

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
  const searchUrl = endpoint(baseUrl, "search");
  return {
    async geocode(query: string): Promise<GeocodeResult> {
      const url = new URL(searchUrl);
      url.search = new URLSearchParams({ q: query, format: "json", limit: "1" }).toString();
      const body = await askService(url, { userAgent, timeoutMs });
      if (body === null) return { ok: false, reason: "unavailable" };
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

/**
 * The same service's reverse lookup (`/reverse?lat=…&lon=…&format=jsonv2&addressdetails=1`): the
 * street line, the place (city, else town, village, hamlet), the state as its two-letter code
 * (from ISO 3166-2, "US-OH") and the ZIP.
 */
export function createNominatimReverseGeocoder({
  baseUrl,
  userAgent,
  timeoutMs = GEOCODER_TIMEOUT_MS,
}: NominatimOptions): ReverseGeocoder {
  const reverseUrl = endpoint(baseUrl, "reverse");
  return {
    async reverse({ latitude, longitude }: Point): Promise<ReverseResult> {
      const url = new URL(reverseUrl);
      url.search = new URLSearchParams({
        lat: String(latitude),
        lon: String(longitude),
        format: "jsonv2",
        addressdetails: "1",
        zoom: "18",
      }).toString();
      const body = await askService(url, { userAgent, timeoutMs });
      if (body === null) return { ok: false, reason: "unavailable" };
      const reply = ReverseReplySchema.safeParse(body);
      if (!reply.success) return { ok: false, reason: "unavailable" };
      if ("error" in reply.data) return { ok: false, reason: "not_found" };
      const parts = reply.data.address;
      const iso = parts["ISO3166-2-lvl4"]?.match(/^US-([A-Z]{2})$/)?.[1];
      return {
        ok: true,
        place: {
          address: [parts.house_number, parts.road].filter(Boolean).join(" "),
          city: parts.city ?? parts.town ?? parts.village ?? parts.hamlet ?? parts.suburb ?? "",
          state: iso ?? "",
          zipCode: parts.postcode ?? "",
        },
      };
    },
  };
}
