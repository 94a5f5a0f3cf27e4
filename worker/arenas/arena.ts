import type { arenas } from "../db/schema.server";
import type { Arena, ArenaArrival, Coordinates } from "./arena-schema";
import { ARRIVAL_TEXT_KEYS, type ArrivalTextField, arrivalTextSpec } from "./arrival-text";
import { LOCAL_INFO_NOTES, type LocalInfoNote, TOP_TEXT, type TopText } from "./field-labels";

export type { Arena, ArenaArrival, Coordinates };

type ArenaRow = typeof arenas.$inferSelect;

// The read model follows the form's field tables: a text field, note or arrival text added to them
// appears here (as "" when empty) with no other change. Food, hotels and safety are grouped as
// `localInfo`, the arrival details as `arrival` and latitude/longitude as `coordinates`, the shape
// the JSON API has always had (its schema and the `Arena` type are in arena-schema.ts).

/** Each listed text column as a string, "" for NULL. */
function texts<Field extends TopText | LocalInfoNote | ArrivalTextField>(
  row: ArenaRow,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) values[field] = row[field] ?? "";
  return values;
}

function pin(latitude: number | null, longitude: number | null): Coordinates | null {
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

function arrivalOf(row: ArenaRow): ArenaArrival {
  return {
    ...texts(row, ARRIVAL_TEXT_KEYS),
    entrancePin: pin(row.entranceLatitude, row.entranceLongitude),
    parkingPin: pin(row.parkingLatitude, row.parkingLongitude),
    arrivalMinutes: row.arrivalMinutes,
  };
}

export function toArena(row: ArenaRow): Arena {
  return {
    ...texts(row, TOP_TEXT),
    id: row.id,
    level: row.level,
    coordinates: pin(row.latitude, row.longitude),
    localInfo: texts(row, LOCAL_INFO_NOTES),
    arrival: arrivalOf(row),
    createdBy: row.createdBy,
    approved: row.approved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
