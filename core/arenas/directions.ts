import { MAPS_APPS, type MapsApp } from "../domain";
import { cookiePairs } from "../http/cookies";
import { fullAddress } from "./address";
import type { Arena, Coordinates } from "./arena";

// Directions links for the four maps apps; the formats and their sources are in docs/decisions/064.

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

/** Where a drive ends: a pin, or the address as text (with the arena's point, for the apps that need one). */
type Destination = { pin: Coordinates } | { address: string; near: Coordinates | null };

const latLng = (at: Coordinates) => `${at.latitude},${at.longitude}`;

/**
 * A query string with every value percent-encoded (spaces as %20, never "+"): Waze's deep links
 * ask for it, and the other apps read it the same way.
 */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
}

function drivingUrl(app: MapsApp, to: Destination): string {
  const text = "pin" in to ? latLng(to.pin) : to.address;
  switch (app) {
    case "google":
      return `https://www.google.com/maps/dir/?${query({ api: "1", destination: text, travelmode: "driving" })}`;
    case "apple":
      return `https://maps.apple.com/directions?${query({ destination: text, mode: "driving" })}`;
    case "waze":
      if ("pin" in to) return `https://waze.com/ul?${query({ ll: text, navigate: "yes" })}`;
      // Waze searches the address; its point, when known, keeps the search from picking a namesake.
      return `https://waze.com/ul?${query({ q: text, ...(to.near ? { ll: latLng(to.near) } : {}), navigate: "yes" })}`;
    case "osm": {
      // openstreetmap.org routes between points only; a typed address is just a suggestion list there.
      const point = "pin" in to ? to.pin : to.near;
      if (point)
        return `https://www.openstreetmap.org/directions?${query({ engine: "fossgis_osrm_car", route: `;${latLng(point)}` })}`;
      return `https://www.openstreetmap.org/directions?${query({ engine: "fossgis_osrm_car", to: text })}`;
    }
  }
}

function walkingUrl(app: MapsApp, from: Coordinates, to: Coordinates): string {
  switch (app) {
    case "apple":
      return `https://maps.apple.com/directions?${query({ source: latLng(from), destination: latLng(to), mode: "walking" })}`;
    case "osm":
      return `https://www.openstreetmap.org/directions?${query({ engine: "fossgis_osrm_foot", route: `${latLng(from)};${latLng(to)}` })}`;
    // Waze only drives: the walk from the lot opens in Google Maps.
    case "waze":
    case "google":
      return `https://www.google.com/maps/dir/?${query({ api: "1", origin: latLng(from), destination: latLng(to), travelmode: "walking" })}`;
  }
}

export type Directions = {
  /** Where the drive ends: the officials' parking pin, else the entrance pin, else the address. */
  driveTo: "parking" | "entrance" | "address";
  drive: string;
  /** From the parking pin to the entrance pin, when both are set. */
  walk: string | null;
};

// Directions read the address and the pins only: no arrival text.
type DirectionsArena = Pick<Arena, "address" | "city" | "state" | "zipCode" | "coordinates"> & {
  arrival: Pick<Arena["arrival"], "parkingPin" | "entrancePin">;
};

export function directionsFor(arena: DirectionsArena, app: MapsApp): Directions {
  const { parkingPin, entrancePin } = arena.arrival;
  const walk = parkingPin && entrancePin ? walkingUrl(app, parkingPin, entrancePin) : null;
  if (parkingPin) return { driveTo: "parking", drive: drivingUrl(app, { pin: parkingPin }), walk };
  if (entrancePin) return { driveTo: "entrance", drive: drivingUrl(app, { pin: entrancePin }), walk };
  const address = { address: fullAddress(arena), near: arena.coordinates };
  return { driveTo: "address", drive: drivingUrl(app, address), walk };
}

/** The cookie that keeps a visitor's maps app (users keep it in their preferences). */
export const MAPS_APP_COOKIE = "tipoff_maps_app";
/** A year: the choice is a standing preference, renewed each time it is made. */
export const MAPS_APP_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

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

/** The maps-app cookie's value in a Cookie header, if any. */
export function mapsAppCookie(cookieHeader: string | null | undefined): string | null {
  const found = cookiePairs(cookieHeader).find(({ name }) => name === MAPS_APP_COOKIE);
  return found ? (found.value ?? "") : null;
}

/** Set-Cookie for a visitor's choice: long-lived, the whole site, sent on top-level navigations. */
export function mapsAppSetCookie(app: MapsApp): string {
  return `${MAPS_APP_COOKIE}=${app}; Path=/; Max-Age=${MAPS_APP_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly`;
}
