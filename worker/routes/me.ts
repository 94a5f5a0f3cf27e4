import { Hono } from "hono";
import { SUGGESTION_STATUSES } from "../../core/domain";
import { ASKED_FIELDS } from "../../core/knowledge/limits";
import { Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/zod";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { dismissArrivalAsk, listArrivalAsks } from "../knowledge/asks.server";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { listContributions } from "../users/contributions.server";
import { ArenaFieldName } from "./arenas.models";

export const MeSchema = z.object({
  user: z.object({ id: Id, name: z.string(), email: z.string() }),
  isAdmin: z.boolean(),
});

export const ContributionsSchema = z.object({
  arenas: z.array(
    z.object({
      id: Id,
      name: z.string(),
      city: z.string(),
      state: z.string(),
      approved: z.boolean(),
      createdAt: Timestamp,
    }),
  ),
  suggestions: z.array(
    z.object({
      id: Id,
      arenaId: Id,
      arenaName: z.string(),
      status: z.enum(SUGGESTION_STATUSES),
      reason: z.string().optional().meta({ description: "Why it was rejected, when the admin said" }),
      fields: z.array(ArenaFieldName),
      createdAt: Timestamp,
    }),
  ),
});

export const ArrivalAsksSchema = z.object({
  asks: z.array(
    z.object({
      gameId: Id,
      arenaId: Id,
      arenaName: z.string(),
      tipoffAt: Timestamp,
      missing: z
        .array(z.enum(ASKED_FIELDS))
        .min(1)
        .meta({ description: "The arrival fields the arena lacks, by their API names" }),
    }),
  ),
});

export const meRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Account",
      summary: "Who is signed in",
      access: "session",
      responses: { 200: ok(MeSchema, "The signed-in user") },
    }),
    async (c) => {
      const { user } = c.var;
      return c.json({ user: { id: user.id, name: user.name, email: user.email }, isAdmin: user.isAdmin });
    },
  )
  .get(
    "/contributions",
    endpoint({
      tag: "Account",
      summary: "Arenas I submitted and updates I suggested, newest first, with their status",
      description: "Up to 50 of each. A rejected suggestion carries the admin's `reason` when one was given.",
      access: "session",
      responses: { 200: ok(ContributionsSchema, "My contributions") },
    }),
    async (c) => {
      const { arenas, suggestions } = await listContributions(c.var.ctx, c.var.user.id);
      return c.json({
        arenas: arenas.map((arena) => ({ ...arena, createdAt: arena.createdAt.toISOString() })),
        suggestions: suggestions.map(({ reason, createdAt, ...suggestion }) => ({
          ...suggestion,
          ...(reason === null ? {} : { reason }),
          createdAt: createdAt.toISOString(),
        })),
      });
    },
  )
  .get(
    "/arrival-asks",
    endpoint({
      tag: "Account",
      summary: "Questions about the arrival at arenas of my recent games",
      description:
        "One per arena, from my most recent game there, most recent first: a game that tipped off between 2 hours and 7 days ago, neither cancelled nor removed, at a published arena (or my own pending one) whose `officialsEntrance`, `officialsParking` or `dressingRoom` is empty. A question is gone once I answer for that arena (a suggestion of arrival details, or an edit of my own pending arena, since the game) or dismiss it.",
      access: "session",
      responses: {
        200: ok(ArrivalAsksSchema, "My open questions", {
          asks: [
            {
              gameId: "0b6b5c1e-7d2a-4f3e-9c1a-2b3c4d5e6f70",
              arenaId: "5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b",
              arenaName: "Hinkle Fieldhouse",
              tipoffAt: "2026-11-20T00:00:00.000Z",
              missing: ["officialsEntrance", "dressingRoom"],
            },
          ],
        }),
      },
    }),
    async (c) => {
      const asks = await listArrivalAsks(c.var.ctx, c.var.user.id, Date.now());
      return c.json({
        asks: asks.map(({ gameId, arenaId, arenaName, tipoffAt, missing }) => ({
          gameId,
          arenaId,
          arenaName,
          tipoffAt: tipoffAt.toISOString(),
          missing,
        })),
      });
    },
  )
  .post(
    "/arrival-asks/:gameId/dismiss",
    endpoint({
      tag: "Account",
      summary: "Not now: dismiss the question about a game's arena",
      description:
        "The question stays away for my games at that arena up to this one; a later game there asks again. Another person's game, or one waiting for a gym, is 404.",
      access: "session",
      params: { gameId: "The game's id (a UUID)" },
      responses: { 204: { description: "Dismissed" } },
      errors: [404],
    }),
    async (c) => {
      const outcome = await dismissArrivalAsk(c.var.ctx, c.var.user, c.req.param("gameId"), Date.now());
      if (!outcome.ok) throw toApiError(outcome);
      return c.body(null, 204);
    },
  );
