import { and, asc, eq, gte, lt, notInArray } from "drizzle-orm";
import { notFound, type Result } from "../../core/failure";
import { GAME_DAY_TEXT, GAME_TEXT } from "../../core/games/messages";
import type { MileageGame, MileageReport } from "../../core/games/mileage-report";
import { MILEAGE_TEXT } from "../../core/games/mileage-text";
import { sameTripEarlier } from "../../core/games/same-trip";
import { localDateTime } from "../../core/games/zoned-time";
import { roundMiles } from "../../core/geo/distance";
import { IMPORT_TEXT } from "../../core/imports/messages";
import type { CurrentUser } from "../../core/users/current-user";
import type { GameMilesInput, MileagePeriod } from "../../core/validation/mileage";
import { toArena } from "../arenas/arena-row";
import { arenas, games } from "../db/schema.server";
import { estimateMiles } from "../routing/routing";
import { getPreferences } from "../users/preferences.server";
import { type GameRow, lostArenaOf, startOf } from "./game.server";
import { driveDestination, type GameDeps, getGameRow, limitWrites } from "./games.server";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every zone's clock is within UTC−12 and UTC+14: the instants whose local date can fall in the period. */
function instantWindow({ from, to }: MileagePeriod): { start: Date; end: Date } {
  return { start: new Date(Date.parse(from) - 14 * HOUR_MS), end: new Date(Date.parse(to) + DAY_MS + 12 * HOUR_MS) };
}

type Row = Pick<
  GameRow,
  "startLabel" | "startLatitude" | "startLongitude" | "oneWayMiles" | "milesSource" | "enteredMiles"
>;

/** One way: the person's figure, else the stored miles, else (games planned before miles were kept) the estimate. */
function oneWay(row: Row, destination: { latitude: number; longitude: number } | null) {
  if (row.enteredMiles !== null) return { miles: row.enteredMiles, source: "entered" as const };
  const start = startOf(row);
  if (!start) return null;
  if (row.oneWayMiles !== null) return { miles: row.oneWayMiles, source: row.milesSource ?? "estimate" };
  if (!destination) return null;
  return { miles: roundMiles(estimateMiles(start, destination)), source: "estimate" as const };
}

/** A start's label, with its coordinates when the label names a place on the device rather than an address. */
function fromAddress(row: Pick<GameRow, "startLabel" | "startLatitude" | "startLongitude">): string | null {
  const start = startOf(row);
  if (!start) return null;
  const label = start.label;
  if (label && label !== GAME_TEXT.hereLabel && label !== GAME_DAY_TEXT.myLocationLabel) return label;
  const at = `${start.latitude.toFixed(5)}, ${start.longitude.toFixed(5)}`;
  return label ? `${label} (${at})` : at;
}

/**
 * The person's driven games whose date at their arena lies in the period, upcoming ones included,
 * soonest first; games marked not driven, games their source cancelled and games on hold (their
 * calendar dropped them) are left out. A game without a start is listed with no miles. Games at one
 * gym on one day are one trip: the later ones carry 0 miles, "same trip" (unless the person typed
 * their own figure).
 */
export async function mileageReport(
  deps: Pick<GameDeps, "db">,
  userId: string,
  period: MileagePeriod,
): Promise<MileageReport> {
  const { start, end } = instantWindow(period);
  const [rows, preferences] = await Promise.all([
    deps.db
      .select({ game: games, arena: arenas })
      .from(games)
      // A game waiting for a gym still counts: its miles were worked out when it was planned.
      .leftJoin(arenas, eq(arenas.id, games.arenaId))
      .where(
        and(
          eq(games.userId, userId),
          eq(games.notDriven, false),
          notInArray(games.status, ["cancelled", "removed"]),
          gte(games.tipoffAt, start),
          lt(games.tipoffAt, end),
        ),
      )
      .orderBy(asc(games.tipoffAt), asc(games.id)),
    getPreferences(deps, userId),
  ]);
  const factor = preferences.tripCount === "one_way" ? 1 : 2;
  const sameTrip = sameTripEarlier(rows.map(({ game }) => ({ ...game, tipoffAt: game.tipoffAt.getTime() })));
  const list: MileageGame[] = [];
  for (const { game, arena } of rows) {
    const date = localDateTime(game.tipoffAt.getTime(), game.timeZone).date;
    if (date < period.from || date > period.to) continue;
    const place = arena ?? lostArenaOf(game);
    const shared = sameTrip.has(game.id) && game.enteredMiles === null;
    const trip = shared
      ? { miles: 0, source: "same_trip" as const }
      : oneWay(game, arena ? driveDestination(toArena(arena)) : null);
    list.push({
      gameId: game.id,
      date,
      arenaName: place.name,
      city: place.city,
      startLabel: startOf(game) ? game.startLabel || GAME_TEXT.hereLabel : null,
      fromAddress: fromAddress(game),
      purpose: MILEAGE_TEXT.purpose(
        [game.level, game.teams ? IMPORT_TEXT.matchup(game.teams) : null].filter((part): part is string => !!part),
        place.name,
      ),
      miles: trip ? roundMiles(trip.miles * factor) : null,
      source: trip?.source ?? null,
    });
  }
  // Summed in tenths so 0.1 + 0.2 stays 0.3.
  const totalMiles = list.reduce((tenths, game) => tenths + Math.round((game.miles ?? 0) * 10), 0) / 10;
  const rate = preferences.mileageRate;
  return {
    ...period,
    tripCount: preferences.tripCount,
    ratePerMile: rate,
    totalMiles,
    amount: rate === null ? null : Math.round(totalMiles * rate * 100) / 100,
    games: list,
  };
}

/** The person's own one-way miles for a game (null: the computed ones) and whether they drove to it. */
export async function setGameMiles(
  deps: GameDeps,
  user: CurrentUser,
  gameId: string | undefined,
  change: GameMilesInput,
): Promise<Result<{ row: GameRow }>> {
  const found = await getGameRow(deps, user.id, gameId);
  if (!found) return notFound(GAME_TEXT.gameNotFound);
  const limited = await limitWrites(deps, user.id);
  if (limited) return limited;
  const [row] = await deps.db
    .update(games)
    .set({ enteredMiles: change.miles, notDriven: change.notDriven, updatedAt: new Date(deps.now()) })
    .where(and(eq(games.id, found.id), eq(games.userId, user.id)))
    .returning();
  return row ? { ok: true, row } : notFound(GAME_TEXT.gameNotFound);
}
