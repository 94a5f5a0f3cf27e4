import { CursorQuerySchema } from "../../core/admin/pagination";
import { ApproveArenaSchema } from "../../core/validation/arena";
import { ContactListQuerySchema, ContactStatusUpdateSchema } from "../../core/validation/contact";
import { FeedbackListQuerySchema, FeedbackStatusUpdateSchema } from "../../core/validation/feedback";
import {
  ApproveSuggestionSchema,
  RejectSuggestionSchema,
  SuggestionListQuerySchema,
} from "../../core/validation/suggestions";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { SharedAliasListQuerySchema } from "../validation/shared-aliases";
import {
  AdminSummarySchema,
  ArenaApprovedSchema,
  ArenaDeletedSchema,
  ContactListSchema,
  ContactStatusSchema,
  CoverageSchema,
  FeedbackListSchema,
  FeedbackStatusSchema,
  PendingArenasSchema,
  SharedAliasListSchema,
  SharedAliasUndoneSchema,
  SuggestionAppliedSchema,
  SuggestionListSchema,
  SuggestionRejectedSchema,
} from "./admin.responses";

// ./admin: the role is read from D1 on every call, before anything else (a visitor 401, a user 403).

const id = (what: string) => ({ id: `The ${what}'s id` });
const admin = { tag: "Admin", access: "admin" } as const;

export const adminDocs: RouteDoc[] = [
  {
    ...admin,
    route: "GET /api/admin/summary",
    summary: "Dashboard counts and recent activity",
    description: "A count that fails to load is 0.",
    responses: { 200: ok(AdminSummarySchema, "The summary") },
  },
  {
    ...admin,
    route: "GET /api/admin/coverage",
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
  },
  {
    ...admin,
    route: "GET /api/admin/arenas/pending",
    summary: "Arenas waiting for review, newest first",
    query: CursorQuerySchema,
    responses: { 200: ok(PendingArenasSchema, "One page") },
  },
  {
    ...admin,
    route: "POST /api/admin/arenas/:id/approve",
    summary: "Publish a pending arena",
    description: "`updatedAt` is the version the admin reviewed: 409 when it changed since, or was already approved.",
    params: id("arena"),
    body: ApproveArenaSchema,
    bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z" },
    responses: { 200: ok(ArenaApprovedSchema, "Approved") },
    errors: [404, 409],
  },
  {
    ...admin,
    route: "DELETE /api/admin/arenas/:id",
    summary: "Delete an arena",
    description:
      "The audit record keeps the deleted row. People's games at the arena are kept: they lose their arena (`arenaId: null`) and wait, with `waitingForArena` naming this one, until their owner chooses another.",
    params: id("arena"),
    responses: { 200: ok(ArenaDeletedSchema, "Deleted") },
    errors: [404],
  },
  {
    ...admin,
    route: "GET /api/admin/feedback",
    summary: "Feedback, newest first",
    query: FeedbackListQuerySchema,
    responses: { 200: ok(FeedbackListSchema, "One page") },
  },
  {
    ...admin,
    route: "PATCH /api/admin/feedback/:id",
    summary: "Set a feedback entry's status (any to any)",
    params: id("feedback entry"),
    body: FeedbackStatusUpdateSchema,
    bodyExample: { status: "in-review" },
    responses: { 200: ok(FeedbackStatusSchema, "Updated") },
    errors: [404],
  },
  {
    ...admin,
    route: "GET /api/admin/contact",
    summary: "Contact messages, newest first",
    query: ContactListQuerySchema,
    responses: { 200: ok(ContactListSchema, "One page") },
  },
  {
    ...admin,
    route: "PATCH /api/admin/contact/:id",
    summary: "Move a message: unread → read, unread or read → replied",
    description: "Any other move is 409.",
    params: id("message"),
    body: ContactStatusUpdateSchema,
    bodyExample: { status: "read" },
    responses: { 200: ok(ContactStatusSchema, "Updated") },
    errors: [404, 409],
  },
  {
    ...admin,
    route: "GET /api/admin/suggestions",
    summary: "Suggested updates, newest first",
    description:
      "Each with its fields' values when suggested (`base`), now (`current`) and suggested (`fields`); no `status` lists every one.",
    query: SuggestionListQuerySchema,
    responses: { 200: ok(SuggestionListSchema, "One page") },
  },
  {
    ...admin,
    route: "POST /api/admin/suggestions/:id/approve",
    summary: "Apply a suggestion's fields to its arena",
    description:
      "`updatedAt` is the arena version the admin reviewed (`arenaUpdatedAt` in the list): 409 when it changed since, or when the suggestion was already reviewed. `apply` names the fields to apply; all of them when left out.",
    params: id("suggestion"),
    body: ApproveSuggestionSchema,
    bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z", apply: ["officialsParking"] },
    responses: { 200: ok(SuggestionAppliedSchema, "Applied") },
    errors: [404, 409, 422],
  },
  {
    ...admin,
    route: "POST /api/admin/suggestions/:id/reject",
    summary: "Reject a suggestion, optionally saying why",
    description: "The suggester sees the reason in their contributions. 409 when it was already reviewed.",
    params: id("suggestion"),
    body: RejectSuggestionSchema,
    bodyExample: { reason: "The door moved back last season." },
    responses: { 200: ok(SuggestionRejectedSchema, "Rejected") },
    errors: [404, 409],
  },
  {
    ...admin,
    route: "GET /api/admin/venue-aliases",
    summary: "Shared venue aliases, latest confirmation first",
    description:
      "A venue text that three different people matched to the same published arena is used for everyone's imports; an undone one is not listed.",
    query: SharedAliasListQuerySchema,
    responses: { 200: ok(SharedAliasListSchema, "One page") },
  },
  {
    ...admin,
    route: "DELETE /api/admin/venue-aliases/:id",
    summary: "Undo a shared venue alias",
    description:
      "The venue text stops going to that arena for everyone, and later confirmations do not share it again; each person's own alias stays theirs. 404 when it is not (or no longer) shared; 409 when another admin undid it at the same moment.",
    params: { id: "The shared alias's id from the list" },
    responses: { 200: ok(SharedAliasUndoneSchema, "Undone") },
    errors: [404, 409],
  },
];
