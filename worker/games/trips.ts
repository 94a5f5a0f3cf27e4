// How a person's day of games is driven, and which two games cannot both be made
// (docs/decisions/193, 216, 217). Pure: My Games, the API, the calendar feed, the mileage report,
// the reminders and the imports read the same answer.
import type { Coordinates } from "../../core/arenas/arena";
import type { DriveSource, GameStatus } from "../../core/domain";
import { SEASON_RULES } from "../../core/games/limits";
import { localDateTime } from "../../core/games/zoned-time";
import { estimateDrive } from "../routing/routing";

const MINUTE_MS = 60_000;

export type TripGame = {
  id: string;
  arenaId: string | null;
  /** Where the drive to this gym ends (its officials' parking, else entrance, else the arena). */
  point: Coordinates | null;
  tipoffAt: number;
  timeZone: string;
  status: GameStatus;
  bufferMinutes: number;
  /** The drive from the game's own start; 0 without one. */
  driveMinutes: number;
  /** Whether the game has a start of its own (home): without one, no way home is known. */
  hasStart: boolean;
};

/** A drive between two gyms. */
export type Leg = { minutes: number; miles: number; source: DriveSource };

/**
 * How the official gets to a game that follows another the same day: already there (the same gym),
 * straight from the earlier gym once that game is over, or from the game's own start. A game is
 * planned as if the official takes it: an earlier game it clashes with is left out of its trip,
 * and named (`clashesWith`), the nearest one first.
 */
export type TripPlace<Game extends TripGame = TripGame> =
  | { kind: "same_trip"; earlier: Game; clashesWith: Game | null }
  | { kind: "chained"; after: Game; leg: Leg; clashesWith: Game | null }
  | { kind: "own_start"; clashesWith: Game };

/** Two games the official cannot both make: seen from one of them, the other and by how much. */
export type Clash = { gameId: string; kind: "overlap" | "drive"; minutesShort: number; driveMinutes: number };

/** Statuses that are driven to: a cancelled game, or one on hold because its calendar dropped it, is not. */
const ACTIVE = new Set<GameStatus>(["scheduled", "changed"]);

const endOf = (game: TripGame) => game.tipoffAt + SEASON_RULES.gameMinutes * MINUTE_MS;
const dayOf = (instant: number, zone: string) => localDateTime(instant, zone).date;

/** The drives between gyms, each pair estimated once per read (docs/decisions/242). */
export function legsBetweenGyms(): (from: TripGame, to: TripGame) => Leg | null {
  const legs = new Map<string, Leg>();
  return (from, to) => {
    if (!from.point || !to.point) return null;
    const key = `${from.arenaId}|${to.arenaId}`;
    let leg = legs.get(key);
    if (!leg) {
      leg = estimateDrive(from.point, to.point);
      legs.set(key, leg);
    }
    return leg;
  };
}

/** The person's driven games, soonest first. */
function activeInOrder<Game extends TripGame>(list: readonly Game[]): Game[] {
  return list
    .filter((game) => game.arenaId !== null && ACTIVE.has(game.status))
    .sort((a, b) => a.tipoffAt - b.tipoffAt || a.id.localeCompare(b.id));
}

/**
 * Minutes the official would have at home between an earlier game and this one: leaving the
 * earlier gym at its expected end, driving home (as long as the drive there), and leaving home for
 * this game at its own leave-by. Null when either game has no start (no home is known).
 */
function minutesAtHome(earlier: TripGame, game: TripGame): number | null {
  if (!earlier.hasStart || !game.hasStart) return null;
  const home = endOf(earlier) + earlier.driveMinutes * MINUTE_MS;
  const leave = game.tipoffAt - (game.bufferMinutes + game.driveMinutes) * MINUTE_MS;
  return (leave - home) / MINUTE_MS;
}

/**
 * For each game that follows another the same local day (each on its gym's clock), planned as if
 * the official takes it: the earlier game it follows is the latest one that day it does not clash
 * with (a game it cannot be made with is not part of its trip). The same gym is one trip (already
 * there); another gym is driven to from the earlier one after it ends, unless going home in between
 * leaves real time at home (30 minutes or more). A game not in the map is driven to from its start,
 * as is one marked `own_start`: every earlier game that day it would follow clashes with it.
 */
export function tripsOf<Game extends TripGame>(
  list: readonly Game[],
  legBetween: (from: TripGame, to: TripGame) => Leg | null = legsBetweenGyms(),
): Map<string, TripPlace<Game>> {
  const places = new Map<string, TripPlace<Game>>();
  const games = activeInOrder(list);
  // Each game's day on its own gym's clock, read once: reading a clock is what costs over a season.
  const days = games.map((game) => dayOf(game.tipoffAt, game.timeZone));
  for (let index = 1; index < games.length; index += 1) {
    const game = games[index];
    if (!game) continue;
    let clashesWith: Game | null = null;
    let earlier: Game | null = null;
    for (let back = index - 1; back >= 0 && days[back] === days[index]; back -= 1) {
      const candidate = games[back];
      if (!candidate) break;
      if (!clashBetween(candidate, game, legBetween)) {
        earlier = candidate;
        break;
      }
      clashesWith ??= candidate;
    }
    const place = earlier ? placeAfter(earlier, game, legBetween, clashesWith) : null;
    if (place) places.set(game.id, place);
    else if (clashesWith) places.set(game.id, { kind: "own_start", clashesWith });
  }
  return places;
}

/** How a game is reached after an earlier one it can be made with: null when from its own start. */
function placeAfter<Game extends TripGame>(
  earlier: Game,
  game: Game,
  legBetween: (from: TripGame, to: TripGame) => Leg | null,
  clashesWith: Game | null,
): TripPlace<Game> | null {
  if (earlier.arenaId === game.arenaId) return { kind: "same_trip", earlier, clashesWith };
  const atHome = minutesAtHome(earlier, game);
  if (atHome !== null && atHome >= SEASON_RULES.timeAtHomeMinutes) return null;
  const leg = legBetween(earlier, game);
  return leg ? { kind: "chained", after: earlier, leg, clashesWith } : null;
}

/**
 * Every pair of the person's driven games they cannot both make: the later one's tip-off comes
 * before the earlier one ends (an overlap), or before the earlier one's end, the drive between the
 * gyms and the later one's arrival buffer (a drive clash). At one gym the official is already
 * there: two games clash only when their tip-offs are closer than the shortest game. Each game of
 * a pair lists the other.
 */
export function clashesOf<Game extends TripGame>(
  list: readonly Game[],
  legBetween: (from: TripGame, to: TripGame) => Leg | null = legsBetweenGyms(),
): Map<string, Clash[]> {
  const clashes = new Map<string, Clash[]>();
  const add = (gameId: string, clash: Clash) => clashes.set(gameId, [...(clashes.get(gameId) ?? []), clash]);
  const games = activeInOrder(list);
  const window = SEASON_RULES.clashWindowHours * 60 * MINUTE_MS;
  for (let index = 1; index < games.length; index += 1) {
    const later = games[index];
    if (!later) continue;
    for (let back = index - 1; back >= 0; back -= 1) {
      const earlier = games[back];
      if (!earlier || later.tipoffAt - earlier.tipoffAt >= window) break;
      const clash = clashBetween(earlier, later, legBetween);
      if (!clash) continue;
      add(earlier.id, { gameId: later.id, ...clash });
      add(later.id, { gameId: earlier.id, ...clash });
    }
  }
  return clashes;
}

function clashBetween(
  earlier: TripGame,
  later: TripGame,
  legBetween: (from: TripGame, to: TripGame) => Leg | null,
): Omit<Clash, "gameId"> | null {
  if (earlier.arenaId === later.arenaId) {
    const short = earlier.tipoffAt + SEASON_RULES.shortestGameMinutes * MINUTE_MS - later.tipoffAt;
    return short > 0 ? { kind: "overlap", minutesShort: Math.ceil(short / MINUTE_MS), driveMinutes: 0 } : null;
  }
  const driveMinutes = legBetween(earlier, later)?.minutes ?? 0;
  const arriveBy = later.tipoffAt - later.bufferMinutes * MINUTE_MS;
  const short = endOf(earlier) + driveMinutes * MINUTE_MS - arriveBy;
  if (short <= 0) return null;
  const kind = later.tipoffAt < endOf(earlier) ? "overlap" : "drive";
  return { kind, minutesShort: Math.ceil(short / MINUTE_MS), driveMinutes };
}

/** A pair of games as one key, whichever is named first: how a clash the person knows is stored. */
export function clashKey(one: string, other: string): string {
  return one < other ? `${one}|${other}` : `${other}|${one}`;
}
