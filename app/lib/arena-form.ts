import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Arena } from "~/core/arenas/arena";
import { inputFromArena } from "~/core/arenas/arena-input";
import {
  ARRIVAL_FORM_TEXT,
  ARRIVAL_TEXT_FIELDS,
  ARRIVAL_TEXT_KEYS,
  type ArrivalTextField,
  arrivalTextSpec,
  PINS,
  type PinName,
} from "~/core/arenas/arrival-text";
import type { DuplicateCandidate } from "~/core/arenas/duplicate-name";
import {
  ARENA_FORM_FIELDS,
  ARENA_NOTE_KEYS,
  ARENA_NOTE_MAX_LENGTH,
  ARENA_NOTES,
  ARENA_TEXT_RULES,
  type ArenaFormField,
} from "~/core/arenas/field-labels";
import { ARENA_LEVELS } from "~/core/domain";
import type { ArenaFieldErrors } from "~/core/validation/arena";

/** The arena form as typed: every field a string, exactly what the inputs hold. */
export type ArenaFormValues = Record<ArenaFormField, string>;

/** What a failed submit or save returns, so the form shows the message with the input kept. */
export type ArenaActionData = {
  /** The toast. */
  error: string;
  /** The message above the form when it differs from the toast (the server's own failure). */
  formError?: string;
  values: ArenaFormValues;
  fieldErrors: ArenaFieldErrors;
  /** On a version conflict: the version to save against now, and the arena as saved. */
  version?: string;
  current?: ArenaFormValues;
  /** A submit held back by the wrong-gym guardrail: the arenas to check ("Is it one of these?"). */
  duplicates?: DuplicateCandidate[];
};

/** The "convert first" step's answer (the geocoding toasts). */
export type GeocodeActionData =
  | { intent: "geocode"; coordinates: { latitude: number; longitude: number } }
  | { intent: "geocode"; error: string };

export const GEOCODE_INTENT = "geocode";

// Text inputs take their schema's limit (the same constants the schema is built from; a test holds
// them equal), a level or a coordinate gets room for anything a person types. The server checks
// these too; the cut only keeps junk from being echoed back. No zod here: the form renders without it.
const FREE_INPUT_MAX_LENGTH = 40;

function maxLengthOf(field: ArenaFormField): number {
  if (field in ARENA_TEXT_RULES) return ARENA_TEXT_RULES[field as keyof typeof ARENA_TEXT_RULES].max;
  if (field in ARENA_NOTES) return ARENA_NOTE_MAX_LENGTH;
  if (field in ARRIVAL_TEXT_FIELDS) return ARRIVAL_TEXT_FIELDS[field as ArrivalTextField].max;
  return FREE_INPUT_MAX_LENGTH;
}

export const ARENA_MAX_LENGTHS = Object.fromEntries(
  ARENA_FORM_FIELDS.map((field) => [field, maxLengthOf(field)]),
) as Record<ArenaFormField, number>;

export const EMPTY_ARENA_FORM = Object.fromEntries(ARENA_FORM_FIELDS.map((field) => [field, ""])) as ArenaFormValues;

/** One input of the arena form; its label comes from ARENA_FIELD_LABELS, its limit from the schema. */
export type ArenaInputSpec =
  | { field: ArenaFormField; control: "text"; autoComplete?: string }
  /** A pin's coordinates carry its name: the row then gets "Place on map" and "I'm here". */
  | { field: ArenaFormField; control: "coordinate"; pin?: PinName }
  | { field: ArenaFormField; control: "minutes"; hint: string }
  | { field: ArenaFormField; control: "select"; options: readonly string[]; placeholder: string }
  | { field: ArenaFormField; control: "textarea"; hint: string };

export type ArenaFormSection = { id: string; title: string; description?: string; rows: ArenaInputSpec[][] };

/** An arrival text field's row, then its pin's row (latitude and longitude) when it has a pin. */
function arrivalTextRows(field: ArrivalTextField): ArenaInputSpec[][] {
  const { hint, pin } = arrivalTextSpec(field);
  const text: ArenaInputSpec[] = [{ field, control: "textarea", hint }];
  if (!pin) return [text];
  return [
    text,
    [
      { field: PINS[pin].latitude, control: "coordinate", pin },
      { field: PINS[pin].longitude, control: "coordinate", pin },
    ],
  ];
}

/**
 * The arena form's field list, in order (docs/decisions/042): sections of rows; a row of several
 * inputs sits side by side from the small breakpoint up. Every ArenaFormField appears exactly once.
 */
export const ARENA_FORM_SECTIONS: readonly ArenaFormSection[] = [
  {
    id: "arena-basics",
    title: "Arena",
    rows: [
      [{ field: "name", control: "text" }],
      [{ field: "school", control: "text" }],
      [{ field: "conference", control: "text" }],
      [{ field: "level", control: "select", options: ARENA_LEVELS, placeholder: "Choose a level" }],
    ],
  },
  {
    id: "arena-location",
    title: "Location",
    description: "Leave latitude and longitude empty and we look them up from the address.",
    rows: [
      [{ field: "address", control: "text", autoComplete: "street-address" }],
      [
        { field: "city", control: "text", autoComplete: "address-level2" },
        { field: "state", control: "text", autoComplete: "address-level1" },
        { field: "zipCode", control: "text", autoComplete: "postal-code" },
      ],
      [
        { field: "latitude", control: "coordinate" },
        { field: "longitude", control: "coordinate" },
      ],
    ],
  },
  {
    id: "arena-arrival",
    title: ARRIVAL_FORM_TEXT.sectionTitle,
    description: ARRIVAL_FORM_TEXT.sectionDescription,
    rows: [
      ...ARRIVAL_TEXT_KEYS.flatMap(arrivalTextRows),
      [{ field: "arrivalMinutes", control: "minutes", hint: ARRIVAL_FORM_TEXT.minutesHint }],
    ],
  },
  {
    id: "arena-notes",
    title: "For officials",
    description: "All optional, up to 2000 characters each.",
    rows: ARENA_NOTE_KEYS.map((field) => [{ field, control: "textarea", hint: ARENA_NOTES[field].hint }]),
  },
];

/** The submitted strings, cut to their limits: echoed back so nothing typed is lost. */
export function readArenaFormValues(form: FormData): ArenaFormValues {
  const values = { ...EMPTY_ARENA_FORM };
  for (const field of ARENA_FORM_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, ARENA_MAX_LENGTHS[field]);
  }
  return values;
}

/** The fields whose text differs from the loaded values: what a suggested update changes. */
export function changedFields(values: ArenaFormValues, loaded: ArenaFormValues): Partial<ArenaFormValues> {
  const changed: Partial<ArenaFormValues> = {};
  for (const field of ARENA_FORM_FIELDS) {
    if (values[field].trim() !== loaded[field].trim()) changed[field] = values[field];
  }
  return changed;
}

export function arenaFormValues(arena: Arena): ArenaFormValues {
  // The form shows what a PATCH would keep: the stored arena as input, every value as text.
  const input = inputFromArena(arena);
  const values = { ...EMPTY_ARENA_FORM };
  for (const field of ARENA_FORM_FIELDS) {
    const value = input[field];
    values[field] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** The address-conversion step changes nothing on the page, so it must not reload the route's data. */
export function skipRevalidateOnGeocode({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === GEOCODE_INTENT ? false : defaultShouldRevalidate;
}
