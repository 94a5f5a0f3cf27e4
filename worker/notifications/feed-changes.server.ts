import { CHANGES_WINDOW_MS } from "../../core/notifications/limits";
import type { Db } from "../db/client.server";
import type { ReconciledChange } from "../imports/reconcile.server";
import { changesNotice } from "./notices";
import { type NotificationQueue, queueNotices } from "./queue.server";

/**
 * After a feed refresh (the cron's queue or "Refresh now"): one push for what it changed in the
 * person's next 14 days, or nothing when it changed nothing there. A game counts when its tip-off,
 * before or after a move, falls between now and 14 days ahead.
 */
export async function notifyFeedChanges(
  deps: { db: Db; queue: NotificationQueue },
  refresh: { userId: string; feed: { id: string; label: string }; changed: ReconciledChange[]; now: number },
): Promise<void> {
  const { now } = refresh;
  const inWindow = (instant: number | undefined) =>
    instant !== undefined && instant > now && instant <= now + CHANGES_WINDOW_MS;
  const soon = refresh.changed.filter((change) => inWindow(change.tipoffAt) || inWindow(change.previousTipoffAt));
  if (soon.length === 0) return;
  await queueNotices(deps, [{ userId: refresh.userId, notice: changesNotice(soon, refresh.feed, now) }]);
}
