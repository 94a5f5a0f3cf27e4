import { Count, Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What the feed routes answer (./feeds.openapi).

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
