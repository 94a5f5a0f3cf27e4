import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { fail, notFound, unauthorized } from "../../core/failure";
import { CONFIRMATION_TEXT, SUGGESTION_TEXT } from "../../core/suggestions/messages";
import { ArenaInputSchema, ArenaPatchSchema, SubmissionKeySchema } from "../../core/validation/arena";
import { isArenaId } from "../../core/validation/arena-query";
import { CreateSuggestionSchema } from "../../core/validation/suggestions";
import { updateArena } from "../arenas/edit-arena.server";
import { type Actor, arenaMutationDeps } from "../arenas/mutations.server";
import { submitArena } from "../arenas/submit-arena.server";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { clientIp } from "../rate-limit.server";
import { confirmArena } from "../suggestions/confirmations.server";
import { createSuggestion } from "../suggestions/suggestions.server";
import { getCurrentUser } from "../users/current-user.server";

type MutationBindings = { Bindings: AppBindings["Bindings"]; Variables: AppBindings["Variables"] & { actor: Actor } };

/** 401 before anything else is looked at, with the screen's own message. */
const signedIn = (message: string) =>
  createMiddleware<MutationBindings>(async (c, next) => {
    const user = await getCurrentUser(c.var.services, c.req.raw.headers);
    if (!user) throw toApiError(unauthorized(message));
    c.set("actor", { ...user, ip: clientIp(c.req.raw.headers) });
    await next();
  });

/** A malformed id matches nothing: 404 before the body is read. */
const arenaId = createMiddleware<MutationBindings>(async (c, next) => {
  if (!isArenaId(c.req.param("id"))) throw toApiError(notFound(ARENA_TEXT.notFound));
  await next();
});

function submissionKey(c: Context<MutationBindings>): string | undefined {
  const header = c.req.header("Idempotency-Key");
  if (header === undefined) return undefined;
  const parsed = SubmissionKeySchema.safeParse(header);
  if (!parsed.success) {
    throw toApiError(
      fail("invalid", "Idempotency-Key must be 8 to 100 letters, digits, - or _", { code: "bad_request" }),
    );
  }
  return parsed.data;
}

/** POST and PATCH on /api/arenas, suggestions and confirmations; the GET routes live in ./arenas. */
export const arenaMutationRoutes = new Hono<MutationBindings>()
  .post("/", signedIn(ARENA_TEXT.submitLoginRequired), validate("json", ArenaInputSchema), async (c) => {
    const key = submissionKey(c);
    const outcome = await submitArena(arenaMutationDeps(c.var.services), c.var.actor, c.req.valid("json"), {
      submissionKey: key,
    });
    if (!outcome.ok) throw toApiError(outcome);
    // Recorded, never refused: the API contract predates the guardrail (docs/decisions/077).
    return c.json(
      { arena: outcome.arena, possibleDuplicates: outcome.possibleDuplicates },
      outcome.created ? 201 : 200,
    );
  })
  .patch("/:id", signedIn(ARENA_TEXT.editLoginRequired), arenaId, validate("json", ArenaPatchSchema), async (c) => {
    const { updatedAt, ...changes } = c.req.valid("json");
    const deps = arenaMutationDeps(c.var.services);
    const outcome = await updateArena(deps, c.var.actor, c.req.param("id"), changes, updatedAt);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ arena: outcome.arena, sentBackToReview: outcome.sentBackToReview });
  })
  .post(
    "/:id/suggestions",
    signedIn(SUGGESTION_TEXT.loginRequired),
    arenaId,
    validate("json", CreateSuggestionSchema),
    async (c) => {
      const { fields, note } = c.req.valid("json");
      const deps = arenaMutationDeps(c.var.services);
      const outcome = await createSuggestion(deps, c.var.actor, c.req.param("id"), fields, note);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ suggestion: outcome.suggestion }, 201);
    },
  )
  .post("/:id/confirmations", signedIn(CONFIRMATION_TEXT.loginRequired), arenaId, async (c) => {
    const deps = { db: c.var.services.db, publicPages: c.var.services.env.PUBLIC_PAGES };
    const outcome = await confirmArena(deps, c.var.actor.id, c.req.param("id"));
    if (!outcome.ok) throw toApiError(outcome);
    const { id, createdAt } = outcome.confirmation;
    return c.json({ confirmation: { id, createdAt: createdAt.toISOString() } }, outcome.created ? 201 : 200);
  });
