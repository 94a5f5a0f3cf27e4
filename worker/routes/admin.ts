import { type Context, Hono } from "hono";
import { CursorQuerySchema } from "../../core/admin/pagination";
import type { CurrentUser } from "../../core/users/current-user";
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
import { arenaMutationDeps } from "../arenas/mutations.server";
import type { AppBindings } from "../bindings";
import { listContactMessages, updateContactStatus } from "../contact/inbox.server";
import { listFeedback, updateFeedbackStatus } from "../feedback/triage.server";
import { toApiError } from "../http/errors";
import { requireApiAdmin } from "../http/guards";
import { validate } from "../http/validate";
import { listSharedAliases, undoSharedAlias } from "../imports/shared-aliases.server";
import { arrivalCoverage } from "../knowledge/coverage.server";
import { approveSuggestion, listSuggestions, rejectSuggestion } from "../suggestions/suggestions.server";
import { SharedAliasListQuerySchema } from "../validation/shared-aliases";

// `admin` is optional only so this context stays compatible with requireApiAdmin's; the guard
// below always sets it before a handler runs.
type AdminBindings = { Bindings: Env; Variables: AppBindings["Variables"] & { admin?: CurrentUser } };

function adminOf(c: Context<AdminBindings>): CurrentUser {
  const admin = c.var.admin;
  if (!admin) throw new Error("admin route reached without the admin guard");
  return admin;
}

/**
 * Every admin endpoint. The guard runs before anything else, including validation and unknown
 * paths under /api/admin: a visitor gets 401 and a signed-in non-admin 403, whatever they send,
 * so neither learns which ids exist or what shape a request should have.
 */
export const adminRoutes = new Hono<AdminBindings>();

adminRoutes.use("*", async (c, next) => {
  c.set("admin", await requireApiAdmin(c));
  await next();
});

adminRoutes.get("/summary", async (c) => c.json(await loadDashboard(c.var.services)));

adminRoutes.get("/coverage", async (c) => c.json(await arrivalCoverage(c.var.services, Date.now())));

adminRoutes.get("/arenas/pending", validate("query", CursorQuerySchema), async (c) => {
  const page = await listPendingArenas(c.var.services, c.req.valid("query"));
  return c.json({ arenas: page.items, nextCursor: page.nextCursor });
});

adminRoutes.post("/arenas/:id/approve", validate("json", ApproveArenaSchema), async (c) => {
  const id = c.req.param("id");
  const outcome = await approveArena(c.var.services, adminOf(c), id, c.req.valid("json").updatedAt);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ arena: { id, approved: true } });
});

adminRoutes.delete("/arenas/:id", async (c) => {
  const id = c.req.param("id");
  const outcome = await deleteArena(c.var.services, adminOf(c), id);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ arena: { id, deleted: true } });
});

adminRoutes.get("/feedback", validate("query", FeedbackListQuerySchema), async (c) => {
  const page = await listFeedback(c.var.services, c.req.valid("query"));
  return c.json({ feedback: page.items, nextCursor: page.nextCursor });
});

adminRoutes.patch("/feedback/:id", validate("json", FeedbackStatusUpdateSchema), async (c) => {
  const outcome = await updateFeedbackStatus(c.var.services, adminOf(c), c.req.param("id"), c.req.valid("json").status);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ feedback: { id: outcome.id, status: outcome.status } });
});

adminRoutes.get("/contact", validate("query", ContactListQuerySchema), async (c) => {
  const page = await listContactMessages(c.var.services, c.req.valid("query"));
  return c.json({ messages: page.items, nextCursor: page.nextCursor });
});

adminRoutes.patch("/contact/:id", validate("json", ContactStatusUpdateSchema), async (c) => {
  const outcome = await updateContactStatus(c.var.services, adminOf(c), c.req.param("id"), c.req.valid("json").status);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ message: { id: outcome.id, status: outcome.status } });
});

adminRoutes.get("/suggestions", validate("query", SuggestionListQuerySchema), async (c) => {
  const page = await listSuggestions(c.var.services, c.req.valid("query"));
  return c.json({
    suggestions: page.items.map(({ createdAt, ...suggestion }) => ({
      ...suggestion,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  });
});

adminRoutes.post("/suggestions/:id/approve", validate("json", ApproveSuggestionSchema), async (c) => {
  const { updatedAt, apply } = c.req.valid("json");
  const deps = arenaMutationDeps(c.var.services);
  const outcome = await approveSuggestion(deps, adminOf(c), c.req.param("id"), updatedAt, apply);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({
    suggestion: { id: c.req.param("id"), status: "applied" as const, applied: outcome.applied },
    arena: outcome.arena,
  });
});

adminRoutes.post("/suggestions/:id/reject", validate("json", RejectSuggestionSchema), async (c) => {
  const outcome = await rejectSuggestion(c.var.services, adminOf(c), c.req.param("id"), c.req.valid("json").reason);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ suggestion: { id: outcome.id, status: "rejected" as const } });
});

adminRoutes.get("/venue-aliases", validate("query", SharedAliasListQuerySchema), async (c) => {
  const page = await listSharedAliases(c.var.services, c.req.valid("query"));
  return c.json({
    aliases: page.items.map(({ confirmedAt, ...alias }) => ({ ...alias, confirmedAt: confirmedAt.toISOString() })),
    nextCursor: page.nextCursor,
  });
});

adminRoutes.delete("/venue-aliases/:id", async (c) => {
  const id = c.req.param("id");
  const outcome = await undoSharedAlias(c.var.services, adminOf(c), id);
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ alias: { id, venueText: outcome.venueText, arenaName: outcome.arenaName, shared: false as const } });
});
