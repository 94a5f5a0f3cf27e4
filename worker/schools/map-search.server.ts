import { type Failure, fail, rateLimited } from "../../core/failure";
import type { MapPlace } from "../../core/schools/school";
import { SCHOOL_TEXT } from "../../core/schools/school-text";
import type { Geocoder } from "../geocoding/geocoder";
import { createGeocoder } from "../geocoding/index.server";
import type { ConfigCtx, EnvCtx } from "../platform/env.server";

/** How long an unavailable service's answer is kept (the geocoding cache's shortest TTL). */
const UNAVAILABLE_RETRY_SECONDS = 60;

/**
 * The place the typed words name, through the app's geocoder (the KV cache first, then the
 * service at one request per second for the whole app). Asked only when a person asks: the list's
 * search never reaches it. Busy or unavailable is a 429 with when to try again.
 */
export async function searchMap(
  ctx: EnvCtx & ConfigCtx,
  query: string,
  geocoder: Geocoder = createGeocoder(ctx),
): Promise<{ ok: true; places: MapPlace[] } | Failure> {
  const result = await geocoder.geocode(query);
  if (result.ok) {
    return {
      ok: true,
      places: [{ name: query, coordinates: { latitude: result.latitude, longitude: result.longitude } }],
    };
  }
  if (result.reason === "not_found") return { ok: true, places: [] };
  if (result.reason === "busy") return rateLimited(SCHOOL_TEXT.mapSearchBusy, 1);
  return fail("rate_limited", SCHOOL_TEXT.mapSearchUnavailable, { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
}
