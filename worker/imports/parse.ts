// Reads an officials' assignment calendar (RFC 5545) into the events an import reconciles. Every
// VCALENDAR and VEVENT of the file is read and counted: an event that cannot be used is ignored with
// its reason, and only a body that is not a calendar at all is refused. The work is bounded by the
// file's size (docs/decisions/165).

import type { EventStart, IgnoredEvent, IgnoreReason, ImportedEvent } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { payFromDescription } from "../../core/pay/fee-lines";
import { stableHash } from "../platform/stable-hash";
import {
  decodeCalendar,
  type IcalComponent,
  isCalendarText,
  propertyName,
  type RawCalendar,
  type RawComponent,
  readCalendars,
  toIcalComponent,
  unfoldedLines,
} from "./calendar-blocks";
import { newestStamp } from "./calendar-stamp";
import { crewFrom, eventTeams, levelFrom, namesNoPlace, siteLines, stateFromAddress } from "./event-text";
import { type EventZone, propertyTime, toLocal, type WallClock, wallAsUtc, zoneReader } from "./event-time";
import { StepAccount } from "./ical-budget";
import { expandSeries, occurrenceKey, onSeriesClock, type SeriesClock, type Window } from "./recurrence";
import { placeAddressLine, readSite, readVenuePlace } from "./venue-place";

const DAY_MS = 86_400_000;

export type ParsedCalendar = {
  /** X-WR-CALNAME, else PRODID (of the first VCALENDAR): which of the person's calendars this file is. */
  calendarKey: string;
  events: ImportedEvent[];
  ignored: IgnoredEvent[];
  /** The newest DTSTAMP of its events: when the file was made, at the most; null when none says. */
  stampedAt: number | null;
};

/** Why a body is refused: not UTF-8 or UTF-16 with its byte-order mark, or not a calendar at all. */
export type ParseRefusal = "encoding" | "not_calendar";

export type ParseOutcome = { ok: true; calendar: ParsedCalendar } | { ok: false; reason: ParseRefusal };

/** The longest value read of each event property; longer ones are cut (a description) or unread. */
const EVENT_PROPERTIES: Readonly<Record<string, number>> = {
  UID: 500,
  DTSTART: 100,
  SUMMARY: 1000,
  LOCATION: 1000,
  DESCRIPTION: 20_000,
  STATUS: 50,
  SEQUENCE: 20,
  RRULE: 1000,
  RDATE: 20_000,
  EXDATE: 20_000,
  "RECURRENCE-ID": 100,
};
const CALENDAR_PROPERTIES = { PRODID: 300, "X-WR-CALNAME": 300, "X-WR-TIMEZONE": 200 };

/** Iterator steps one file may take: a plain file needs a few per series; a hostile one is cut off. */
function stepsFor(size: number): number {
  return Math.min(100_000, 10_000 + Math.floor(size / 10));
}

/** A text property's value as sent: never hydrated, so `SUMMARY;VALUE=DATE-TIME:abc` stays text. */
function textOf(component: IcalComponent, name: string): string {
  const raw: unknown = component.getFirstProperty(name)?.jCal[3];
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number") return String(raw);
  return "";
}

/** The prefix a key of an event's own fields carries, for events without a UID (docs/decisions/166). */
export const NO_UID_PREFIX = "hash:";

function startKey(start: EventStart): string {
  return start.kind === "instant" ? String(start.instant) : `${start.local.date}T${start.local.time}`;
}

/**
 * The key of an event without a UID: its start, place and title, so the same file twice gives the
 * same key. A moved game's key changes with it; reconciling pairs it back (docs/decisions/166).
 */
function noUidKey(start: EventStart, venueText: string, summary: string): string {
  return `${NO_UID_PREFIX}${stableHash(`${startKey(start)}|${venueText}|${summary}`)}`;
}

// "CANCELLED: North at South", "Canceled - Varsity Girls", "Cancelled (no pay) …".
const CANCELLED_TITLE = /^cancel+ed\b\s*(?:\([^)]{0,30}\))?\s*[-:–]?\s*/i;

type Fields = Omit<ImportedEvent, "uid" | "start" | "sequence">;

/** What an event says besides its time; null when it names no place. */
function fieldsOf(component: IcalComponent): Fields | null {
  const title = textOf(component, "summary");
  const cancelledTitle = CANCELLED_TITLE.exec(title.slice(0, 60));
  const summary = cancelledTitle ? title.slice(cancelledTitle[0].length) : title;
  const description = textOf(component, "description");
  // Lines of a LOCATION written on several ("Mill Creek High School\n4400 Braselton Hwy\n…") are its parts.
  const location = textOf(component, "location")
    .slice(0, 300)
    .replace(/\s*[\r\n]+\s*/g, ", ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,]+|[\s,]+$/g, "");
  const { site: siteName, subsite } = siteLines(description);
  // A "Subsite:" (the gym within the site) makes another venue unless it is the site's own main gym.
  const withSubsite = siteName && subsite ? `${siteName} - ${subsite}` : null;
  const siteLine = withSubsite && readSite(withSubsite).gym !== null ? withSubsite : siteName;
  const place = namesNoPlace(location) ? "" : location;
  // The venue text (what aliases key on) is as sent; its name and address are read apart.
  const venueText = siteLine && place ? `${siteLine}, ${place}` : siteLine || place;
  if (!venueText) return null;
  const read = readVenuePlace(place);
  const site = siteLine || read.name || null;
  const address = read.street ? placeAddressLine(read) : place || null;
  return {
    summary: summary.slice(0, 300),
    teams: eventTeams(summary, description),
    level: levelFrom(summary, description),
    crew: crewFrom(description),
    ...payFromDescription(description),
    venueText,
    site,
    address,
    state: read.state || stateFromAddress(place),
    cancelled: textOf(component, "status").toUpperCase() === "CANCELLED" || cancelledTitle !== null,
  };
}

type StartRead =
  | { ok: true; wall: WallClock; clock: SeriesClock }
  | { ok: false; reason: "no_start" | "unreadable_start" | "all_day" };

/** An event's DTSTART and the clock it is written on: UTC, a zone the file names, or none. */
function startOf(
  component: IcalComponent,
  zoneOf: (tzid: string) => EventZone | null,
  calendarZone: { zone: EventZone; tzid: string } | null,
): StartRead {
  const dtstart = propertyTime(component, "dtstart");
  if (!dtstart) return { ok: false, reason: "no_start" };
  const { value, tzid } = dtstart;
  if (!value) return { ok: false, reason: "unreadable_start" };
  if (value.kind === "date") return { ok: false, reason: "all_day" };
  if (value.utc) return { ok: true, wall: value.wall, clock: { kind: "utc" } };
  if (tzid) {
    const zone = zoneOf(tzid);
    return { ok: true, wall: value.wall, clock: zone ? { kind: "zoned", zone, tzid } : { kind: "floating" } };
  }
  if (calendarZone) return { ok: true, wall: value.wall, clock: { kind: "zoned", ...calendarZone } };
  return { ok: true, wall: value.wall, clock: { kind: "floating" } };
}

/** The start of one date of an event: an instant where the clock says, else floating. */
function eventStart(wall: WallClock, clock: SeriesClock, calendarZone: string | null): EventStart {
  if (clock.kind === "utc") {
    const instant = wallAsUtc(wall);
    return calendarZone ? { kind: "instant", instant, zone: calendarZone } : { kind: "instant", instant };
  }
  if (clock.kind === "zoned") {
    const instant = clock.zone.instantOf(wall);
    if (instant !== null) {
      const zone = clock.zone.iana ?? calendarZone;
      return zone ? { kind: "instant", instant, zone } : { kind: "instant", instant };
    }
  }
  return { kind: "floating", local: toLocal(wall) };
}

/** Before, inside or after the window, judged on the real instant (a floating time within ±14 h). */
function placeInWindow(start: EventStart, window: Window): "inside" | "too_far_ahead" | "too_long_ago" | "unreadable" {
  const margin = start.kind === "floating" ? 14 * 60 * 60 * 1000 : 0;
  const at =
    start.kind === "instant"
      ? start.instant
      : wallAsUtc({
          year: Number(start.local.date.slice(0, 4)),
          month: Number(start.local.date.slice(5, 7)),
          day: Number(start.local.date.slice(8, 10)),
          hour: Number(start.local.time.slice(0, 2)),
          minute: Number(start.local.time.slice(3, 5)),
          second: 0,
        });
  if (!Number.isFinite(at)) return "unreadable";
  if (at - margin > window.to) return "too_far_ahead";
  if (at + margin < window.from) return "too_long_ago";
  return "inside";
}

type ReadEvent = { component: IcalComponent; raw: RawComponent; uid: string; label: string; sequence: number };

type Found = { events: ImportedEvent[]; ignored: IgnoredEvent[] };

/** What reading one calendar shares between its steps: its clocks, the window, and what it found. */
type CalendarReading = {
  found: Found;
  window: Window;
  steps: StepAccount;
  zoneOf: ReturnType<typeof zoneReader>;
  calendarZone: Parameters<typeof startOf>[2];
  calendarIana: string | null;
  ignore: (event: string, reason: IgnoreReason, count?: number) => void;
};

/**
 * The calendar's events sorted: each master (one per UID, the higher SEQUENCE winning), and the
 * changed dates (RECURRENCE-ID) by their series' UID.
 */
function sortEvents(calendar: RawCalendar, reading: CalendarReading) {
  const { ignore } = reading;
  const masters: ReadEvent[] = [];
  const mastersByUid = new Map<string, ReadEvent>();
  const overridesOf = new Map<string, ReadEvent[]>();
  for (const raw of calendar.events) {
    const component = toIcalComponent(raw, EVENT_PROPERTIES);
    if (!component) {
      ignore("", "unreadable");
      continue;
    }
    const uid = textOf(component, "uid");
    const sequence = Number(textOf(component, "sequence"));
    const read: ReadEvent = {
      component,
      raw,
      uid,
      label: textOf(component, "summary") || uid,
      sequence: Number.isInteger(sequence) ? sequence : 0,
    };
    if (uid && component.getFirstProperty("recurrence-id")) {
      overridesOf.set(uid, [...(overridesOf.get(uid) ?? []), read]);
      continue;
    }
    const earlier = uid ? mastersByUid.get(uid) : undefined;
    if (earlier) {
      // One UID twice: the higher SEQUENCE wins, else the later one; the other is ignored.
      const [kept, dropped] = earlier.sequence > read.sequence ? [earlier, read] : [read, earlier];
      ignore(dropped.label, "duplicate");
      masters[masters.indexOf(earlier)] = kept;
      mastersByUid.set(uid, kept);
      continue;
    }
    masters.push(read);
    if (uid) mastersByUid.set(uid, read);
  }
  return { masters, overridesOf };
}

/** One date of an event; `uid` null for an event without one, keyed then by its own fields. */
function emit(reading: CalendarReading, read: ReadEvent, uid: string | null, wall: WallClock, clock: SeriesClock) {
  const fields = fieldsOf(read.component);
  if (!fields) return reading.ignore(read.label, "no_place");
  const start = eventStart(wall, clock, reading.calendarIana);
  const placed = placeInWindow(start, reading.window);
  if (placed === "unreadable") return reading.ignore(read.label, "unreadable_start");
  if (placed !== "inside") return reading.ignore(read.label, placed);
  const title = textOf(read.component, "summary").slice(0, 300);
  reading.found.events.push({
    uid: uid ?? noUidKey(start, fields.venueText, title),
    start,
    sequence: read.sequence,
    ...fields,
  });
}

/** A RECURRENCE-ID's key on the clock of its series. */
function keyOf(reading: CalendarReading, override: ReadEvent, clock: SeriesClock): string | null {
  const id = propertyTime(override.component, "recurrence-id");
  const wall = id?.value ? onSeriesClock(id.value, id.tzid, clock, reading.zoneOf) : null;
  return wall ? occurrenceKey(wall, clock) : null;
}

/** One changed date of a series: its own start, on the series' clock when it names none. */
function emitOverride(reading: CalendarReading, override: ReadEvent, uid: string, seriesClock: SeriesClock) {
  const started = startOf(override.component, reading.zoneOf, reading.calendarZone);
  if (!started.ok) return reading.ignore(override.label, started.reason);
  emit(reading, override, uid, started.wall, started.clock.kind === "floating" ? seriesClock : started.clock);
}

/** A series: each date the rule gives (a changed one in its place), within the window and the cap. */
function readSeries(
  reading: CalendarReading,
  read: ReadEvent,
  ownOverrides: ReadEvent[],
  started: { wall: WallClock; clock: SeriesClock },
  ruleLines: number,
) {
  const { ignore, window } = reading;
  const { wall, clock } = started;
  // A series without a UID: keyed by its first date's own fields, and each date by its key.
  const uid =
    read.uid ||
    noUidKey(eventStart(wall, clock, reading.calendarIana), fieldsOf(read.component)?.venueText ?? "", read.label);
  const expansion =
    read.component.getAllProperties("rrule").length < ruleLines
      ? ({ ok: false } as const)
      : expandSeries(read.component, wall, clock, window, reading.steps, reading.zoneOf);
  if (!expansion.ok) {
    ignore(read.label, "unreadable_repeat", 1 + ownOverrides.length);
    return;
  }
  const changed = new Map<string, ReadEvent>();
  for (const override of ownOverrides) {
    const key = keyOf(reading, override, clock);
    if (key) changed.set(key, override);
    else ignore(override.label, "unreadable_start");
  }
  if (expansion.occurrences.length === 0 && changed.size === 0) {
    ignore(read.label, wallAsUtc(wall) > window.to ? "too_far_ahead" : "too_long_ago");
  }
  for (const occurrence of expansion.occurrences) {
    const override = changed.get(occurrence.key);
    changed.delete(occurrence.key);
    if (override) emitOverride(reading, override, `${uid}#${occurrence.key}`, clock);
    else emit(reading, read, `${uid}#${occurrence.key}`, occurrence.wall, clock);
  }
  // A changed date the rule does not give (or gives past the cap) is still that date.
  for (const [key, override] of changed) emitOverride(reading, override, `${uid}#${key}`, clock);
  if (expansion.beyond !== 0) ignore(read.label, "series_limit", expansion.beyond === "more" ? 1 : expansion.beyond);
}

/** One master event: a single date (with any changed date of its own), or a series. */
function readMaster(reading: CalendarReading, read: ReadEvent, ownOverrides: ReadEvent[]) {
  const started = startOf(read.component, reading.zoneOf, reading.calendarZone);
  if (!started.ok) {
    reading.ignore(read.label, started.reason, 1 + ownOverrides.length);
    return;
  }
  const { wall, clock } = started;
  const ruleLines = read.raw.lines.filter((line) => propertyName(line) === "RRULE").length;
  const repeats = ruleLines > 0 || read.component.getFirstProperty("rdate") !== null;
  if (repeats) return readSeries(reading, read, ownOverrides, started, ruleLines);
  emit(reading, read, read.uid || null, wall, clock);
  // A changed date of an event that does not repeat: a date of its own.
  for (const override of ownOverrides)
    emitOverride(reading, override, `${read.uid}#${keyOf(reading, override, clock) ?? "?"}`, clock);
}

/** One calendar of the file: its events, each series expanded, each event kept or ignored with why. */
function readCalendar(calendar: RawCalendar, window: Window, steps: StepAccount): Found {
  const found: Found = { events: [], ignored: [] };
  const zoneOf = zoneReader(calendar.timezones, steps);
  const properties = toIcalComponent({ name: "VCALENDAR", lines: calendar.lines, children: [] }, CALENDAR_PROPERTIES);
  const calendarTzid = properties ? textOf(properties, "x-wr-timezone") : "";
  const calendarZoneRead = calendarTzid ? zoneOf(calendarTzid) : null;
  const reading: CalendarReading = {
    found,
    window,
    steps,
    zoneOf,
    calendarZone: calendarZoneRead ? { zone: calendarZoneRead, tzid: calendarTzid } : null,
    calendarIana: calendarZoneRead?.iana ?? null,
    ignore: (event, reason, count = 1) => {
      found.ignored.push({ event: event.slice(0, 200), reason, count });
    },
  };
  const { masters, overridesOf } = sortEvents(calendar, reading);
  for (const read of masters) {
    const ownOverrides = read.uid ? (overridesOf.get(read.uid) ?? []) : [];
    overridesOf.delete(read.uid);
    readMaster(reading, read, ownOverrides);
  }
  // Changed dates whose series is not in the file: each is an event of its own.
  for (const [uid, list] of overridesOf) {
    for (const override of list) {
      const started = startOf(override.component, zoneOf, reading.calendarZone);
      if (!started.ok) {
        reading.ignore(override.label, started.reason);
        continue;
      }
      emit(reading, override, `${uid}#${keyOf(reading, override, started.clock) ?? "?"}`, started.wall, started.clock);
    }
  }
  return found;
}

/** Parses a calendar file; only a body that is not a calendar's text is refused. Never throws. */
export function parseCalendar(body: string | Uint8Array, now: number): ParseOutcome {
  const text = typeof body === "string" ? body : decodeCalendar(body);
  if (text === null) return { ok: false, reason: "encoding" };
  if (!isCalendarText(text)) return { ok: false, reason: "not_calendar" };
  const calendars = readCalendars(unfoldedLines(text));
  const steps = new StepAccount(stepsFor(text.length));
  const window = { from: now - IMPORT_LIMITS.horizonDays * DAY_MS, to: now + IMPORT_LIMITS.horizonDays * DAY_MS };
  const byUid = new Map<string, ImportedEvent>();
  const ignored: IgnoredEvent[] = [];
  for (const calendar of calendars) {
    let found: Found;
    try {
      found = readCalendar(calendar, window, steps);
    } catch {
      // Nothing above should throw; should a value still surprise ical.js, it costs its calendar only.
      ignored.push({ event: "", reason: "unreadable", count: calendar.events.length });
      continue;
    }
    ignored.push(...found.ignored);
    for (const event of found.events) {
      const earlier = byUid.get(event.uid);
      // The same event in two calendars of one file: the higher SEQUENCE wins, else the later one.
      if (earlier && earlier.sequence > event.sequence) {
        ignored.push({ event: event.summary || event.uid, reason: "duplicate", count: 1 });
        continue;
      }
      if (earlier) ignored.push({ event: earlier.summary || earlier.uid, reason: "duplicate", count: 1 });
      byUid.set(event.uid, event);
    }
  }
  const first = calendars[0];
  const properties = first
    ? toIcalComponent({ name: "VCALENDAR", lines: first.lines, children: [] }, CALENDAR_PROPERTIES)
    : null;
  const calendarKey =
    (properties && (textOf(properties, "x-wr-calname") || textOf(properties, "prodid"))) || "Calendar";
  const calendar = { calendarKey: calendarKey.slice(0, 200), events: [...byUid.values()], ignored };
  return { ok: true, calendar: { ...calendar, stampedAt: newestStamp(calendars) } };
}
