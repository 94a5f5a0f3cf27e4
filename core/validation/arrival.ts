import {
  ARRIVAL_FIELD_KEYS,
  ARRIVAL_LABELS,
  ARRIVAL_MAX_MINUTES,
  ARRIVAL_MESSAGES,
  ARRIVAL_TEXT_FIELDS,
  type ArrivalField,
  type ArrivalTextField,
  PIN_MAX_KILOMETERS,
  PINS,
  type PinField,
  type PinName,
} from "../arenas/arrival-text";
import { MAX_LATITUDE, MAX_LONGITUDE } from "../domain";
import { type Coordinates, distanceKilometers } from "../geo/distance";
import { z } from "../zod";
import { coordinateField, optionalTextField } from "./fields";
import type { FieldIssues } from "./issues";

// Officials' arrival details (docs/decisions/063): where officials go in, park and change, how early
// to come, and a pin for the entrance and the parking. Their limits, labels and messages live with
// the other arrival texts, which the end-to-end tests read too.

const coordinateMessages = (field: PinField, limit: number) => ({
  number: `${ARRIVAL_LABELS[field]} must be a number`,
  range: `${ARRIVAL_LABELS[field]} must be between -${limit} and ${limit}`,
});

/** Whole minutes as a form value ("45") or a JSON number; empty means none. */
const minutes = z.preprocess((value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  // Only plain decimal numbers: "0x10" or "1e2" stay text and are refused.
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}, z
  .number({ error: ARRIVAL_MESSAGES.minutes })
  .int(ARRIVAL_MESSAGES.minutes)
  .min(0, ARRIVAL_MESSAGES.minutes)
  .max(ARRIVAL_MAX_MINUTES, ARRIVAL_MESSAGES.minutes)
  .nullable());

const arrivalText = (field: ArrivalTextField) =>
  optionalTextField(ARRIVAL_TEXT_FIELDS[field].label, ARRIVAL_TEXT_FIELDS[field].max);

const MAX_PIN_COORDINATE: Record<PinField, number> = {
  entranceLatitude: MAX_LATITUDE,
  entranceLongitude: MAX_LONGITUDE,
  parkingLatitude: MAX_LATITUDE,
  parkingLongitude: MAX_LONGITUDE,
};

const pinCoordinate = (field: PinField) =>
  coordinateField(MAX_PIN_COORDINATE[field], coordinateMessages(field, MAX_PIN_COORDINATE[field]));

function arrivalField(field: ArrivalField) {
  if (field === "arrivalMinutes") return minutes;
  return field in ARRIVAL_TEXT_FIELDS ? arrivalText(field as ArrivalTextField) : pinCoordinate(field as PinField);
}

/** The arrival fields of the arena form, spread into ArenaInputSchema in the arrival table's order. */
export const ARRIVAL_FIELDS = Object.fromEntries(ARRIVAL_FIELD_KEYS.map((field) => [field, arrivalField(field)])) as {
  [Field in ArrivalTextField]: ReturnType<typeof arrivalText>;
} & {
  [Field in PinField]: ReturnType<typeof pinCoordinate>;
} & { arrivalMinutes: typeof minutes };

/** The pin fields of a checked arena input. */
export type ArrivalPins = Record<PinField, number | null>;

function pinOf(input: ArrivalPins, pin: PinName): Coordinates | null {
  const latitude = input[PINS[pin].latitude];
  const longitude = input[PINS[pin].longitude];
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/** A pin's latitude and longitude come together; the message goes under the one left empty. */
export function pinPairIssues(input: ArrivalPins): FieldIssues<PinField> {
  const issues: FieldIssues<PinField> = {};
  for (const pin of Object.keys(PINS) as PinName[]) {
    const { latitude, longitude } = PINS[pin];
    if (input[latitude] === null && input[longitude] !== null) issues[latitude] = [ARRIVAL_MESSAGES.pinPair(pin)];
    if (input[latitude] !== null && input[longitude] === null) issues[longitude] = [ARRIVAL_MESSAGES.pinPair(pin)];
  }
  return issues;
}

/** One decimal ("3.0"), or two where one would read as allowed ("2.05", not "2.0"). */
function formatKilometers(kilometers: number): string {
  return Math.round(kilometers * 10) / 10 > PIN_MAX_KILOMETERS ? kilometers.toFixed(1) : kilometers.toFixed(2);
}

/**
 * Each pin within PIN_MAX_KILOMETERS of the arena's settled coordinates (typed or geocoded); the
 * message, with the distance, goes under the pin's latitude.
 */
export function pinDistanceIssues(input: ArrivalPins, arena: Coordinates): FieldIssues<PinField> {
  const issues: FieldIssues<PinField> = {};
  for (const pin of Object.keys(PINS) as PinName[]) {
    const at = pinOf(input, pin);
    if (!at) continue;
    const kilometers = distanceKilometers(arena, at);
    if (kilometers > PIN_MAX_KILOMETERS) {
      issues[PINS[pin].latitude] = [ARRIVAL_MESSAGES.pinTooFar(pin, formatKilometers(kilometers))];
    }
  }
  return issues;
}
