import type { Arena } from "../../core/arenas/arena";
import { ALONE, type GameAround, type GameRow } from "./game.server";
import type { GameExtras } from "./game-extras.server";
import { driveDestination } from "./games.server";
import { type Clash, clashesOf, clashKey, legsBetweenGyms, type TripGame, type TripPlace, tripsOf } from "./trips";

/** A planned game as its day's trips and clashes read it: the game, its arena, and its place in the day. */
export type SeasonGame = TripGame & { row: GameRow; arena: Arena };

/** A clash as the person sees it: known ones stay listed, but are no longer flagged or counted. */
export type SeasonClash = Clash & { known: boolean };

/** How each of the person's planned games is reached, and what it clashes with. */
export type Season = {
  trips: Map<string, TripPlace<SeasonGame>>;
  clashes: Map<string, SeasonClash[]>;
  games: Map<string, SeasonGame>;
};

export function seasonGameOf({ row, arena }: { row: GameRow; arena: Arena }): SeasonGame {
  return {
    id: row.id,
    arenaId: row.arenaId,
    point: driveDestination(arena),
    tipoffAt: row.tipoffAt.getTime(),
    timeZone: row.timeZone,
    status: row.status,
    bufferMinutes: row.bufferMinutes,
    driveMinutes: row.driveMinutes,
    hasStart: row.startLatitude !== null && row.startLongitude !== null,
    row,
    arena,
  };
}

/** The trips and clashes of a person's planned games (each with its arena), the known clashes marked. */
export function seasonOf(planned: ReadonlyArray<{ row: GameRow; arena: Arena }>, known: Set<string>): Season {
  const list = planned.map(seasonGameOf);
  const legs = legsBetweenGyms();
  const clashes = new Map<string, SeasonClash[]>();
  for (const [gameId, found] of clashesOf(list, legs)) {
    clashes.set(
      gameId,
      found.map((clash) => ({ ...clash, known: known.has(clashKey(gameId, clash.gameId)) })),
    );
  }
  return { trips: tripsOf(list, legs), clashes, games: new Map(list.map((game) => [game.id, game])) };
}

/** Only how each planned game is reached (the calendar feed names no clash). */
export function seasonTripsOf(planned: ReadonlyArray<{ row: GameRow; arena: Arena }>): Season["trips"] {
  return tripsOf(planned.map(seasonGameOf));
}

/** The pairs of games still flagged (not known) whose later game has not tipped off yet. */
export function openClashPairs(season: Season, now: number): Array<[SeasonGame, SeasonGame]> {
  const pairs: Array<[SeasonGame, SeasonGame]> = [];
  for (const [gameId, clashes] of season.clashes) {
    const game = season.games.get(gameId);
    if (!game) continue;
    for (const clash of clashes) {
      const other = season.games.get(clash.gameId);
      // Each pair once: from its earlier game.
      if (!other || clash.known || other.tipoffAt < game.tipoffAt) continue;
      if (other.tipoffAt === game.tipoffAt && other.id < game.id) continue;
      if (other.tipoffAt >= now) pairs.push([game, other]);
    }
  }
  return pairs.sort((a, b) => a[0].tipoffAt - b[0].tipoffAt);
}

/** A game's answer's surroundings from the season: its chain, clashes and sources. */
export function aroundOf(season: Season, extras: GameExtras, gameId: string): GameAround {
  const trip = season.trips.get(gameId);
  const point = trip?.kind === "chained" ? trip.after.point : null;
  return {
    ...ALONE,
    chained:
      trip?.kind === "chained" && point
        ? {
            gameId: trip.after.id,
            start: { label: trip.after.arena.name, latitude: point.latitude, longitude: point.longitude },
            drive: trip.leg,
          }
        : null,
    clashes: (season.clashes.get(gameId) ?? []).map(({ gameId: other, kind, minutesShort, driveMinutes, known }) => ({
      gameId: other,
      kind,
      minutesShort,
      driveMinutes,
      known,
    })),
    sources: extras.sources.get(gameId) ?? [],
    reportDueAt: extras.reportsDue.get(gameId) ?? null,
  };
}
