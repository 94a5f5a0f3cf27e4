import { Hono } from "hono";
import { FeedSubscribeSchema } from "../../core/validation/imports";
import { feedDeps } from "../feeds/deps.server";
import { listFeeds, refreshFeed, removeFeed, subscribeFeed } from "../feeds/subscriptions.server";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { type GameBindings, signedIn } from "./games";

/** /api/feeds: the signed-in person's calendar feed subscriptions (docs/decisions/115). */
export const feedRoutes = new Hono<GameBindings>()
  .use(signedIn)
  .get("/", async (c) => c.json({ feeds: await listFeeds(c.var.services, c.var.user.id) }))
  .post("/", validate("json", FeedSubscribeSchema), async (c) => {
    const outcome = await subscribeFeed(feedDeps(c.var.services), c.var.user.id, c.req.valid("json").url);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ feed: outcome.feed }, outcome.created ? 201 : 200);
  })
  .post("/:id/refresh", async (c) => {
    const outcome = await refreshFeed(feedDeps(c.var.services), c.var.user.id, c.req.param("id"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ feed: outcome.feed });
  })
  .delete("/:id", async (c) => {
    const outcome = await removeFeed(c.var.services, c.var.user.id, c.req.param("id"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ feed: { id: c.req.param("id"), deleted: true as const }, keptGames: outcome.keptGames });
  });
