import type { DriveSource } from "../../core/domain";
import { type Coordinates, distanceMiles, roundMiles } from "../../core/geo/distance";
import { z } from "../../core/zod";

/** How long and how far the drive is (one way, to 0.1 mile), and whether a routing service said so or we estimated it. */
export type DriveTime = { minutes: number; miles: number; source: DriveSource };

/** The one thing the app asks of routing; tests pass a fake. */
export type Router = { drive(from: Coordinates, to: Coordinates): Promise<DriveTime> };

/** The context's router (docs/decisions/230): the app's, or a test's fake. */
export type RouterCtx = { readonly router: Router };

/**
 * docs/decisions/242 (amending 066): roads are about 1.3 × the straight line; the road miles are
 * driven band by band, town streets first, then arterials, then highway; never under 10 minutes.
 * The town speed is the free-flow speed of an urban collector in MTC's travel model (25 mph); the
 * others are NHTSA's measured free-flow means (National Traffic Speeds Survey III, 2015): minor
 * arterials and collectors 49.7 mph, freeways 70.4 mph.
 */
export const DRIVE_ESTIMATE = {
  roadFactor: 1.3,
  bands: [
    { upToMiles: 3, milesPerHour: 25 },
    { upToMiles: 10, milesPerHour: 49.7 },
    { upToMiles: Number.POSITIVE_INFINITY, milesPerHour: 70.4 },
  ],
  minimumMinutes: 10,
} as const;

export const ROUTING_TIMEOUT_MS = 3000;

/** Road miles by the estimate: the great-circle distance × 1.3. */
export function estimateMiles(from: Coordinates, to: Coordinates): number {
  return distanceMiles(from, to) * DRIVE_ESTIMATE.roadFactor;
}

/** Minutes to drive `miles` of road, each band's share at its speed. */
function bandMinutes(miles: number): number {
  let minutes = 0;
  let from = 0;
  for (const band of DRIVE_ESTIMATE.bands) {
    const share = Math.min(miles, band.upToMiles) - from;
    if (share <= 0) break;
    minutes += (share / band.milesPerHour) * 60;
    from = band.upToMiles;
  }
  return minutes;
}

/** The offline estimate: great-circle distance × 1.3, driven band by band, rounded up, at least 10 minutes. */
export function estimateDrive(from: Coordinates, to: Coordinates): DriveTime {
  const miles = estimateMiles(from, to);
  // A sum of fractions can land a hair above a whole minute (12.000000001); that is not a 13th minute.
  const minutes = Math.ceil(bandMinutes(miles) - 1e-9);
  return { minutes: Math.max(DRIVE_ESTIMATE.minimumMinutes, minutes), miles: roundMiles(miles), source: "estimate" };
}

const METERS_PER_MILE = 1609.344;

export const estimatingRouter: Router = {
  drive: async (from, to) => estimateDrive(from, to),
};

// An OSRM /route answer: "Ok" with at least one route whose duration is in seconds and distance in
// metres. A week (or 10,000 km) is far beyond any drive to a game; a larger number is a broken
// answer, not a route.
const OsrmReplySchema = z.object({
  code: z.literal("Ok"),
  routes: z
    .array(
      z.object({
        duration: z
          .number()
          .finite()
          .min(0)
          .max(7 * 86_400),
        distance: z.number().finite().min(0).max(10_000_000),
      }),
    )
    .min(1),
});

export type OsrmOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };

/** `lng,lat` with at most 6 decimals (about 10 cm), as OSRM reads coordinates. */
const lngLat = ({ latitude, longitude }: Coordinates) => `${longitude.toFixed(6)},${latitude.toFixed(6)}`;

/**
 * An OSRM-compatible service (`/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false`), asked
 * with a timeout so a slow service never holds a person's form; any failure (network, timeout,
 * HTTP error, an answer we cannot read, no route) falls back to the estimate.
 */
export function createOsrmRouter({ baseUrl, userAgent, timeoutMs = ROUTING_TIMEOUT_MS }: OsrmOptions): Router {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    async drive(from, to) {
      const url = new URL(`route/v1/driving/${lngLat(from)};${lngLat(to)}`, base);
      url.searchParams.set("overview", "false");
      try {
        const response = await fetch(url, {
          headers: { "User-Agent": userAgent, Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          console.warn("routing service answered", response.status);
          return estimateDrive(from, to);
        }
        const reply = OsrmReplySchema.safeParse(await response.json());
        const route = reply.success ? reply.data.routes[0] : undefined;
        if (route === undefined) {
          console.warn("routing service sent no usable route");
          return estimateDrive(from, to);
        }
        return {
          minutes: Math.ceil(route.duration / 60),
          miles: roundMiles(route.distance / METERS_PER_MILE),
          source: "routing",
        };
      } catch (error) {
        console.warn("routing service failed", error instanceof Error ? error.name : "unknown error");
        return estimateDrive(from, to);
      }
    },
  };
}
