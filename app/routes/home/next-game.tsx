import { Link } from "react-router";
import { ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Clock } from "~/app/components/ui/icons/clock";
import { Navigation } from "~/app/components/ui/icons/navigation";
import type { GameView } from "~/core/games/game-view";
import { LATE_TEXT } from "~/core/games/late-text";
import { GAME_TEXT } from "~/core/games/messages";

/**
 * A signed-in official's home leads with the next game: the gym, when to leave, Directions and
 * Running late. Without one, the way to bring the schedule in.
 */
export function NextGame({ game }: { game: GameView | null }) {
  return (
    <section aria-labelledby="next-game-title" className="mx-auto max-w-6xl px-4 pt-6">
      <Card className="flex flex-col gap-2 border-primary/50 p-4 sm:p-5" data-testid="next-game">
        <h2 id="next-game-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {game ? GAME_TEXT.nextGame : GAME_TEXT.emptyTitle}
        </h2>
        {game ? (
          <>
            <p className="text-xl font-bold leading-tight">
              <Link to={`/arenas/${game.arena.id}`} className="hover:underline">
                {game.arena.name}
              </Link>
            </p>
            <p className="text-sm">
              {game.day} · {GAME_TEXT.tipoff(game.tipoff)}
            </p>
            <p className="text-base font-semibold text-primary" data-testid="next-game-plan">
              {game.summary}
            </p>
            {game.drive ? <p className="text-sm text-muted-foreground">{game.drive}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <a
                href={game.directions.drive}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("primary", "sm")}
              >
                <Navigation className="size-4" aria-hidden />
                {GAME_TEXT.directions}
              </a>
              {game.latePath ? (
                <ButtonLink to={game.latePath} variant="outline" size="sm">
                  <Clock className="size-4" aria-hidden />
                  {LATE_TEXT.action}
                </ButtonLink>
              ) : null}
              <ButtonLink to={`/games#game-${game.id}`} variant="ghost" size="sm">
                {GAME_TEXT.allGames}
              </ButtonLink>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <ButtonLink to="/games/import" size="sm">
              {GAME_TEXT.emptyImport}
            </ButtonLink>
            <ButtonLink to="/games" variant="ghost" size="sm">
              {GAME_TEXT.allGames}
            </ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}
