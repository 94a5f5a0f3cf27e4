import { and, asc, eq, gte, lt, notInArray } from "drizzle-orm";
import { fullAddress } from "../../core/arenas/address";
import { notFound, type Result } from "../../core/failure";
import { GAME_DAY_TEXT } from "../../core/games/game-day-text";
import { GAME_TEXT } from "../../core/games/messages";
import type { MileagePeriod } from "../../core/games/mileage-period";
import type { MileageGame, MileageReport, MileageSource } from "../../core/games/mileage-report";
import { MILEAGE_TEXT } from "../../core/games/mileage-text";
import { localDateTime } from "../../core/games/zoned-time";
import { roundMiles } from "../../core/geo/distance";
import { IMPORT_TEXT } from "../../core/imports/messages";
import type { CurrentUser } from "../../core/users/current-user";
import type { GameMilesInput } from "../../core/validation/mileage";
import { toArena } from "../arenas/arena-row";
import type { DbCtx } from "../db/client.server";
import { arenas, games } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { estimateMiles } from "../routing/routing";
import { type GameRow, lostArenaOf, startOf } from "./game.server";
import { driveDestination, getGameRow, limitWrites } from "./games.server";
import { getPreferences, type Preferences } from "./preferences.server";
import { seasonTripsOf } from "./season.server";
import type { TripPlace } from "./trips";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

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
 * calendar dropped them) are left out. A game without a start is listed with no miles. Each day's
 * games are driven as trips (docs/decisions/193, 216): home → first gym → the next gym → … → home.
 * A later game at the same gym carries 0 miles, "same trip"; a game driven to from an earlier gym
 * carries the drive between the gyms, and names that gym as its start; the way home is counted
 * (round trips) on the game that drove to the day's last gym. The person's own figure wins.
 */
export async function mileageReport(ctx: DbCtx, userId: string, period: MileagePeriod): Promise<MileageReport> {
  const [rows, preferences] = await Promise.all([periodGames(ctx, userId, period), getPreferences(ctx, userId)]);
  return mileageOf(rows, preferences, period);
}

/** The rows a report of the period reads: the person's games near it, with their arenas, in tip-off order. */
export type PeriodGame = { game: GameRow; arena: typeof arenas.$inferSelect | null };

/**
 * The person's games whose tip-off may fall in the period on some clock, cancelled games and games
 * on hold left out, soonest first. The mileage report and the pay report read these same rows.
 */
export function periodGames(ctx: DbCtx, userId: string, period: MileagePeriod): Promise<PeriodGame[]> {
  const { start, end } = instantWindow(period);
  return (
    ctx.db
      .select({ game: games, arena: arenas })
      .from(games)
      // A game waiting for a gym still counts: its miles were worked out when it was planned.
      .leftJoin(arenas, eq(arenas.id, games.arenaId))
      .where(
        and(
          eq(games.userId, userId),
          notInArray(games.status, ["cancelled", "removed"]),
          gte(games.tipoffAt, start),
          lt(games.tipoffAt, end),
        ),
      )
      .orderBy(asc(games.tipoffAt), asc(games.id))
  );
}

/** The mileage report of rows read by `periodGames`. */
export function mileageOf(rows: PeriodGame[], preferences: Preferences, period: MileagePeriod): MileageReport {
  const roundTrips = preferences.tripCount !== "one_way";
  const factor = roundTrips ? 2 : 1;
  // Games not driven still place the official at a gym: the day's trips read every game.
  const planned = rows.flatMap(({ game, arena }) => (arena ? [{ row: game, arena: toArena(arena) }] : []));
  const trips = seasonTripsOf(planned);
  const homeward = homewardGames(
    rows.map(({ game }) => game.id),
    trips,
  );
  const list: MileageGame[] = [];
  for (const { game, arena } of rows) {
    if (game.notDriven) continue;
    const date = localDateTime(game.tipoffAt.getTime(), game.timeZone).date;
    if (date < period.from || date > period.to) continue;
    const place = arena ?? lostArenaOf(game);
    const trip = trips.get(game.id);
    const own = oneWay(game, arena ? driveDestination(toArena(arena)) : null);
    const leg = legOf(game, trip, own, homeward.has(game.id) ? factor - 1 : 0);
    const chainedFrom = trip?.kind === "chained" ? trip.after.arena : null;
    list.push({
      gameId: game.id,
      date,
      arenaName: place.name,
      city: place.city,
      startLabel: chainedFrom ? chainedFrom.name : startOf(game) ? game.startLabel || GAME_TEXT.hereLabel : null,
      fromAddress: chainedFrom ? fullAddress(chainedFrom) : fromAddress(game),
      purpose: MILEAGE_TEXT.purpose(
        [game.level, game.teams ? IMPORT_TEXT.matchup(game.teams) : null].filter((part): part is string => !!part),
        place.name,
      ),
      miles: leg ? roundMiles(game.enteredMiles !== null ? leg.miles * factor : leg.miles) : null,
      source: leg?.source ?? null,
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

type OneWay = ReturnType<typeof oneWay>;

/**
 * A game's miles in the report: the person's own one-way figure (counted as they count trips);
 * else the drive to it (from its start, the earlier gym, or none at all for a later game at the
 * same gym) plus, `homeward` times, the way home from its gym.
 */
function legOf(
  game: Pick<GameRow, "enteredMiles">,
  trip: TripPlace | undefined,
  own: OneWay,
  homeward: number,
): { miles: number; source: MileageSource } | null {
  if (game.enteredMiles !== null) return { miles: game.enteredMiles, source: "entered" };
  if (trip?.kind === "same_trip") return { miles: 0, source: "same_trip" };
  const home = homeward > 0 && own ? own.miles * homeward : 0;
  if (trip?.kind === "chained") {
    const estimated = trip.leg.source === "estimate" || (home > 0 && own?.source === "estimate");
    return { miles: trip.leg.miles + home, source: estimated ? "estimate" : trip.leg.source };
  }
  return own ? { miles: own.miles + home, source: own.source } : null;
}

/**
 * The games that carry a day's way home: for each trip's last gym, the game that drove there (a
 * later game at the same gym was already there, so the first one counts the drive both ways).
 */
function homewardGames(gameIds: string[], trips: Map<string, TripPlace>): Set<string> {
  const continued = new Set<string>();
  for (const trip of trips.values()) {
    // A game planned from its own start (it clashes with the earlier ones) continues no trip.
    if (trip.kind === "same_trip") continued.add(trip.earlier.id);
    if (trip.kind === "chained") continued.add(trip.after.id);
  }
  const arrival = (gameId: string): string => {
    const trip = trips.get(gameId);
    return trip?.kind === "same_trip" ? arrival(trip.earlier.id) : gameId;
  };
  // A game no later game that day follows ends its trip.
  return new Set(gameIds.filter((gameId) => !continued.has(gameId)).map(arrival));
}

/** The person's own one-way miles for a game (null: the computed ones) and whether they drove to it. */
export async function setGameMiles(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  user: CurrentUser,
  gameId: string | undefined,
  change: GameMilesInput,
): Promise<Result<{ row: GameRow }>> {
  const found = await getGameRow(ctx, user.id, gameId);
  if (!found) return notFound(GAME_TEXT.gameNotFound);
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;
  const [row] = await ctx.db
    .update(games)
    .set({ enteredMiles: change.miles, notDriven: change.notDriven, updatedAt: new Date(ctx.now()) })
    .where(and(eq(games.id, found.id), eq(games.userId, user.id)))
    .returning();
  return row ? { ok: true, row } : notFound(GAME_TEXT.gameNotFound);
}
