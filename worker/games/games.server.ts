import { and, asc, count, eq, gte, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Arena, Coordinates } from "../../core/arenas/arena";
import { type Failure, fail, notFound, type Result } from "../../core/failure";
import { GAME_LIMITS } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { WAITING_ERROR_CODE, WAITING_TEXT } from "../../core/games/waiting-text";
import {
  formatTypedDate,
  formatTypedTime,
  instantFromLocal,
  localDateTime,
  zoneLongName,
} from "../../core/games/zoned-time";
import { typedPoint } from "../../core/geo/typed-point";
import type { ImportedEvent } from "../../core/imports/game-fields";
import type { CurrentUser } from "../../core/users/current-user";
import { isArenaId } from "../../core/validation/arena-query";
import type { StartInput } from "../../core/validation/games";
import { toArena } from "../arenas/arena-row";
import { getArena, getVisibleArena } from "../arenas/detail.server";
import type { Db, DbCtx } from "../db/client.server";
import { plannedBatch, plannedRead } from "../db/planned-read.server";
import { arenas, games, importWaitingEvents } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";
import type { DriveTime, RouterCtx } from "../routing/routing";
import { typedTownPoint } from "../schools/town-point.server";
import { GAME_ERROR_CODES, type GameRow, type GameStart, startOf } from "./game.server";
import { type GameExtras, NO_EXTRAS, plannedGameExtrasReads, toGameExtras } from "./game-extras.server";
import { getPreferences, type Preferences } from "./preferences.server";
import { getProfileStarts, profileStartFor } from "./profile-starts.server";
import { timeZoneAt } from "./time-zone.server";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

/**
 * What planning needs; tests may pass their own geocoder, router or clock. `venueLookups` takes the
 * venues whose address an import could not look up at once (null: they wait for the next import).
 */
/** How a plan names its starting point: as given, the profile's usual start, none, or (edits) unchanged. */
export type StartChange =
  | { choice: "given"; start: StartInput }
  | { choice: "usual" }
  | { choice: "none" }
  | { choice: "keep" };

export type GamePlan = { date?: string; time?: string; bufferMinutes?: number | undefined; start: StartChange };

export type GameOutcome = Result<{ row: GameRow; arena: Arena }>;

const DAY_MS = 86_400_000;

/** The ids are UUIDs, like arena ids: anything else is not found without asking the database. */
const isGameId = isArenaId;

/** Where the drive ends: the officials' parking, else their entrance, else the arena itself. */
export function driveDestination(arena: Arena): Coordinates | null {
  return arena.arrival.parkingPin ?? arena.arrival.entrancePin ?? arena.coordinates;
}

/** The arena's zone, or why a game cannot be planned there. */
export function arenaZone(arena: Arena): Result<{ zone: string }> {
  if (!arena.coordinates)
    return fail("unprocessable", GAME_TEXT.noCoordinates, { code: GAME_ERROR_CODES.arenaWithoutLocation });
  const zone = timeZoneAt(arena.coordinates);
  if (!zone) return fail("unprocessable", GAME_TEXT.noCoordinates, { code: GAME_ERROR_CODES.arenaWithoutLocation });
  return { ok: true, zone };
}

const invalidField = (field: string, message: string): Failure =>
  fail("invalid", message, { fieldErrors: { [field]: [message] } });

/**
 * Tip-off as an instant: the arena's date and time in its zone, refused when that time does not
 * exist (the spring-forward hour), is already past, or lies beyond the planning horizon.
 */
export function resolveTipoff(date: string, time: string, zone: string, now: number): Result<{ tipoffAt: number }> {
  const zoned = instantFromLocal({ date, time }, zone);
  if (!zoned.ok) {
    const message = GAME_TEXT.nonexistentTime(formatTypedTime(time), formatTypedDate(date), zoneLongName(now, zone));
    return invalidField("time", message);
  }
  if (zoned.instant <= now) return invalidField("date", GAME_TEXT.past);
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + GAME_LIMITS.horizonYears);
  if (zoned.instant > horizon.getTime()) return invalidField("date", GAME_TEXT.tooFar);
  return { ok: true, tipoffAt: zoned.instant };
}

/** The buffer when none is given: the arena's recommendation, else the profile's default, else 60. */
export function defaultBuffer(
  arena: Arena,
  preferences: Preferences,
): { minutes: number; source: "arena" | "profile" | "default" } {
  if (arena.arrival.arrivalMinutes !== null) return { minutes: arena.arrival.arrivalMinutes, source: "arena" };
  if (preferences.defaultBufferMinutes !== null)
    return { minutes: preferences.defaultBufferMinutes, source: "profile" };
  return { minutes: GAME_LIMITS.bufferMinutes.default, source: "default" };
}

/**
 * A typed address becomes coordinates through the cached geocoder; typed coordinates ("33.9065,
 * -84.1156") and a place are taken as they are, so a start can be set with the service down. A
 * town and state the service does not place ("Mechanicsburg, PA", the service unreachable) is the
 * centre of the town's schools in the index; otherwise the message says whether the address was
 * not found or the service could not be reached.
 */
export async function settleStart(ctx: DbCtx & GeocoderCtx, start: StartInput): Promise<Result<{ start: GameStart }>> {
  if (!("address" in start)) return { ok: true, start };
  const point = typedPoint(start.address);
  if (point) return { ok: true, start: { label: start.address, ...point } };
  const found = await ctx.geocoder.geocode(start.address);
  if (found.ok) {
    return { ok: true, start: { label: start.address, latitude: found.latitude, longitude: found.longitude } };
  }
  const town = await typedTownPoint(ctx, start.address);
  if (town) return { ok: true, start: { label: start.address, ...town } };
  return invalidField(
    "start.address",
    found.reason === "not_found" ? GAME_TEXT.startNotFound : GAME_TEXT.startServiceDown,
  );
}

/**
 * The start a plan chose, and whether it follows the profile: "usual" is the profile's start for the
 * game's weekday (docs/decisions/247); a game without a start follows too, so the next start saved
 * on the profile reaches it; a start given to the game is its own and stays.
 */
async function chooseStart(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  change: StartChange,
  profileStart: () => Promise<GameStart | null>,
): Promise<Result<{ start: GameStart | null; follows: boolean }>> {
  switch (change.choice) {
    case "none":
      return { ok: true, start: null, follows: true };
    case "usual":
      return { ok: true, start: await profileStart(), follows: true };
    case "given": {
      const settled = await settleStart(ctx, change.start);
      return settled.ok ? { ok: true, start: settled.start, follows: false } : settled;
    }
    case "keep":
      throw new Error("keep is resolved by the caller");
  }
}

/** The drive from the start, or null without one (or without a destination). */
export async function driveFor(ctx: RouterCtx, start: GameStart | null, arena: Arena): Promise<DriveTime | null> {
  const destination = driveDestination(arena);
  if (!start || !destination) return null;
  return ctx.router.drive(start, destination);
}

/** Minutes and one-way miles share the drive's source; without a drive there are no miles. */
export function driveColumns(drive: DriveTime | null) {
  if (!drive) return { driveMinutes: 0, driveSource: "estimate" as const, oneWayMiles: null, milesSource: null };
  return {
    driveMinutes: drive.minutes,
    driveSource: drive.source,
    oneWayMiles: drive.miles,
    milesSource: drive.source,
  };
}

/** Creates, edits, deletes and usual-start saves share one per-person budget. */
export async function limitWrites(ctx: RateLimitsCtx & ClockCtx, userId: string): Promise<Failure | null> {
  const rule = { action: "game-write", limit: GAME_LIMITS.writesPerWindow };
  const result = await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now());
  return limitOrFail(result, GAME_TEXT.rateLimited);
}

async function upcomingCount(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(games)
    .where(and(eq(games.userId, userId), gte(games.tipoffAt, new Date(ctx.now()))));
  return row?.total ?? 0;
}

const startColumns = ({ start, follows }: { start: GameStart | null; follows: boolean }) => ({
  startLabel: start?.label ?? null,
  startLatitude: start?.latitude ?? null,
  startLongitude: start?.longitude ?? null,
  startFollows: follows,
});

/** The profile's start for a game at this instant on the arena's clock, read when first asked. */
const profileStartOf =
  (ctx: DbCtx, userId: string, tipoffAt: number, zone: string, preferences?: () => Promise<Preferences>) => async () =>
    profileStartFor(await getProfileStarts(ctx, userId, preferences?.()), tipoffAt, zone);

/** Plans a game at an arena the person can see, in the arena's time zone. */
export async function createGame(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  user: CurrentUser,
  arenaId: string,
  plan: GamePlan & { date: string; time: string },
): Promise<GameOutcome> {
  const arena = await getVisibleArena(ctx, arenaId, user);
  if (!arena) return notFound(GAME_TEXT.arenaNotFound);
  const zone = arenaZone(arena);
  if (!zone.ok) return zone;
  const tipoff = resolveTipoff(plan.date, plan.time, zone.zone, ctx.now());
  if (!tipoff.ok) return tipoff;
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;
  if ((await upcomingCount(ctx, user.id)) >= GAME_LIMITS.upcomingPerUser) {
    return fail("conflict", GAME_TEXT.tooManyGames, { code: GAME_ERROR_CODES.tooManyGames });
  }

  // Read once: the profile's start and the default buffer both come from the preferences.
  let preferences: Promise<Preferences> | undefined;
  const loadPreferences = () => {
    preferences ??= getPreferences(ctx, user.id);
    return preferences;
  };
  const start = await chooseStart(
    ctx,
    plan.start.choice === "keep" ? { choice: "usual" } : plan.start,
    profileStartOf(ctx, user.id, tipoff.tipoffAt, zone.zone, loadPreferences),
  );
  if (!start.ok) return start;
  const bufferMinutes = plan.bufferMinutes ?? defaultBuffer(arena, await loadPreferences()).minutes;
  const drive = await driveFor(ctx, start.start, arena);

  const [row] = await ctx.db
    .insert(games)
    .values({
      userId: user.id,
      arenaId: arena.id,
      tipoffAt: new Date(tipoff.tipoffAt),
      timeZone: zone.zone,
      bufferMinutes,
      ...startColumns(start),
      ...driveColumns(drive),
    })
    .returning();
  if (!row) throw new Error("the game was not inserted");
  return { ok: true, row, arena };
}

/** One of the person's games, with or without an arena; another person's game is not found. */
export async function getGameRow(ctx: DbCtx, userId: string, gameId: string | undefined): Promise<GameRow | null> {
  if (!isGameId(gameId)) return null;
  const [row] = await ctx.db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One of the person's games with its arena; a game waiting for a gym, or another person's, is not found. */
export async function getGame(
  ctx: DbCtx,
  userId: string,
  gameId: string | undefined,
): Promise<{ row: GameRow; arena: Arena } | null> {
  const row = await getGameRow(ctx, userId, gameId);
  if (!row?.arenaId) return null;
  const arena = await getArena(ctx, row.arenaId);
  return arena ? { row, arena } : null;
}

/** Why a game without its arena cannot be changed: it waits for a gym, or it is not the person's. */
export async function waitingOrNotFound(ctx: DbCtx, userId: string, gameId: string | undefined): Promise<Failure> {
  const row = await getGameRow(ctx, userId, gameId);
  return row
    ? fail("conflict", WAITING_TEXT.chooseFirst, { code: WAITING_ERROR_CODE })
    : notFound(GAME_TEXT.gameNotFound);
}

/** Changes what is sent; a new date or time is read in the arena's zone, a new start re-routes the drive. */
export async function updateGame(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  user: CurrentUser,
  gameId: string | undefined,
  plan: GamePlan,
): Promise<GameOutcome> {
  const found = await getGame(ctx, user.id, gameId);
  if (!found) return waitingOrNotFound(ctx, user.id, gameId);
  const { row, arena } = found;

  let tipoffAt = row.tipoffAt.getTime();
  let timeZone = row.timeZone;
  if (plan.date !== undefined || plan.time !== undefined) {
    const zone = arenaZone(arena);
    if (zone.ok) timeZone = zone.zone;
    const was = localDateTime(tipoffAt, row.timeZone);
    const tipoff = resolveTipoff(plan.date ?? was.date, plan.time ?? was.time, timeZone, ctx.now());
    if (!tipoff.ok) return tipoff;
    tipoffAt = tipoff.tipoffAt;
  }
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;

  let newStart: { start: GameStart | null; follows: boolean; drive: DriveTime | null } | null = null;
  // A game that follows the profile and moves to another day takes that day's start.
  const follows = row.startFollows || row.startLatitude === null;
  const moved = tipoffAt !== row.tipoffAt.getTime() || timeZone !== row.timeZone;
  const change: StartChange = plan.start.choice === "keep" && follows && moved ? { choice: "usual" } : plan.start;
  if (change.choice !== "keep") {
    const chosen = await chooseStart(ctx, change, profileStartOf(ctx, user.id, tipoffAt, timeZone));
    if (!chosen.ok) return chosen;
    const kept = change !== plan.start && !chosen.start ? { start: startOf(row), follows: true } : chosen;
    newStart = { ...kept, drive: await driveFor(ctx, kept.start, arena) };
  }

  const [updated] = await ctx.db
    .update(games)
    .set({
      tipoffAt: new Date(tipoffAt),
      timeZone,
      bufferMinutes: plan.bufferMinutes ?? row.bufferMinutes,
      ...(newStart ? { ...startColumns(newStart), ...driveColumns(newStart.drive) } : {}),
      updatedAt: new Date(ctx.now()),
    })
    .where(and(eq(games.id, row.id), eq(games.userId, user.id)))
    .returning();
  if (!updated) return notFound(GAME_TEXT.gameNotFound);
  return { ok: true, row: updated, arena };
}

export async function deleteGame(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  user: CurrentUser,
  gameId: string | undefined,
): Promise<Result<{ id: string }>> {
  if (!isGameId(gameId)) return notFound(GAME_TEXT.gameNotFound);
  const limited = await limitWrites(ctx, user.id);
  if (limited) return limited;
  const [deleted] = await ctx.db
    .delete(games)
    .where(and(eq(games.id, gameId), eq(games.userId, user.id)))
    .returning({ id: games.id });
  return deleted ? { ok: true, id: deleted.id } : notFound(GAME_TEXT.gameNotFound);
}

export type GameWithArena = { row: GameRow; arena: Arena };

/** The person whose games a planned read lists, bound per request. */
const USER_ID = sql.placeholder("userId");
const gameListReads = plannedGameListReads(() => USER_ID);
const gameExtrasReads = plannedGameExtrasReads(() => USER_ID);

/**
 * The person's games; `since` (bound to epoch milliseconds) leaves out older ones. `userId` is a
 * placeholder or a subquery over one (the session's, the feed token's).
 */
const theirGames = (userId: SQL | Placeholder, since?: Placeholder) =>
  since === undefined ? eq(games.userId, userId) : and(eq(games.userId, userId), gte(games.tipoffAt, since));

/** Those games, soonest tip-off first. */
const theirGamesQuery = (db: Db, theirs: SQL | undefined) =>
  db.select().from(games).where(theirs).orderBy(asc(games.tipoffAt), asc(games.id));

/** An imported event still waiting for the person to say which gym it is at (not a game yet). */
export type WaitingImport = {
  id: string;
  venueKey: string;
  venueText: string;
  event: ImportedEvent;
  updatedAt: Date;
};

/**
 * The person's games split by whether their arena still exists, and the imported events that wait
 * for a gym (soonest first): every assignment, placed or not, is on My Games and in the feed.
 */
export type GameLists = {
  planned: GameWithArena[];
  waiting: GameRow[];
  waitingImports: WaitingImport[];
  /** The sources behind the games and the clashes known (My Games and the API; empty for the feed). */
  extras: GameExtras;
};

/**
 * The person's games, soonest tip-off first, and the arenas they are at, as two statements a D1
 * batch can carry (a joined select cannot ride in one: drizzle maps batch rows by column name).
 * `userId` may be the session's subquery, so My Games reads them with the session (one round trip);
 * `since` leaves out older ones. Games whose arena was deleted wait for a gym.
 */
function gameListQueries(db: Db, userId: SQL | Placeholder, { since }: { since?: Placeholder } = {}) {
  const theirs = theirGames(userId, since);
  return [
    theirGamesQuery(db, theirs),
    db
      .select()
      .from(arenas)
      .where(inArray(arenas.id, db.select({ arenaId: games.arenaId }).from(games).where(theirs))),
    db
      .select({
        id: importWaitingEvents.id,
        venueKey: importWaitingEvents.venueKey,
        venueText: importWaitingEvents.venueText,
        event: importWaitingEvents.event,
        updatedAt: importWaitingEvents.updatedAt,
      })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, userId)),
  ] as const;
}

/** An event's start near enough to sort by (a floating time read as UTC). */
export function roughStart(event: Pick<ImportedEvent, "start">): number {
  const { start } = event;
  return start.kind === "instant" ? start.instant : Date.parse(`${start.local.date}T${start.local.time}:00Z`);
}

/** `gameListQueries`' rows as the lists: each game with its arena, or waiting when the arena is gone. */
export function toGameLists(
  gameRows: GameRow[],
  arenaRows: Array<typeof arenas.$inferSelect>,
  waitingRows: WaitingImport[] = [],
  extras: GameExtras = NO_EXTRAS,
): GameLists {
  const arenaById = new Map(arenaRows.map((arena) => [arena.id, toArena(arena)]));
  const planned: GameWithArena[] = [];
  const waiting: GameRow[] = [];
  for (const game of gameRows) {
    const arena = game.arenaId === null ? undefined : arenaById.get(game.arenaId);
    if (arena) planned.push({ row: game, arena });
    else waiting.push(game);
  }
  // The same event from two sources (a file and its feed) waits once.
  const uids = new Set<string>();
  const waitingImports = [...waitingRows]
    .sort((a, b) => roughStart(a.event) - roughStart(b.event) || a.id.localeCompare(b.id))
    .filter((waitingImport) => {
      if (uids.has(waitingImport.event.uid)) return false;
      uids.add(waitingImport.event.uid);
      return true;
    });
  return { planned, waiting, waitingImports, extras };
}

/**
 * `gameListQueries` planned once per isolate (worker/db/planned-read.server.ts): `userId` writes the
 * person's id as a placeholder or a subquery over one; with `since`, games before it are left out.
 */
export function plannedGameListReads(userId: (db: Db) => SQL | Placeholder, { since }: { since?: Placeholder } = {}) {
  const queries = (db: Db) => gameListQueries(db, userId(db), { since });
  return [
    plannedRead((db) => queries(db)[0].prepare()),
    plannedRead((db) => queries(db)[1].prepare()),
    plannedRead((db) => queries(db)[2].prepare()),
  ] as const;
}

/** The person's games and their extras in one round trip (`gameListQueries`, `GameExtras`). */
export async function listGames(ctx: DbCtx, userId: string): Promise<GameLists> {
  const [gameRows, arenaRows, waitingRows, sourceRows, clashRows, reportRows] = await plannedBatch(ctx.db, { userId }, [
    ...gameListReads,
    ...gameExtrasReads,
  ]);
  return toGameLists(gameRows, arenaRows, waitingRows, toGameExtras(sourceRows, clashRows, reportRows));
}

/** The calendar feed looks back this far, so a calendar keeps tonight's game after tip-off. */
export const FEED_LOOKBACK_MS = 30 * DAY_MS;
