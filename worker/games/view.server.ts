import type { Arena } from "../../core/arenas/arena";
import { directionsFor } from "../../core/arenas/directions";
import type { GameStatus, ImportSourceKind, MapsApp } from "../../core/domain";
import { CLASH_TEXT } from "../../core/games/clash-text";
import { CONFIRM_TEXT } from "../../core/games/confirm-text";
import type {
  ClashView,
  GameFormSetup,
  GameView,
  PlanSummary,
  WaitingGameView,
  WaitingImportView,
} from "../../core/games/game-view";
import { GAME_LIMITS } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { lostArenaLabel } from "../../core/games/waiting-text";
import { WEEKDAY_START_TEXT } from "../../core/games/weekday-start-text";
import {
  formatClock,
  formatDay,
  formatShortDay,
  formatTime,
  localDateTime,
  zoneAbbreviation,
  zoneLongName,
} from "../../core/games/zoned-time";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { dueText } from "../../core/reports/due-text";
import { REPORT_TEXT } from "../../core/reports/messages";
import { WEATHER_TEXT } from "../../core/weather/messages";
import { venueId } from "../platform/stable-hash";
import { confirmWithOf, type GameRow, type GameStart, gameTimes, lostArenaOf, startOf } from "./game.server";
import type { GameSourceRef } from "./game-extras.server";
import { type WeatherNow, weatherNow } from "./game-weather";
import { roughStart, type WaitingImport } from "./games.server";
import type { Season, SeasonClash, SeasonGame } from "./season.server";
import { timeZoneAt } from "./time-zone.server";
import type { TripPlace } from "./trips";
import { waitingEventOf, waitingWhen } from "./waiting-when";

/** How the official reaches a game: from its own start (null), already at the gym, or from an earlier gym. */
export type TripView = TripPlace<SeasonGame> | null;

type PlanGame = {
  tipoffAt: number;
  bufferMinutes: number;
  driveMinutes: number;
  /** The weather's move of the leave-by (docs/decisions/240); 0 when none. */
  earlierMinutes: number;
  driveSource: string;
  timeZone: string;
  status: GameStatus;
};

export function planSummary(game: PlanGame, start: GameStart | null, trip: TripView = null): PlanSummary {
  const zone = game.timeZone;
  // A cancelled game, or one on hold, is not driven to: no time to leave.
  if (game.status === "cancelled" || game.status === "removed") {
    const summary = game.status === "cancelled" ? GAME_TEXT.noLeaveCancelled : GAME_TEXT.noLeaveOnHold;
    return { summary, drive: "", estimate: false, asIfTaken: null };
  }
  const clashing = trip?.clashesWith ?? null;
  const asIfTaken = clashing ? GAME_TEXT.asIfTaken(formatTime(clashing.tipoffAt, zone), clashing.arena.name) : null;
  // Already at the gym from the earlier game: no drive, no time to leave.
  if (trip?.kind === "same_trip") {
    return {
      summary: GAME_TEXT.alreadyAtGym(formatTime(trip.earlier.tipoffAt, zone)),
      drive: GAME_TEXT.noDriveSameTrip,
      estimate: false,
      asIfTaken,
    };
  }
  const chained = trip?.kind === "chained" ? trip : null;
  const from = chained ? chainedStart(chained) : start;
  const plan = chained ? { ...game, driveMinutes: chained.leg.minutes, driveSource: chained.leg.source } : game;
  const { leaveAt, arriveBy } = gameTimes(plan);
  if (!from)
    return {
      summary: GAME_TEXT.arriveByOnly(formatClock(arriveBy, zone)),
      drive: GAME_TEXT.noStart,
      estimate: false,
      asIfTaken,
    };
  const leave = formatClock(leaveAt, zone);
  // The start's own clock: an earlier gym's is its game's; on the arena's clock it adds nothing.
  const ownZone = chained ? chained.after.timeZone : timeZoneAt(from);
  const own = ownZone && ownZone !== zone ? formatClock(leaveAt, ownZone) : null;
  // The arrival keeps its abbreviation only when the clocks changed in between.
  const sameAbbreviation = zoneAbbreviation(arriveBy, zone) === zoneAbbreviation(leaveAt, zone);
  const arrive = sameAbbreviation ? formatTime(arriveBy, zone) : formatClock(arriveBy, zone);
  const leaving =
    own && own !== leave ? `${GAME_TEXT.leaveBy(leave)} ${GAME_TEXT.ownZone(own)}` : GAME_TEXT.leaveBy(leave);
  return {
    summary: `${leaving} · ${GAME_TEXT.arriveBy(arrive)}`,
    drive: chained
      ? GAME_TEXT.driveAfterGame(plan.driveMinutes, chained.after.arena.name, formatTime(chained.after.tipoffAt, zone))
      : GAME_TEXT.drive(plan.driveMinutes, from.label || GAME_TEXT.hereLabel),
    estimate: plan.driveSource === "estimate",
    asIfTaken,
  };
}

/** A game row's plan as it reads, with the weather's move while its check holds. */
export function rowPlanSummary(row: GameRow, trip: TripView = null): PlanSummary {
  const game = { ...row, tipoffAt: row.tipoffAt.getTime(), earlierMinutes: weatherNow(row).earlierMinutes };
  return planSummary(game, startOf(row), trip);
}

/** The weather's lines on a game's card: why to leave earlier, and each alert until its end on the arena's clock. */
export function weatherView(weather: WeatherNow, zone: string): Pick<GameView, "weatherEarlier" | "weatherAlerts"> {
  return {
    weatherEarlier: weather.reason ? WEATHER_TEXT.earlier(weather.earlierMinutes, weather.reason) : null,
    weatherAlerts: weather.alerts.map(({ event, ends }) =>
      WEATHER_TEXT.alert(event, ends === null ? null : `${formatShortDay(ends, zone)}, ${formatClock(ends, zone)}`),
    ),
  };
}

/** A chained game's drive starts where the car is at the earlier gym, named by that gym. */
export function chainedStart(trip: { after: SeasonGame }): GameStart | null {
  const point = trip.after.point;
  return point ? { label: trip.after.arena.name, latitude: point.latitude, longitude: point.longitude } : null;
}

/** A game's clashes as its card shows them, each naming the other game on that game's clock. */
export function clashViews(clashes: SeasonClash[], season: Season): ClashView[] {
  return clashes.flatMap((clash) => {
    const other = season.games.get(clash.gameId);
    if (!other) return [];
    const zone = other.timeZone;
    return [
      {
        gameId: clash.gameId,
        text: CLASH_TEXT.cantMakeBoth(clash),
        with: CLASH_TEXT.clashWith(
          other.arena.name,
          formatDay(other.tipoffAt, zone),
          formatClock(other.tipoffAt, zone),
        ),
        arenaName: other.arena.name,
        known: clash.known,
      },
    ];
  });
}

function changeLines(row: GameRow): string[] {
  const lines: string[] = [];
  const time = row.changes?.tipoffAt;
  if (time) {
    const when = (instant: number) => `${formatDay(instant, row.timeZone)} ${formatClock(instant, row.timeZone)}`;
    lines.push(IMPORT_TEXT.changedTime(when(time.from), when(time.to)));
  }
  const venue = row.changes?.venue;
  if (venue) lines.push(IMPORT_TEXT.changedVenue(venue.from, venue.to));
  return lines;
}

/** What a game's card shows beside the game itself: how it is reached, what it clashes with, where it came from. */
export type GameContext = {
  mapsApp: MapsApp;
  now: number;
  trip?: TripView;
  clashes?: ClashView[];
  sources?: GameSourceRef[];
  /** When the game's earliest report not yet marked sent is due. */
  reportDueAt?: number | null;
  /** For a game on hold: the kind of source whose drop put it there, when known. */
  droppedBy?: ImportSourceKind | null;
};

/** A driven game on its own day (the arena's clock), before tip-off: the time to say "running late". */
export function lateOpen(row: Pick<GameRow, "status" | "timeZone">, tipoffAt: number, now: number): boolean {
  if (row.status !== "scheduled" && row.status !== "changed") return false;
  return now < tipoffAt && localDateTime(now, row.timeZone).date === localDateTime(tipoffAt, row.timeZone).date;
}

/** Why a game is on hold, by who dropped it: a file never speaks for the platform (docs/decisions/244). */
function removedText(row: GameRow, droppedBy: ImportSourceKind | null): GameView["removed"] {
  if (row.status !== "removed") return null;
  const byFile = (droppedBy ?? (row.source === "file" ? "file" : "feed")) === "file";
  return byFile
    ? { badge: IMPORT_TEXT.notInFileBadge, hint: IMPORT_TEXT.notInFileHint }
    : { badge: IMPORT_TEXT.removedBadge, hint: IMPORT_TEXT.removedHint };
}

export function toGameView(
  row: GameRow,
  arena: Arena,
  { mapsApp, now, trip = null, clashes = [], sources = [], reportDueAt = null, droppedBy = null }: GameContext,
): GameView {
  const tipoffAt = row.tipoffAt.getTime();
  const driven = row.status === "scheduled" || row.status === "changed";
  const confirmWith = confirmWithOf(row);
  return {
    ...rowPlanSummary(row, trip),
    ...weatherView(weatherNow(row), row.timeZone),
    id: row.id,
    arena: { id: arena.id, name: arena.name, place: `${arena.city}, ${arena.state}` },
    day: formatDay(tipoffAt, row.timeZone),
    tipoff: formatClock(tipoffAt, row.timeZone),
    past: tipoffAt < now,
    directions: directionsFor(arena, mapsApp),
    calendarPath: `/games/${row.id}.ics`,
    editPath: `/games/${row.id}/edit`,
    status: row.status,
    matchup: row.teams ? IMPORT_TEXT.matchup(row.teams) : null,
    level: row.level,
    crew: (row.crew ?? []).map(IMPORT_TEXT.crewMember),
    changes: row.status === "changed" ? changeLines(row) : [],
    zoneNotStated: !row.zoneStated,
    arrival: {
      entrance: arena.arrival.officialsEntrance,
      parking: arena.arrival.officialsParking,
      formPath: `/games/${row.id}/arrival`,
    },
    leaving: row.status === "scheduled" || row.status === "changed",
    sources: sources.length > 0 ? IMPORT_TEXT.fromSources(sources) : null,
    clashes,
    latePath: lateOpen(row, tipoffAt, now) ? `/games/${row.id}/late` : null,
    reportPath: driven && tipoffAt <= now ? `/games/${row.id}/report` : null,
    reportDue: reportDueAt === null ? null : REPORT_TEXT.due(dueText(reportDueAt, row.timeZone)),
    // Once tipped off there is nothing left to accept.
    toAccept: confirmWith !== null && tipoffAt >= now ? CONFIRM_TEXT.acceptIn(confirmWith) : null,
    removed: removedText(row, droppedBy),
  };
}

export function toWaitingGameView(row: GameRow, now: number): WaitingGameView {
  const tipoffAt = row.tipoffAt.getTime();
  return {
    id: row.id,
    lostArena: lostArenaLabel(lostArenaOf(row)),
    day: formatDay(tipoffAt, row.timeZone),
    tipoff: GAME_TEXT.tipoff(formatClock(tipoffAt, row.timeZone)),
    past: tipoffAt < now,
    choosePath: `/games/${row.id}/arena`,
  };
}

export function toWaitingImportView({ id, venueKey, venueText, event }: WaitingImport, now: number): WaitingImportView {
  return {
    id,
    venue: venueText,
    when: waitingWhen(waitingEventOf(event)),
    matchup: event.teams ? IMPORT_TEXT.matchup(event.teams) : null,
    level: event.level,
    cancelled: event.cancelled,
    past: roughStart(event) < now,
    choosePath: `/games/import#venue-${venueId(venueKey)}`,
  };
}

/** The profile's starts as the plan form offers them: the usual start, and each weekday's when there are any. */
function profileStartSummary(
  usual: string | null,
  weekdayStarts: ReadonlyArray<{ weekday: number; label: string }>,
): string | null {
  return weekdayStarts.length > 0 ? WEEKDAY_START_TEXT.summary(weekdayStarts, usual) : usual;
}

export function gameFormSetup(
  arena: Arena,
  {
    zone,
    now,
    bufferSource,
    usualStart,
    weekdayStarts = [],
    currentStart,
  }: {
    zone: string | null;
    now: number;
    bufferSource: GameFormSetup["bufferSource"];
    usualStart: GameStart | null;
    /** The profile's weekday starts: the profile option names them beside the usual start. */
    weekdayStarts?: ReadonlyArray<{ weekday: number; label: string }>;
    currentStart: GameStart | null;
  },
): GameFormSetup {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + GAME_LIMITS.horizonYears);
  return {
    arena: { id: arena.id, name: arena.name, place: `${arena.city}, ${arena.state}` },
    zone: zone ? { abbreviation: zoneAbbreviation(now, zone), longName: zoneLongName(now, zone) } : null,
    dateMin: localDateTime(now, zone ?? "UTC").date,
    dateMax: localDateTime(horizon.getTime(), zone ?? "UTC").date,
    bufferSource,
    usualStart: profileStartSummary(usualStart ? usualStart.label || GAME_TEXT.hereLabel : null, weekdayStarts),
    currentStart: currentStart ? currentStart.label || GAME_TEXT.hereLabel : null,
  };
}
