import { type SQL, sql } from "drizzle-orm";
import { boundingBox, type Coordinates } from "../../core/geo/distance";
import type { DbCtx } from "../db/client.server";

/** How far from a person's usual start the nearest school may be for its state to count as theirs. */
const HOME_STATE_RADIUS_MILES = 30;

/**
 * The state of the school nearest a point, as one scalar subquery: a box on `schools_lat_lng_idx`,
 * then the nearest by flat distance (longitude scaled by the latitude's cosine). NULL when no
 * school is within the radius.
 */
export function stateNearest(point: Coordinates): SQL {
  const box = boundingBox(point, HOME_STATE_RADIUS_MILES);
  const cosine = Math.cos((point.latitude * Math.PI) / 180);
  const longitudes = box.longitudes.map((range) => sql`nearest.longitude BETWEEN ${range.min} AND ${range.max}`);
  return sql`(SELECT nearest.state FROM schools AS nearest WHERE nearest.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude} AND (${sql.join(longitudes, sql` OR `)}) ORDER BY (nearest.latitude - ${point.latitude}) * (nearest.latitude - ${point.latitude}) + (nearest.longitude - ${point.longitude}) * (nearest.longitude - ${point.longitude}) * ${cosine * cosine} LIMIT 1)`;
}

/** The state a person's usual start is in (its nearest school's), or null when no school is near. */
export async function stateNear({ db }: DbCtx, point: Coordinates): Promise<string | null> {
  const row = await db.get<{ state: string | null }>(sql`SELECT ${stateNearest(point)} AS state`);
  return row?.state ?? null;
}
