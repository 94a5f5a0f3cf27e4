import { Hono } from "hono";
import { FEED_SCHEDULE } from "../../core/feeds/limits";
import { FEED_ERROR_CODES, FEED_TEXT, FEED_URL_TEXT } from "../../core/feeds/messages";
import { GAME_TEXT } from "../../core/games/messages";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { FeedSubscribeSchema } from "../../core/validation/imports";
import type { AppBindings } from "../context/bindings";
import { listFeeds } from "../feeds/feed-list.server";
import { refreshFeed, removeFeed, subscribeFeed } from "../feeds/subscriptions.server";
import { toApiError } from "../http/errors";
import { endpoint, unmatched } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import {
  FEED_EXAMPLE,
  FETCH_FAILURE_CODES,
  FETCH_RULES,
  FeedAnswerSchema,
  FeedListSchema,
  FeedRemovedSchema,
  HOST_WAIT,
  HOURS,
  id,
  REFUSAL_CODES,
} from "./feeds.models";

// Calendar feed subscriptions (docs/decisions/115). Every route answers 401 before the body is read.
/** /api/feeds: the signed-in person's calendar feed subscriptions (docs/decisions/115). */
export const feedRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Feeds",
      summary: "List the caller's calendar feeds",
      description: `Each feed with its name, a hint of its link (never the link), when it was last fetched, what that brought, the last failure and the next fetch. Feeds are fetched every ${HOURS} hours (less often when the feed's own REFRESH-INTERVAL asks, at most daily), each at a fixed moment of its interval; a failing feed waits twice as long after each failure in a row, up to a day.`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      responses: { 200: ok(FeedListSchema, "The caller's feeds", { feeds: [FEED_EXAMPLE] }) },
    }),
    async (c) => c.json({ feeds: await listFeeds(c.var.ctx, c.var.user.id) }),
  )
  .post(
    "/",
    endpoint({
      tag: "Feeds",
      summary: "Subscribe to a calendar feed",
      description: [
        "Takes a `webcal://`, `https://` or `http://` link from an assigning platform, fetches it at once and reconciles its events like an uploaded file (by UID; nothing is ever deleted by a sync).",
        `A link that is not http(s), names a port, a local name (localhost, *.local, *.internal) or a private, loopback, link-local, CGNAT or unspecified address is refused with 400 and a message, and so is a redirect to one. ${FETCH_RULES}`,
        "A link that does not give a calendar now is not saved (422 with the reason). The same link again answers 200 with the feed already saved.",
        `At most ${FEED_SCHEDULE.perPerson} feeds per person (409). Subscribing and refreshing share the imports' budget: ${IMPORT_LIMITS.perWindow} per person every 5 minutes.`,
      ].join(" "),
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      body: FeedSubscribeSchema,
      bodyExample: { url: "webcal://www.arbitersports.com/ical/official/0000-key-1a2b" },
      responses: {
        200: ok(FeedAnswerSchema, "Already subscribed: the saved feed", { feed: FEED_EXAMPLE }),
        201: ok(FeedAnswerSchema, "Subscribed and fetched", { feed: FEED_EXAMPLE }),
        400: errorAnswer(400, REFUSAL_CODES, `A refused link, e.g. "${FEED_URL_TEXT.privateAddress}"`),
        409: errorAnswer(409, [FEED_ERROR_CODES.tooMany], `"${FEED_TEXT.tooMany}"`),
        422: errorAnswer(422, FETCH_FAILURE_CODES, "The link was fine but did not give a calendar: the reason"),
        429: HOST_WAIT,
      },
      // 404: removed (by another of the caller's requests) while its first fetch ran.
      errors: [404],
    }),
    async (c) => {
      const outcome = await subscribeFeed(c.var.ctx, c.var.user.id, c.req.valid("json").url);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ feed: outcome.feed }, outcome.created ? 201 : 200);
    },
  )
  .post(
    "/:id/refresh",
    endpoint({
      tag: "Feeds",
      summary: "Fetch a feed now",
      description: `Fetches the feed at once, sending If-None-Match / If-Modified-Since; a 304 changes nothing but counts as fetched. A failed fetch keeps every game and is answered 200 with \`lastError\` set and the next fetch backed off. ${FETCH_RULES}`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: id,
      responses: {
        200: ok(FeedAnswerSchema, "Fetched (or failed: see lastError)", { feed: FEED_EXAMPLE }),
        429: HOST_WAIT,
      },
      errors: [404],
    }),
    async (c) => {
      const outcome = await refreshFeed(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ feed: outcome.feed });
    },
  )
  .delete(
    "/:id",
    endpoint({
      tag: "Feeds",
      summary: "Remove a feed",
      description:
        "Stops fetching the feed and forgets its link. Its games stay, as the caller's own, no longer synced; its events still waiting for a gym are dropped.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: id,
      responses: {
        200: ok(FeedRemovedSchema, "Removed", { feed: { id: FEED_EXAMPLE.id, deleted: true }, keptGames: 12 }),
      },
      errors: [404],
    }),
    async (c) => {
      const outcome = await removeFeed(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ feed: { id: c.req.param("id"), deleted: true as const }, keptGames: outcome.keptGames });
    },
  )
  // Paths under /api/feeds that no route serves: 401 to a visitor, as on every route here.
  .all("*", unmatched("session", GAME_TEXT.loginRequired));
