import type { Arena } from "../../core/arenas/arena";
import { directionsFor } from "../../core/arenas/directions";
import type { MapsApp } from "../../core/domain";
import type {
  GameFormSetup,
  GameView,
  PlanSummary,
  WaitingGameView,
  WaitingImportView,
} from "../../core/games/game-view";
import { GAME_LIMITS } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { lostArenaLabel } from "../../core/games/waiting-text";
import {
  formatClock,
  formatDay,
  formatTime,
  localDateTime,
  zoneAbbreviation,
  zoneLongName,
} from "../../core/games/zoned-time";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { waitingEventOf } from "../imports/reconcile.server";
import { venueId } from "../imports/stable-hash";
import { waitingWhen } from "../imports/waiting-when";
import { type GameRow, type GameStart, gameTimes, lostArenaOf, startOf } from "./game.server";
import { roughStart, type WaitingImport } from "./games.server";
import { timeZoneAt } from "./time-zone.server";

/** A game that shares the trip of an earlier one at the same gym that day: when that one tips off. */
export type SameTrip = { earlierTipoffAt: number } | null;

export function planSummary(
  game: { tipoffAt: number; bufferMinutes: number; driveMinutes: number; driveSource: string; timeZone: string },
  start: GameStart | null,
  sameTrip: SameTrip = null,
): PlanSummary {
  const zone = game.timeZone;
  // Already at the gym from the earlier game: no drive, no time to leave.
  if (sameTrip) {
    return {
      summary: GAME_TEXT.alreadyAtGym(formatTime(sameTrip.earlierTipoffAt, zone)),
      drive: GAME_TEXT.noDriveSameTrip,
      estimate: false,
    };
  }
  const { leaveAt, arriveBy } = gameTimes(game);
  if (!start)
    return { summary: GAME_TEXT.arriveByOnly(formatClock(arriveBy, zone)), drive: GAME_TEXT.noStart, estimate: false };
  const leave = formatClock(leaveAt, zone);
  const ownZone = start ? timeZoneAt(start) : null;
  const own = ownZone ? formatClock(leaveAt, ownZone) : null;
  // The arrival keeps its abbreviation only when the clocks changed in between.
  const sameAbbreviation = zoneAbbreviation(arriveBy, zone) === zoneAbbreviation(leaveAt, zone);
  const arrive = sameAbbreviation ? formatTime(arriveBy, zone) : formatClock(arriveBy, zone);
  const leaving =
    own && own !== leave ? `${GAME_TEXT.leaveBy(leave)} ${GAME_TEXT.ownZone(own)}` : GAME_TEXT.leaveBy(leave);
  return {
    summary: `${leaving} · ${GAME_TEXT.arriveBy(arrive)}`,
    drive: GAME_TEXT.drive(game.driveMinutes, start.label || GAME_TEXT.hereLabel),
    estimate: game.driveSource === "estimate",
  };
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

export function toGameView(
  row: GameRow,
  arena: Arena,
  { mapsApp, now, sameTrip = null }: { mapsApp: MapsApp; now: number; sameTrip?: SameTrip },
): GameView {
  const tipoffAt = row.tipoffAt.getTime();
  return {
    ...planSummary({ ...row, tipoffAt }, startOf(row), sameTrip),
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

export function gameFormSetup(
  arena: Arena,
  {
    zone,
    now,
    bufferSource,
    usualStart,
    currentStart,
  }: {
    zone: string | null;
    now: number;
    bufferSource: GameFormSetup["bufferSource"];
    usualStart: GameStart | null;
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
    usualStart: usualStart ? usualStart.label || GAME_TEXT.hereLabel : null,
    currentStart: currentStart ? currentStart.label || GAME_TEXT.hereLabel : null,
  };
}
