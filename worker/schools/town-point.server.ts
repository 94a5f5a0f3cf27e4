import { and, avg, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Coordinates } from "../../core/geo/distance";
import type { DbCtx } from "../db/client.server";
import { schools } from "../db/schema.server";

/**
 * A town's point from the schools index alone: the centre of its schools ("Mechanicsburg, PA"),
 * or null when the index has no school there. A view of the town, never a building's door: what
 * a usual start or a map falls back to when the address service cannot be reached.
 */
export async function townPoint({ db }: DbCtx, city: string, state: string): Promise<Coordinates | null> {
  const town = city.trim().replace(/\s+/g, " ");
  if (!town || !/^[A-Z]{2}$/.test(state)) return null;
  const [row] = await db
    .select({ schools: count(), latitude: avg(schools.latitude), longitude: avg(schools.longitude) })
    .from(schools)
    .where(
      and(
        eq(schools.state, state),
        sql`${schools.city} = ${town} COLLATE NOCASE`,
        isNotNull(schools.latitude),
        isNotNull(schools.longitude),
      ),
    );
  if (!row || row.schools === 0 || row.latitude === null || row.longitude === null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/** "Mechanicsburg, PA" or "Mechanicsburg PA": a town and a two-letter state, nothing else. */
const TOWN_AND_STATE = /^\s*([A-Za-z][A-Za-z .'-]{0,58}?)\s*,?\s+([A-Za-z]{2})\.?\s*$/;

/** A typed "Town, ST" placed at the centre of the town's schools, or null when it is no town of the index. */
export async function typedTownPoint(ctx: DbCtx, text: string): Promise<Coordinates | null> {
  const match = TOWN_AND_STATE.exec(text.slice(0, 80));
  if (!match?.[1] || !match[2]) return null;
  return townPoint(ctx, match[1], match[2].toUpperCase());
}
