// What the person has to block where (docs/decisions/243): their busy times over a stretch of days
// on their own clock, each with the calendars it still has to be entered on, and the ticks.
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte } from "drizzle-orm";
import { AVAILABILITY_LIMITS, type BusyKind } from "../../core/availability/limits";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import { notFound, type Result } from "../../core/failure";
import { localDateTime, zonedInstant } from "../../core/games/zoned-time";
import type { EnteredInput } from "../../core/validation/availability";
import { toArena } from "../arenas/arena-row";
import type { Db, DbCtx } from "../db/client.server";
import {
  arenas,
  availabilityBlocks,
  availabilityTicks,
  gameSourceEvents,
  games,
  importSources,
} from "../db/schema.server";
import { driveDestination } from "../games/games.server";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";
import { type BusyBlock, type BusyGame, type BusyTime, busyTimes, platformsToEnter } from "./busy";
import { BUSY_STATUSES, clockReads, type PersonClock, personClock } from "./person-clock.server";
import { type CalendarSource, type Platform, platformKey, platformsOf } from "./platforms";

const DAY_MS = 86_400_000;
const T = AVAILABILITY_TEXT;

/** A busy time as the page and the API show it: its calendars, each entered or not. */
export type BusyView = {
  startAt: number;
  endAt: number;
  kind: BusyKind;
  label: string;
  gameIds: string[];
  platforms: Array<{ key: string; name: string; entered: boolean }>;
};

export type Availability = {
  clock: PersonClock;
  /** The first and last day shown, on the person's clock (YYYY-MM-DD), and the instants they span. */
  from: string;
  to: string;
  fromAt: number;
  toAt: number;
  platforms: Platform[];
  busy: BusyView[];
};

/** Days on a calendar: "2027-01-11" plus 3 is "2027-01-14". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week an instant falls in, on the zone's clock. */
export function mondayOf(instant: number, zone: string): string {
  const { date } = localDateTime(instant, zone);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The page's weeks: this one (from its Monday) and the next four. */
export function defaultRange(now: number, zone: string): { from: string; to: string } {
  const from = mondayOf(now, zone);
  return { from, to: addDays(from, AVAILABILITY_LIMITS.weeksShown * 7 - 1) };
}

/** The columns of a game its busy time needs. */
export const GAME_COLUMNS = {
  id: games.id,
  arenaId: games.arenaId,
  tipoffAt: games.tipoffAt,
  timeZone: games.timeZone,
  status: games.status,
  bufferMinutes: games.bufferMinutes,
  driveMinutes: games.driveMinutes,
  startLatitude: games.startLatitude,
  startLongitude: games.startLongitude,
  lostArenaName: games.lostArenaName,
};

/**
 * Everything one answer reads, as one D1 batch: the person's clock, calendars, the busy games from a
 * day before `fromAt` to a day after `toAt` (a day's first game and the next day's last reach in)
 * with their gyms and sources, the blocks that reach into the stretch, and the ticks.
 */
function availabilityReads(db: Db, userId: string, fromAt: number, toAt: number, now: number) {
  const inStretch = and(
    eq(games.userId, userId),
    inArray(games.status, BUSY_STATUSES),
    gte(games.tipoffAt, new Date(fromAt - DAY_MS)),
    lte(games.tipoffAt, new Date(toAt + DAY_MS)),
  );
  const gameIds = db.select({ id: games.id }).from(games).where(inStretch);
  // A busy time reaching into the stretch may start with blocks before it: a block lasts two weeks.
  const reachBack = fromAt - 2 * AVAILABILITY_LIMITS.blockMaxDays * DAY_MS;
  return [
    ...clockReads(db, userId, now),
    db
      .select({
        id: importSources.id,
        kind: importSources.kind,
        label: importSources.label,
        host: importSources.host,
        key: importSources.key,
      })
      .from(importSources)
      .where(eq(importSources.userId, userId))
      .orderBy(asc(importSources.kind), asc(importSources.createdAt)),
    db.select(GAME_COLUMNS).from(games).where(inStretch),
    db
      .select()
      .from(arenas)
      .where(inArray(arenas.id, db.select({ arenaId: games.arenaId }).from(games).where(inStretch))),
    db
      .select({ gameId: gameSourceEvents.gameId, sourceId: gameSourceEvents.importSourceId })
      .from(gameSourceEvents)
      .where(
        and(
          eq(gameSourceEvents.userId, userId),
          isNotNull(gameSourceEvents.gameId),
          inArray(gameSourceEvents.gameId, gameIds),
        ),
      ),
    db
      .select({
        id: availabilityBlocks.id,
        startAt: availabilityBlocks.startAt,
        endAt: availabilityBlocks.endAt,
        label: availabilityBlocks.label,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.userId, userId),
          gt(availabilityBlocks.startAt, new Date(reachBack)),
          lt(availabilityBlocks.startAt, new Date(toAt)),
        ),
      ),
    db
      .select({ startAt: availabilityTicks.startAt, platformKey: availabilityTicks.platformKey })
      .from(availabilityTicks)
      .where(
        and(
          eq(availabilityTicks.userId, userId),
          gt(availabilityTicks.startAt, new Date(reachBack)),
          lt(availabilityTicks.startAt, new Date(toAt)),
        ),
      ),
  ] as const;
}

async function readAvailability(db: Db, userId: string, fromAt: number, toAt: number, now: number) {
  return db.batch(availabilityReads(db, userId, fromAt, toAt, now));
}

type Rows = Awaited<ReturnType<typeof readAvailability>>;

/** The busy games with their gyms' names, points and the platforms that sent them. */
export function busyGamesOf(
  [gameRows, arenaRows, sourceRows]: [Rows[3], Rows[4], Rows[5]],
  platformOfSource: ReadonlyMap<string, string> = new Map(),
): BusyGame[] {
  const arenaById = new Map(arenaRows.map((row) => [row.id, toArena(row)]));
  const own = new Map<string, Set<string>>();
  for (const { gameId, sourceId } of sourceRows) {
    const platform = platformOfSource.get(sourceId);
    if (!gameId || !platform) continue;
    own.set(gameId, (own.get(gameId) ?? new Set()).add(platform));
  }
  return gameRows.map((row) => {
    const arena = row.arenaId === null ? undefined : arenaById.get(row.arenaId);
    return {
      id: row.id,
      // A game whose arena is gone waits for a gym: still busy, driven from its own start.
      arenaId: arena ? row.arenaId : null,
      point: arena ? driveDestination(arena) : null,
      tipoffAt: row.tipoffAt.getTime(),
      timeZone: row.timeZone,
      status: row.status,
      bufferMinutes: row.bufferMinutes,
      driveMinutes: row.driveMinutes,
      hasStart: row.startLatitude !== null && row.startLongitude !== null,
      gym: arena?.name ?? row.lostArenaName ?? "",
      ownPlatforms: own.get(row.id) ?? new Set(),
    };
  });
}

/** "Game at Hinkle Fieldhouse", "2 games: Hinkle Fieldhouse, Gainbridge Fieldhouse", a block's label. */
function labelOf(busy: BusyTime): string {
  const gyms = [...new Set(busy.games.map((game) => game.gym))];
  const gamesLabel =
    busy.games.length === 0
      ? null
      : busy.games.length === 1
        ? T.gameAt(gyms[0] ?? "")
        : T.games(busy.games.length, gyms);
  const blockLabel =
    busy.blocks.length === 0 ? null : busy.blocks.map((block) => block.label ?? T.blockDefault).join(", ");
  return [blockLabel, gamesLabel].filter((part) => part !== null).join(" · ");
}

/** The stretch's instants: from the first day's midnight to the midnight after the last, on the clock. */
function stretchOf(from: string, to: string, zone: string) {
  return {
    fromAt: zonedInstant({ date: from, time: "00:00" }, zone),
    toAt: zonedInstant({ date: addDays(to, 1), time: "00:00" }, zone),
  };
}

/**
 * The person's busy times that reach into the days from `from` to `to` on their clock (default: this
 * week and the next four), each with the calendars it still has to be entered on and whether it is.
 */
export async function availabilityOf(
  ctx: DbCtx & ClockCtx,
  userId: string,
  range: { from: string; to: string } | null = null,
): Promise<Availability> {
  const now = ctx.now();
  // Read wide enough for any clock (UTC-12 to UTC+14), then cut to the person's own days.
  const today = new Date(now).toISOString().slice(0, 10);
  const guess = range ?? { from: addDays(today, -8), to: addDays(today, AVAILABILITY_LIMITS.weeksShown * 7 + 1) };
  const wideFrom = Date.parse(`${guess.from}T00:00:00Z`) - DAY_MS;
  const wideTo = Date.parse(`${addDays(guess.to, 1)}T00:00:00Z`) + DAY_MS;
  const rows = await readAvailability(ctx.db, userId, wideFrom, wideTo, now);
  const [zones, [usualStart], sourceRows, , , , blockRows, tickRows] = rows;
  const clock = personClock(zones, usualStart);
  const days = range ?? defaultRange(now, clock.zone);
  const { fromAt, toAt } = stretchOf(days.from, days.to, clock.zone);
  const sources: CalendarSource[] = sourceRows.map((source) => ({
    id: source.id,
    kind: source.kind,
    label: source.label,
    host: source.kind === "feed" ? source.host : null,
    fileKey: source.kind === "file" ? source.key : null,
  }));
  const { platforms, platformOfSource } = platformsOf(sources);
  const blocks: BusyBlock[] = blockRows.map((block) => ({
    id: block.id,
    startAt: block.startAt.getTime(),
    endAt: block.endAt.getTime(),
    label: block.label,
  }));
  const ticks = new Set(tickRows.map((tick) => `${tick.startAt.getTime()}|${tick.platformKey}`));
  const byKey = new Map(platforms.map((platform) => [platform.key, platform]));
  const keys = platforms.map((platform) => platform.key);
  const busyGames = busyGamesOf([rows[3], rows[4], rows[5]], platformOfSource);
  const busy = busyTimes(busyGames, blocks)
    .filter((time) => time.endAt > fromAt && time.startAt < toAt)
    .map(
      (time): BusyView => ({
        startAt: time.startAt,
        endAt: time.endAt,
        kind: time.blocks.length > 0 ? "block" : "game",
        label: labelOf(time),
        gameIds: time.games.map((game) => game.id),
        platforms: platformsToEnter(time, keys).flatMap((key) => {
          const platform = byKey.get(key);
          return platform ? [{ key, name: platform.name, entered: ticks.has(`${time.startAt}|${key}`) }] : [];
        }),
      }),
    );
  return { clock, from: days.from, to: days.to, fromAt, toAt, platforms, busy };
}

/** Block saves and removals and ticks share one budget per person. */
export async function limitAvailabilityWrites(ctx: RateLimitsCtx & ClockCtx, userId: string) {
  const rule = { action: "availability-write", limit: AVAILABILITY_LIMITS.writesPerWindow };
  return limitOrFail(await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now()), T.rateLimited);
}

/**
 * Ticks (or unticks) one calendar of the busy time that starts at `start`: it must be one of the
 * person's busy times now, and the calendar one it still has to be entered on; else 404.
 */
export async function setEntered(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  input: EnteredInput,
): Promise<Result<{ startAt: number; platform: string; entered: boolean; zone: string }>> {
  const limited = await limitAvailabilityWrites(ctx, userId);
  if (limited) return limited;
  // The days around the start, wide enough for a busy time of chained blocks to be read whole.
  const day = new Date(input.start).toISOString().slice(0, 10);
  const around = await availabilityOf(ctx, userId, { from: addDays(day, -15), to: addDays(day, 15) });
  const key = platformKey(input.platform);
  const busy = around.busy.find((time) => time.startAt === input.start);
  const platform = busy?.platforms.find((found) => found.key === key);
  if (!busy || !platform) return notFound(T.busyNotFound);
  if (input.entered) {
    await ctx.db
      .insert(availabilityTicks)
      .values({ userId, startAt: new Date(input.start), platformKey: key })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(availabilityTicks)
      .where(
        and(
          eq(availabilityTicks.userId, userId),
          eq(availabilityTicks.startAt, new Date(input.start)),
          eq(availabilityTicks.platformKey, key),
        ),
      );
  }
  return { ok: true, startAt: input.start, platform: platform.name, entered: input.entered, zone: around.clock.zone };
}
