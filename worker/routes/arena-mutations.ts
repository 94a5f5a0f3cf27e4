import { type Context, Hono } from "hono";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { fail } from "../../core/failure";
import { CONFIRMATION_TEXT, SUGGESTION_TEXT } from "../../core/suggestions/messages";
import type { CurrentUser } from "../../core/users/current-user";
import { ArenaInputSchema, ArenaPatchSchema, SubmissionKeySchema } from "../../core/validation/arena";
import { isArenaId } from "../../core/validation/arena-query";
import { CreateSuggestionSchema } from "../../core/validation/suggestions";
import { updateArena } from "../arenas/edit-arena.server";
import type { Actor } from "../arenas/mutations.server";
import { submitArena } from "../arenas/submit-arena.server";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { clientIp } from "../platform/rate-limit.server";
import { confirmArena } from "../suggestions/confirmations.server";
import { createSuggestion } from "../suggestions/suggestions.server";
import {
  ARENA_EXAMPLE,
  ARENA_ID_PARAM,
  ArenaSubmittedSchema,
  ArenaUpdatedSchema,
  ConfirmationSchema,
  SuggestionCreatedSchema,
} from "./arenas.models";

type SignedInContext = Context<AppBindings & { Variables: { user: CurrentUser } }>;

/** The signed-in caller as the arena services record them: who, and from which address. */
const actorOf = (c: SignedInContext): Actor => ({ ...c.var.user, ip: clientIp(c.req.raw.headers) });

/** A malformed id matches nothing: 404 before the body is read. */
const arenaId = { name: "id", matches: isArenaId, notFound: ARENA_TEXT.notFound };

function submissionKey(c: SignedInContext): string | undefined {
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
export const arenaMutationRoutes = new Hono<AppBindings>()
  .post(
    "/",
    endpoint({
      tag: "Arenas",
      summary: "Submit an arena for review",
      description:
        "Text is sanitised, then checked; text over a limit is refused, not cut. Without `latitude` and `longitude` the address is geocoded. Limited per user and per IP. Arenas it may duplicate (within 300 m, or a near-identical name in the same city) are recorded for the reviewer and answered in `possibleDuplicates`; they never refuse the submission.",
      access: "session",
      loginRequired: ARENA_TEXT.submitLoginRequired,
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
    async (c) => {
      const key = submissionKey(c);
      const outcome = await submitArena(c.var.ctx, actorOf(c), c.req.valid("json"), {
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
      loginRequired: ARENA_TEXT.editLoginRequired,
      paramForm: arenaId,
      params: ARENA_ID_PARAM,
      body: ArenaPatchSchema,
      bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z", food: "Diner on 5th" },
      responses: { 200: ok(ArenaUpdatedSchema, "Saved") },
      errors: [403, 404, 409, 422, 429],
    }),
    async (c) => {
      const { updatedAt, ...changes } = c.req.valid("json");
      const ctx = c.var.ctx;
      const outcome = await updateArena(ctx, actorOf(c), c.req.param("id"), changes, updatedAt);
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
      loginRequired: SUGGESTION_TEXT.loginRequired,
      paramForm: arenaId,
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
    async (c) => {
      const { fields, note } = c.req.valid("json");
      const ctx = c.var.ctx;
      const outcome = await createSuggestion(ctx, actorOf(c), c.req.param("id"), fields, note);
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
      loginRequired: CONFIRMATION_TEXT.loginRequired,
      paramForm: arenaId,
      params: ARENA_ID_PARAM,
      responses: {
        201: ok(ConfirmationSchema, "Confirmed"),
        200: ok(ConfirmationSchema, "Already confirmed in the last 30 days"),
      },
      errors: [404],
    }),
    async (c) => {
      const ctx = { db: c.var.ctx.db, publicPages: c.var.ctx.publicPages };
      const outcome = await confirmArena(ctx, c.var.user.id, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      const { id, createdAt } = outcome.confirmation;
      return c.json({ confirmation: { id, createdAt: createdAt.toISOString() } }, outcome.created ? 201 : 200);
    },
  );
