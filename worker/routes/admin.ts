import { Hono } from "hono";
import { CursorQuerySchema } from "../../core/admin/pagination";
import { ApproveArenaSchema } from "../../core/validation/arena";
import { ContactListQuerySchema, ContactStatusUpdateSchema } from "../../core/validation/contact";
import { FeedbackListQuerySchema, FeedbackStatusUpdateSchema } from "../../core/validation/feedback";
import {
  ApproveSuggestionSchema,
  RejectSuggestionSchema,
  SuggestionListQuerySchema,
} from "../../core/validation/suggestions";
import { loadDashboard } from "../admin/dashboard.server";
import { approveArena, deleteArena, listPendingArenas } from "../admin/pending-arenas.server";
import { listContactMessages, updateContactStatus } from "../contact/inbox.server";
import type { AppBindings } from "../context/bindings";
import { listFeedback, updateFeedbackStatus } from "../feedback/triage.server";
import { toApiError } from "../http/errors";
import { listSharedAliases, undoSharedAlias } from "../imports/shared-aliases.server";
import { arrivalCoverage } from "../knowledge/coverage.server";
import { endpoint, unmatched } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { approveSuggestion, listSuggestions, rejectSuggestion } from "../suggestions/suggestions.server";
import { SharedAliasListQuerySchema } from "../validation/shared-aliases";
import {
  ADMIN_ROUTE,
  AdminSummarySchema,
  ArenaApprovedSchema,
  ArenaDeletedSchema,
  ContactListSchema,
  ContactStatusSchema,
  CoverageSchema,
  FeedbackListSchema,
  FeedbackStatusSchema,
  idParam,
  PendingArenasSchema,
  SharedAliasListSchema,
  SharedAliasUndoneSchema,
  SuggestionAppliedSchema,
  SuggestionListSchema,
  SuggestionRejectedSchema,
} from "./admin.models";

// Every admin route reads the role from D1 first, before anything else (a visitor 401, a user 403).
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
    ...ADMIN_ROUTE,
    summary: "Dashboard counts and recent activity",
    description: "A count that fails to load is 0.",
    responses: { 200: ok(AdminSummarySchema, "The summary") },
  }),
  async (c) => c.json(await loadDashboard(c.var.ctx)),
);

adminRoutes.get(
  "/coverage",
  endpoint({
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
    summary: "Publish a pending arena",
    description: "`updatedAt` is the version the admin reviewed: 409 when it changed since, or was already approved.",
    params: idParam("arena"),
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
    ...ADMIN_ROUTE,
    summary: "Delete an arena",
    description:
      "The audit record keeps the deleted row. People's games at the arena are kept: they lose their arena (`arenaId: null`) and wait, with `waitingForArena` naming this one, until their owner chooses another.",
    params: idParam("arena"),
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
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
    summary: "Set a feedback entry's status (any to any)",
    params: idParam("feedback entry"),
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
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
    summary: "Move a message: unread → read, unread or read → replied",
    description: "Any other move is 409.",
    params: idParam("message"),
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
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
    summary: "Apply a suggestion's fields to its arena",
    description:
      "`updatedAt` is the arena version the admin reviewed (`arenaUpdatedAt` in the list): 409 when it changed since, or when the suggestion was already reviewed. `apply` names the fields to apply; all of them when left out.",
    params: idParam("suggestion"),
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
    ...ADMIN_ROUTE,
    summary: "Reject a suggestion, optionally saying why",
    description: "The suggester sees the reason in their contributions. 409 when it was already reviewed.",
    params: idParam("suggestion"),
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
    ...ADMIN_ROUTE,
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
    ...ADMIN_ROUTE,
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
