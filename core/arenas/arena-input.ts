import { ARENA_LEVELS, type ArenaLevel } from "../domain";
import { type Arena, type ArenaArrival, arenaText, type Coordinates } from "./arena";
import { ARRIVAL_TEXT_KEYS, type ArrivalTextField, type PinField } from "./arrival-text";
import { ARENA_NOTE_KEYS, ARENA_TEXT_RULES, type ArenaNote, type RequiredText } from "./field-labels";

export type { Coordinates };

/**
 * What a person fills in to add or edit an arena, as the schema in core/validation/arena.ts parses
 * it (that file fails to compile if the two differ). Written out here so the arena and suggestion
 * modules name it without importing the schemas, which import their labels and limits from here.
 */
export type ArenaInput = Record<RequiredText, string> &
  Record<ArenaNote | ArrivalTextField, string | null> &
  Record<PinField | "latitude" | "longitude" | "arrivalMinutes", number | null> & { level: ArenaLevel | null };
export type ArenaField = keyof ArenaInput;

/** Validated input with its coordinates settled (typed or geocoded). */
export type ArenaDraft = ArenaInput & Coordinates;

/** The stored arena as form input, so a partial change can be laid over it. */
export function inputFromArena(arena: Arena): ArenaInput {
  const required = {} as Record<keyof typeof ARENA_TEXT_RULES, string>;
  for (const field of Object.keys(ARENA_TEXT_RULES) as (keyof typeof ARENA_TEXT_RULES)[]) {
    required[field] = arenaText(arena, field);
  }
  const notes = {} as Record<ArenaNote, string | null>;
  for (const field of ARENA_NOTE_KEYS) {
    const value = arenaText(arena, field);
    notes[field] = value === "" ? null : value;
  }
  return {
    ...required,
    ...notes,
    level: ARENA_LEVELS.find((level) => level === arena.level) ?? null,
    latitude: arena.coordinates?.latitude ?? null,
    longitude: arena.coordinates?.longitude ?? null,
    ...arrivalInput(arena.arrival),
  };
}

/** The grouped arrival details back as the form's flat fields ("" text as null, like the notes). */
function arrivalInput(arrival: ArenaArrival) {
  const texts = {} as Record<ArrivalTextField, string | null>;
  for (const field of ARRIVAL_TEXT_KEYS) texts[field] = arrival[field] === "" ? null : arrival[field];
  return {
    ...texts,
    entranceLatitude: arrival.entrancePin?.latitude ?? null,
    entranceLongitude: arrival.entrancePin?.longitude ?? null,
    parkingLatitude: arrival.parkingPin?.latitude ?? null,
    parkingLongitude: arrival.parkingPin?.longitude ?? null,
    arrivalMinutes: arrival.arrivalMinutes,
  } satisfies Partial<ArenaInput>;
}

/** A PATCH's fields over the stored ones: a field left out (zod omits absent keys) keeps its value. */
export function mergeArenaInput(stored: ArenaInput, changes: Partial<ArenaInput>): ArenaInput {
  return { ...stored, ...changes };
}
