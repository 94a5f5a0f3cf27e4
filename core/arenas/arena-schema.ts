import { ARENA_LEVELS } from "../domain";
import { Id, Timestamp } from "../openapi/responses";
import { z } from "../zod";
import { ARRIVAL_MAX_MINUTES, ARRIVAL_TEXT_FIELDS, type ArrivalTextField, arrivalTextSpec } from "./arrival-text";
import { ARENA_NOTE_LABELS, ARENA_TEXT_RULES, LOCAL_INFO_NOTES, REQUIRED_TEXT, TOP_NOTES } from "./field-labels";

// The arena as the API answers it, built from the same field tables as the form and its checks,
// and the `Arena` type is inferred from it: a field added to a table is in the type, the answer and
// the OpenAPI document at once. Kept apart from `toArena` (worker/arenas/arena-row.ts) so pages
// that only read the type never load zod.

/** An object of strings, one per field, each described by its label. */
function texts<Field extends string>(fields: readonly Field[], label: (field: Field) => string) {
  return Object.fromEntries(fields.map((field) => [field, z.string().meta({ description: label(field) })])) as Record<
    Field,
    z.ZodString
  >;
}

const Point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const Pin = Point.nullable().meta({ description: "null when no pin is set; within 2 km of the arena" });

// Each arrival text field, with its pin (if it has one) right after it.
const arrivalShape = Object.fromEntries(
  (Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[]).flatMap((field) => {
    const { label, pin } = arrivalTextSpec(field);
    const text: [string, z.ZodType] = [field, z.string().meta({ description: label })];
    return pin ? [text, [`${pin}Pin`, Pin] as [string, z.ZodType]] : [text];
  }),
) as Record<ArrivalTextField, z.ZodString> & { entrancePin: typeof Pin; parkingPin: typeof Pin };

export const ArenaArrivalSchema = z
  .object({
    ...arrivalShape,
    arrivalMinutes: z
      .int()
      .min(0)
      .max(ARRIVAL_MAX_MINUTES)
      .nullable()
      .meta({ description: "Recommended arrival before tip-off, in minutes; null when none" }),
  })
  .meta({
    id: "ArenaArrival",
    description:
      "The officials' game-day details, sent flat (officialsEntrance, entranceLatitude, …) and answered grouped. Missing text is an empty string.",
  });

export const ArenaSchema = z
  .object({
    id: Id,
    ...texts(REQUIRED_TEXT, (field) => ARENA_TEXT_RULES[field].label),
    level: z.enum(ARENA_LEVELS).nullable(),
    coordinates: Point.nullable().meta({ description: "null when the arena has no position yet" }),
    ...texts(TOP_NOTES, (field) => ARENA_NOTE_LABELS[field]),
    localInfo: z.object(texts(LOCAL_INFO_NOTES, (field) => ARENA_NOTE_LABELS[field])),
    arrival: ArenaArrivalSchema,
    createdBy: Id.nullable(),
    approved: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp.meta({ description: "The version: send it back unchanged to edit or approve" }),
  })
  .meta({ id: "Arena", description: "A whole arena. Missing optional text is an empty string." });

/** The arena as the app uses it: camelCase, optional text as "", grouped fields. */
export type Arena = z.infer<typeof ArenaSchema>;
/** What an official needs at the door: where to go in, park and change, and how early to come. */
export type ArenaArrival = Arena["arrival"];
export type Coordinates = z.infer<typeof Point>;
