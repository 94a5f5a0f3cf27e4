import { ARENA_TEXT_RULES } from "../arenas/field-labels";
import { ARENA_LEVELS, type ArenaLevel } from "../domain";
import type { SchoolPlace } from "./school";

/**
 * The arena form fields a link to /submit may fill in (a school's gym, or "Add this gym" from an
 * imported calendar, which names the site); the query parameters carry the same names.
 */
export const SCHOOL_PREFILL_FIELDS = [
  "name",
  "school",
  "address",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "level",
] as const;
export type SchoolPrefillField = (typeof SCHOOL_PREFILL_FIELDS)[number];
export type SchoolPrefill = { values: Partial<Record<SchoolPrefillField, string>>; campusCentre: boolean };

/** Marks coordinates that are a campus centre, so the form asks for the pin to be moved. */
const PIN_PARAM = "pin";
const CAMPUS_PIN = "campus";
/** Coordinates and a level have no text rule: room for any valid one, junk is cut. */
const OTHER_MAX_LENGTH = 40;

/** The submit form's address, prefilled from a school: a plain link, so it works without JavaScript. */
export function schoolGymHref(school: SchoolPlace): string {
  const params = new URLSearchParams({
    school: school.name,
    address: school.address,
    city: school.city,
    state: school.state,
    zipCode: school.zipCode,
  });
  if (school.coordinates) {
    params.set("latitude", String(school.coordinates.latitude));
    params.set("longitude", String(school.coordinates.longitude));
    params.set(PIN_PARAM, CAMPUS_PIN);
  }
  if (school.level) params.set("level", school.level);
  for (const [name, value] of [...params]) if (value === "") params.delete(name);
  return `/submit?${params}`;
}

const maxLength = (field: SchoolPrefillField) =>
  field in ARENA_TEXT_RULES ? ARENA_TEXT_RULES[field as keyof typeof ARENA_TEXT_RULES].max : OTHER_MAX_LENGTH;

/**
 * The prefill a submit link carries. Only starting values: each is cut to its field's length and
 * an unknown level dropped; the submit action checks everything again.
 */
export function readSchoolPrefill(params: URLSearchParams): SchoolPrefill {
  const values: SchoolPrefill["values"] = {};
  for (const field of SCHOOL_PREFILL_FIELDS) {
    const value = params.get(field)?.trim().slice(0, maxLength(field));
    if (value) values[field] = value;
  }
  if (values.level && !ARENA_LEVELS.includes(values.level as ArenaLevel)) delete values.level;
  const campusCentre = params.get(PIN_PARAM) === CAMPUS_PIN && Boolean(values.latitude && values.longitude);
  return { values, campusCentre };
}
