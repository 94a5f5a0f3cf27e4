import { Hono } from "hono";
import { gameDeps } from "../games/games.server";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { answerVenue } from "../imports/imports.server";
import { VenueAliasSchema } from "../validation/imports";
import { type GameBindings, signedIn } from "./games";

/** /api/venue-aliases: the signed-in person's answers to "which gym is this?" (docs/decisions/097). */
export const venueAliasRoutes = new Hono<GameBindings>()
  .use(signedIn)
  .put("/", validate("json", VenueAliasSchema), async (c) => {
    const { venue, arenaId } = c.req.valid("json");
    const outcome = await answerVenue(gameDeps(c.var.services), c.var.user.id, venue, arenaId);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ alias: { venue: outcome.venue, arenaId: outcome.arenaId }, created: outcome.created });
  });
