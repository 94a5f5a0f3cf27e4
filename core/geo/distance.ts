// The earth's radius lives here, beside the one formula that uses it: a page that shows miles then
// loads no other module for it (docs/decisions/248).
export const EARTH_RADIUS_MILES = 3959;

export type Coordinates = { latitude: number; longitude: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine, earth radius 3959 miles: the figure every distance shown is computed with). */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

const KILOMETERS_PER_MILE = 1.609344;

/** The same great-circle distance in kilometres. */
export function distanceKilometers(from: Coordinates, to: Coordinates): number {
  return distanceMiles(from, to) * KILOMETERS_PER_MILE;
}

/** Rounded to 0.1 mile, as the cards show it. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export function formatMilesAway(miles: number): string {
  return `${roundMiles(miles)} miles away`;
}

const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;

export type LongitudeRange = { min: number; max: number };
export type BoundingBox = { minLatitude: number; maxLatitude: number; longitudes: LongitudeRange[] };

/**
 * A box that contains every point within `radiusMiles` of `center`, for an index range scan
 * before the exact distance. Near a pole the box spans every longitude; across the antimeridian
 * it is split into two longitude ranges.
 */
export function boundingBox(center: Coordinates, radiusMiles: number): BoundingBox {
  const deltaLatitude = radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, center.latitude - deltaLatitude);
  const maxLatitude = Math.min(90, center.latitude + deltaLatitude);
  // The widest longitude span of the circle is at the latitude nearest a pole.
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos(toRadians(widestLatitude));
  const deltaLongitude = cosine <= 1e-9 ? 360 : radiusMiles / (MILES_PER_DEGREE_LATITUDE * cosine);
  if (deltaLongitude >= 180) return { minLatitude, maxLatitude, longitudes: [{ min: -180, max: 180 }] };

  const west = center.longitude - deltaLongitude;
  const east = center.longitude + deltaLongitude;
  if (west < -180)
    return {
      minLatitude,
      maxLatitude,
      longitudes: [
        { min: west + 360, max: 180 },
        { min: -180, max: east },
      ],
    };
  if (east > 180)
    return {
      minLatitude,
      maxLatitude,
      longitudes: [
        { min: west, max: 180 },
        { min: -180, max: east - 360 },
      ],
    };
  return { minLatitude, maxLatitude, longitudes: [{ min: west, max: east }] };
}
