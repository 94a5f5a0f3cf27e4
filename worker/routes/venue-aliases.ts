import { Hono } from "hono";
import { VenueAliasSchema } from "../../core/validation/imports";
import { QuickGymApiSchema } from "../../core/validation/quick-gym";
import { gameDeps } from "../games/games.server";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { venueKey } from "../imports/event-text";
import { answerVenue, undoAnswer } from "../imports/imports.server";
import { quickAddGym } from "../imports/quick-gym.server";
import { venueId } from "../imports/stable-hash";
import { clientIp } from "../rate-limit.server";
import { type GameBindings, signedIn } from "./games";

/** /api/venue-aliases: the signed-in person's answers to "which gym is this?" (docs/decisions/097, 191). */
export const venueAliasRoutes = new Hono<GameBindings>()
  .use(signedIn)
  .put("/", validate("json", VenueAliasSchema), async (c) => {
    const { venue, arenaId } = c.req.valid("json");
    const outcome = await answerVenue(gameDeps(c.var.services), c.var.user.id, venue, arenaId);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ alias: { venue: outcome.venue, arenaId: outcome.arenaId }, created: outcome.created });
  })
  // The person's own pending gym for a venue they are asked about, its games placed there at once.
  .post("/gym", validate("json", QuickGymApiSchema), async (c) => {
    const { venue, ...gym } = c.req.valid("json");
    const actor = { ...c.var.user, ip: clientIp(c.req.raw.headers) };
    const outcome = await quickAddGym(gameDeps(c.var.services), actor, venueId(venueKey(venue)), gym);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json(
      { arena: { id: outcome.arena.id, name: outcome.arena.name, approved: false }, created: outcome.created },
      201,
    );
  })
  .post("/undo", validate("json", VenueAliasSchema.pick({ venue: true })), async (c) => {
    const outcome = await undoAnswer(c.var.services, c.var.user.id, c.req.valid("json").venue);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ venue: outcome.venue, waiting: outcome.waiting });
  });
