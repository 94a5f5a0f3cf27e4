import { ARENA_PAGE_SIZE, SEARCH_MAX_LENGTH } from "../arenas/search-limits";
import { ARENA_LEVELS } from "../domain";
import { US_STATE_CODES } from "../geo/us-states";
import { z } from "../zod";

/** Query strings arrive as strings or not at all; over-long text is cut, not refused. */
const queryText = (max: number) =>
  z
    .preprocess((value) => (typeof value === "string" ? value : ""), z.string())
    .transform((value) => value.trim().slice(0, max));

const coordinate = (min: number, max: number, name: string) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : Number(value)),
    z
      .number({ error: `${name} must be a number` })
      .min(min, `${name} must be between ${min} and ${max}`)
      .max(max, `${name} must be between ${min} and ${max}`)
      .optional(),
  );

export const ArenaLevelFilterSchema = z.preprocess(
  (value) => (value === undefined ? "" : value),
  z.union([z.literal(""), z.enum(ARENA_LEVELS, { error: `Level must be one of: ${ARENA_LEVELS.join(", ")}` })]),
);

/** "1" keeps only arenas with officials' arrival details; a checkbox sends "1", anything else is off. */
export const ArrivalFilterSchema = z.preprocess(
  (value) => (value === "1" || value === "true" ? "1" : ""),
  z.enum(["", "1"]).meta({ description: "1: only arenas with officials' arrival details" }),
);

export const STATE_FILTER_MESSAGE = "State must be a US state's two-letter code, such as GA or OH";

/** A state's two-letter code, in either case; "" (or none) for every state. */
export const StateFilterSchema = z.preprocess(
  (value) => (value === undefined ? "" : typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .enum(["", ...US_STATE_CODES], { error: STATE_FILTER_MESSAGE })
    .meta({ description: "A US state's two-letter code (GA): only arenas, and schools, in that state" }),
);

export const ArenaFiltersSchema = z.object({
  search: queryText(SEARCH_MAX_LENGTH),
  conference: queryText(100),
  level: ArenaLevelFilterSchema,
  state: StateFilterSchema,
  arrival: ArrivalFilterSchema,
});
export type ArenaFilters = z.infer<typeof ArenaFiltersSchema>;

export const LocationQuerySchema = z
  .object({ lat: coordinate(-90, 90, "Latitude"), lng: coordinate(-180, 180, "Longitude") })
  .refine((value) => (value.lat === undefined) === (value.lng === undefined), {
    message: "Give both lat and lng, or neither",
    path: ["lat"],
  });

export const ArenaListQuerySchema = ArenaFiltersSchema.extend({
  cursor: queryText(400),
  limit: z.coerce.number().int().min(1).max(100).default(ARENA_PAGE_SIZE),
}).and(LocationQuerySchema);

export const NearestQuerySchema = z
  .object({
    lat: coordinate(-90, 90, "Latitude"),
    lng: coordinate(-180, 180, "Longitude"),
    limit: z.coerce.number().int().min(1).max(20).default(3),
  })
  .refine((value) => value.lat !== undefined && value.lng !== undefined, {
    message: "lat and lng are required",
    path: ["lat"],
  });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Arena ids are UUIDs: anything else is not found without asking the database. */
export function isArenaId(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}
