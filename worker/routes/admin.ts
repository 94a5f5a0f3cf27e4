import { Hono } from "hono";
import { CursorQuerySchema } from "../../core/admin/pagination";
import { ArenaSchema } from "../../core/arenas/arena-schema";
import { CONTACT_STATUSES, FEEDBACK_STATUSES, FEEDBACK_TYPES, SUGGESTION_STATUSES } from "../../core/domain";
import { COVERAGE_TOP } from "../../core/knowledge/limits";
import { Coordinates, Count, Id, Timestamp } from "../../core/openapi/responses";
import { ApproveArenaSchema } from "../../core/validation/arena";
import { ContactListQuerySchema, ContactStatusUpdateSchema } from "../../core/validation/contact";
import { FeedbackListQuerySchema, FeedbackStatusUpdateSchema } from "../../core/validation/feedback";
import {
  ApproveSuggestionSchema,
  RejectSuggestionSchema,
  SuggestionListQuerySchema,
} from "../../core/validation/suggestions";
import { z } from "../../core/validation/zod";
import { loadDashboard } from "../admin/dashboard.server";
import { approveArena, deleteArena, listPendingArenas } from "../admin/pending-arenas.server";
import type { AppBindings } from "../bindings";
import { listContactMessages, updateContactStatus } from "../contact/inbox.server";
import { listFeedback, updateFeedbackStatus } from "../feedback/triage.server";
import { toApiError } from "../http/errors";
import { listSharedAliases, undoSharedAlias } from "../imports/shared-aliases.server";
import { arrivalCoverage } from "../knowledge/coverage.server";
import { endpoint, unmatched } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { approveSuggestion, listSuggestions, rejectSuggestion } from "../suggestions/suggestions.server";
import { SharedAliasListQuerySchema } from "../validation/shared-aliases";
import { ArenaFieldName, DuplicateCandidateSchema } from "./arenas";

// Every admin route reads the role from D1 first, before anything else (a visitor 401, a user 403).

const id = (what: string) => ({ id: `The ${what}'s id` });
const admin = { tag: "Admin", access: "admin" } as const;

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

/**
 * Every admin endpoint. Each is declared `access: "admin"`, which runs before anything else,
 * validation included, and so does `unmatched` on the paths none serves (last, below): a visitor
 * gets 401 and a signed-in non-admin 403, whatever they send, so neither learns which ids exist or
 * what shape a request should have.
 */
export const adminRoutes = new Hono<AppBindings>();

adminRoutes.get(
  "/summary",
  endpoint({
    ...admin,
    summary: "Dashboard counts and recent activity",
    description: "A count that fails to load is 0.",
    responses: { 200: ok(AdminSummarySchema, "The summary") },
  }),
  async (c) => c.json(await loadDashboard(c.var.ctx)),
);

adminRoutes.get(
  "/coverage",
  endpoint({
    ...admin,
    summary: "How many arenas officials are driving to have each arrival detail",
    description:
      "Of the arenas (published or pending) where anyone has an upcoming game that is neither cancelled nor removed: how many have an officials' entrance, officials' parking and a dressing room, and the arenas with the most upcoming games and no entrance.",
    responses: {
      200: ok(CoverageSchema, "The coverage", {
        arenasWithUpcomingGames: 120,
        withEntrance: 31,
        withParking: 40,
        withDressingRoom: 12,
        topWithoutEntrance: [
          {
            arenaId: "5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b",
            arenaName: "Hinkle Fieldhouse",
            city: "Indianapolis",
            state: "IN",
            approved: true,
            upcomingGames: 42,
          },
        ],
      }),
    },
  }),
  async (c) => c.json(await arrivalCoverage(c.var.ctx, Date.now())),
);

adminRoutes.get(
  "/arenas/pending",
  endpoint({
    ...admin,
    summary: "Arenas waiting for review, newest first",
    query: CursorQuerySchema,
    responses: { 200: ok(PendingArenasSchema, "One page") },
  }),
  async (c) => {
    const page = await listPendingArenas(c.var.ctx, c.req.valid("query"));
    return c.json({ arenas: page.items, nextCursor: page.nextCursor });
  },
);

adminRoutes.post(
  "/arenas/:id/approve",
  endpoint({
    ...admin,
    summary: "Publish a pending arena",
    description: "`updatedAt` is the version the admin reviewed: 409 when it changed since, or was already approved.",
    params: id("arena"),
    body: ApproveArenaSchema,
    bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z" },
    responses: { 200: ok(ArenaApprovedSchema, "Approved") },
    errors: [404, 409],
  }),
  async (c) => {
    const id = c.req.param("id");
    const outcome = await approveArena(c.var.ctx, c.var.user, id, c.req.valid("json").updatedAt);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ arena: { id, approved: true } });
  },
);

adminRoutes.delete(
  "/arenas/:id",
  endpoint({
    ...admin,
    summary: "Delete an arena",
    description:
      "The audit record keeps the deleted row. People's games at the arena are kept: they lose their arena (`arenaId: null`) and wait, with `waitingForArena` naming this one, until their owner chooses another.",
    params: id("arena"),
    responses: { 200: ok(ArenaDeletedSchema, "Deleted") },
    errors: [404],
  }),
  async (c) => {
    const id = c.req.param("id");
    const outcome = await deleteArena(c.var.ctx, c.var.user, id);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ arena: { id, deleted: true } });
  },
);

adminRoutes.get(
  "/feedback",
  endpoint({
    ...admin,
    summary: "Feedback, newest first",
    query: FeedbackListQuerySchema,
    responses: { 200: ok(FeedbackListSchema, "One page") },
  }),
  async (c) => {
    const page = await listFeedback(c.var.ctx, c.req.valid("query"));
    return c.json({ feedback: page.items, nextCursor: page.nextCursor });
  },
);

adminRoutes.patch(
  "/feedback/:id",
  endpoint({
    ...admin,
    summary: "Set a feedback entry's status (any to any)",
    params: id("feedback entry"),
    body: FeedbackStatusUpdateSchema,
    bodyExample: { status: "in-review" },
    responses: { 200: ok(FeedbackStatusSchema, "Updated") },
    errors: [404],
  }),
  async (c) => {
    const outcome = await updateFeedbackStatus(c.var.ctx, c.var.user, c.req.param("id"), c.req.valid("json").status);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ feedback: { id: outcome.id, status: outcome.status } });
  },
);

adminRoutes.get(
  "/contact",
  endpoint({
    ...admin,
    summary: "Contact messages, newest first",
    query: ContactListQuerySchema,
    responses: { 200: ok(ContactListSchema, "One page") },
  }),
  async (c) => {
    const page = await listContactMessages(c.var.ctx, c.req.valid("query"));
    return c.json({ messages: page.items, nextCursor: page.nextCursor });
  },
);

adminRoutes.patch(
  "/contact/:id",
  endpoint({
    ...admin,
    summary: "Move a message: unread → read, unread or read → replied",
    description: "Any other move is 409.",
    params: id("message"),
    body: ContactStatusUpdateSchema,
    bodyExample: { status: "read" },
    responses: { 200: ok(ContactStatusSchema, "Updated") },
    errors: [404, 409],
  }),
  async (c) => {
    const outcome = await updateContactStatus(c.var.ctx, c.var.user, c.req.param("id"), c.req.valid("json").status);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ message: { id: outcome.id, status: outcome.status } });
  },
);

adminRoutes.get(
  "/suggestions",
  endpoint({
    ...admin,
    summary: "Suggested updates, newest first",
    description:
      "Each with its fields' values when suggested (`base`), now (`current`) and suggested (`fields`); no `status` lists every one.",
    query: SuggestionListQuerySchema,
    responses: { 200: ok(SuggestionListSchema, "One page") },
  }),
  async (c) => {
    const page = await listSuggestions(c.var.ctx, c.req.valid("query"));
    return c.json({
      suggestions: page.items.map(({ createdAt, ...suggestion }) => ({
        ...suggestion,
        createdAt: createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    });
  },
);

adminRoutes.post(
  "/suggestions/:id/approve",
  endpoint({
    ...admin,
    summary: "Apply a suggestion's fields to its arena",
    description:
      "`updatedAt` is the arena version the admin reviewed (`arenaUpdatedAt` in the list): 409 when it changed since, or when the suggestion was already reviewed. `apply` names the fields to apply; all of them when left out.",
    params: id("suggestion"),
    body: ApproveSuggestionSchema,
    bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z", apply: ["officialsParking"] },
    responses: { 200: ok(SuggestionAppliedSchema, "Applied") },
    errors: [404, 409, 422],
  }),
  async (c) => {
    const { updatedAt, apply } = c.req.valid("json");
    const ctx = c.var.ctx;
    const outcome = await approveSuggestion(ctx, c.var.user, c.req.param("id"), updatedAt, apply);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({
      suggestion: { id: c.req.param("id"), status: "applied" as const, applied: outcome.applied },
      arena: outcome.arena,
    });
  },
);

adminRoutes.post(
  "/suggestions/:id/reject",
  endpoint({
    ...admin,
    summary: "Reject a suggestion, optionally saying why",
    description: "The suggester sees the reason in their contributions. 409 when it was already reviewed.",
    params: id("suggestion"),
    body: RejectSuggestionSchema,
    bodyExample: { reason: "The door moved back last season." },
    responses: { 200: ok(SuggestionRejectedSchema, "Rejected") },
    errors: [404, 409],
  }),
  async (c) => {
    const outcome = await rejectSuggestion(c.var.ctx, c.var.user, c.req.param("id"), c.req.valid("json").reason);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ suggestion: { id: outcome.id, status: "rejected" as const } });
  },
);

adminRoutes.get(
  "/venue-aliases",
  endpoint({
    ...admin,
    summary: "Shared venue aliases, latest confirmation first",
    description:
      "A venue text that three different people matched to the same published arena is used for everyone's imports; an undone one is not listed.",
    query: SharedAliasListQuerySchema,
    responses: { 200: ok(SharedAliasListSchema, "One page") },
  }),
  async (c) => {
    const page = await listSharedAliases(c.var.ctx, c.req.valid("query"));
    return c.json({
      aliases: page.items.map(({ confirmedAt, ...alias }) => ({ ...alias, confirmedAt: confirmedAt.toISOString() })),
      nextCursor: page.nextCursor,
    });
  },
);

adminRoutes.delete(
  "/venue-aliases/:id",
  endpoint({
    ...admin,
    summary: "Undo a shared venue alias",
    description:
      "The venue text stops going to that arena for everyone, and later confirmations do not share it again; each person's own alias stays theirs. 404 when it is not (or no longer) shared; 409 when another admin undid it at the same moment.",
    params: { id: "The shared alias's id from the list" },
    responses: { 200: ok(SharedAliasUndoneSchema, "Undone") },
    errors: [404, 409],
  }),
  async (c) => {
    const id = c.req.param("id");
    const outcome = await undoSharedAlias(c.var.ctx, c.var.user, id);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({
      alias: { id, venueText: outcome.venueText, arenaName: outcome.arenaName, shared: false as const },
    });
  },
);

adminRoutes.all("*", unmatched("admin"));
