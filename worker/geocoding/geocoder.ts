/** Coordinates for an address, or why there are none. */
export type GeocodeResult =
  | { ok: true; latitude: number; longitude: number }
  | {
      ok: false;
      /**
       * not_found: the service answered and knows no such place; unavailable: an HTTP error, a
       * timeout or a reply we cannot read; busy: our own one-request-per-second budget was spent.
       */
      reason: "not_found" | "unavailable" | "busy";
    };

/** How long this call may wait for the service's one request a second; past it the answer is "busy". */
export type GeocodeOptions = { maxWaitMs?: number };

/** The one thing the app asks of a geocoding service; tests pass a fake. */
export type Geocoder = {
  geocode(query: string, options?: GeocodeOptions): Promise<GeocodeResult>;
  /** The answer already kept for this query (the cache), or null: the service is not asked. */
  known?(query: string): Promise<GeocodeResult | null>;
};

/** The context's geocoder (docs/decisions/230): the app's, or a test's fake. */
export type GeocoderCtx = { readonly geocoder: Geocoder };

/** A point's postal address as the arena form takes it; a part the service does not know is "". */
export type PointAddress = { address: string; city: string; state: string; zipCode: string };
export type ReverseResult =
  | { ok: true; place: PointAddress }
  | { ok: false; reason: "not_found" | "unavailable" | "busy" };
export type Point = { latitude: number; longitude: number };

/** The address at a point (the map's "Add a gym here"); tests pass a fake. */
export type ReverseGeocoder = { reverse(point: Point): Promise<ReverseResult> };

/** 4 decimals, about 11 m: the lookup and its cache entry are the same for clicks on one building. */
export function roundPoint(point: Point): Point {
  return { latitude: Math.round(point.latitude * 1e4) / 1e4, longitude: Math.round(point.longitude * 1e4) / 1e4 };
}

/** The free-form query sent to the service: "street, city, state zip". */
export function addressQuery(address: {
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
}): string {
  const stateZip = [address.state, address.zipCode].filter(Boolean).join(" ");
  return [address.address, address.city, stateZip].filter(Boolean).join(", ");
}

/**
 * The cache key's form of a query: case, accents' composition, spacing and punctuation around
 * commas do not make a different place, so "1 Main St ,Springfield" and "1 main st, springfield"
 * share one entry.
 */
export function normaliseAddress(query: string): string {
  return query
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,.]+|[\s,.]+$/g, "");
}

export function isCoordinatePair(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}
