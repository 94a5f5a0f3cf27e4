// The arena's row as read and written: the read model (`Arena`) from a row, and the columns a draft
// writes. Worker only: it names the schema.

import type { ArenaDraft } from "../../core/arenas/arena-input";
import type { Arena, ArenaArrival, Coordinates } from "../../core/arenas/arena-schema";
import { ARRIVAL_TEXT_KEYS, type ArrivalTextField } from "../../core/arenas/arrival-text";
import { LOCAL_INFO_NOTES, type LocalInfoNote, TOP_TEXT, type TopText } from "../../core/arenas/field-labels";
import type { arenas } from "../db/schema.server";

type ArenaRow = typeof arenas.$inferSelect;

// The read model follows the form's field tables: a text field, note or arrival text added to them
// appears here (as "" when empty) with no other change. Food, hotels and safety are grouped as
// `localInfo`, the arrival details as `arrival` and latitude/longitude as `coordinates`, the shape
// the JSON API has always had (its schema and the `Arena` type are in core/arenas/arena-schema.ts).

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
