import { Link } from "react-router";
import { ARRIVAL_TEXT_FIELDS } from "~/core/arenas/arrival-text";
import type { GameView } from "~/core/games/game-view";
import { GAME_CARD_ARRIVAL_TEXT } from "~/core/knowledge/messages";

/**
 * A game card's officials' entrance and parking: what is known, or that it is not known yet (and,
 * before the game, that Tipoff will ask afterwards; after it, the link to note it now).
 */
export function GameArrivalLines({ game }: { game: Pick<GameView, "arrival" | "past"> }) {
  const { entrance, parking, formPath } = game.arrival;
  const unknown = game.past ? GAME_CARD_ARRIVAL_TEXT.unknownPast : GAME_CARD_ARRIVAL_TEXT.unknown;
  const rows = [
    { label: ARRIVAL_TEXT_FIELDS.officialsEntrance.label, text: entrance },
    { label: ARRIVAL_TEXT_FIELDS.officialsParking.label, text: parking },
  ];
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm" data-testid="game-arrival">
      <dl className="flex flex-col gap-1">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="inline font-medium">{row.label}: </dt>
            <dd className="inline">
              {row.text ? (
                <span className="break-words">{row.text}</span>
              ) : (
                <span className="text-muted-foreground italic">{unknown}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {game.past && (!entrance || !parking) ? (
        <Link to={formPath} className="inline-flex min-h-11 items-center self-start font-medium text-primary underline">
          {GAME_CARD_ARRIVAL_TEXT.noteIt}
        </Link>
      ) : null}
    </div>
  );
}
