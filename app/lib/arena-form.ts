import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Arena } from "~/worker/arenas/arena";
import {
  ARENA_FIELDS,
  ARENA_NOTE_MAX_LENGTH,
  ARENA_TEXT_RULES,
  type ArenaField,
  type ArenaFieldErrors,
} from "~/worker/validation/arena";

/** The arena form as typed: every field a string, exactly what the inputs hold. */
export type ArenaFormValues = Record<ArenaField, string>;

/** What a failed submit or save returns, so the form shows the message with the input kept. */
export type ArenaActionData = {
  error: string;
  values: ArenaFormValues;
  fieldErrors: ArenaFieldErrors;
  /** On a version conflict: the version to save against now, and the arena as saved. */
  version?: string;
  current?: ArenaFormValues;
};

/** The "convert first" step's answer (spec section 5's geocoding toasts). */
export type GeocodeActionData =
  | { intent: "geocode"; coordinates: { latitude: number; longitude: number } }
  | { intent: "geocode"; error: string };

export const GEOCODE_INTENT = "geocode";

const { name, school, conference, address, city, state, zipCode } = ARENA_TEXT_RULES;
// Coordinates: long enough for any a person types; level: the longest option. The server
// checks these too; the cut only keeps junk from being echoed back.
export const ARENA_MAX_LENGTHS: Record<ArenaField, number> = {
  name: name.max,
  school: school.max,
  conference: conference.max,
  level: 40,
  address: address.max,
  city: city.max,
  state: state.max,
  zipCode: zipCode.max,
  latitude: 40,
  longitude: 40,
  parking: ARENA_NOTE_MAX_LENGTH,
  lockerRooms: ARENA_NOTE_MAX_LENGTH,
  food: ARENA_NOTE_MAX_LENGTH,
  hotels: ARENA_NOTE_MAX_LENGTH,
  safety: ARENA_NOTE_MAX_LENGTH,
};

export const EMPTY_ARENA_FORM: ArenaFormValues = {
  name: "",
  school: "",
  conference: "",
  level: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  latitude: "",
  longitude: "",
  parking: "",
  lockerRooms: "",
  food: "",
  hotels: "",
  safety: "",
};

/** The submitted strings, cut to their limits: echoed back so nothing typed is lost. */
export function readArenaFormValues(form: FormData): ArenaFormValues {
  const values = { ...EMPTY_ARENA_FORM };
  for (const field of ARENA_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, ARENA_MAX_LENGTHS[field]);
  }
  return values;
}

export function arenaFormValues(arena: Arena): ArenaFormValues {
  return {
    name: arena.name,
    school: arena.school,
    conference: arena.conference,
    level: arena.level ?? "",
    address: arena.address,
    city: arena.city,
    state: arena.state,
    zipCode: arena.zipCode,
    latitude: arena.coordinates ? String(arena.coordinates.latitude) : "",
    longitude: arena.coordinates ? String(arena.coordinates.longitude) : "",
    parking: arena.parking,
    lockerRooms: arena.lockerRooms,
    food: arena.localInfo.food,
    hotels: arena.localInfo.hotels,
    safety: arena.localInfo.safety,
  };
}

/** The address-conversion step changes nothing on the page, so it must not reload the route's data. */
export function skipRevalidateOnGeocode({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === GEOCODE_INTENT ? false : defaultShouldRevalidate;
}
