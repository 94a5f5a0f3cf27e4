// Games at one gym on one day are one trip: the official drives there for the first and is already
// there for the next (a doubleheader, a tournament day). Pure: the mileage report, the calendar feed
// and My Games read it (docs/decisions/193).
import type { GameStatus } from "../domain";
import { localDateTime } from "./zoned-time";

export type TripGame = { id: string; arenaId: string | null; tipoffAt: number; timeZone: string; status: GameStatus };

/** Statuses that make a trip: a cancelled game, or one on hold because its calendar dropped it, does not. */
const ON = new Set<GameStatus>(["scheduled", "changed"]);

type TripPlace = Pick<TripGame, "arenaId" | "tipoffAt" | "timeZone">;

/** The trip a game belongs to: its arena and the local day there. */
const tripKey = (game: TripPlace) => `${game.arenaId}|${localDateTime(game.tipoffAt, game.timeZone).date}`;

/** Two games at one arena on one local day: the official makes one trip for both. */
export function sameTrip(one: TripPlace, other: TripPlace): boolean {
  return one.arenaId !== null && tripKey(one) === tripKey(other);
}

/**
 * For each game that follows another at the same arena on the same local day: the game just before
 * it there (whose trip it shares). The first game of the day is not in the map.
 */
export function sameTripEarlier<Game extends TripGame>(list: readonly Game[]): Map<string, Game> {
  const byDay = new Map<string, Game[]>();
  for (const game of list) {
    if (game.arenaId === null || !ON.has(game.status)) continue;
    const key = tripKey(game);
    byDay.set(key, [...(byDay.get(key) ?? []), game]);
  }
  const earlier = new Map<string, Game>();
  for (const day of byDay.values()) {
    day.sort((a, b) => a.tipoffAt - b.tipoffAt || a.id.localeCompare(b.id));
    for (let index = 1; index < day.length; index += 1) {
      const game = day[index];
      const before = day[index - 1];
      if (game && before) earlier.set(game.id, before);
    }
  }
  return earlier;
}
