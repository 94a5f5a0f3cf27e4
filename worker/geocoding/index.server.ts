import type { AppConfig, ConfigCtx, EnvCtx } from "../platform/env.server";
import { cachedGeocoder, cachedReverseGeocoder } from "./cache.server";
import type { Geocoder, ReverseGeocoder } from "./geocoder";
import { createNominatimGeocoder, createNominatimReverseGeocoder } from "./nominatim";
import { throttledGeocoder, throttledReverseGeocoder } from "./throttle.server";

const userAgentFor = (config: AppConfig) => `Tipoff/1.0 (+https://tipoff.app; ${config.contactEmail})`;
/** A reverse lookup only fills a form in: it waits less for the shared slot than a submission does. */
const REVERSE_MAX_WAIT_MS = 1200;

/** The app's geocoder: the KV cache first, then the throttled Nominatim-compatible service. */
export function createGeocoder({ env, config }: EnvCtx & ConfigCtx): Geocoder {
  const upstream = createNominatimGeocoder({
    baseUrl: config.geocoderBaseUrl,
    userAgent: userAgentFor(config),
  });
  return cachedGeocoder(
    throttledGeocoder(upstream, env.RATE_LIMITS, { perSecond: config.geocoderRequestsPerSecond }),
    env.GEOCODE_CACHE,
  );
}

/** The app's reverse geocoder: the KV cache first, then the same throttled service. */
export function createReverseGeocoder({ env, config }: EnvCtx & ConfigCtx): ReverseGeocoder {
  const upstream = createNominatimReverseGeocoder({ baseUrl: config.geocoderBaseUrl, userAgent: userAgentFor(config) });
  return cachedReverseGeocoder(
    throttledReverseGeocoder(upstream, env.RATE_LIMITS, {
      maxWaitMs: REVERSE_MAX_WAIT_MS,
      perSecond: config.geocoderRequestsPerSecond,
    }),
    env.GEOCODE_CACHE,
  );
}
