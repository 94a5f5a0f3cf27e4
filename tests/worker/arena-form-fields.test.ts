import { describe, expect, it } from "vitest";
import { ARENA_FORM_SECTIONS, ARENA_MAX_LENGTHS, arenaFormValues, EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import { toArena } from "~/worker/arenas/arena";
import { inputFromArena } from "~/worker/arenas/arena-input";
import { ARENA_FORM_FIELDS } from "~/worker/arenas/field-labels";
import { ARENA_FIELDS, ArenaInputSchema } from "~/worker/validation/arena";
import { stringMaxLength } from "~/worker/validation/schema-limits";
import { createArena } from "./fixtures";

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

  it("takes each input's limit from the schema, with room for a level or a coordinate", () => {
    expect(ARENA_MAX_LENGTHS).toEqual({
      name: 150,
      school: 150,
      conference: 100,
      level: 40,
      address: 200,
      city: 100,
      state: 50,
      zipCode: 20,
      latitude: 40,
      longitude: 40,
      officialsEntrance: 500,
      entranceLatitude: 40,
      entranceLongitude: 40,
      officialsParking: 500,
      parkingLatitude: 40,
      parkingLongitude: 40,
      dressingRoom: 500,
      arrivalMinutes: 40,
      parking: 2000,
      lockerRooms: 2000,
      food: 2000,
      hotels: 2000,
      safety: 2000,
    });
    expect(Object.values(EMPTY_ARENA_FORM).every((value) => value === "")).toBe(true);
    expect(Object.keys(EMPTY_ARENA_FORM)).toEqual([...ARENA_FIELDS]);
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
      officialsEntrance: "Door 7 on the north side",
      entranceLatitude: 40.101,
      entranceLongitude: -83.102,
      officialsParking: "Lot C, row 1",
      parkingLatitude: 40.099,
      parkingLongitude: -83.098,
      dressingRoom: "Room 112; the athletic trainer opens it",
      arrivalMinutes: 45,
      parking: "Lot C",
      lockerRooms: "Hall B",
      food: "Diner",
      hotels: "Inn",
      safety: "Well lit",
    };
    const arena = toArena(await createArena(stored));
    expect(arena).toMatchObject({
      name: "Derived Fieldhouse",
      parking: "Lot C",
      lockerRooms: "Hall B",
      coordinates: { latitude: 40.1, longitude: -83.1 },
      localInfo: { food: "Diner", hotels: "Inn", safety: "Well lit" },
      // Arrival details are grouped, the pins as coordinate pairs (the JSON API's shape).
      arrival: {
        officialsEntrance: "Door 7 on the north side",
        entrancePin: { latitude: 40.101, longitude: -83.102 },
        officialsParking: "Lot C, row 1",
        parkingPin: { latitude: 40.099, longitude: -83.098 },
        dressingRoom: "Room 112; the athletic trainer opens it",
        arrivalMinutes: 45,
      },
    });
    // Every field of the schema comes back, whatever group the read model keeps it in.
    expect(inputFromArena(arena)).toEqual(stored);
    const form = arenaFormValues(arena);
    for (const field of ARENA_FIELDS) expect(form[field]).toBe(String(stored[field]));
    // Empty optional text is "" in the read model and null as input.
    const bare = toArena(await createArena({ parking: null, food: null, zipCode: null }));
    expect(bare).toMatchObject({ parking: "", zipCode: "", localInfo: { food: "" } });
    expect(bare.arrival).toEqual({
      officialsEntrance: "",
      entrancePin: null,
      officialsParking: "",
      parkingPin: null,
      dressingRoom: "",
      arrivalMinutes: null,
    });
    expect(inputFromArena(bare)).toMatchObject({
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
