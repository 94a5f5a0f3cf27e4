import { ARRIVAL_MAX_MINUTES } from "../arenas/arrival-text";
import { Coordinates, Id, Level, Timestamp } from "../openapi/responses";
import { ARENA_FIELDS } from "../validation/arena";
import { z } from "../validation/zod";

// What the arena routes answer (./arenas.openapi).

export const ArenaSummarySchema = z
  .object({
    id: Id,
    name: z.string(),
    school: z.string(),
    conference: z.string(),
    level: Level,
    city: z.string(),
    state: z.string(),
    coordinates: Coordinates,
  })
  .meta({ id: "ArenaSummary", description: "An arena in a list." });

const Pin = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .meta({ description: "null when no pin is set; within 2 km of the arena" });

const ArenaArrivalSchema = z
  .object({
    officialsEntrance: z.string(),
    entrancePin: Pin,
    officialsParking: z.string(),
    parkingPin: Pin,
    dressingRoom: z.string(),
    arrivalMinutes: z
      .int()
      .min(0)
      .max(ARRIVAL_MAX_MINUTES)
      .nullable()
      .meta({ description: "Recommended arrival before tip-off, in minutes; null when none" }),
  })
  .meta({
    id: "ArenaArrival",
    description:
      "The officials' game-day details, sent flat (officialsEntrance, entranceLatitude, …) and answered grouped. Missing text is an empty string.",
  });

export const ArenaSchema = z
  .object({
    id: Id,
    name: z.string(),
    school: z.string(),
    conference: z.string(),
    level: Level,
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    coordinates: Coordinates,
    parking: z.string(),
    lockerRooms: z.string(),
    localInfo: z.object({ food: z.string(), hotels: z.string(), safety: z.string() }),
    arrival: ArenaArrivalSchema,
    createdBy: Id.nullable(),
    approved: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp.meta({ description: "The version: send it back unchanged to edit or approve" }),
  })
  .meta({ id: "Arena", description: "A whole arena. Missing optional text is an empty string." });

export const ArenaListSchema = z.object({
  arenas: z.array(ArenaSummarySchema.extend({ distanceMiles: z.number().nullable() })),
  total: z.int().min(0),
  nextCursor: z.string().nullable(),
});

export const ArenaPointsSchema = z.object({
  points: z.array(
    z.tuple([Id, z.number(), z.number(), z.string()]).meta({
      description: "[id, latitude, longitude, name]",
      example: ["5f0c6f1e-…", 40.0075, -83.0251, "Value City"],
    }),
  ),
});

export const NearestArenasSchema = z.object({
  arenas: z.array(ArenaSummarySchema.extend({ distanceMiles: z.number() })),
});

export const ArenaAnswerSchema = z.object({ arena: ArenaSchema });

export const DuplicateCandidateSchema = z
  .object({ id: Id, name: z.string(), city: z.string(), state: z.string() })
  .meta({ id: "PossibleDuplicate", description: "An existing arena the submitted one may duplicate." });

export const ArenaSubmittedSchema = z.object({
  arena: ArenaSchema,
  possibleDuplicates: z.array(DuplicateCandidateSchema).meta({
    description:
      "Existing arenas within 300 m, or with a near-identical name in the same city, that are published; at most 5, often empty. Pending ones are recorded too, for the reviewer only. Recorded for the reviewer; the submission is never refused for them.",
  }),
});
export const ArenaUpdatedSchema = z.object({ arena: ArenaSchema, sentBackToReview: z.boolean() });
export const ArenaSummariesSchema = z.object({ arenas: z.array(ArenaSummarySchema) });
export const LevelsSchema = z.object({ levels: z.array(z.string()) });
export const ConferencesSchema = z.object({ conferences: z.array(z.string()) });

export const ArenaFieldName = z
  .enum(ARENA_FIELDS)
  .meta({ description: "An arena field, named as POST /api/arenas takes it" });

export const SuggestionCreatedSchema = z.object({
  suggestion: z.object({ id: Id, status: z.literal("pending") }),
});

export const ConfirmationSchema = z.object({ confirmation: z.object({ id: Id, createdAt: Timestamp }) });
