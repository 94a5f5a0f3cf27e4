import { MAX_LATITUDE, MAX_LONGITUDE } from "../domain";
import { GAME_LIMITS } from "../games/limits";
import { z } from "../zod";
import { isCalendarDate } from "./calendar-date";
import { optionalTextField } from "./fields";
import type { FieldIssues } from "./issues";
import { GamePayChangeSchema } from "./pay";

export const GAME_FIELD_MESSAGES = {
  arenaId: "Choose an arena",
  date: "Enter the date as YYYY-MM-DD",
  dateInvalid: "That date does not exist",
  time: "Enter the tip-off time as HH:MM (24-hour clock)",
  bufferNumber: "Arrival buffer must be a whole number of minutes",
  bufferRange: `Arrival buffer must be between ${GAME_LIMITS.bufferMinutes.min} and ${GAME_LIMITS.bufferMinutes.max} minutes`,
  latitudeNumber: "Latitude must be a number",
  latitudeRange: "Latitude must be between -90 and 90",
  longitudeNumber: "Longitude must be a number",
  longitudeRange: "Longitude must be between -180 and 180",
  startRequired: "Give a starting address, or latitude and longitude",
  startAddressRequired: "Enter a starting address",
  hereUnavailable: "Your current location is not available. Allow location access, or type an address.",
  startChoice: "Choose a starting point",
  nothingToChange: "Send at least one of date, time, bufferMinutes, start, feeCents, travelCents, payer or paidOn",
} as const;
const M = GAME_FIELD_MESSAGES;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** The game's date on the arena's calendar. */
export const GameDateSchema = z.preprocess(
  trimmed,
  z.string({ error: M.date }).regex(DATE_PATTERN, M.date).refine(isCalendarDate, M.dateInvalid),
);

/** Tip-off on the arena's clock, 24-hour "HH:MM" (what <input type="time"> sends). */
export const GameTimeSchema = z.preprocess(trimmed, z.string({ error: M.time }).regex(TIME_PATTERN, M.time));

/** A JSON number, or a form's string; empty is "not given". */
const numberOrNothing = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : Number(value.trim());
  return value;
};

export const BufferMinutesSchema = z
  .number({ error: M.bufferNumber })
  .int(M.bufferNumber)
  .min(GAME_LIMITS.bufferMinutes.min, M.bufferRange)
  .max(GAME_LIMITS.bufferMinutes.max, M.bufferRange);
const OptionalBufferSchema = z.preprocess(numberOrNothing, BufferMinutesSchema.optional());

const coordinate = (limit: number, messages: { number: string; range: string }) =>
  z.preprocess(
    numberOrNothing,
    z.number({ error: messages.number }).min(-limit, messages.range).max(limit, messages.range).optional(),
  );
const latitude = coordinate(MAX_LATITUDE, { number: M.latitudeNumber, range: M.latitudeRange });
const longitude = coordinate(MAX_LONGITUDE, { number: M.longitudeNumber, range: M.longitudeRange });
const startAddress = optionalTextField("Starting address", GAME_LIMITS.startAddressMax);

/** A starting point the service still has to settle: a place, or an address to geocode. */
export type StartInput = { label: string; latitude: number; longitude: number } | { address: string };

/**
 * `{ label?, latitude, longitude }` or `{ address }`. Coordinates win when both are sent (nothing
 * to geocode); the address is then the label unless one is given.
 */
export const GameStartSchema = z
  .object({
    label: optionalTextField("Starting point name", GAME_LIMITS.startLabelMax).optional(),
    latitude,
    longitude,
    address: startAddress.optional(),
  })
  .transform((start, ctx): StartInput => {
    if (start.latitude !== undefined && start.longitude !== undefined) {
      return { label: start.label ?? start.address ?? "", latitude: start.latitude, longitude: start.longitude };
    }
    if (start.address) return { address: start.address };
    ctx.addIssue({ code: "custom", message: M.startRequired, path: ["address"] });
    return z.NEVER;
  });

const ArenaIdSchema = z.string({ error: M.arenaId }).min(1, M.arenaId).max(100, M.arenaId);

/** POST /api/games. Without `bufferMinutes`: the arena's recommendation, else the profile's default, else 60. */
export const CreateGameSchema = z.object({
  arenaId: ArenaIdSchema,
  date: GameDateSchema,
  time: GameTimeSchema,
  bufferMinutes: OptionalBufferSchema,
  /** Left out: the profile's usual start, else none. */
  start: GameStartSchema.optional(),
});

/** PUT /api/games/{id}/arena and the "Choose the gym" form: the arena a waiting game moves to. */
export const ChooseGameArenaSchema = z.object({ arenaId: ArenaIdSchema });

/** PATCH /api/games/{id}: the fields sent change; `start: null` removes the starting point; pay fields too. */
export const UpdateGameSchema = z
  .object({
    date: GameDateSchema.optional(),
    time: GameTimeSchema.optional(),
    bufferMinutes: OptionalBufferSchema,
    start: GameStartSchema.nullable().optional(),
    ...GamePayChangeSchema.shape,
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: M.nothingToChange,
    path: ["form"],
  });

/** The plan and edit forms' start choice; "keep" (edit only) leaves the game's start as it is. */
export const START_CHOICES = ["keep", "usual", "here", "address"] as const;

/**
 * The plan and edit forms (all strings). The start radio picks which inputs count: "here" needs the
 * coordinates the browser filled in, "address" the typed address.
 */
export const GameFormSchema = z
  .object({
    date: GameDateSchema,
    time: GameTimeSchema,
    bufferMinutes: OptionalBufferSchema,
    start: z.preprocess(
      (value) => (value === undefined || value === "" ? "address" : value),
      z.enum(START_CHOICES, { error: M.startChoice }),
    ),
    startAddress,
    startLatitude: latitude,
    startLongitude: longitude,
    startLabel: optionalTextField("Starting point name", GAME_LIMITS.startLabelMax),
  })
  .transform((form, ctx) => {
    const { date, time, bufferMinutes } = form;
    const base = { date, time, bufferMinutes };
    switch (form.start) {
      case "keep":
        return { ...base, start: { choice: "keep" as const } };
      case "usual":
        return { ...base, start: { choice: "usual" as const } };
      case "here": {
        if (form.startLatitude === undefined || form.startLongitude === undefined) {
          ctx.addIssue({ code: "custom", message: M.hereUnavailable, path: ["start"] });
          return z.NEVER;
        }
        const place = { label: form.startLabel ?? "", latitude: form.startLatitude, longitude: form.startLongitude };
        return { ...base, start: { choice: "given" as const, start: place } };
      }
      case "address": {
        if (!form.startAddress) {
          ctx.addIssue({ code: "custom", message: M.startAddressRequired, path: ["startAddress"] });
          return z.NEVER;
        }
        return { ...base, start: { choice: "given" as const, start: { address: form.startAddress } } };
      }
    }
  });
export type GameForm = z.infer<typeof GameFormSchema>;
export type GameFormField = "date" | "time" | "bufferMinutes" | "start" | "startAddress";
export type GameFieldErrors = FieldIssues<GameFormField | "form">;

/** Profile: the default arrival buffer (empty clears it). */
export const DefaultBufferFormSchema = z.object({ defaultBufferMinutes: OptionalBufferSchema });

/** Profile: the usual start, typed (geocoded) or from the browser's location. */
export const UsualStartFormSchema = z
  .object({ usualStartAddress: startAddress, usualStartLatitude: latitude, usualStartLongitude: longitude })
  .transform((form, ctx): StartInput => {
    if (form.usualStartLatitude !== undefined && form.usualStartLongitude !== undefined) {
      return { label: "", latitude: form.usualStartLatitude, longitude: form.usualStartLongitude };
    }
    if (form.usualStartAddress) return { address: form.usualStartAddress };
    ctx.addIssue({ code: "custom", message: M.startAddressRequired, path: ["usualStartAddress"] });
    return z.NEVER;
  });
