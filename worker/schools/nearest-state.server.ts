import { type SQL, sql } from "drizzle-orm";
import { boundingBox, type Coordinates } from "../../core/geo/distance";
import type { DbCtx } from "../db/client.server";

/** How far from a person's usual start the nearest school may be for its state to count as theirs. */
const HOME_STATE_RADIUS_MILES = 30;
/** Looked at first: a town's own schools, a few dozen rows rather than a metro area's thousands. */
const NEAR_RADIUS_MILES = 3;

/** The state of the school nearest a point within a radius, or NULL: a box on `schools_lat_lng_idx`. */
function stateWithin(point: Coordinates, radiusMiles: number): SQL {
  const box = boundingBox(point, radiusMiles);
  const cosine = Math.cos((point.latitude * Math.PI) / 180);
  const longitudes = box.longitudes.map((range) => sql`nearest.longitude BETWEEN ${range.min} AND ${range.max}`);
  return sql`(SELECT nearest.state FROM schools AS nearest WHERE nearest.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude} AND (${sql.join(longitudes, sql` OR `)}) ORDER BY (nearest.latitude - ${point.latitude}) * (nearest.latitude - ${point.latitude}) + (nearest.longitude - ${point.longitude}) * (nearest.longitude - ${point.longitude}) * ${cosine * cosine} LIMIT 1)`;
}

/**
 * The state of the school nearest a point, as one scalar expression: within 3 miles first, and only
 * when none is there within 30 (COALESCE stops at its first value). Nearest by flat distance
 * (longitude scaled by the latitude's cosine); NULL when no school is within 30 miles.
 */
export function stateNearest(point: Coordinates): SQL {
  return sql`COALESCE(${stateWithin(point, NEAR_RADIUS_MILES)}, ${stateWithin(point, HOME_STATE_RADIUS_MILES)})`;
}

/** The state a person's usual start is in (its nearest school's), or null when no school is near. */
export async function stateNear({ db }: DbCtx, point: Coordinates): Promise<string | null> {
  const row = await db.get<{ state: string | null }>(sql`SELECT ${stateNearest(point)} AS state`);
  return row?.state ?? null;
}
