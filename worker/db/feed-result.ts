// A leaf (no imports): the schema types the feed's JSON column with FeedResult.

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

/** The counts of one reconcile (an ImportResult) that the feed list shows. */
type ReconcileCounts = {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  removed: number;
  ignored: number;
  needsArena: readonly unknown[];
};

export function feedResultOf(result: ReconcileCounts): FeedResult {
  return {
    games: result.created + result.updated + result.unchanged + result.cancelled,
    changed: result.updated,
    cancelled: result.cancelled,
    removed: result.removed,
    ignored: result.ignored,
    needsGym: result.needsArena.length,
  };
}
