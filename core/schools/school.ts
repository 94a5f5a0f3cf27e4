import type { ArenaLevel } from "../domain";

/** A college from the schools index, with the approved arenas that name it as their school. */
export type SchoolPlace = {
  id: number;
  name: string;
  alias: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** The campus centre, not a gym door. */
  coordinates: { latitude: number; longitude: number } | null;
  /** The competition level a gym there most likely has, or null when the school alone cannot tell. */
  level: ArenaLevel | null;
  arenas: { id: string; name: string }[];
};

/** A place the map's geocoder found for the words a person typed. */
export type MapPlace = { name: string; coordinates: { latitude: number; longitude: number } };

export const SCHOOL_SEARCH_LIMIT = 10;

/**
 * IPEDS ICLEVEL to a competition level: two-year colleges play junior-college basketball; a
 * four-year college may be Division I, II, III or NAIA, which the directory does not say.
 */
export function levelFromIclevel(iclevel: number | null): ArenaLevel | null {
  return iclevel === 2 ? "Community/Junior College" : null;
}
