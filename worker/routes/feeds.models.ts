// The schemas, examples and descriptions of the routes in ./feeds.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { FEED_FETCH_LIMITS, FEED_SCHEDULE } from "../../core/feeds/limits";
import { FEED_ERROR_CODES, FEED_TEXT } from "../../core/feeds/messages";
import { Count, Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/zod";
import { errorAnswer } from "../openapi/route-doc";

export const id = { id: "The feed's id (a UUID); another person's feed, or anything else, is 404" };
export const HOURS = FEED_SCHEDULE.intervalMs / 3_600_000;

export const FEED_EXAMPLE = {
  id: "7b0f2d4e-5a61-4c3b-8e9f-0a1b2c3d4e5f",
  label: "Pat Lee – Arbiter games",
  urlHint: "www.arbitersports.com …1a2b",
  lastFetchedAt: "2026-11-25T16:00:00.000Z",
  lastResult: { games: 12, changed: 2, cancelled: 0, removed: 0, ignored: 1, needsGym: 1 },
  lastError: null,
  consecutiveFailures: 0,
  nextFetchAt: "2026-11-25T18:00:00.000Z",
};

export const REFUSAL_CODES = [
  "feed_url_invalid",
  "feed_url_too_long",
  "feed_url_scheme",
  "feed_url_port",
  "feed_url_credentials",
  "feed_url_local_name",
  "feed_url_private_address",
  "validation_error",
] as const;

export const FETCH_FAILURE_CODES = [
  "feed_http_status",
  "feed_too_large",
  "feed_timeout",
  "feed_too_many_redirects",
  "feed_unreachable",
  FEED_ERROR_CODES.notCalendar,
] as const;

export const FETCH_RULES = `Redirects: at most ${FEED_FETCH_LIMITS.maxRedirects}, each target checked like the link. At most ${FEED_FETCH_LIMITS.maxBytesLabel} and ${FEED_FETCH_LIMITS.timeoutSeconds} s per fetch.`;

// The imports' budget, or the feed's host asking to be left alone for a while (docs/decisions/181).
export const HOST_WAIT = errorAnswer(
  429,
  ["rate_limited", FEED_ERROR_CODES.hostPaused],
  `Past the imports' budget, or the feed's host answered 429 (or 503 with Retry-After) and is left alone until then, e.g. "${FEED_TEXT.hostPaused("www.arbitersports.com", 5)}"`,
);

// What the feed routes answer.

const FeedResultSchema = z
  .object({
    games: Count.meta({ description: "The feed's events that are games (new, updated, unchanged, cancelled)" }),
    changed: Count,
    cancelled: Count,
    removed: Count.meta({ description: "Upcoming games missing from the feed, flagged, never deleted" }),
    ignored: Count,
    needsGym: Count.meta({ description: "Venues waiting for “which gym is this?”" }),
  })
  .meta({ id: "FeedResult", description: "What the last fetch that brought a calendar did" });

export const FeedSchema = z
  .object({
    id: Id,
    label: z.string().meta({ description: "The calendar's X-WR-CALNAME, else the link's host" }),
    urlHint: z
      .string()
      .meta({ description: "The host and the link's last 4 characters; the link itself is never sent back" }),
    lastFetchedAt: Timestamp.nullable().meta({ description: "The last fetch that answered (a 304 included)" }),
    lastResult: FeedResultSchema.nullable(),
    lastError: z.string().nullable().meta({ description: "Why the last fetch failed; null when it answered" }),
    consecutiveFailures: Count,
    nextFetchAt: Timestamp.nullable(),
  })
  .meta({ id: "Feed", description: "A subscribed calendar feed" });

export const FeedAnswerSchema = z.object({ feed: FeedSchema });
export const FeedListSchema = z.object({ feeds: z.array(FeedSchema).max(10) });
export const FeedRemovedSchema = z.object({
  feed: z.object({ id: Id, deleted: z.literal(true) }),
  keptGames: Count.meta({ description: "The feed's games, kept as the caller's own and no longer synced" }),
});
