import type { Arena, ArenaArrival, Coordinates } from "./arena-schema";
import { type ArrivalTextField, arrivalTextSpec } from "./arrival-text";
import { LOCAL_INFO_NOTES, type LocalInfoNote, type TopText } from "./field-labels";

export type { Arena, ArenaArrival, Coordinates };

function isLocalInfoNote(field: string): field is LocalInfoNote {
  return (LOCAL_INFO_NOTES as readonly string[]).includes(field);
}

/** A text field's value in the read model, wherever it is grouped. */
export function arenaText(arena: Arena, field: TopText | LocalInfoNote): string {
  return isLocalInfoNote(field) ? arena.localInfo[field] : arena[field];
}

/** An arrival text field's pin, when the field has one and it is set. */
export function arrivalPin(arrival: ArenaArrival, field: ArrivalTextField): Coordinates | null {
  const name = arrivalTextSpec(field).pin;
  return name ? arrival[`${name}Pin`] : null;
}
