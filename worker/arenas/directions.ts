import { MAPS_APPS, type MapsApp } from "../domain";
import { fullAddress } from "./address";
import type { Arena, Coordinates } from "./arena";

export const MAPS_APP_LABELS: Record<MapsApp, string> = {
  google: "Google Maps",
  apple: "Apple Maps",
  waze: "Waze",
  osm: "OpenStreetMap",
};

export function isMapsApp(value: unknown): value is MapsApp {
  return typeof value === "string" && (MAPS_APPS as readonly string[]).includes(value);
}

/** Apple devices open Apple Maps by default; everyone else Google Maps. */
export function defaultMapsApp(userAgent: string | null | undefined): MapsApp {
  return /\b(iPhone|iPad|iPod|Macintosh|Mac OS X)\b/.test(userAgent ?? "") ? "apple" : "google";
}

type Place = Coordinates | string;
const place = (at: Place) => (typeof at === "string" ? at : `${at.latitude},${at.longitude}`);

function drivingUrl(app: MapsApp, to: Place): string {
  switch (app) {
    case "google":
      return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: place(to), travelmode: "driving" })}`;
    case "apple":
      return `https://maps.apple.com/?${new URLSearchParams({ daddr: place(to), dirflg: "d" })}`;
    case "waze":
      return typeof to === "string"
        ? `https://waze.com/ul?${new URLSearchParams({ q: to, navigate: "yes" })}`
        : `https://waze.com/ul?${new URLSearchParams({ ll: place(to), navigate: "yes" })}`;
    case "osm":
      return typeof to === "string"
        ? `https://www.openstreetmap.org/search?${new URLSearchParams({ query: to })}`
        : `https://www.openstreetmap.org/directions?${new URLSearchParams({ engine: "fossgis_osrm_car", to: place(to) })}`;
  }
}

function walkingUrl(app: MapsApp, from: Coordinates, to: Coordinates): string {
  switch (app) {
    case "apple":
      return `https://maps.apple.com/?${new URLSearchParams({ saddr: place(from), daddr: place(to), dirflg: "w" })}`;
    case "osm":
      return `https://www.openstreetmap.org/directions?${new URLSearchParams({ engine: "fossgis_osrm_foot", route: `${place(from)};${place(to)}` })}`;
    // Waze only drives: the walk from the lot opens in Google Maps.
    case "waze":
    case "google":
      return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", origin: place(from), destination: place(to), travelmode: "walking" })}`;
  }
}

export type Directions = {
  /** Where the drive ends: the officials' parking pin, else the entrance pin, else the address. */
  driveTo: "parking" | "entrance" | "address";
  drive: string;
  /** From the parking pin to the entrance pin, when both are set. */
  walk: string | null;
};

type DirectionsArena = Pick<Arena, "address" | "city" | "state" | "zipCode" | "arrival">;

export function directionsFor(arena: DirectionsArena, app: MapsApp): Directions {
  const { parkingPin, entrancePin } = arena.arrival;
  const walk = parkingPin && entrancePin ? walkingUrl(app, parkingPin, entrancePin) : null;
  if (parkingPin) return { driveTo: "parking", drive: drivingUrl(app, parkingPin), walk };
  if (entrancePin) return { driveTo: "entrance", drive: drivingUrl(app, entrancePin), walk };
  return { driveTo: "address", drive: drivingUrl(app, fullAddress(arena)), walk };
}

/** The cookie that keeps a visitor's maps app (users keep it in their preferences). */
export const MAPS_APP_COOKIE = "tipoff_maps_app";

/** The maps app to render links for: the person's choice, else their cookie, else by device. */
export function resolveMapsApp(choice: {
  preference: MapsApp | null;
  cookie: string | null | undefined;
  userAgent: string | null | undefined;
}): MapsApp {
  if (choice.preference) return choice.preference;
  if (isMapsApp(choice.cookie)) return choice.cookie;
  return defaultMapsApp(choice.userAgent);
}
