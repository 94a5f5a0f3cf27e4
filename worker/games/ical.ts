// iCalendar (RFC 5545) text: escaping, 75-octet line folding and the few components we write.
import type { Coordinates } from "../../core/arenas/arena";

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

// TEXT may hold no control characters but tab (line breaks are escaped); user text could carry any.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, "");

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return withoutControlCharacters(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A character's length in UTF-8, from its code point. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 §3.1), never splitting a UTF-8 character. A short line is returned as it is: most are.
 */
export function foldLine(line: string): string {
  // 25 characters of at most 3 octets each (a 4-octet one is two UTF-16 units) always fit.
  if (line.length <= MAX_LINE_OCTETS / 3) return line;
  const lines: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const codePoint = line.codePointAt(index) ?? 0;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = utf8Octets(codePoint);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(lines.length === 0 ? line.slice(start, index) : ` ${line.slice(start, index)}`);
      start = index;
      // The continuation's leading space is its first octet.
      octets = 1;
    }
    octets += size;
    index += units;
  }
  lines.push(lines.length === 0 ? line.slice(start) : ` ${line.slice(start)}`);
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
  /** Place, notes and link; the busy-times calendar carries none of them. */
  location?: string;
  geo: Coordinates | null;
  description?: string;
  url?: string;
  /** A display alarm this many minutes before the start, with its text; none for a cancelled game. */
  alarm: { minutesBefore: number; description: string } | null;
  /** A cancelled event keeps its UID, so calendar apps mark it cancelled instead of losing it. */
  cancelled?: boolean;
  /** An event on hold (its source dropped it): STATUS:TENTATIVE until the person keeps or deletes it. */
  tentative?: boolean;
  /** Start and end as wall-clock times with no zone (RFC 5545 floating time): the instants read as UTC. */
  floating?: boolean;
};

/** A DURATION in whole hours when it is one (PT1H), else in minutes. */
function durationText(minutes: number): string {
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

function eventLines(event: CalendarEvent): string[] {
  // A floating time is the same digits without the Z: the reader's own clock shows it as written.
  const when = (instant: number) => (event.floating ? utcDateTime(instant).slice(0, -1) : utcDateTime(instant));
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.changedAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.changedAt)}`,
    `DTSTART:${when(event.start)}`,
    `DTEND:${when(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location === undefined ? [] : [`LOCATION:${escapeText(event.location)}`]),
    ...(event.geo ? [`GEO:${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`] : []),
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    // A URI value is not TEXT: it is written as it is (our own https URL, no line breaks).
    ...(event.url === undefined ? [] : [`URL:${event.url}`]),
    ...(event.cancelled ? ["STATUS:CANCELLED"] : event.tentative ? ["STATUS:TENTATIVE"] : []),
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
  product = "Game day",
}: {
  name: string;
  events: CalendarEvent[];
  refreshMinutes?: number;
  /** PRODID's product name. */
  product?: string;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Tipoff//${product}//EN`,
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
