import { CHANGES_WINDOW_MS } from "../../core/notifications/limits";
import type { Db, DbCtx } from "../db/client.server";
import { listGames } from "../games/games.server";
import { openClashPairs, seasonOf } from "../games/season.server";
import type { ReconciledChange } from "../imports/source-changes";
import { type ClashNotice, changesNotice } from "./notices";
import { type NotificationQueue, queueNotices } from "./queue.server";

/**
 * After a feed refresh (the cron's queue or "Refresh now"): one push for what it changed in the
 * person's next 14 days, or nothing when it changed nothing there. A game counts when its tip-off,
 * before or after a move, falls between now and 14 days ahead. A game the refresh added or moved
 * that now cannot be made with another (from any source, not marked known) is told in the same
 * notice (docs/decisions/217).
 */
export async function notifyFeedChanges(
  ctx: { db: Db; notifications: NotificationQueue },
  refresh: { userId: string; feed: { id: string; label: string }; changed: ReconciledChange[]; now: number },
): Promise<void> {
  const { now } = refresh;
  const inWindow = (instant: number | undefined) =>
    instant !== undefined && instant > now && instant <= now + CHANGES_WINDOW_MS;
  const soon = refresh.changed.filter((change) => inWindow(change.tipoffAt) || inWindow(change.previousTipoffAt));
  if (soon.length === 0) return;
  const clashes = await clashesMade(ctx, refresh.userId, soon, now);
  await queueNotices(ctx, [{ userId: refresh.userId, notice: changesNotice(soon, refresh.feed, now, clashes) }]);
}

/** The clashes of the games a refresh added or moved, in the window, each pair once. */
async function clashesMade(
  ctx: DbCtx,
  userId: string,
  changes: ReconciledChange[],
  now: number,
): Promise<ClashNotice[]> {
  const touched = new Set(
    changes.filter((change) => change.kind === "added" || change.kind === "moved").map((change) => change.gameId),
  );
  if (touched.size === 0) return [];
  const { planned, extras } = await listGames(ctx, userId);
  return openClashPairs(seasonOf(planned, extras.knownClashes), now)
    .filter(([first, second]) => touched.has(first.id) || touched.has(second.id))
    .filter(([first]) => first.tipoffAt <= now + CHANGES_WINDOW_MS)
    .map(([first, second]) => ({
      first: { arenaName: first.arena.name, tipoffAt: first.tipoffAt, timeZone: first.timeZone },
      second: { arenaName: second.arena.name, tipoffAt: second.tipoffAt, timeZone: second.timeZone },
    }));
}
