import { describe, expect, it } from "vitest";
import { ARENA_FORM_SECTIONS, ARENA_MAX_LENGTHS, EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import { ARENA_FIELDS } from "~/worker/validation/arena";

// The arena form derives from its field list and the schema (docs/decisions/042).
describe("arena form field list", () => {
  it("lists every arena field exactly once, in the schema's order", () => {
    const listed = ARENA_FORM_SECTIONS.flatMap((section) => section.rows.flat().map((spec) => spec.field));
    expect(listed).toEqual([...ARENA_FIELDS]);
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
      parking: 2000,
      lockerRooms: 2000,
      food: 2000,
      hotels: 2000,
      safety: 2000,
    });
    expect(Object.values(EMPTY_ARENA_FORM).every((value) => value === "")).toBe(true);
    expect(Object.keys(EMPTY_ARENA_FORM)).toEqual([...ARENA_FIELDS]);
  });
});
