import { and, count, eq, ne } from "drizzle-orm";
import { GAME_LIMITS } from "../../core/games/limits";
import type { IgnoredEvent, IgnoreReason, ImportedEvent } from "../../core/imports/game-fields";
import type { DbCtx } from "../db/client.server";
import { importWaitingEvents } from "../db/schema.server";
import { roughStart } from "../games/games.server";
import type { SourceState } from "./source-events.server";

// The limit on upcoming games, as a whole calendar meets it (docs/decisions/165, 215).

/**
 * The upcoming games (and waiting events) the person has from everything but this source: games
 * this source carries, or that another source carries under a UID the calendar sends (the same
 * game, joined), are not counted.
 */
async function upcomingElsewhere(
  ctx: DbCtx,
  userId: string,
  sourceId: string,
  state: SourceState,
  sent: Set<string>,
  now: number,
) {
  const joined = new Set(
    state.links.flatMap((link) =>
      link.gameId && (link.importSourceId === sourceId || sent.has(link.externalUid)) ? [link.gameId] : [],
    ),
  );
  const planned = state.games.filter((game) => game.tipoffAt.getTime() > now && !joined.has(game.id)).length;
  const [waiting] = await ctx.db
    .select({ total: count() })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), ne(importWaitingEvents.importSourceId, sourceId)));
  return planned + (waiting?.total ?? 0);
}

/**
 * A whole calendar held to the limit on games: upcoming events beyond what the person may still
 * have (the soonest kept), and past ones beyond the same number (the latest kept), are ignored.
 */
export async function withinGameLimit(
  ctx: DbCtx,
  userId: string,
  sourceId: string,
  state: SourceState,
  events: ImportedEvent[],
  now: number,
): Promise<{ kept: ImportedEvent[]; ignored: IgnoredEvent[] }> {
  const upcoming = events.filter((event) => roughStart(event) > now);
  const past = events.filter((event) => roughStart(event) <= now);
  const limit = GAME_LIMITS.upcomingPerUser;
  if (upcoming.length + past.length <= limit && upcoming.length === 0) return { kept: events, ignored: [] };
  const sent = new Set(events.map((event) => event.uid));
  const room = Math.max(0, limit - (await upcomingElsewhere(ctx, userId, sourceId, state, sent, now)));
  upcoming.sort((a, b) => roughStart(a) - roughStart(b));
  past.sort((a, b) => roughStart(b) - roughStart(a));
  const over = (list: ImportedEvent[], keep: number, reason: IgnoreReason) =>
    list.slice(keep).map((event) => ({ event: event.summary || event.uid, reason, count: 1 }));
  return {
    kept: [...upcoming.slice(0, room), ...past.slice(0, limit)],
    ignored: [...over(upcoming, room, "upcoming_limit"), ...over(past, limit, "past_limit")],
  };
}
