import type { Coordinates } from "../../core/arenas/arena";
import type { DriveSource, FeeSource, GameSource, GameStatus, ImportSourceKind } from "../../core/domain";
import { WAITING_TEXT } from "../../core/games/waiting-text";
import { isoInZone } from "../../core/games/zoned-time";
import type { CrewMember, Teams } from "../../core/imports/game-fields";
import type { WeatherSeverity } from "../../core/weather/limits";
import type { games } from "../db/schema.server";
import { weatherNow } from "./game-weather";

export type GameRow = typeof games.$inferSelect;

/** The codes of the games' own refusals, for API callers (the OpenAPI document names them too). */
export const GAME_ERROR_CODES = {
  /** 409: the person already has the most upcoming games allowed. */
  tooManyGames: "too_many_games",
  /** 422: the arena has no coordinates, so no time zone. */
  arenaWithoutLocation: "arena_without_location",
} as const;

/** Where the drive to a game starts: a saved place, the current location or a geocoded address. */
export type GameStart = { label: string } & Coordinates;

/** A planned game as the API sends it: instants as ISO 8601 with the arena's offset. */
export type Game = {
  id: string;
  /** Null while the game waits for a gym: its arena was deleted (see `waitingForArena`). */
  arenaId: string | null;
  waitingForArena?: LostArena;
  tipoffAt: string;
  timeZone: string;
  bufferMinutes: number;
  start: GameStart | null;
  driveMinutes: number;
  driveSource: DriveSource;
  leaveAt: string;
  arriveBy: string;
  /** The weather alerts at the gym and the start around the trip (docs/decisions/240); `[]` when none. */
  alerts: Array<{ event: string; severity: WeatherSeverity; headline: string; ends: string | null }>;
  /** Why `leaveAt` is earlier than the drive says ("Winter Storm Warning at Hinkle Fieldhouse"), or null. */
  leaveReason: string | null;
  /** One-way road miles from the start, worked out with the drive; null without a start. */
  oneWayMiles: number | null;
  milesSource: DriveSource | null;
  /** The person's own one-way figure, which the mileage report uses instead. */
  enteredMiles: number | null;
  notDriven: boolean;
  source: GameSource;
  status: GameStatus;
  /** What the source moved since the person last opened the game: old → new. */
  changes?: { tipoffAt?: { from: string; to: string }; venue?: { from: string; to: string } };
  teams?: Teams;
  level?: string;
  crew?: CrewMember[];
  venueText?: string;
  /** False when the calendar it came from gave no time zone: the time was read on the arena's clock. */
  zoneStated: boolean;
  /** The game just before it that day, at another gym, whose gym `start` is (docs/decisions/216). */
  chainedAfter?: string;
  /** The games this one cannot be made with (docs/decisions/217); `[]` when none. */
  clashes: GameClash[];
  /** The sources behind it: subscribed feeds by name, uploaded files; `[]` for a game typed by hand. */
  sources: Array<{ kind: ImportSourceKind; label: string }>;
  /** When the earliest report of the game not yet marked sent is due; null when none is open. */
  reportDueAt: string | null;
  /** A later import added or moved it: to accept on its platform until the person ticks Accepted. */
  toConfirm: boolean;
  /** The calendar's label the person accepts it in, while `toConfirm`; else null. */
  confirmWith: string | null;
  /** Pay, the person's alone: whole cents, the payer, the day paid (YYYY-MM-DD) or null. */
  feeCents: number | null;
  feeSource: FeeSource | null;
  travelCents: number | null;
  payer: string | null;
  paidOn: string | null;
};

export type GameClash = {
  gameId: string;
  kind: "overlap" | "drive";
  minutesShort: number;
  driveMinutes: number;
  known: boolean;
};

/**
 * What a game's answer says beside its own row: the earlier gym its drive starts from (with the
 * drive between the gyms) when it is chained to an earlier game that day, its clashes and sources.
 */
export type GameAround = {
  chained: { gameId: string; start: GameStart; drive: { minutes: number; miles: number; source: DriveSource } } | null;
  clashes: GameClash[];
  sources: Array<{ kind: ImportSourceKind; label: string }>;
  reportDueAt: number | null;
};

export const ALONE: GameAround = { chained: null, clashes: [], sources: [], reportDueAt: null };

/** The gym a waiting game was planned at, as kept when its arena was deleted. */
export type LostArena = { name: string; city: string; state: string };

export function lostArenaOf(row: Pick<GameRow, "lostArenaName" | "lostArenaCity" | "lostArenaState">): LostArena {
  return {
    name: row.lostArenaName ?? WAITING_TEXT.unknownName,
    city: row.lostArenaCity ?? "",
    state: row.lostArenaState ?? "",
  };
}

const MINUTE_MS = 60_000;

/**
 * The two times a plan is for, as instants: be at the door `buffer` before tip-off, leave `drive`
 * before that, and `earlierMinutes` before that again when the weather says so (docs/decisions/240).
 */
export function gameTimes(game: {
  tipoffAt: number;
  bufferMinutes: number;
  driveMinutes: number;
  earlierMinutes: number;
}) {
  const arriveBy = game.tipoffAt - game.bufferMinutes * MINUTE_MS;
  return { arriveBy, leaveAt: arriveBy - (game.driveMinutes + game.earlierMinutes) * MINUTE_MS };
}

/**
 * The platform a game is still to accept in (docs/decisions/244), or null: a game cancelled or on
 * hold is not to accept, whatever it was marked.
 */
export function confirmWithOf(row: Pick<GameRow, "confirmWith" | "status">): string | null {
  return row.status === "scheduled" || row.status === "changed" ? row.confirmWith : null;
}

export function startOf(row: Pick<GameRow, "startLabel" | "startLatitude" | "startLongitude">): GameStart | null {
  if (row.startLatitude === null || row.startLongitude === null) return null;
  return { label: row.startLabel ?? "", latitude: row.startLatitude, longitude: row.startLongitude };
}

/** A game as the API sends it; a game chained to an earlier one that day is driven to from that gym. */
export function toGame(row: GameRow, { chained, clashes, sources, reportDueAt }: GameAround): Game {
  const tipoffAt = row.tipoffAt.getTime();
  const drive = chained
    ? { driveMinutes: chained.drive.minutes, driveSource: chained.drive.source }
    : { driveMinutes: row.driveMinutes, driveSource: row.driveSource };
  const weather = weatherNow(row);
  const { arriveBy, leaveAt } = gameTimes({ ...row, ...drive, tipoffAt, earlierMinutes: weather.earlierMinutes });
  return {
    id: row.id,
    arenaId: row.arenaId,
    ...(row.arenaId === null ? { waitingForArena: lostArenaOf(row) } : {}),
    tipoffAt: isoInZone(tipoffAt, row.timeZone),
    timeZone: row.timeZone,
    bufferMinutes: row.bufferMinutes,
    start: chained ? chained.start : startOf(row),
    ...drive,
    leaveAt: isoInZone(leaveAt, row.timeZone),
    arriveBy: isoInZone(arriveBy, row.timeZone),
    alerts: weather.alerts.map(({ event, severity, headline, ends }) => ({
      event,
      severity,
      headline,
      ends: ends === null ? null : isoInZone(ends, row.timeZone),
    })),
    leaveReason: weather.reason,
    oneWayMiles: chained ? chained.drive.miles : row.oneWayMiles,
    milesSource: chained ? chained.drive.source : row.milesSource,
    enteredMiles: row.enteredMiles,
    notDriven: row.notDriven,
    source: row.source,
    status: row.status,
    ...importedFields(row),
    zoneStated: row.zoneStated,
    ...(chained ? { chainedAfter: chained.gameId } : {}),
    clashes,
    sources,
    reportDueAt: reportDueAt === null ? null : isoInZone(reportDueAt, row.timeZone),
    toConfirm: confirmWithOf(row) !== null,
    confirmWith: confirmWithOf(row),
    feeCents: row.feeCents,
    feeSource: row.feeSource,
    travelCents: row.travelCents,
    payer: row.payer,
    paidOn: row.paidOn,
  };
}

/** An imported game's own fields, each only when it has one. */
function importedFields(row: GameRow): Pick<Game, "changes" | "teams" | "level" | "crew" | "venueText"> {
  const fields: Pick<Game, "changes" | "teams" | "level" | "crew" | "venueText"> = {};
  if (row.changes && (row.changes.tipoffAt || row.changes.venue)) {
    const { tipoffAt, venue } = row.changes;
    fields.changes = {
      ...(tipoffAt
        ? { tipoffAt: { from: isoInZone(tipoffAt.from, row.timeZone), to: isoInZone(tipoffAt.to, row.timeZone) } }
        : {}),
      ...(venue ? { venue } : {}),
    };
  }
  if (row.teams) fields.teams = row.teams;
  if (row.level) fields.level = row.level;
  if (row.crew && row.crew.length > 0) fields.crew = row.crew;
  if (row.venueText) fields.venueText = row.venueText;
  return fields;
}
