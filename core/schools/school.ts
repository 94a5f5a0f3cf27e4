import type { ArenaLevel } from "../domain";
import type { SchoolKind, SchoolSector } from "./school-name";

/**
 * A school of the index (a high school or a college), with the approved arenas that are its gyms:
 * those added from it, and those that name it as their school in its state.
 */
export type SchoolPlace = {
  id: number;
  kind: SchoolKind;
  name: string;
  alias: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** A high school's grade span ("09-12", "KG-12"); null for a college. */
  grades: string | null;
  /** A high school's "public" or "private"; null for a college. */
  sector: SchoolSector | null;
  /** A college's campus centre or a high school's building, not a gym door. */
  coordinates: { latitude: number; longitude: number } | null;
  /** The competition level a gym there most likely has, or null when the school alone cannot tell. */
  level: ArenaLevel | null;
  arenas: { id: string; name: string }[];
};

/** A place the map's geocoder found for the words a person typed. */
export type MapPlace = { name: string; coordinates: { latitude: number; longitude: number } };

export const SCHOOL_SEARCH_LIMIT = 10;

/**
 * The competition level of a school's gym by the kind of school: a high school plays high-school
 * basketball, a two-year college junior-college basketball; a four-year college may be Division I,
 * II, III or NAIA, which the directory does not say.
 */
export function levelFromKind(kind: SchoolKind): ArenaLevel | null {
  if (kind === "high_school") return "High School";
  if (kind === "two_year") return "Community/Junior College";
  return null;
}
