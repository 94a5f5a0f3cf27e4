// What the officials' arrival features say, and the limits they word (docs/decisions/063 and 064).
// Texts are ours. No imports: the end-to-end tests read this module as it is.

export const ARRIVAL_TEXT_MAX_LENGTH = 500;
export const ARRIVAL_MAX_MINUTES = 180;
/** A pin further than this from the arena's coordinates is refused: it is a door or a lot, not a town. */
export const PIN_MAX_KILOMETERS = 2;

export const PINS = {
  entrance: { latitude: "entranceLatitude", longitude: "entranceLongitude", name: "entrance pin" },
  parking: { latitude: "parkingLatitude", longitude: "parkingLongitude", name: "parking pin" },
} as const;
export type PinName = keyof typeof PINS;
export type PinField = (typeof PINS)[PinName]["latitude" | "longitude"];

type ArrivalTextSpec = {
  label: string;
  max: number;
  /** The form's hint under the input. */
  hint: string;
  /** What the arrival card says while the field is empty. */
  empty: string;
  /** The pin placed right after this field (its latitude and longitude inputs follow it). */
  pin?: PinName;
};

/**
 * The officials' arrival text fields, in form order (docs/decisions/042): each one's label, limit,
 * hint and empty text. The form, the checks, the read model and its API schema, the arrival card,
 * the calendar description and the "has arrival details" filter all walk this table.
 */
export const ARRIVAL_TEXT_FIELDS = {
  officialsEntrance: {
    label: "Officials' entrance",
    max: ARRIVAL_TEXT_MAX_LENGTH,
    hint: "The door officials use and how to find it.",
    empty: "No officials' entrance noted yet.",
    pin: "entrance",
  },
  officialsParking: {
    label: "Officials' parking",
    max: ARRIVAL_TEXT_MAX_LENGTH,
    hint: "Where officials park: the lot, a reserved row, a pass to show.",
    empty: "No officials' parking noted yet.",
    pin: "parking",
  },
  dressingRoom: {
    label: "Dressing room",
    max: ARRIVAL_TEXT_MAX_LENGTH,
    hint: "Where the officials' dressing room is and who lets officials in. Never post door or alarm codes.",
    empty: "No dressing room details yet.",
  },
  reportTo: {
    label: "Report to",
    max: 200,
    hint: "Whom officials find on arrival, e.g. the game manager at the scorer's table.",
    empty: "No one to report to noted yet.",
  },
} as const satisfies Record<string, ArrivalTextSpec>;
export type ArrivalTextField = keyof typeof ARRIVAL_TEXT_FIELDS;
export const ARRIVAL_TEXT_KEYS = Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[];

/** The arrival text field's spec, read through the general shape (a field may have no pin). */
export function arrivalTextSpec(field: ArrivalTextField): ArrivalTextSpec {
  return ARRIVAL_TEXT_FIELDS[field];
}

const PIN_LABELS: Record<PinField, string> = {
  entranceLatitude: "Entrance latitude",
  entranceLongitude: "Entrance longitude",
  parkingLatitude: "Parking latitude",
  parkingLongitude: "Parking longitude",
};

export type ArrivalField = ArrivalTextField | PinField | "arrivalMinutes";

/** Every arrival field in form order: each text field, its pin's latitude and longitude, then the minutes. */
export const ARRIVAL_LABELS = Object.fromEntries([
  ...ARRIVAL_TEXT_KEYS.flatMap((field) => {
    const { label, pin } = arrivalTextSpec(field);
    const pinFields = pin ? [PINS[pin].latitude, PINS[pin].longitude] : [];
    return [[field, label], ...pinFields.map((pinField) => [pinField, PIN_LABELS[pinField]])];
  }),
  ["arrivalMinutes", "Arrive before tip-off (minutes)"],
]) as Record<ArrivalField, string>;
export const ARRIVAL_FIELD_KEYS = Object.keys(ARRIVAL_LABELS) as ArrivalField[];

export const ARRIVAL_MESSAGES = {
  minutes: `Arrive before tip-off must be a whole number of minutes from 0 to ${ARRIVAL_MAX_MINUTES}`,
  pinPair: (pin: PinName) =>
    `The ${PINS[pin].name} needs both a latitude and a longitude (or neither, to leave it out)`,
  pinTooFar: (pin: PinName, kilometers: string) =>
    `The ${PINS[pin].name} is ${kilometers} km from the arena; it must be within ${PIN_MAX_KILOMETERS} km. Check the pin and the arena's latitude and longitude.`,
} as const;

/** "I'm here" refuses a position less precise than this: a pin marks a door, not a block. */
export const MAX_LOCATION_ACCURACY_METERS = 100;

export const ARRIVAL_FORM_TEXT = {
  sectionTitle: "Officials' arrival",
  sectionDescription: `All optional. Each pin must be within ${PIN_MAX_KILOMETERS} km of the arena: type it, place it on the map, or stand there and use your location.`,
  minutesHint: `How long before tip-off officials should arrive, 0 to ${ARRIVAL_MAX_MINUTES} minutes.`,
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
  address: "Address",
  pinned: "Pinned on the map",
  noArrivalMinutes: "No recommended arrival time yet.",
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
  invalidApp: "Choose Google Maps, Apple Maps, Waze or OpenStreetMap.",
} as const;
