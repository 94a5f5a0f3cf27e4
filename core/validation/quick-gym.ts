import { ARENA_FIELD_LABELS, ARENA_TEXT_RULES } from "../arenas/field-labels";
import { ARENA_LEVELS, type ArenaLevel, MAX_LATITUDE, MAX_LONGITUDE } from "../domain";
import { z } from "../zod";
import { ARENA_FIELD_MESSAGES, ZIP_PATTERN } from "./arena";
import { coordinateField, requiredMessage, textField } from "./fields";
import { VenueTextSchema } from "./imports";

/** The levels whose gyms belong to a conference: only these need one in the quick add. */
export const COLLEGE_LEVELS: readonly ArenaLevel[] = [
  "Division I",
  "Division II",
  "Division III",
  "NAIA",
  "Community/Junior College",
];

export const QUICK_GYM_MESSAGES = {
  conference: `${requiredMessage(ARENA_FIELD_LABELS.conference)} for a college level`,
  pinPair: "Place the pin on the gym, or leave both coordinates empty",
} as const;

const rule = (key: keyof typeof ARENA_TEXT_RULES, required: boolean) => {
  const { label, min, max } = ARENA_TEXT_RULES[key];
  return textField(label, { min, max, required });
};

const level = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? null : value),
  z.enum(ARENA_LEVELS, { error: ARENA_FIELD_MESSAGES.level }).nullable(),
);

/**
 * "Add this gym" from an imported event: the person's own pending gym for one waiting venue. Lighter
 * than the open submit form: a conference only for college levels, the street and ZIP when known,
 * and the point from the address or the pin (docs/decisions/191).
 */
export const QuickGymSchema = z
  .object({
    name: rule("name", true),
    school: rule("school", true),
    level,
    conference: rule("conference", false),
    address: rule("address", false),
    city: rule("city", true),
    state: rule("state", true),
    zipCode: rule("zipCode", false).refine(
      (value) => value === "" || ZIP_PATTERN.test(value),
      ARENA_FIELD_MESSAGES.zipCode,
    ),
    latitude: coordinateField(MAX_LATITUDE, {
      number: ARENA_FIELD_MESSAGES.latitudeNumber,
      range: ARENA_FIELD_MESSAGES.latitudeRange,
    }),
    longitude: coordinateField(MAX_LONGITUDE, {
      number: ARENA_FIELD_MESSAGES.longitudeNumber,
      range: ARENA_FIELD_MESSAGES.longitudeRange,
    }),
  })
  .superRefine((gym, ctx) => {
    if (gym.level && COLLEGE_LEVELS.includes(gym.level) && gym.conference === "") {
      ctx.addIssue({ code: "custom", path: ["conference"], message: QUICK_GYM_MESSAGES.conference });
    }
    if ((gym.latitude === null) !== (gym.longitude === null)) {
      ctx.addIssue({ code: "custom", path: ["latitude"], message: QUICK_GYM_MESSAGES.pinPair });
    }
  });
export type QuickGymInput = z.infer<typeof QuickGymSchema>;

/** The same over the API: the venue named by its text as the calendar sent it. */
export const QuickGymApiSchema = QuickGymSchema.safeExtend({ venue: VenueTextSchema.shape.venue });
export const QUICK_GYM_FIELDS = [
  "name",
  "school",
  "level",
  "conference",
  "address",
  "city",
  "state",
  "zipCode",
] as const;

/** Which waiting venue (its id on the page) the quick add answers. */
export const VenueIdSchema = z.string().regex(/^[0-9a-f]{16}$/, "Unknown venue");
