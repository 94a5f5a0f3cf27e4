import { Hono } from "hono";
import { SUGGESTION_STATUSES } from "../../core/domain";
import { WEEKDAY_START_LIMITS } from "../../core/games/weekday-start-text";
import { ASKED_FIELDS } from "../../core/knowledge/limits";
import { Id, Timestamp } from "../../core/openapi/responses";
import { WeekdayStartsSchema } from "../../core/validation/weekday-starts";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { getWeekdayStarts } from "../games/profile-starts.server";
import { saveWeekdayStarts } from "../games/weekday-starts.server";
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

const WeekdayStartAnswer = z.object({
  weekday: z.number().int().meta({ description: "1 Monday … 7 Sunday" }),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const WeekdayStartsAnswerSchema = z.object({
  starts: z.array(WeekdayStartAnswer).meta({ description: "Monday first; a weekday not listed uses the usual start" }),
});

export const SavedWeekdayStartsSchema = WeekdayStartsAnswerSchema.extend({
  applied: z
    .number()
    .int()
    .meta({ description: "How many games that follow the profile moved to a new start (drive, miles, leave-by)" }),
});

const WEEKDAY_STARTS_EXAMPLE = {
  starts: [{ weekday: 3, label: "Work: 200 E Randolph St, Chicago, IL", latitude: 41.8853, longitude: -87.6217 }],
};

const WEEKDAY_STARTS_RULES = `A game on one of these weekdays (its date on the arena's clock) starts there; other days use the usual start of the profile; a start given to the game itself (\`start\` on \`POST /api/games\` or \`PATCH /api/games/{id}\`) still wins.`;

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
    "/weekday-starts",
    endpoint({
      tag: "Account",
      summary: "Where my trips start on each weekday",
      description: WEEKDAY_STARTS_RULES,
      access: "session",
      responses: { 200: ok(WeekdayStartsAnswerSchema, "My weekday starts", WEEKDAY_STARTS_EXAMPLE) },
    }),
    async (c) => c.json({ starts: await getWeekdayStarts(c.var.ctx, c.var.user.id) }),
  )
  .put(
    "/weekday-starts",
    endpoint({
      tag: "Account",
      summary: "Set where my trips start on each weekday",
      description: `Replaces them all: at most ${WEEKDAY_START_LIMITS.perPerson}, one per weekday, each with a \`label\` of 1 to ${WEEKDAY_START_LIMITS.labelMax} characters; \`[]\` clears them. ${WEEKDAY_STARTS_RULES} The games that follow the profile get their weekday's start, drive, miles and leave-by at once. Counts toward the games' write limit.`,
      access: "session",
      body: WeekdayStartsSchema,
      bodyExample: WEEKDAY_STARTS_EXAMPLE,
      responses: { 200: ok(SavedWeekdayStartsSchema, "Saved", { ...WEEKDAY_STARTS_EXAMPLE, applied: 2 }) },
      errors: [429],
    }),
    async (c) => {
      const { starts } = c.req.valid("json");
      const saved = await saveWeekdayStarts(
        c.var.ctx,
        c.var.user.id,
        starts.map(({ weekday, ...start }) => ({ weekday, start })),
      );
      if (!saved.ok) throw toApiError(saved);
      return c.json({ starts: saved.starts, applied: saved.applied });
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
