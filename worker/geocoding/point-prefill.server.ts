import type { SchoolPrefill } from "../../core/schools/gym-prefill";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, type RateLimitsCtx } from "../platform/rate-limit.server";
import { isCoordinatePair, type ReverseGeocoder } from "./geocoder";

/** Reverse lookups a person may start in the rate-limit window; past it the form opens with the point alone. */
export const REVERSE_LOOKUPS_PER_WINDOW = 30;

/**
 * The submit form opened from a map point (coordinates and nothing else): its address, city, state
 * and ZIP from the reverse geocoder. Any failure (busy, unavailable, nothing there, the person's
 * limit) leaves the values as they came: the point alone still makes a good start.
 */
export async function prefillFromMapPoint(
  ctx: RateLimitsCtx & ClockCtx,
  reverseGeocoder: ReverseGeocoder,
  userId: string,
  values: SchoolPrefill["values"],
): Promise<SchoolPrefill["values"]> {
  const { latitude, longitude, address, city, state, zipCode, school, name } = values;
  if (!latitude || !longitude || address || city || state || zipCode || school || name) return values;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!isCoordinatePair(point.latitude, point.longitude)) return values;
  const rule = { action: "reverse-geocode", limit: REVERSE_LOOKUPS_PER_WINDOW };
  if (!(await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now())).allowed) return values;
  const found = await reverseGeocoder.reverse(point);
  if (!found.ok) return values;
  const filled = { ...values };
  for (const [field, value] of Object.entries(found.place) as [keyof typeof found.place, string][]) {
    if (value) filled[field] = value;
  }
  return filled;
}
