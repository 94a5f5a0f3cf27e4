import type { MapsApp } from "../../core/domain";
import type { GameView } from "../../core/games/game-view";
import type { GameLists } from "./games.server";
import { seasonOf } from "./season.server";
import { clashViews, toGameView } from "./view.server";

/**
 * The person's next driven game (scheduled or changed, not yet tipped off), as its card on My Games
 * shows it, with the day's trip and clashes: the home page leads with it. Null when none is coming.
 */
export function nextGameView(lists: GameLists, { mapsApp, now }: { mapsApp: MapsApp; now: number }): GameView | null {
  const next = lists.planned
    .filter(({ row }) => (row.status === "scheduled" || row.status === "changed") && row.tipoffAt.getTime() >= now)
    .sort((a, b) => a.row.tipoffAt.getTime() - b.row.tipoffAt.getTime())[0];
  if (!next) return null;
  const season = seasonOf(lists.planned, lists.extras.knownClashes);
  const id = next.row.id;
  return toGameView(next.row, next.arena, {
    mapsApp,
    now,
    trip: season.trips.get(id) ?? null,
    clashes: clashViews(season.clashes.get(id) ?? [], season),
    sources: lists.extras.sources.get(id) ?? [],
    reportDueAt: lists.extras.reportsDue.get(id) ?? null,
  });
}
