import { Hono } from "hono";
import { GAME_TEXT } from "../../core/games/messages";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { QUICK_GYM_TEXT } from "../../core/imports/messages";
import { VenueAliasSchema, VenueTextSchema } from "../../core/validation/imports";
import { QuickGymApiSchema } from "../../core/validation/quick-gym";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { venueKey } from "../imports/event-text";
import { answerVenue, undoAnswer } from "../imports/imports.server";
import { quickAddGym } from "../imports/quick-gym.server";
import { answerVenueWithSchool } from "../imports/school-answer.server";
import { endpoint, unmatched } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { clientIp } from "../platform/rate-limit.server";
import { venueId } from "../platform/stable-hash";
import { GAME_EXAMPLE, QuickGymAnswerSchema, UndoAnswerSchema, VenueAliasAnswerSchema } from "./games.models";

/** /api/venue-aliases: the signed-in person's answers to "which gym is this?" (docs/decisions/097, 191). */
export const venueAliasRoutes = new Hono<AppBindings>()
  .put(
    "/",
    endpoint({
      tag: "Games",
      summary: "Answer “which gym is this?”",
      description: [
        "Saves the caller's arena for a venue text exactly as an imported calendar sent it: an approved arena, or a pending one the caller created (`arenaId`), or a school of the index (`schoolId`, from `needsArena[].schools` or `GET /api/places?source=schools`). Exactly one of the two.",
        "A school's answer is the school's gym the venue names: an arena of that school already on Tipoff for the caller (by the gym's name, e.g. `Norcross High School — Gym 2` for a venue `Norcross HS - Gym 2`), else a new pending arena of the caller's at the school's point, usable by them at once and reviewed before anyone else sees it (it counts toward the day's limit of gyms added from imports).",
        "Every event waiting at that venue becomes a game, and later imports use the answer. The same answer from three different people is used for everyone.",
      ].join(" "),
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      body: VenueAliasSchema,
      bodyExample: {
        venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001",
        arenaId: GAME_EXAMPLE.arenaId,
      },
      responses: {
        200: ok(VenueAliasAnswerSchema, "Saved", {
          alias: {
            venue: "sample high school, 200 sample school rd, sample city wa 99001",
            arenaId: GAME_EXAMPLE.arenaId,
          },
          created: 2,
        }),
      },
      errors: [400, 404, 422, 429],
    }),
    async (c) => {
      const { venue, arenaId, schoolId } = c.req.valid("json");
      const ctx = c.var.ctx;
      const outcome =
        schoolId === undefined
          ? await answerVenue(ctx, c.var.user.id, venue, arenaId ?? "")
          : await answerVenueWithSchool(ctx, c.var.user, venue, schoolId);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ alias: { venue: outcome.venue, arenaId: outcome.arenaId }, created: outcome.created });
    },
  )
  // The person's own pending gym for a venue they are asked about, its games placed there at once.
  .post(
    "/gym",
    endpoint({
      tag: "Games",
      summary: "Add the gym of a waiting venue",
      description: [
        "For a venue the caller's imports wait on (`venue` as the calendar sent it): creates the caller's own pending arena, usable by them at once and reviewed before anyone else sees it, answers the venue with it and places every game waiting there.",
        "One gym per venue: a second call finds the first. A conference is needed only for a college level (Division I, II, III, NAIA, Community/Junior College); the street and ZIP are optional.",
        "The point is `latitude` and `longitude` when given, else the street address through the geocoder; neither is 422 (`geocoding_failed`).",
        `At most ${IMPORT_LIMITS.quickGymsPerDay} a day per person; the submit form's limit does not apply.`,
      ].join(" "),
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      body: QuickGymApiSchema,
      bodyExample: {
        venue: "Alumni Hall - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219",
        name: "Alumni Hall",
        school: "Ohio Dominican University",
        level: "Division II",
        conference: "G-MAC",
        address: "1216 Sunbury Rd",
        city: "Columbus",
        state: "OH",
        zipCode: "43219",
      },
      responses: {
        201: ok(QuickGymAnswerSchema, "Added and answered", {
          arena: { id: GAME_EXAMPLE.arenaId, name: "Alumni Hall", approved: false },
          created: 2,
        }),
        422: errorAnswer(422, ["geocoding_failed"], `No point: "${QUICK_GYM_TEXT.placeThePin}"`),
      },
      errors: [400, 404, 429],
    }),
    async (c) => {
      const { venue, ...gym } = c.req.valid("json");
      const actor = { ...c.var.user, ip: clientIp(c.req.raw.headers) };
      const outcome = await quickAddGym(c.var.ctx, actor, venueId(venueKey(venue)), gym);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json(
        { arena: { id: outcome.arena.id, name: outcome.arena.name, approved: false }, created: outcome.created },
        201,
      );
    },
  )
  .post(
    "/undo",
    endpoint({
      tag: "Games",
      summary: "Undo an answer to “which gym is this?”",
      description:
        "Removes the caller's answer for `venue`, and the games it placed (those still at its arena) wait for a gym again, as they were. Games a later import placed with the answer stay. An answer with nothing left to undo is 404.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      body: VenueTextSchema,
      bodyExample: { venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001" },
      responses: {
        200: ok(UndoAnswerSchema, "Undone", {
          venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001",
          waiting: 2,
        }),
      },
      errors: [404],
    }),
    async (c) => {
      const outcome = await undoAnswer(c.var.ctx, c.var.user.id, c.req.valid("json").venue);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ venue: outcome.venue, waiting: outcome.waiting });
    },
  )
  // Paths under /api/venue-aliases that no route serves: 401 to a visitor, as on every route here.
  .all("*", unmatched("session", GAME_TEXT.loginRequired));
