import type { Services } from "../services.server";
import { cachedGeocoder } from "./cache.server";
import type { Geocoder } from "./geocoder";
import { createNominatimGeocoder } from "./nominatim";
import { throttledGeocoder } from "./throttle.server";

/** The app's geocoder: the KV cache first, then the throttled Nominatim-compatible service. */
export function createGeocoder({ env, config }: Pick<Services, "env" | "config">): Geocoder {
  const upstream = createNominatimGeocoder({
    baseUrl: config.geocoderBaseUrl,
    userAgent: `Tipoff/1.0 (+https://tipoff.app; ${config.contactEmail})`,
  });
  return cachedGeocoder(throttledGeocoder(upstream, env.RATE_LIMITS), env.GEOCODE_CACHE);
}
