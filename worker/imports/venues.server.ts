import { and, count, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { arenas, venueAliases } from "../db/schema.server";
import { boundingBox, type Coordinates, distanceKilometers } from "../geo/distance";
import type { GeocodeResult, Geocoder } from "../geocoding/geocoder";
import { normalizeVenueName, venueKey } from "./event-text";
import type { ArenaCandidate } from "./game-fields";
import { IMPORT_LIMITS } from "./limits";
import type { ImportedEvent } from "./parse";
import { sharedAliasFilter } from "./shared-aliases.server";

/** How a venue was settled: an arena (and by which rule), or a question with candidates. */
export type VenueAnswer =
  | { arenaId: string; rule: "alias" | "name" | "address" }
  | { arenaId: null; candidates: ArenaCandidate[] };

export type VenueDeps = { db: Db; geocoder: Geocoder };

type Place = Pick<ImportedEvent, "venueText" | "site" | "address" | "state">;

const CANDIDATE_RADIUS_MILES = 25;
const METERS_PER_KILOMETER = 1000;

/** An arena the person may use: published, or their own pending one. */
const usableBy = (userId: string) => or(eq(arenas.approved, true), eq(arenas.createdBy, userId));

/** D1 binds at most 100 parameters per statement: long lists are read in parts. */
export function inChunks<Item>(list: Item[], size = 90): Item[][] {
  const parts: Item[][] = [];
  for (let index = 0; index < list.length; index += size) parts.push(list.slice(index, index + size));
  return parts;
}

/**
 * The aliases that apply to these venue texts for this person: their own answer first, else an
 * answer that enough different people gave (and no other answer as often).
 */
export async function aliasesFor(deps: { db: Db }, userId: string, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const parts = await Promise.all(inChunks(keys).map((part) => aliasesAmong(deps, userId, part)));
  const own = parts.flatMap(([mine]) => mine);
  const shared = parts.flatMap(([, everyone]) => everyone);
  const sharedByKey = new Map<string, string[]>();
  for (const row of shared) sharedByKey.set(row.venueKey, [...(sharedByKey.get(row.venueKey) ?? []), row.arenaId]);
  for (const [key, arenaIds] of sharedByKey) if (arenaIds.length === 1 && arenaIds[0]) found.set(key, arenaIds[0]);
  for (const row of own) found.set(row.venueKey, row.arenaId);
  return found;
}

function aliasesAmong(deps: { db: Db }, userId: string, keys: string[]) {
  return deps.db.batch([
    deps.db
      .select({ venueKey: venueAliases.venueKey, arenaId: venueAliases.arenaId })
      .from(venueAliases)
      .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
      .where(and(eq(venueAliases.userId, userId), inArray(venueAliases.venueKey, keys), usableBy(userId))),
    deps.db
      .select({ venueKey: venueAliases.venueKey, arenaId: venueAliases.arenaId, people: count() })
      .from(venueAliases)
      .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
      .where(and(inArray(venueAliases.venueKey, keys), sharedAliasFilter()))
      .groupBy(venueAliases.venueKey, venueAliases.arenaId)
      .having(gte(count(), IMPORT_LIMITS.sharedAliasPeople)),
  ]);
}

type ArenaPoint = { id: string; name: string; approved: boolean; latitude: number | null; longitude: number | null };
const pointColumns = {
  id: arenas.id,
  name: arenas.name,
  approved: arenas.approved,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
};

/** Matches venues for one import: each state's arenas and each address's geocode are read once. */
export function venueMatcher(deps: VenueDeps, userId: string, aliases: Map<string, string>) {
  const statesRead = new Map<string, Promise<ArenaPoint[]>>();
  const arenasInState = (state: string) => {
    let rows = statesRead.get(state);
    if (!rows) {
      rows = deps.db
        .select(pointColumns)
        .from(arenas)
        .where(and(eq(arenas.state, state), usableBy(userId)));
      statesRead.set(state, rows);
    }
    return rows;
  };
  // Venues at one address (the courts of one school) ask the rate-limited geocoder once.
  const geocoded = new Map<string, Promise<GeocodeResult>>();
  const geocode = (address: string) => {
    let found = geocoded.get(address);
    if (!found) {
      found = deps.geocoder.geocode(address);
      geocoded.set(address, found);
    }
    return found;
  };

  async function near(point: Coordinates, radiusMiles: number, approvedOnly: boolean) {
    const box = boundingBox(point, radiusMiles);
    const longitudes = box.longitudes.map((range) =>
      and(gte(arenas.longitude, range.min), lte(arenas.longitude, range.max)),
    );
    const rows = await deps.db
      .select(pointColumns)
      .from(arenas)
      .where(
        and(
          approvedOnly ? eq(arenas.approved, true) : usableBy(userId),
          gte(arenas.latitude, box.minLatitude),
          lte(arenas.latitude, box.maxLatitude),
          or(...longitudes),
        ),
      );
    return rows
      .flatMap((row) =>
        row.latitude === null || row.longitude === null
          ? []
          : [{ ...row, kilometers: distanceKilometers(point, { latitude: row.latitude, longitude: row.longitude }) }],
      )
      .sort((a, b) => a.kilometers - b.kilometers);
  }

  async function match(place: Place): Promise<VenueAnswer> {
    const alias = aliases.get(venueKey(place.venueText));
    if (alias) return { arenaId: alias, rule: "alias" };

    const siteName = place.site ? normalizeVenueName(place.site) : "";
    const inState = place.state ? await arenasInState(place.state) : [];
    if (siteName) {
      // Published arenas only: a pending one is a valid answer, never a silent match.
      const named = inState.filter((arena) => arena.approved && normalizeVenueName(arena.name) === siteName);
      if (named.length === 1 && named[0]) return { arenaId: named[0].id, rule: "name" };
    }

    let point: Coordinates | null = null;
    if (place.address) {
      const found = await geocode(place.address);
      if (found.ok) {
        point = { latitude: found.latitude, longitude: found.longitude };
        const radiusMiles = IMPORT_LIMITS.geocodeMatchMeters / METERS_PER_KILOMETER / 1.609344;
        const close = (await near(point, radiusMiles, true)).filter(
          (arena) => arena.kilometers * METERS_PER_KILOMETER <= IMPORT_LIMITS.geocodeMatchMeters,
        );
        if (close.length === 1 && close[0]) return { arenaId: close[0].id, rule: "address" };
      }
    }
    return { arenaId: null, candidates: await candidates(siteName, inState, point) };
  }

  /** Names alike first (most shared words), then the nearest to the geocoded point. */
  async function candidates(siteName: string, inState: ArenaPoint[], point: Coordinates | null) {
    const words = new Set(siteName.split(" ").filter(Boolean));
    const alike = inState
      .map((arena) => ({
        arena,
        shared: normalizeVenueName(arena.name)
          .split(" ")
          .filter((word) => words.has(word)).length,
      }))
      .filter(({ shared }) => shared > 0)
      .sort((a, b) => b.shared - a.shared || a.arena.name.localeCompare(b.arena.name))
      .map(({ arena }) => arena);
    const nearest = point ? await near(point, CANDIDATE_RADIUS_MILES, false) : [];
    const chosen = new Map<string, ArenaCandidate>();
    for (const arena of [...alike, ...nearest]) {
      if (chosen.size >= IMPORT_LIMITS.candidates) break;
      if (!chosen.has(arena.id)) chosen.set(arena.id, { arenaId: arena.id, name: arena.name });
    }
    return [...chosen.values()];
  }

  return { match };
}

/** Whether the person may answer with this arena: a published one, or their own pending one. */
export async function isUsableArena(deps: { db: Db }, userId: string, arenaId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: arenas.id })
    .from(arenas)
    .where(and(eq(arenas.id, arenaId), usableBy(userId)))
    .limit(1);
  return Boolean(row);
}

/** Saves the person's answer for a venue text (a later answer replaces an earlier one). */
export function saveAliasQuery(deps: { db: Db }, userId: string, venueText: string, arenaId: string) {
  return deps.db
    .insert(venueAliases)
    .values({ userId, venueKey: venueKey(venueText), venueText, arenaId })
    .onConflictDoUpdate({
      target: [venueAliases.userId, venueAliases.venueKey],
      set: { arenaId, venueText, updatedAt: sql`(unixepoch() * 1000)` },
    });
}
