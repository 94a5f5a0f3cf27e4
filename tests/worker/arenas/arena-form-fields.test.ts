import { describe, expect, it } from "vitest";
import { ARENA_FORM_SECTIONS, ARENA_MAX_LENGTHS, arenaFormValues, EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import type { ArenaField } from "~/core/arenas/arena-input";
import { inputFromArena } from "~/core/arenas/arena-input";
import { ARRIVAL_TEXT_FIELDS, ARRIVAL_TEXT_KEYS, type ArrivalTextField } from "~/core/arenas/arrival-text";
import {
  ARENA_FIELD_LABELS,
  ARENA_FORM_FIELDS,
  ARENA_NOTE_KEYS,
  ARENA_NOTE_MAX_LENGTH,
  ARENA_TEXT_RULES,
  type ArenaNote,
} from "~/core/arenas/field-labels";
import { ARENA_FIELDS, ArenaInputSchema } from "~/core/validation/arena";
import { issuesByField } from "~/core/validation/issues";
import { toArena } from "~/worker/arenas/arena-row";
import { stringMaxLength } from "~/worker/validation/schema-limits";
import { arenaForm, createArena } from "../fixtures";

// Each text field's limit as the tables give it: required text, notes and arrival texts.
const TEXT_LIMITS: Partial<Record<ArenaField, number>> = {
  ...Object.fromEntries(Object.entries(ARENA_TEXT_RULES).map(([field, { max }]) => [field, max])),
  ...Object.fromEntries(ARENA_NOTE_KEYS.map((field) => [field, ARENA_NOTE_MAX_LENGTH])),
  ...Object.fromEntries(ARRIVAL_TEXT_KEYS.map((field) => [field, ARRIVAL_TEXT_FIELDS[field].max])),
};
type OptionalText = ArenaNote | ArrivalTextField;
const OPTIONAL_TEXT: OptionalText[] = [...ARENA_NOTE_KEYS, ...ARRIVAL_TEXT_KEYS];

// The arena form derives from its field list and the schema (docs/decisions/042).
describe("arena form field list", () => {
  it("lists every arena field exactly once, in the schema's order", () => {
    const listed = ARENA_FORM_SECTIONS.flatMap((section) => section.rows.flat().map((spec) => spec.field));
    expect(listed).toEqual([...ARENA_FIELDS]);
  });

  // The form renders without zod (docs/decisions/080): its field list and limits are plain constants,
  // held here to the schema's keys and limits.
  it("names the schema's fields in the schema's order without loading the schema", () => {
    expect(ARENA_FORM_FIELDS).toEqual([...ARENA_FIELDS]);
  });

  it("gives every text input exactly the schema's limit", () => {
    for (const field of ARENA_FIELDS) {
      const schemaLimit = stringMaxLength(ArenaInputSchema.shape[field]);
      if (schemaLimit !== undefined)
        expect({ field, max: ARENA_MAX_LENGTHS[field] }).toEqual({ field, max: schemaLimit });
    }
  });

  it("takes each text input's limit from the field tables, with room for a level or a coordinate", () => {
    for (const field of ARENA_FIELDS) {
      const limit = TEXT_LIMITS[field];
      expect({ field, max: ARENA_MAX_LENGTHS[field] }).toEqual({ field, max: limit ?? 40 });
    }
    expect(Object.values(EMPTY_ARENA_FORM).every((value) => value === "")).toBe(true);
    expect(Object.keys(EMPTY_ARENA_FORM)).toEqual([...ARENA_FIELDS]);
  });

  it("refuses a text one character over its limit with the field's message, and takes it at the limit", () => {
    for (const [field, max] of Object.entries(TEXT_LIMITS) as [ArenaField, number][]) {
      // Digits: a ZIP code must hold one; any other text field takes them as well.
      const over = ArenaInputSchema.safeParse(arenaForm({ [field]: "1".repeat(max + 1) }));
      expect({ field, messages: over.success ? [] : issuesByField(over.error)[field] }).toEqual({
        field,
        messages: [`${ARENA_FIELD_LABELS[field]} must be no more than ${max} characters`],
      });
      const at = ArenaInputSchema.safeParse(arenaForm({ [field]: "1".repeat(max) }));
      expect({ field, accepted: at.success }).toEqual({ field, accepted: true });
    }
  });

  it("reads every field back from a stored arena: into the API's shape, the form and a PATCH base", async () => {
    const stored = {
      name: "Derived Fieldhouse",
      school: "Derived State",
      conference: "Big Ten",
      level: "NAIA" as const,
      address: "1 Derivation Way",
      city: "Columbus",
      state: "OH",
      zipCode: "43210",
      latitude: 40.1,
      longitude: -83.1,
      entranceLatitude: 40.101,
      entranceLongitude: -83.102,
      parkingLatitude: 40.099,
      parkingLongitude: -83.098,
      arrivalMinutes: 45,
      // Every optional text field, whatever the tables list, with a text of its own.
      ...(Object.fromEntries(OPTIONAL_TEXT.map((field) => [field, `${ARENA_FIELD_LABELS[field]} noted`])) as Record<
        OptionalText,
        string
      >),
    };
    const arena = toArena(await createArena(stored));
    expect(arena).toMatchObject({
      name: "Derived Fieldhouse",
      parking: "Parking noted",
      lockerRooms: "Locker Rooms noted",
      coordinates: { latitude: 40.1, longitude: -83.1 },
      localInfo: { food: "Food Options noted", hotels: "Accommodation noted", safety: "Safety Tips noted" },
      // Arrival details are grouped, the pins as coordinate pairs (the JSON API's shape).
      arrival: {
        officialsEntrance: "Officials' entrance noted",
        entrancePin: { latitude: 40.101, longitude: -83.102 },
        officialsParking: "Officials' parking noted",
        parkingPin: { latitude: 40.099, longitude: -83.098 },
        dressingRoom: "Dressing room noted",
        arrivalMinutes: 45,
      },
    });
    // Every field of the schema comes back, whatever group the read model keeps it in.
    expect(inputFromArena(arena)).toEqual(stored);
    const form = arenaFormValues(arena);
    for (const field of ARENA_FIELDS) expect(form[field]).toBe(String(stored[field]));
    // Empty optional text is "" in the read model and null as input; so is an arena with no level.
    const bare = toArena(await createArena({ parking: null, food: null, zipCode: null, level: null }));
    expect(bare).toMatchObject({ parking: "", zipCode: "", localInfo: { food: "" } });
    expect(bare.arrival).toEqual({
      ...Object.fromEntries(ARRIVAL_TEXT_KEYS.map((field) => [field, ""])),
      entrancePin: null,
      parkingPin: null,
      arrivalMinutes: null,
    });
    expect(inputFromArena(bare)).toMatchObject({
      level: null,
      parking: null,
      food: null,
      zipCode: "",
      officialsEntrance: null,
      entranceLatitude: null,
      parkingLongitude: null,
      arrivalMinutes: null,
    });
  });
});
