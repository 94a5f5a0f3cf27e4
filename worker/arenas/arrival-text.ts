import { MAPS_APPS } from "../domain";
import { PIN_MAX_KILOMETERS } from "../validation/arrival";
import { MAPS_APP_LABELS } from "./directions";

// What the officials' arrival features say (docs/decisions/063 and 064). Texts are ours.

/** "I'm here" refuses a position less precise than this: a pin marks a door, not a block. */
export const MAX_LOCATION_ACCURACY_METERS = 100;

export const ARRIVAL_FORM_TEXT = {
  sectionTitle: "Officials' arrival",
  sectionDescription: `All optional. Each pin must be within ${PIN_MAX_KILOMETERS} km of the arena: type it, place it on the map, or stand there and use your location.`,
  entranceHint: "The door officials use and how to find it.",
  parkingHint: "Where officials park: the lot, a reserved row, a pass to show.",
  dressingRoomHint: "Where the officials' dressing room is and who lets officials in. Never post door or alarm codes.",
  minutesHint: `How long before tip-off officials should arrive, 0 to 180 minutes.`,
  useLocation: "I'm here: use my location",
  locating: "Finding your location...",
  locationUsed: (meters: number) => `Location set, accurate to ${meters} m.`,
  locationTooRough: (meters: number) =>
    `Your location is only accurate to ${meters} m; a pin needs ${MAX_LOCATION_ACCURACY_METERS} m or better. Step outside or wait a moment and try again, or place the pin on the map.`,
  pickerHint: {
    entrance: "Click the map at the officials' entrance; drag the pin to adjust. Latitude and longitude fill in.",
    parking: "Click the map at the officials' parking; drag the pin to adjust. Latitude and longitude fill in.",
  },
  pickedPoint: { entrance: "Officials' entrance", parking: "Officials' parking" },
  pinGroup: { entrance: "Entrance pin", parking: "Parking pin" },
  showPicker: { entrance: "Place the entrance on the map", parking: "Place the parking on the map" },
} as const;

export const ARRIVAL_CARD_TEXT = {
  title: "Officials' arrival",
  entrance: "Officials' entrance",
  parking: "Officials' parking",
  dressingRoom: "Dressing room",
  arrival: "Recommended arrival",
  pinned: "Pinned on the map",
  placeholders: {
    entrance: "No officials' entrance noted yet.",
    parking: "No officials' parking noted yet.",
    dressingRoom: "No dressing room details yet.",
    arrival: "No recommended arrival time yet.",
  },
  arrivalMinutes: (minutes: number) =>
    minutes === 0 ? "At tip-off" : `${minutes} ${minutes === 1 ? "minute" : "minutes"} before tip-off`,
} as const;

/** The route that keeps the maps-app choice. */
export const MAPS_APP_ACTION = "/maps-app";

export const DIRECTIONS_TEXT = {
  getDirections: "Get Directions",
  driveTo: {
    parking: "Drives to the officials' parking.",
    entrance: "Drives to the officials' entrance.",
    address: "Drives to the address.",
  },
  walk: "Walk from parking to the entrance",
  openIn: "Open directions in",
  save: "Use this app",
  saving: "Saving...",
  saved: (app: string) => `Directions now open in ${app}.`,
  profileTitle: "Directions",
  profileLead: "Get Directions on every arena page opens in this maps app, on any device you sign in on.",
  invalidApp: `Choose one of: ${MAPS_APPS.map((app) => MAPS_APP_LABELS[app]).join(", ")}`,
} as const;
