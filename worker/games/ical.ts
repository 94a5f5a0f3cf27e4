// iCalendar (RFC 5545) text: escaping, 75-octet line folding and the few components we write.
import type { Coordinates } from "../arenas/arena";

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

// TEXT may hold no control characters but tab (line breaks are escaped); user text could carry any.
function withoutControlCharacters(value: string): string {
  let kept = "";
  for (const character of value) {
    const code = character.charCodeAt(0);
    const control = (code < 0x20 && character !== "\t" && character !== "\n" && character !== "\r") || code === 0x7f;
    if (!control) kept += character;
  }
  return kept;
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return withoutControlCharacters(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 §3.1), never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).byteLength;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A UTC DATE-TIME: 20270314T083000Z. */
export function utcDateTime(instant: number): string {
  return new Date(Math.floor(instant / 1000) * 1000).toISOString().replace(/[-:]/g, "").replace(".000", "");
}

/** A DURATION before the event's start: -PT95M (PT0M at the start itself). */
function minutesBefore(minutes: number): string {
  return minutes > 0 ? `-PT${minutes}M` : "PT0M";
}

export type CalendarEvent = {
  uid: string;
  /** When this event last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: number;
  start: number;
  end: number;
  summary: string;
  location: string;
  geo: Coordinates | null;
  description: string;
  url: string;
  /** A display alarm this many minutes before the start, with its text; none for a cancelled game. */
  alarm: { minutesBefore: number; description: string } | null;
  /** A cancelled event keeps its UID, so calendar apps mark it cancelled instead of losing it. */
  cancelled?: boolean;
};

/** A DURATION in whole hours when it is one (PT1H), else in minutes. */
function durationText(minutes: number): string {
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.changedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.changedAt)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value is not TEXT: it is written as it is (our own https URL, no line breaks).
    `URL:${event.url}`,
    ...(event.cancelled ? ["STATUS:CANCELLED"] : []),
    ...(event.alarm
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.alarm.description)}`,
          `TRIGGER:${minutesBefore(event.alarm.minutesBefore)}`,
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR; a feed also tells subscribing apps how often to look again. */
export function calendarText({
  name,
  events,
  refreshMinutes,
}: {
  name: string;
  events: CalendarEvent[];
  refreshMinutes?: number;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tipoff//Game day//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(refreshMinutes
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${durationText(refreshMinutes)}`,
          `X-PUBLISHED-TTL:${durationText(refreshMinutes)}`,
        ]
      : []),
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
