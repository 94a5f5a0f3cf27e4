import { sql } from "drizzle-orm";
import { fullAddress } from "../../core/arenas/address";
import type { Arena } from "../../core/arenas/arena";
import { ARRIVAL_TEXT_FIELDS, ARRIVAL_TEXT_KEYS } from "../../core/arenas/arrival-text";
import { directionsFor } from "../../core/arenas/directions";
import type { MapsApp } from "../../core/domain";
import { SEASON_RULES } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { lostArenaLabel, WAITING_TEXT } from "../../core/games/waiting-text";
import { formatClock, zonedInstant } from "../../core/games/zoned-time";
import type { ImportedEvent } from "../../core/imports/game-fields";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { WEATHER_TEXT } from "../../core/weather/messages";
import type { DbCtx } from "../db/client.server";
import { plannedBatch, plannedRead } from "../db/planned-read.server";
import { venueId } from "../platform/stable-hash";
import { type GameRow, gameTimes, lostArenaOf } from "./game.server";
import { weatherNow } from "./game-weather";
import {
  FEED_LOOKBACK_MS,
  type GameWithArena,
  getGame,
  getGameRow,
  listGames,
  plannedGameListReads,
  roughStart,
  toGameLists,
  type WaitingImport,
} from "./games.server";
import { type CalendarEvent, calendarText } from "./ical";
import { calendarTokenOwner, isCalendarTokenShape, toPreferences } from "./preferences.server";
import { seasonTripsOf } from "./season.server";
import { timeZoneAt } from "./time-zone.server";
import { chainedStart, rowPlanSummary, type TripView } from "./view.server";

/** A game is in the calendar for its expected length from tip-off. */
export const GAME_LENGTH_MINUTES = SEASON_RULES.gameMinutes;
/** How often a subscribed calendar app should read the feed again. */
export const FEED_REFRESH_MINUTES = 60;

const MINUTE_MS = 60_000;

type EventContext = { origin: string; mapsApp: MapsApp };

/** Everything an official needs at the door, one line each, in the event's description. */
function description(row: GameRow, arena: Arena, { origin, mapsApp }: EventContext, trip: TripView): string {
  const tipoffAt = row.tipoffAt.getTime();
  const plan = rowPlanSummary(row, trip);
  const weather = weatherNow(row);
  const directions = directionsFor(arena, mapsApp);
  return [
    // A game its calendar dropped says so first: it is on hold, with no alarm, until kept or deleted.
    ...(row.status === "removed" ? [IMPORT_TEXT.onHoldNote] : []),
    plan.summary,
    ...(weather.reason ? [WEATHER_TEXT.earlier(weather.earlierMinutes, weather.reason)] : []),
    ...(plan.drive ? [plan.estimate ? `${plan.drive} (${GAME_TEXT.estimate})` : plan.drive] : []),
    ...(plan.asIfTaken ? [plan.asIfTaken] : []),
    ...(weather.alerts.length > 0 ? [WEATHER_TEXT.alertsLine(weather.alerts.map((alert) => alert.event))] : []),
    GAME_TEXT.tipoff(formatClock(tipoffAt, row.timeZone)),
    ...(row.crew && row.crew.length > 0
      ? [`${IMPORT_TEXT.crewLabel}: ${row.crew.map(IMPORT_TEXT.crewMember).join(", ")}`]
      : []),
    "",
    // Each arrival text the arena has, under its label, in the arrival table's order.
    ...ARRIVAL_TEXT_KEYS.flatMap((field) =>
      arena.arrival[field] ? [`${ARRIVAL_TEXT_FIELDS[field].label}: ${arena.arrival[field]}`] : [],
    ),
    `${GAME_TEXT.directions}: ${directions.drive}`,
    ...(directions.walk ? [`${GAME_TEXT.walkFromParking}: ${directions.walk}`] : []),
    `${GAME_TEXT.arenaPage}: ${origin}/arenas/${arena.id}`,
  ].join("\n");
}

/** Where a game's event points: its arena, or the removed gym it waits to replace. */
type EventPlace = Pick<CalendarEvent, "location" | "geo" | "description" | "url"> & { name: string };

/**
 * When the alarm of a game already at the gym rings: at its arrive-by time, but not before the
 * earlier game there is over (the official is on the floor), and never after tip-off.
 */
function alreadyThereMinutes(tipoffAt: number, arriveBy: number, earlierTipoffAt: number): number {
  const earlierOver = earlierTipoffAt + GAME_LENGTH_MINUTES * MINUTE_MS;
  const ringAt = Math.min(tipoffAt, Math.max(arriveBy, earlierOver));
  return Math.round((tipoffAt - ringAt) / MINUTE_MS);
}

/**
 * A game's event at a place: its expected length from tip-off, the alarm at leave-by (from the
 * earlier gym for a game driven to from one). A cancelled game and one on hold (its calendar
 * dropped it) have none; a game the official is already at the gym for rings without a drive.
 */
function eventAt(row: GameRow, place: EventPlace, context: EventContext, trip: TripView = null): CalendarEvent {
  const tipoffAt = row.tipoffAt.getTime();
  const driveMinutes = trip?.kind === "chained" && chainedStart(trip) ? trip.leg.minutes : row.driveMinutes;
  const { earlierMinutes } = weatherNow(row);
  const { leaveAt, arriveBy } = gameTimes({ ...row, tipoffAt, driveMinutes, earlierMinutes });
  const cancelled = row.status === "cancelled";
  const onHold = row.status === "removed";
  const { name, ...where } = place;
  const alarm =
    trip?.kind === "same_trip"
      ? {
          minutesBefore: alreadyThereMinutes(tipoffAt, arriveBy, trip.earlier.tipoffAt),
          description: GAME_TEXT.alreadyAtGymAlarm(name),
        }
      : { minutesBefore: Math.round((tipoffAt - leaveAt) / MINUTE_MS), description: GAME_TEXT.alarm(name) };
  return {
    uid: `${row.id}@${new URL(context.origin).host}`,
    changedAt: row.updatedAt.getTime(),
    start: tipoffAt,
    end: tipoffAt + GAME_LENGTH_MINUTES * MINUTE_MS,
    summary: row.teams
      ? `${GAME_TEXT.eventSummary(name)}: ${IMPORT_TEXT.matchup(row.teams)}`
      : GAME_TEXT.eventSummary(name),
    ...where,
    alarm: cancelled || onHold ? null : alarm,
    cancelled,
    tentative: onHold,
  };
}

export function gameEvent(row: GameRow, arena: Arena, context: EventContext, trip: TripView = null): CalendarEvent {
  return eventAt(
    row,
    {
      name: arena.name,
      location: fullAddress(arena),
      geo: arena.coordinates,
      description: description(row, arena, context, trip),
      url: `${context.origin}/arenas/${arena.id}`,
    },
    context,
    trip,
  );
}

/** Each planned game's event, each day's games driven as one trip from gym to gym. */
function plannedEvents(planned: GameWithArena[], context: EventContext): CalendarEvent[] {
  const trips = seasonTripsOf(planned);
  return planned.map(({ row, arena }) => gameEvent(row, arena, context, trips.get(row.id) ?? null));
}

/**
 * An imported event still waiting for its gym: at the place as the calendar wrote it, with no
 * alarm (no drive is known), linking to the question. Its UID is the one its game will have, so
 * the calendar app moves the event to the gym once it is chosen.
 */
export function waitingImportEvent(waiting: WaitingImport, context: EventContext): CalendarEvent {
  const { event } = waiting;
  const zone = event.start.kind === "instant" ? (event.start.zone ?? null) : venueFixZone(event);
  const floating = event.start.kind === "floating" && zone === null;
  const start =
    event.start.kind === "instant"
      ? event.start.instant
      : zone
        ? zonedInstant(event.start.local, zone)
        : roughStart(event);
  const choosePath = `${context.origin}/games/import#venue-${venueId(waiting.venueKey)}`;
  const matchup = event.teams ? IMPORT_TEXT.matchup(event.teams) : null;
  const name = event.site ?? waiting.venueText;
  return {
    uid: `${waiting.id}@${new URL(context.origin).host}`,
    changedAt: waiting.updatedAt.getTime(),
    start,
    end: start + GAME_LENGTH_MINUTES * MINUTE_MS,
    summary: matchup ? `${GAME_TEXT.eventSummary(name)}: ${matchup}` : GAME_TEXT.eventSummary(name),
    location: waiting.venueText,
    geo: null,
    description: [
      IMPORT_TEXT.waitingFeedNote,
      ...(zone ? [GAME_TEXT.tipoff(formatClock(start, zone))] : []),
      ...([matchup, event.level].some(Boolean) ? [[matchup, event.level].filter(Boolean).join(" · ")] : []),
      `${WAITING_TEXT.chooseLink}: ${choosePath}`,
    ].join("\n"),
    url: choosePath,
    alarm: null,
    cancelled: event.cancelled,
    floating,
  };
}

/** The zone of a floating time that waits: where the import found the venue, if it did. */
function venueFixZone(event: ImportedEvent): string | null {
  return event.venueFix ? timeZoneAt(event.venueFix) : null;
}

/**
 * A game whose arena was deleted stays in the calendar (an event that vanished would be deleted
 * by the calendar app): at the removed gym's name, linking to where its new gym is chosen.
 */
export function waitingGameEvent(row: GameRow, context: EventContext): CalendarEvent {
  const lost = lostArenaOf(row);
  const choosePath = `${context.origin}/games/${row.id}/arena`;
  return eventAt(
    row,
    {
      name: lost.name,
      location: lostArenaLabel(lost),
      geo: null,
      description: [
        WAITING_TEXT.wasAt(lostArenaLabel(lost)),
        GAME_TEXT.tipoff(formatClock(row.tipoffAt.getTime(), row.timeZone)),
        `${WAITING_TEXT.chooseLink}: ${choosePath}`,
      ].join("\n"),
      url: choosePath,
    },
    context,
  );
}

/** One game as a calendar file, for its owner only (null for anyone else). */
export async function gameCalendar(
  ctx: DbCtx,
  userId: string,
  gameId: string | undefined,
  context: EventContext,
): Promise<{ text: string; arenaName: string } | null> {
  const found = await getGame(ctx, userId, gameId);
  if (found) {
    const trips = seasonTripsOf((await listGames(ctx, userId)).planned);
    const text = calendarText({
      name: GAME_TEXT.calendarName,
      events: [gameEvent(found.row, found.arena, context, trips.get(found.row.id) ?? null)],
    });
    return { text, arenaName: found.arena.name };
  }
  {
    const waiting = await getGameRow(ctx, userId, gameId);
    if (!waiting) return null;
    const text = calendarText({ name: GAME_TEXT.calendarName, events: [waitingGameEvent(waiting, context)] });
    return { text, arenaName: lostArenaOf(waiting).name };
  }
}

/** The feed's reads, planned once per isolate: the token's preferences row, then its owner's games since `since`. */
const FEED_TOKEN = sql.placeholder("token");
const feedReads = [
  plannedRead((db) => calendarTokenOwner(db, FEED_TOKEN).row.prepare()),
  ...plannedGameListReads((db) => calendarTokenOwner(db, FEED_TOKEN).userId, { since: sql.placeholder("since") }),
] as const;

/**
 * The private feed: the token's owner's games from 30 days ago on, so a calendar app does not
 * drop tonight's game at tip-off. An unknown or replaced token gives null.
 */
export async function feedCalendar(
  ctx: DbCtx,
  token: string,
  context: { origin: string; mapsApp: (preference: MapsApp | null) => MapsApp; now: number },
): Promise<string | null> {
  if (!isCalendarTokenShape(token)) return null;
  // The token is in the owner's preferences row; their games are read by it, in the same batch.
  const since = context.now - FEED_LOOKBACK_MS;
  const [[row], gameRows, arenaRows, waitingRows] = await plannedBatch(ctx.db, { token, since }, feedReads);
  if (!row) return null;
  const { planned, waiting, waitingImports } = toGameLists(gameRows, arenaRows, waitingRows);
  const eventContext = { origin: context.origin, mapsApp: context.mapsApp(toPreferences(row).mapsApp) };
  const events = [
    ...plannedEvents(planned, eventContext),
    ...waiting.map((row) => waitingGameEvent(row, eventContext)),
    ...waitingImports.map((waiting) => waitingImportEvent(waiting, eventContext)).filter((event) => event.end >= since),
  ].sort((first, second) => first.start - second.start);
  return calendarText({
    name: GAME_TEXT.calendarName,
    events,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}
