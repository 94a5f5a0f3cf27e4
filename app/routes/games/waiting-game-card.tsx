import { Badge } from "~/app/components/ui/badge";
import { ButtonLink } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import type { WaitingGameView } from "~/core/games/game-view";
import { WAITING_TEXT } from "~/core/games/waiting-text";

/** A game whose gym was removed: when it is, where it was, and the way to choose its gym. */
export function WaitingGameCard({ game }: { game: WaitingGameView }) {
  return (
    <Card id={`game-${game.id}`} className="scroll-mt-20 p-4 sm:p-5" data-testid="waiting-game-card">
      <div className="flex flex-col gap-1">
        <Badge variant="outline" className="self-start">
          {WAITING_TEXT.badge}
        </Badge>
        <h2 className="text-lg font-semibold leading-tight">{game.lostArena}</h2>
        <p className="text-sm">
          {game.day} · {game.tipoff}
        </p>
        <p className="text-sm text-muted-foreground">{WAITING_TEXT.wasAt(game.lostArena)}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <ButtonLink to={game.choosePath} size="sm">
          <MapPin className="size-4" aria-hidden />
          {WAITING_TEXT.chooseLink}
        </ButtonLink>
      </div>
    </Card>
  );
}
