import { Badge } from "~/app/components/ui/badge";
import { ButtonLink } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { MapPin } from "~/app/components/ui/icons/map-pin";
import { cn } from "~/app/lib/cn";
import type { WaitingImportView } from "~/core/games/game-view";
import { IMPORT_TEXT } from "~/core/imports/messages";

/** An imported game whose gym is not chosen yet: when, who, the place as written, and Choose the gym. */
export function WaitingImportCard({ game }: { game: WaitingImportView }) {
  return (
    <Card id={`waiting-${game.id}`} className="scroll-mt-20 p-4 sm:p-5" data-testid="waiting-import-card">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap gap-2">
          <Badge variant="warning">{IMPORT_TEXT.waitingBadge}</Badge>
          {game.cancelled ? <Badge variant="destructive">{IMPORT_TEXT.cancelledBadge}</Badge> : null}
        </p>
        <h2 className={cn("text-lg font-semibold leading-tight break-words", game.cancelled && "line-through")}>
          {game.venue}
        </h2>
        <p className="text-sm">{game.when}</p>
        {game.matchup || game.level ? (
          <p className="text-sm">{[game.matchup, game.level].filter(Boolean).join(" · ")}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">{IMPORT_TEXT.asWritten}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <ButtonLink to={game.choosePath} size="sm">
          <MapPin className="size-4" aria-hidden />
          {IMPORT_TEXT.chooseGym}
        </ButtonLink>
      </div>
    </Card>
  );
}
