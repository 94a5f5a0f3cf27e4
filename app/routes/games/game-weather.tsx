import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import type { GameView } from "~/core/games/game-view";
import { WEATHER_TEXT } from "~/core/weather/messages";

/**
 * The weather at the gym and the start (docs/decisions/240): why the leave-by above is earlier, and
 * each alert with its end, in the warning colour that stands out in both themes. Nothing when none.
 */
export function GameWeather({ game }: { game: Pick<GameView, "weatherEarlier" | "weatherAlerts"> }) {
  if (!game.weatherEarlier && game.weatherAlerts.length === 0) return null;
  return (
    <div className="mt-2 rounded-md border-2 border-warning bg-warning/15 p-3 text-sm" data-testid="game-weather">
      {game.weatherEarlier ? (
        <p className="flex items-start gap-2 font-semibold" data-testid="game-weather-reason">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {game.weatherEarlier}
        </p>
      ) : null}
      {game.weatherAlerts.length > 0 ? (
        <ul aria-label={WEATHER_TEXT.alertsLabel} className={game.weatherEarlier ? "mt-1 pl-6" : undefined}>
          {game.weatherAlerts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
