import type { ImportResult } from "../imports/reconcile.server";

/** What the last fetch of a feed brought, as the feed list shows it: "12 games, 2 changed, 1 needs a gym". */
export type FeedResult = {
  /** The feed's events that are games now (new, updated, unchanged and cancelled). */
  games: number;
  changed: number;
  cancelled: number;
  removed: number;
  ignored: number;
  /** Venues still waiting for the person's "which gym is this?". */
  needsGym: number;
};

export function feedResultOf(result: ImportResult): FeedResult {
  return {
    games: result.created + result.updated + result.unchanged + result.cancelled,
    changed: result.updated,
    cancelled: result.cancelled,
    removed: result.removed,
    ignored: result.ignored,
    needsGym: result.needsArena.length,
  };
}
