import type { arenas } from "../db/schema.server";
import { ARENA_NOTE_LABELS, ARENA_TEXT_RULES } from "./field-labels";

type ArenaRow = typeof arenas.$inferSelect;

// The read model follows the form's field lists: a text field or note added to the schema appears
// here (as "" when empty) with no other change. Food, hotels and safety are grouped as `localInfo`,
// and latitude/longitude as `coordinates`, the shape the JSON API has always had.
const LOCAL_INFO_NOTES = ["food", "hotels", "safety"] as const;
type LocalInfoNote = (typeof LOCAL_INFO_NOTES)[number];
type RequiredText = keyof typeof ARENA_TEXT_RULES;
type TopNote = Exclude<keyof typeof ARENA_NOTE_LABELS, LocalInfoNote>;
type TopText = RequiredText | TopNote;

const TOP_TEXT = [
  ...(Object.keys(ARENA_TEXT_RULES) as RequiredText[]),
  ...(Object.keys(ARENA_NOTE_LABELS) as (keyof typeof ARENA_NOTE_LABELS)[]).filter(
    (field): field is TopNote => !isLocalInfoNote(field),
  ),
];

export type Coordinates = { latitude: number; longitude: number };

/** What an official needs at the door: where to go in, park and change, and how early to come. */
export type ArenaArrival = {
  officialsEntrance: string;
  entrancePin: Coordinates | null;
  officialsParking: string;
  parkingPin: Coordinates | null;
  dressingRoom: string;
  /** Recommended arrival before tip-off, in minutes. */
  arrivalMinutes: number | null;
};

/** The arena as the app uses it: camelCase, optional text as "", grouped fields. */
export type Arena = {
  id: string;
  level: string | null;
  coordinates: Coordinates | null;
  localInfo: Record<LocalInfoNote, string>;
  arrival: ArenaArrival;
  createdBy: string | null;
  approved: boolean;
  createdAt: string;
  updatedAt: string;
} & Record<TopText, string>;

/** Each listed text column as a string, "" for NULL. */
function texts<Field extends TopText | LocalInfoNote>(row: ArenaRow, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) values[field] = row[field] ?? "";
  return values;
}

function pin(latitude: number | null, longitude: number | null): Coordinates | null {
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

export function toArena(row: ArenaRow): Arena {
  return {
    ...texts(row, TOP_TEXT),
    id: row.id,
    level: row.level,
    coordinates: pin(row.latitude, row.longitude),
    localInfo: texts(row, LOCAL_INFO_NOTES),
    arrival: {
      officialsEntrance: row.officialsEntrance ?? "",
      entrancePin: pin(row.entranceLatitude, row.entranceLongitude),
      officialsParking: row.officialsParking ?? "",
      parkingPin: pin(row.parkingLatitude, row.parkingLongitude),
      dressingRoom: row.dressingRoom ?? "",
      arrivalMinutes: row.arrivalMinutes,
    },
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
