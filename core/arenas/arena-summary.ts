// An arena as lists and the map show it: the searches answer these, the pages render them.

export type ArenaSummary = {
  id: string;
  name: string;
  school: string;
  conference: string;
  level: string | null;
  city: string;
  state: string;
  coordinates: { latitude: number; longitude: number } | null;
};

/** One map point: [id, latitude, longitude, name], coordinates to 5 decimals (about a metre). */
export type ArenaPoint = [id: string, latitude: number, longitude: number, name: string];
