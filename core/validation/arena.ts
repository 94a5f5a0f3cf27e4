import type { ArenaField, ArenaInput } from "../arenas/arena-input";
import {
  ARENA_FIELD_LABELS,
  ARENA_NOTE_KEYS,
  ARENA_NOTE_LABELS,
  ARENA_NOTE_MAX_LENGTH,
  ARENA_TEXT_RULES,
  type ArenaNote,
} from "../arenas/field-labels";
import { ARENA_LEVELS, MAX_LATITUDE, MAX_LONGITUDE } from "../domain";
import { z } from "../zod";
import { ARRIVAL_FIELDS } from "./arrival";
import { coordinateField, optionalTextField, textField } from "./fields";
import type { FieldIssues } from "./issues";

export const ARENA_FIELD_MESSAGES = {
  level: `Level must be one of: ${ARENA_LEVELS.join(", ")}`,
  zipCode: "ZIP code must be a valid ZIP or postal code",
  latitudeNumber: "Latitude must be a number",
  latitudeRange: "Latitude must be between -90 and 90",
  longitudeNumber: "Longitude must be a number",
  longitudeRange: "Longitude must be between -180 and 180",
} as const;

const required = (key: keyof typeof ARENA_TEXT_RULES) => {
  const { label, min, max } = ARENA_TEXT_RULES[key];
  return textField(label, { min, max, required: true });
};

// Letters (Canadian and other postal codes), digits, spaces and hyphens, with at least one digit:
// "ABCDE" is not a ZIP code, "43221", "43221-1234" and "K1A 0B1" are.
export const ZIP_PATTERN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]*$/;

const level = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? null : value),
  z.enum(ARENA_LEVELS, { error: ARENA_FIELD_MESSAGES.level }).nullable(),
);

const note = (key: ArenaNote) => optionalTextField(ARENA_NOTE_LABELS[key], ARENA_NOTE_MAX_LENGTH);
/** Every note of the notes table, in its order. */
const NOTES = Object.fromEntries(ARENA_NOTE_KEYS.map((key) => [key, note(key)])) as Record<
  ArenaNote,
  ReturnType<typeof note>
>;

/** What a person fills in to add or edit an arena; the browser, the route actions and the API share it. */
export const ArenaInputSchema = z.object({
  name: required("name"),
  school: required("school"),
  conference: required("conference"),
  level,
  address: required("address"),
  city: required("city"),
  state: required("state"),
  zipCode: required("zipCode").refine((value) => value === "" || ZIP_PATTERN.test(value), ARENA_FIELD_MESSAGES.zipCode),
  latitude: coordinateField(MAX_LATITUDE, {
    number: ARENA_FIELD_MESSAGES.latitudeNumber,
    range: ARENA_FIELD_MESSAGES.latitudeRange,
  }),
  longitude: coordinateField(MAX_LONGITUDE, {
    number: ARENA_FIELD_MESSAGES.longitudeNumber,
    range: ARENA_FIELD_MESSAGES.longitudeRange,
  }),
  ...ARRIVAL_FIELDS,
  ...NOTES,
});
// The schema parses to exactly the arenas' own ArenaInput: each of the two types is the other's.
type ParsedArenaInput = z.infer<typeof ArenaInputSchema>;
void ({} as ParsedArenaInput satisfies ArenaInput);
void ({} as ArenaInput satisfies ParsedArenaInput);

// The labels live without the schema (pages read them); this fails to compile if one field has none.
void (ARENA_FIELD_LABELS satisfies Record<ArenaField, string>);
export const ARENA_FIELDS = ArenaInputSchema.keyof().options;

export const VERSION_MESSAGE = "updatedAt is required: send the arena's updatedAt from when you loaded it";

/** The version an edit started from: the arena's `updatedAt` (ISO) as the editor loaded it. */
export const ArenaVersionSchema = z.iso.datetime({ error: VERSION_MESSAGE }).transform((value) => new Date(value));

/** Approve names the version the admin reviewed. */
export const ApproveArenaSchema = z.object({ updatedAt: ArenaVersionSchema });

/** The edit form sends every field plus the version. */
export const ArenaUpdateSchema = ArenaInputSchema.extend({ updatedAt: ArenaVersionSchema });

/** PATCH may send only the fields that change; the version is always required. */
export const ArenaPatchSchema = ArenaInputSchema.partial().extend({ updatedAt: ArenaVersionSchema });

/** The address fields alone, for converting an address to coordinates before the form is sent. */
export const ArenaAddressSchema = ArenaInputSchema.pick({ address: true, city: true, state: true, zipCode: true });
export type ArenaAddress = z.infer<typeof ArenaAddressSchema>;

/** An idempotency key: one per rendered submit form, so a repeated POST creates one arena. */
export const SubmissionKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid submission key");

export type ArenaFieldErrors = FieldIssues<ArenaField | "updatedAt">;
