// The schemas, examples and descriptions of the routes in ./arenas.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { ArenaSchema } from "../../core/arenas/arena-schema";
import { Coordinates, Id, Level, Timestamp } from "../../core/openapi/responses";
import { ARENA_FIELDS } from "../../core/validation/arena";
import { z } from "../../core/zod";
import { SAMPLE_ARENA } from "../arenas/sample-arena";

// The arena docs' pieces, shared with the submitting and editing routes (./arena-mutations).

export const ARENA_ID_PARAM = { id: "The arena's id (a UUID); anything else is 404" };

export const ARENA_EXAMPLE = {
  ...SAMPLE_ARENA,
  parking: "Lot 11, officials' spaces by the west door",
};

// What the arena routes answer.

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
