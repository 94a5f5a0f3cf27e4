import { describe, expect, it } from "vitest";
import { ARENA_NOTE_LABELS, ARENA_TEXT_RULES } from "~/core/arenas/field-labels";
import { ARENA_FIELD_MESSAGES, ArenaInputSchema } from "~/core/validation/arena";
import { issuesByField } from "~/core/validation/issues";
import { arenaForm } from "../fixtures";

// The forms show each field's first message.
function firstOfEach(error: Parameters<typeof issuesByField>[0]) {
  return Object.fromEntries(Object.entries(issuesByField(error)).map(([field, messages]) => [field, messages?.[0]]));
}

function errorsFor(overrides: Record<string, unknown>) {
  const parsed = ArenaInputSchema.safeParse({ ...arenaForm(), ...overrides });
  return parsed.success ? {} : firstOfEach(parsed.error);
}

// ZIP codes must also look like one, so the edge values are digits.
const sample = (field: string, length: number) => (field === "zipCode" ? "1" : "x").repeat(length);

describe("the arena form's rules at their edges", () => {
  for (const [field, { label, min, max }] of Object.entries(ARENA_TEXT_RULES)) {
    it(`${label}: required, ${min} to ${max} characters`, () => {
      expect(errorsFor({ [field]: "" })[field as "name"]).toBe(`${label} is required`);
      expect(errorsFor({ [field]: "   " })[field as "name"]).toBe(`${label} is required`);
      expect(errorsFor({ [field]: sample(field, min - 1) })[field as "name"]).toBe(
        `${label} must be at least ${min} characters`,
      );
      expect(errorsFor({ [field]: sample(field, min) })).toEqual({});
      expect(errorsFor({ [field]: sample(field, max) })).toEqual({});
      expect(errorsFor({ [field]: sample(field, max + 1) })[field as "name"]).toBe(
        `${label} must be no more than ${max} characters`,
      );
    });
  }

  for (const [field, label] of Object.entries(ARENA_NOTE_LABELS)) {
    it(`${label}: optional, at most 2000 characters, empty stored as null`, () => {
      const parsed = ArenaInputSchema.parse({ ...arenaForm(), [field]: "  " });
      expect(parsed[field as "parking"]).toBeNull();
      expect(errorsFor({ [field]: "n".repeat(2000) })).toEqual({});
      expect(errorsFor({ [field]: "n".repeat(2001) })[field as "parking"]).toBe(
        `${label} must be no more than 2000 characters`,
      );
    });
  }

  it("a missing field counts as empty", () => {
    const { name: _name, ...rest } = arenaForm();
    const parsed = ArenaInputSchema.safeParse(rest);
    expect(parsed.success ? {} : firstOfEach(parsed.error)).toEqual({ name: "Arena name is required" });
  });

  it("ZIP codes: digits, ZIP+4 and postal codes with letters, but not letters alone", () => {
    for (const zip of ["43221", "43221-1234", "K1A 0B1"]) expect(errorsFor({ zipCode: zip })).toEqual({});
    for (const zip of ["ABCDE", "12345!", "-1234"]) {
      expect(errorsFor({ zipCode: zip }).zipCode).toBe(ARENA_FIELD_MESSAGES.zipCode);
    }
  });

  it("level: one of the options, or none", () => {
    expect(ArenaInputSchema.parse({ ...arenaForm(), level: "" }).level).toBeNull();
    expect(ArenaInputSchema.parse({ ...arenaForm(), level: "NAIA" }).level).toBe("NAIA");
    expect(errorsFor({ level: "NBA" }).level).toBe(ARENA_FIELD_MESSAGES.level);
    expect(errorsFor({ level: "division i" }).level).toBe(ARENA_FIELD_MESSAGES.level);
  });

  it("coordinates: optional numbers within ±90 and ±180", () => {
    const parse = (latitude: unknown, longitude: unknown) =>
      ArenaInputSchema.safeParse({ ...arenaForm(), latitude, longitude });
    expect(parse("", "").data).toMatchObject({ latitude: null, longitude: null });
    expect(parse(" 90 ", "-180").data).toMatchObject({ latitude: 90, longitude: -180 });
    expect(parse(-90, 180).data).toMatchObject({ latitude: -90, longitude: 180 });
    expect(errorsFor({ latitude: "90.0001" }).latitude).toBe(ARENA_FIELD_MESSAGES.latitudeRange);
    expect(errorsFor({ latitude: "-91" }).latitude).toBe(ARENA_FIELD_MESSAGES.latitudeRange);
    expect(errorsFor({ longitude: "180.5" }).longitude).toBe(ARENA_FIELD_MESSAGES.longitudeRange);
    expect(errorsFor({ longitude: -181 }).longitude).toBe(ARENA_FIELD_MESSAGES.longitudeRange);
    expect(errorsFor({ latitude: "north" }).latitude).toBe(ARENA_FIELD_MESSAGES.latitudeNumber);
    expect(errorsFor({ longitude: true }).longitude).toBe(ARENA_FIELD_MESSAGES.longitudeNumber);
    expect(errorsFor({ latitude: "1e999" }).latitude).toBeDefined();
  });

  it("wrong types are refused, never thrown", () => {
    const errors = errorsFor({ name: 42, school: ["a", "b"], conference: { x: 1 }, level: 7 });
    expect(Object.keys(errors).sort()).toEqual(["conference", "level", "name", "school"]);
  });
});
