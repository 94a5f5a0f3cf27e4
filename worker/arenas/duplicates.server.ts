import { and, between, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type DuplicateCandidate, normalizeArenaName, normalizePlace } from "../../core/arenas/duplicate-name";
import { boundingBox, type Coordinates, distanceKilometers } from "../../core/geo/distance";
import type { DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";

export type { DuplicateCandidate };

/** Within this distance a new arena is probably one already listed (docs/decisions/077). */
export const DUPLICATE_RADIUS_KM = 0.3;
/** The most candidates shown or recorded: a short list a person can check at a glance. */
export const MAX_DUPLICATES = 5;

/** A candidate with what decides who may be shown it. */
export type FoundDuplicate = DuplicateCandidate & { approved: boolean; createdBy: string | null };

export type DuplicateProbe = { name: string; city: string; state: string } & Coordinates;

const KM_PER_MILE = 1.609344;

const candidateColumns = {
  id: arenas.id,
  name: arenas.name,
  city: arenas.city,
  state: arenas.state,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
  approved: arenas.approved,
  createdBy: arenas.createdBy,
};

/**
 * Existing arenas, approved or pending, that the probe may duplicate: within 300 m, or with a
 * near-identical name in the same city and state. Nearest first, then same-name ones, at most 5.
 * Two reads in one batch: a latitude/longitude box on `arenas_approved_lat_lng_idx` (both
 * approval states), and the arenas of the state, whose city and name are compared normalized.
 */
export async function findPossibleDuplicates(
  { db }: DbCtx,
  probe: DuplicateProbe,
  { excludeId }: { excludeId?: string | undefined } = {},
): Promise<FoundDuplicate[]> {
  const box = boundingBox(probe, DUPLICATE_RADIUS_KM / KM_PER_MILE);
  const notSelf = excludeId === undefined ? undefined : ne(arenas.id, excludeId);
  const [near, sameState] = await db.batch([
    db
      .select(candidateColumns)
      .from(arenas)
      .where(
        and(
          inArray(arenas.approved, [true, false]),
          between(arenas.latitude, box.minLatitude, box.maxLatitude),
          or(...box.longitudes.map((range) => between(arenas.longitude, range.min, range.max))),
          notSelf,
        ),
      ),
    db
      .select(candidateColumns)
      .from(arenas)
      .where(and(eq(sql`lower(trim(${arenas.state}))`, probe.state.trim().toLowerCase()), notSelf)),
  ]);

  const nearby = near
    .flatMap((row) =>
      row.latitude !== null && row.longitude !== null
        ? [{ row, km: distanceKilometers(probe, { latitude: row.latitude, longitude: row.longitude }) }]
        : [],
    )
    .filter(({ km }) => km <= DUPLICATE_RADIUS_KM)
    .sort((a, b) => a.km - b.km || a.row.name.localeCompare(b.row.name))
    .map(({ row }) => row);

  const name = normalizeArenaName(probe.name);
  const city = normalizePlace(probe.city);
  const sameName = sameState
    .filter((row) => name !== "" && normalizePlace(row.city) === city && normalizeArenaName(row.name) === name)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

  const seen = new Set<string>();
  const found: FoundDuplicate[] = [];
  for (const row of [...nearby, ...sameName]) {
    if (seen.has(row.id) || found.length >= MAX_DUPLICATES) continue;
    seen.add(row.id);
    found.push({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      approved: row.approved,
      createdBy: row.createdBy,
    });
  }
  return found;
}

/**
 * What the submitter is asked about: published arenas only, the ones "already listed" with a page
 * anyone can open. Pending ones (someone else's, never named to another person, or the
 * submitter's own) are recorded for the admin, who sees both side by side.
 */
export function visibleDuplicates(found: readonly FoundDuplicate[]): DuplicateCandidate[] {
  return found.filter((arena) => arena.approved).map(({ id, name, city, state }) => ({ id, name, city, state }));
}

/**
 * The recorded candidates of many arenas in one query, by id, in each list's order; an arena
 * deleted since it was recorded is left out.
 */
export async function loadDuplicates(
  { db }: DbCtx,
  lists: readonly (readonly string[] | null)[],
): Promise<Map<string, FoundDuplicate>> {
  const ids = [...new Set(lists.flatMap((list) => list ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: arenas.id,
      name: arenas.name,
      city: arenas.city,
      state: arenas.state,
      approved: arenas.approved,
      createdBy: arenas.createdBy,
    })
    .from(arenas)
    .where(inArray(arenas.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One recorded list resolved against `loadDuplicates`' answer. */
export function resolveDuplicates(
  ids: readonly string[] | null,
  found: ReadonlyMap<string, FoundDuplicate>,
): FoundDuplicate[] {
  return (ids ?? []).flatMap((id) => {
    const arena = found.get(id);
    return arena ? [arena] : [];
  });
}
