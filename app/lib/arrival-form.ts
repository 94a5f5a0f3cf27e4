import type { Arena } from "~/core/arenas/arena";
import { ARRIVAL_FIELD_KEYS, type ArrivalField, PINS, type PinName } from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { type ArenaFormValues, arenaFormValues, readArenaFormValues } from "./arena-form";

// The one-screen arrival form's values: the arrival fields of the arena form, every one a string as
// the inputs hold it. No zod here: the page renders without it.

export type ArrivalFormValues = Record<ArrivalField, string>;

function pick(values: ArenaFormValues): ArrivalFormValues {
  return Object.fromEntries(ARRIVAL_FIELD_KEYS.map((field) => [field, values[field]])) as ArrivalFormValues;
}

/** The arena's arrival details as the form shows them. */
export const arrivalFormValues = (arena: Arena): ArrivalFormValues => pick(arenaFormValues(arena));

/** The posted arrival fields, cut to their limits (the other arena fields are not read). */
export const readArrivalFormValues = (form: FormData): ArrivalFormValues => pick(readArenaFormValues(form));

/** The fields whose text differs from the arena's: what a suggestion or an edit sends. */
export function changedArrivalFields(values: ArrivalFormValues, loaded: ArrivalFormValues): Partial<ArrivalFormValues> {
  const changed: Partial<ArrivalFormValues> = {};
  for (const field of ARRIVAL_FIELD_KEYS) {
    if (values[field].trim() !== loaded[field].trim()) changed[field] = values[field];
  }
  return changed;
}

/** A pin as the form holds it, when both halves are numbers. */
export function pinOf(values: ArrivalFormValues, pin: PinName): Coordinates | null {
  const latitude = Number.parseFloat(values[PINS[pin].latitude]);
  const longitude = Number.parseFloat(values[PINS[pin].longitude]);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}
