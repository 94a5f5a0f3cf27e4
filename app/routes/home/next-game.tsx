import { Link } from "react-router";
import { ButtonLink, buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Clock } from "~/app/components/ui/icons/clock";
import { Navigation } from "~/app/components/ui/icons/navigation";
import type { NextGameCard } from "./next-game.server";

/**
 * A signed-in official's home leads with the next game: the gym, when to leave, Directions and
 * Running late. Without one, the way to bring the schedule in. Its words come with the loader's
 * answer, so the home page's scripts carry no game texts.
 */
export function NextGame({ card }: { card: NextGameCard }) {
  const { game, text } = card;
  return (
    <section aria-labelledby="next-game-title" className="mx-auto max-w-6xl px-4 pt-6">
      <Card className="flex flex-col gap-2 border-primary/50 p-4 sm:p-5" data-testid="next-game">
        <h2 id="next-game-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {text.title}
        </h2>
        {game ? (
          <>
            <p className="text-xl font-bold leading-tight">
              <Link to={game.arenaPath} className="hover:underline">
                {game.arenaName}
              </Link>
            </p>
            <p className="text-sm">{game.when}</p>
            <p className="text-base font-semibold text-primary" data-testid="next-game-plan">
              {game.summary}
            </p>
            {game.drive ? <p className="text-sm text-muted-foreground">{game.drive}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <a
                href={game.directions}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("primary", "sm")}
              >
                <Navigation className="size-4" aria-hidden />
                {text.directions}
              </a>
              {game.latePath ? (
                <ButtonLink to={game.latePath} variant="outline" size="sm">
                  <Clock className="size-4" aria-hidden />
                  {text.late}
                </ButtonLink>
              ) : null}
              <ButtonLink to={game.gamesPath} variant="ghost" size="sm">
                {text.allGames}
              </ButtonLink>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <ButtonLink to="/games/import" size="sm">
              {text.importSchedule}
            </ButtonLink>
            <ButtonLink to="/games" variant="ghost" size="sm">
              {text.allGames}
            </ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}
