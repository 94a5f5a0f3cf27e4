// When a person is busy (docs/decisions/243): each driven game from leaving for it until home again,
// a day's games driven gym to gym as one, and the blocks the person added. Pure: the page, the API,
// the busy-times calendar and the digest read the same answer.
import type { GameStatus } from "../../core/domain";
import { SEASON_RULES } from "../../core/games/limits";
import { type Leg, legsBetweenGyms, type TripGame, tripsOf } from "../games/trips";

const MINUTE_MS = 60_000;

/** A game as a busy time needs it: its trip's facts, its gym's name and the calendars that sent it. */
export type BusyGame = TripGame & { gym: string; ownPlatforms: ReadonlySet<string> };

export type BusyBlock = { id: string; startAt: number; endAt: number; label: string | null };

/** One stretch the person is not available: what it holds, from when to when (epoch ms). */
export type BusyTime = { startAt: number; endAt: number; games: BusyGame[]; blocks: BusyBlock[] };

/** A cancelled game, or one on hold because its calendar dropped it, is not busy. */
const isBusy = (status: GameStatus) => status === "scheduled" || status === "changed";

type Span = { startAt: number; endAt: number; game?: BusyGame; block?: BusyBlock };

/**
 * Each busy game's own span. It starts at the leave-by: from the earlier gym for a game driven to
 * from one, at the arrival (tip-off less the buffer) for one at the same gym or with no start. It
 * ends when the game is over (tip-off + 2 hours) and the drive home is done, or, when the day's next
 * game is reached from this gym, when that game's span begins (never before this one is over).
 */
function gameSpans(games: readonly BusyGame[], legBetween: (from: TripGame, to: TripGame) => Leg | null): Span[] {
  const busy = games.filter((game) => isBusy(game.status));
  const trips = tripsOf(busy, legBetween);
  const starts = new Map<string, number>();
  const next = new Map<string, number>();
  for (const game of busy) {
    const trip = trips.get(game.id);
    const arrival = game.tipoffAt - game.bufferMinutes * MINUTE_MS;
    let startAt = game.hasStart ? arrival - game.driveMinutes * MINUTE_MS : arrival;
    let from: string | null = null;
    if (trip?.kind === "chained") {
      startAt = arrival - trip.leg.minutes * MINUTE_MS;
      from = trip.after.id;
    } else if (trip?.kind === "same_trip") {
      startAt = arrival;
      from = trip.earlier.id;
    }
    starts.set(game.id, startAt);
    if (from !== null) next.set(from, Math.min(next.get(from) ?? Number.POSITIVE_INFINITY, startAt));
  }
  return busy.map((game) => {
    const over = game.tipoffAt + SEASON_RULES.gameMinutes * MINUTE_MS;
    const following = next.get(game.id);
    const home = game.hasStart ? game.driveMinutes * MINUTE_MS : 0;
    const endAt = following === undefined ? over + home : Math.max(over, following);
    return { startAt: starts.get(game.id) ?? game.tipoffAt, endAt, game };
  });
}

/**
 * The person's busy times, soonest first: each game's span and each block, those that touch or
 * overlap made one (a doubleheader at two gyms is one evening; a block across midnight is one).
 */
export function busyTimes(
  games: readonly BusyGame[],
  blocks: readonly BusyBlock[],
  legBetween: (from: TripGame, to: TripGame) => Leg | null = legsBetweenGyms(),
): BusyTime[] {
  const spans: Span[] = [
    ...gameSpans(games, legBetween),
    ...blocks.map((block) => ({ startAt: block.startAt, endAt: block.endAt, block })),
  ].sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
  const merged: BusyTime[] = [];
  let current: BusyTime | null = null;
  for (const span of spans) {
    if (!current || span.startAt > current.endAt) {
      current = { startAt: span.startAt, endAt: span.endAt, games: [], blocks: [] };
      merged.push(current);
    } else current.endAt = Math.max(current.endAt, span.endAt);
    if (span.game) current.games.push(span.game);
    if (span.block) current.blocks.push(span.block);
  }
  return merged;
}

/**
 * The platforms a busy time still has to be entered on: every one of the person's, but those that
 * sent every game in it (they know the games; a block is known to none).
 */
export function platformsToEnter(busy: BusyTime, all: readonly string[]): string[] {
  if (busy.blocks.length > 0 || busy.games.length === 0) return [...all];
  return all.filter((platform) => !busy.games.every((game) => game.ownPlatforms.has(platform)));
}
