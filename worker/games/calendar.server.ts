import { sql } from "drizzle-orm";
import { fullAddress } from "../arenas/address";
import type { Arena } from "../arenas/arena";
import { ARRIVAL_TEXT_FIELDS, ARRIVAL_TEXT_KEYS } from "../arenas/arrival-text";
import { directionsFor } from "../arenas/directions";
import { plannedBatch, plannedRead } from "../db/planned-read.server";
import type { MapsApp } from "../domain";
import { IMPORT_TEXT } from "../imports/messages";
import type { Services } from "../services.server";
import { calendarTokenOwner, isCalendarTokenShape, toPreferences } from "../users/preferences.server";
import { type GameRow, gameTimes, lostArenaOf, startOf } from "./game";
import { FEED_LOOKBACK_MS, getGame, getGameRow, plannedGameListReads, toGameLists } from "./games.server";
import { type CalendarEvent, calendarText } from "./ical";
import { GAME_TEXT } from "./messages";
import { planSummary } from "./view.server";
import { lostArenaLabel, WAITING_TEXT } from "./waiting-text";
import { formatClock } from "./zoned-time";

/** A game is in the calendar for two hours from tip-off. */
export const GAME_LENGTH_MINUTES = 120;
/** How often a subscribed calendar app should read the feed again. */
export const FEED_REFRESH_MINUTES = 60;

const MINUTE_MS = 60_000;

type EventContext = { origin: string; mapsApp: MapsApp };

/** Everything an official needs at the door, one line each, in the event's description. */
function description(row: GameRow, arena: Arena, { origin, mapsApp }: EventContext): string {
  const tipoffAt = row.tipoffAt.getTime();
  const plan = planSummary({ ...row, tipoffAt }, startOf(row));
  const directions = directionsFor(arena, mapsApp);
  return [
    plan.summary,
    plan.estimate ? `${plan.drive} (${GAME_TEXT.estimate})` : plan.drive,
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

/** A game's event at a place: two hours from tip-off, the alarm at leave-by unless cancelled. */
function eventAt(row: GameRow, place: EventPlace, context: EventContext): CalendarEvent {
  const tipoffAt = row.tipoffAt.getTime();
  const { leaveAt } = gameTimes({ ...row, tipoffAt });
  const cancelled = row.status === "cancelled";
  const { name, ...where } = place;
  return {
    uid: `${row.id}@${new URL(context.origin).host}`,
    changedAt: row.updatedAt.getTime(),
    start: tipoffAt,
    end: tipoffAt + GAME_LENGTH_MINUTES * MINUTE_MS,
    summary: row.teams
      ? `${GAME_TEXT.eventSummary(name)}: ${IMPORT_TEXT.matchup(row.teams)}`
      : GAME_TEXT.eventSummary(name),
    ...where,
    alarm: cancelled
      ? null
      : { minutesBefore: Math.round((tipoffAt - leaveAt) / MINUTE_MS), description: GAME_TEXT.alarm(name) },
    cancelled,
  };
}

export function gameEvent(row: GameRow, arena: Arena, context: EventContext): CalendarEvent {
  return eventAt(
    row,
    {
      name: arena.name,
      location: fullAddress(arena),
      geo: arena.coordinates,
      description: description(row, arena, context),
      url: `${context.origin}/arenas/${arena.id}`,
    },
    context,
  );
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
  services: Pick<Services, "db">,
  userId: string,
  gameId: string | undefined,
  context: EventContext,
): Promise<{ text: string; arenaName: string } | null> {
  const found = await getGame(services, userId, gameId);
  if (!found) {
    const waiting = await getGameRow(services, userId, gameId);
    if (!waiting) return null;
    const text = calendarText({ name: GAME_TEXT.calendarName, events: [waitingGameEvent(waiting, context)] });
    return { text, arenaName: lostArenaOf(waiting).name };
  }
  const text = calendarText({ name: GAME_TEXT.calendarName, events: [gameEvent(found.row, found.arena, context)] });
  return { text, arenaName: found.arena.name };
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
  services: Pick<Services, "db">,
  token: string,
  context: { origin: string; mapsApp: (preference: MapsApp | null) => MapsApp; now: number },
): Promise<string | null> {
  if (!isCalendarTokenShape(token)) return null;
  // The token is in the owner's preferences row; their games are read by it, in the same batch.
  const [[row], gameRows, arenaRows] = await plannedBatch(
    services.db,
    { token, since: context.now - FEED_LOOKBACK_MS },
    feedReads,
  );
  if (!row) return null;
  const { planned, waiting } = toGameLists(gameRows, arenaRows);
  const eventContext = { origin: context.origin, mapsApp: context.mapsApp(toPreferences(row).mapsApp) };
  const events = [
    ...planned.map(({ row, arena }) => gameEvent(row, arena, eventContext)),
    ...waiting.map((row) => waitingGameEvent(row, eventContext)),
  ].sort((first, second) => first.start - second.start);
  return calendarText({
    name: GAME_TEXT.calendarName,
    events,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}
