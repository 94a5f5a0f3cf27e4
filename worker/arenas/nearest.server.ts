import { and, between, eq, or } from "drizzle-orm";
import type { ArenaSummary } from "../../core/arenas/arena-summary";
import { NEARBY_ARENA_COUNT } from "../../core/domain";
import { boundingBox, type Coordinates, distanceMiles, roundMiles } from "../../core/geo/distance";
import type { DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import { summaryColumns, toSummary } from "./search.server";

export type NearbyArena = ArenaSummary & { distanceMiles: number };

// Start with a box a long drive wide and widen it until enough arenas fall inside; half the
// earth's circumference covers everything.
const FIRST_RADIUS_MILES = 60;
const MAX_RADIUS_MILES = 12_500;

/**
 * The closest approved arenas by great-circle distance: an index range scan on
 * latitude/longitude narrows the candidates, then the exact distance sorts them.
 */
export async function findNearestArenas(
  { db }: DbCtx,
  origin: Coordinates,
  limit: number = NEARBY_ARENA_COUNT,
): Promise<NearbyArena[]> {
  for (let radius = FIRST_RADIUS_MILES; ; radius *= 4) {
    const box = boundingBox(origin, Math.min(radius, MAX_RADIUS_MILES));
    const rows = await db
      .select(summaryColumns)
      .from(arenas)
      .where(
        and(
          eq(arenas.approved, true),
          between(arenas.latitude, box.minLatitude, box.maxLatitude),
          or(...box.longitudes.map((range) => between(arenas.longitude, range.min, range.max))),
        ),
      );
    const ranked = rows
      .map(toSummary)
      .flatMap((arena) => (arena.coordinates ? [{ ...arena, exact: distanceMiles(origin, arena.coordinates) }] : []))
      // Only arenas inside the circle are certain: one just outside it may be beaten by one outside the box.
      .filter((arena) => arena.exact <= radius || radius >= MAX_RADIUS_MILES)
      .sort((a, b) => a.exact - b.exact || a.name.localeCompare(b.name));
    if (ranked.length >= limit || radius >= MAX_RADIUS_MILES) {
      return ranked.slice(0, limit).map(({ exact, ...arena }) => ({ ...arena, distanceMiles: roundMiles(exact) }));
    }
  }
}
