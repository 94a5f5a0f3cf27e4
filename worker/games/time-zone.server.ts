import tzLookup from "@photostructure/tz-lookup";
import type { Coordinates } from "../../core/arenas/arena";
import { isTimeZone } from "../../core/games/zoned-time";

/**
 * The IANA time zone at a point, derived offline (docs/decisions/065): @photostructure/tz-lookup's
 * compressed boundary map (about 73 KB, server only). Null when the runtime does not know the zone
 * it names, so a wrong clock is never shown.
 */
export function timeZoneAt({ latitude, longitude }: Coordinates): string | null {
  try {
    const zone = tzLookup(latitude, longitude);
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}
