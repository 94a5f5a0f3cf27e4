// The schemas, examples and descriptions of the routes in ./admin.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { ArenaSchema } from "../../core/arenas/arena-schema";
import { CONTACT_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES, SUGGESTION_STATUSES } from "../../core/domain";
import { COVERAGE_TOP } from "../../core/knowledge/limits";
import { Coordinates, Count, Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/zod";
import { ArenaFieldName, DuplicateCandidateSchema } from "./arenas.models";

export const idParam = (what: string) => ({ id: `The ${what}'s id` });
export const ADMIN_ROUTE = { tag: "Admin", access: "admin" } as const;

// What the admin routes answer.

export const AdminSummarySchema = z.object({
  approvedArenas: z.int().min(0),
  pendingArenas: z.int().min(0),
  pendingSuggestions: z.int().min(0),
  feedback: z.int().min(0),
  unreadMessages: z.int().min(0),
  activity: z.array(
    z.object({
      id: Id,
      actorEmail: z.string().nullable(),
      summary: z.string(),
      href: z.string().nullable(),
      createdAt: Timestamp,
    }),
  ),
});

export const CoverageSchema = z.object({
  arenasWithUpcomingGames: Count.meta({ description: "Arenas where anyone has an upcoming game" }),
  withEntrance: Count.meta({ description: "Of those, the ones with an officials' entrance" }),
  withParking: Count.meta({ description: "… with officials' parking" }),
  withDressingRoom: Count.meta({ description: "… with a dressing room" }),
  topWithoutEntrance: z
    .array(
      z.object({
        arenaId: Id,
        arenaName: z.string(),
        city: z.string(),
        state: z.string(),
        approved: z.boolean(),
        upcomingGames: Count,
      }),
    )
    .max(COVERAGE_TOP)
    .meta({ description: `The ${COVERAGE_TOP} arenas with the most upcoming games and no officials' entrance` }),
});

export const PendingArenasSchema = z.object({
  arenas: z.array(
    z.object({
      id: Id,
      name: z.string(),
      school: z.string(),
      city: z.string(),
      state: z.string(),
      conference: z.string(),
      createdBy: Id.nullable(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
      possibleDuplicates: z
        .array(DuplicateCandidateSchema.extend({ approved: z.boolean() }))
        .meta({ description: "Arenas, published or pending, this one may duplicate, recorded when it was submitted" }),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const ArenaApprovedSchema = z.object({ arena: z.object({ id: Id, approved: z.literal(true) }) });
export const ArenaDeletedSchema = z.object({ arena: z.object({ id: Id, deleted: z.literal(true) }) });

export const SharedAliasListSchema = z.object({
  aliases: z.array(
    z.object({
      id: z.string().describe("Opaque id of the venue text and arena pair"),
      venueText: z.string(),
      arenaId: Id,
      arenaName: z.string(),
      people: z.number().int().describe("How many different people confirmed it"),
      confirmedAt: Timestamp.describe("The latest confirmation"),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const SharedAliasUndoneSchema = z.object({
  alias: z.object({ id: z.string(), venueText: z.string(), arenaName: z.string(), shared: z.literal(false) }),
});

export const FeedbackListSchema = z.object({
  feedback: z.array(
    z.object({
      id: Id,
      type: z.enum(FEEDBACK_TYPES),
      content: z.string(),
      status: z.enum(FEEDBACK_STATUSES),
      createdAt: Timestamp,
      submitter: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export const FeedbackStatusSchema = z.object({ feedback: z.object({ id: Id, status: z.enum(FEEDBACK_STATUSES) }) });

export const ContactListSchema = z.object({
  messages: z.array(
    z.object({
      id: Id,
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status: z.enum(CONTACT_STATUSES),
      createdAt: Timestamp,
    }),
  ),
  nextCursor: z.string().nullable(),
});
export const ContactStatusSchema = z.object({ message: z.object({ id: Id, status: z.enum(CONTACT_STATUSES) }) });

const SuggestedValues = z
  .partialRecord(ArenaFieldName, z.union([z.string(), z.number(), z.null()]))
  .meta({ description: "Field name → value, only the fields the suggestion changes" });

export const SuggestionListSchema = z.object({
  suggestions: z.array(
    z.object({
      id: Id,
      arenaId: Id,
      arenaName: z.string(),
      status: z.enum(SUGGESTION_STATUSES),
      fields: SuggestedValues,
      base: SuggestedValues.meta({ description: "The same fields' values when the suggestion was made" }),
      current: SuggestedValues.meta({ description: "The same fields' values now" }),
      changedSince: z
        .array(ArenaFieldName)
        .meta({ description: "Fields whose value changed since the suggestion was made" }),
      note: z.string().nullable(),
      reason: z.string().nullable(),
      applied: z.array(ArenaFieldName).nullable(),
      suggestedBy: z.string().nullable(),
      createdAt: Timestamp,
      arenaUpdatedAt: Timestamp.meta({ description: "The arena's version now: send it back to approve" }),
      arenaLocation: Coordinates.meta({
        description: "The arena's coordinates now, to show suggested pins beside it; null when it has none",
      }),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const SuggestionAppliedSchema = z.object({
  suggestion: z.object({ id: Id, status: z.literal("applied"), applied: z.array(ArenaFieldName) }),
  arena: ArenaSchema,
});

export const SuggestionRejectedSchema = z.object({ suggestion: z.object({ id: Id, status: z.literal("rejected") }) });
