import type { arenas } from "../db/schema.server";
import { ARENA_LEVELS } from "../domain";
import type { ArenaInput } from "../validation/arena";
import type { Arena } from "./arena";

export type Coordinates = { latitude: number; longitude: number };

/** Validated input with its coordinates settled (typed or geocoded). */
export type ArenaDraft = ArenaInput & Coordinates;

/** The stored arena as form input, so a partial change can be laid over it. */
export function inputFromArena(arena: Arena): ArenaInput {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    name: arena.name,
    school: arena.school,
    conference: arena.conference,
    level: ARENA_LEVELS.find((level) => level === arena.level) ?? null,
    address: arena.address,
    city: arena.city,
    state: arena.state,
    zipCode: arena.zipCode,
    latitude: arena.coordinates?.latitude ?? null,
    longitude: arena.coordinates?.longitude ?? null,
    parking: orNull(arena.parking),
    lockerRooms: orNull(arena.lockerRooms),
    food: orNull(arena.localInfo.food),
    hotels: orNull(arena.localInfo.hotels),
    safety: orNull(arena.localInfo.safety),
  };
}

/** A PATCH's fields over the stored ones: a field left out (zod omits absent keys) keeps its value. */
export function mergeArenaInput(stored: ArenaInput, changes: Partial<ArenaInput>): ArenaInput {
  return { ...stored, ...changes };
}

/**
 * The columns an insert and an update write: every input field is a column of
 * the same name. Required text is never empty after validation; "" for the seeded arenas'
 * unknown address or ZIP is stored as NULL.
 */
export function arenaColumns(draft: ArenaDraft) {
  return {
    ...draft,
    address: draft.address || null,
    zipCode: draft.zipCode || null,
  } satisfies Partial<typeof arenas.$inferInsert>;
}
