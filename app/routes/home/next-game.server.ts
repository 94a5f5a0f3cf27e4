import type { MapsApp } from "~/core/domain";
import { LATE_TEXT } from "~/core/games/late-text";
import { GAME_TEXT } from "~/core/games/messages";
import type { GameLists } from "~/worker/games/games.server";
import { nextGameView } from "~/worker/games/next-game.server";

/** The home page's next-game card: the game as it reads, and the card's words. */
export type NextGameCard = {
  game: {
    arenaName: string;
    arenaPath: string;
    when: string;
    summary: string;
    drive: string;
    directions: string;
    latePath: string | null;
    gamesPath: string;
  } | null;
  text: { title: string; directions: string; late: string; allGames: string; importSchedule: string };
};

export function nextGameCard(lists: GameLists, context: { mapsApp: MapsApp; now: number }): NextGameCard {
  const view = nextGameView(lists, context);
  return {
    game: view
      ? {
          arenaName: view.arena.name,
          arenaPath: `/arenas/${view.arena.id}`,
          when: `${view.day} · ${GAME_TEXT.tipoff(view.tipoff)}`,
          summary: view.summary,
          drive: view.drive,
          directions: view.directions.drive,
          latePath: view.latePath,
          gamesPath: `/games#game-${view.id}`,
        }
      : null,
    text: {
      title: view ? GAME_TEXT.nextGame : GAME_TEXT.emptyTitle,
      directions: GAME_TEXT.directions,
      late: LATE_TEXT.action,
      allGames: GAME_TEXT.allGames,
      importSchedule: GAME_TEXT.emptyImport,
    },
  };
}
