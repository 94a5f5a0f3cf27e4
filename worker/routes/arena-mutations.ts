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
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { clientIp } from "../platform/rate-limit.server";
import { confirmArena } from "../suggestions/confirmations.server";
import { createSuggestion } from "../suggestions/suggestions.server";
import { getCurrentUser } from "../users/current-user.server";
import {
  ARENA_EXAMPLE,
  ARENA_ID_PARAM,
  ArenaSubmittedSchema,
  ArenaUpdatedSchema,
  ConfirmationSchema,
  SuggestionCreatedSchema,
} from "./arenas";

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
  .post(
    "/",
    endpoint({
      tag: "Arenas",
      summary: "Submit an arena for review",
      description:
        "Text is sanitised, then checked; text over a limit is refused, not cut. Without `latitude` and `longitude` the address is geocoded. Limited per user and per IP. Arenas it may duplicate (within 300 m, or a near-identical name in the same city) are recorded for the reviewer and answered in `possibleDuplicates`; they never refuse the submission.",
      access: "session",
      headers: [
        {
          name: "Idempotency-Key",
          description: "The same key from the same user answers the arena it created (200) instead of a second one",
          schema: SubmissionKeySchema,
        },
      ],
      body: ArenaInputSchema,
      bodyExample: ARENA_EXAMPLE,
      responses: {
        201: ok(ArenaSubmittedSchema, "Created, pending review"),
        200: ok(ArenaSubmittedSchema, "This Idempotency-Key already created this arena"),
      },
      errors: [422, 429],
    }),
    signedIn(ARENA_TEXT.submitLoginRequired),
    validate("json", ArenaInputSchema),
    async (c) => {
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
    },
  )
  .patch(
    "/:id",
    endpoint({
      tag: "Arenas",
      summary: "Edit an arena",
      description:
        "The creator or an admin. Send the fields that change and `updatedAt` as it was read; `latitude: null` asks for the address to be geocoded again. A creator's change to a published arena sends it back to review.",
      access: "session",
      params: ARENA_ID_PARAM,
      body: ArenaPatchSchema,
      bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z", food: "Diner on 5th" },
      responses: { 200: ok(ArenaUpdatedSchema, "Saved") },
      errors: [403, 404, 409, 422, 429],
    }),
    signedIn(ARENA_TEXT.editLoginRequired),
    arenaId,
    validate("json", ArenaPatchSchema),
    async (c) => {
      const { updatedAt, ...changes } = c.req.valid("json");
      const deps = arenaMutationDeps(c.var.services);
      const outcome = await updateArena(deps, c.var.actor, c.req.param("id"), changes, updatedAt);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ arena: outcome.arena, sentBackToReview: outcome.sentBackToReview });
    },
  )
  .post(
    "/:id/suggestions",
    endpoint({
      tag: "Suggested updates",
      summary: "Suggest an update to an approved arena",
      description:
        "Any signed-in user. `fields` takes the names and rules of POST /api/arenas; only the fields whose value differs from the arena's now are stored, and one that changes nothing is 400 `nothing_changed`. An admin reviews it (`GET /api/admin/suggestions`). Limited per user and per IP.",
      access: "session",
      params: ARENA_ID_PARAM,
      body: CreateSuggestionSchema,
      bodyExample: {
        fields: { officialsParking: "Lot C by the north doors; tell the gate you are working the game" },
        note: "Worked a game here last week",
      },
      responses: {
        201: ok(SuggestionCreatedSchema, "Stored, waiting for review"),
        400: errorAnswer(
          400,
          ["validation_error", "bad_request", "nothing_changed"],
          "Invalid input, or `nothing_changed` when no field differs from the arena's value",
        ),
      },
      errors: [404, 429],
    }),
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
  .post(
    "/:id/confirmations",
    endpoint({
      tag: "Suggested updates",
      summary: "Confirm an approved arena's details are still accurate",
      description:
        "One confirmation per user and arena in 30 days: the first answers 201, another inside the 30 days 200 with the existing one.",
      access: "session",
      params: ARENA_ID_PARAM,
      responses: {
        201: ok(ConfirmationSchema, "Confirmed"),
        200: ok(ConfirmationSchema, "Already confirmed in the last 30 days"),
      },
      errors: [404],
    }),
    signedIn(CONFIRMATION_TEXT.loginRequired),
    arenaId,
    async (c) => {
      const deps = { db: c.var.services.db, publicPages: c.var.services.env.PUBLIC_PAGES };
      const outcome = await confirmArena(deps, c.var.actor.id, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      const { id, createdAt } = outcome.confirmation;
      return c.json({ confirmation: { id, createdAt: createdAt.toISOString() } }, outcome.created ? 201 : 200);
    },
  );
