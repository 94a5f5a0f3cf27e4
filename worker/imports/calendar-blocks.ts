// The structure of a calendar file (RFC 5545 §3.4–3.6): every VCALENDAR, with its zones and events,
// found in one pass over its lines. Each event and zone is then handed to ical.js on its own, so a
// line ical.js cannot read costs that event or that line, never the file.
import ICAL from "ical.js";

export type IcalComponent = InstanceType<typeof ICAL.Component>;

/** A component as written: its own content lines, and the components inside it. */
export type RawComponent = { name: string; lines: string[]; children: RawComponent[] };

/** One VCALENDAR of a file: its own properties, its VTIMEZONEs and its VEVENTs. */
export type RawCalendar = { lines: string[]; timezones: RawComponent[]; events: RawComponent[] };

const BOM = 0xfeff;
const CALENDAR_START = "BEGIN:VCALENDAR";
/** Deeper than any real calendar (VCALENDAR › VEVENT › VALARM); deeper lines are skipped. */
const MAX_DEPTH = 6;

/** Whether a body is a calendar: it begins with BEGIN:VCALENDAR, after an optional BOM and blank space. */
export function isCalendarText(body: string): boolean {
  let index = body.charCodeAt(0) === BOM ? 1 : 0;
  while (index < body.length && index < 4096 && /\s/.test(body.charAt(index))) index += 1;
  return body.slice(index, index + CALENDAR_START.length).toUpperCase() === CALENDAR_START;
}

/** How a calendar's bytes are written: UTF-8 (a byte-order mark or none) or UTF-16 with its mark. */
export type CalendarEncoding = "utf-8" | "utf-16le" | "utf-16be";

/**
 * The encoding a calendar's byte-order mark names, UTF-8 without one; null when the bytes are in
 * none of them (a UTF-32 mark, a UTF-16 file without its mark, or Latin-1 text), so the file is
 * refused in words rather than read as garbled text.
 */
export function calendarEncoding(bytes: Uint8Array): CalendarEncoding | null {
  const [first, second, third, fourth] = bytes;
  if (first === 0xff && second === 0xfe) return third === 0 && fourth === 0 ? null : "utf-16le";
  if (first === 0xfe && second === 0xff) return "utf-16be";
  if (first === 0 || (second === 0 && first !== undefined)) return null;
  return "utf-8";
}

/** The bytes without the line folds (CRLF or LF followed by a space or tab, §3.1). */
function withoutFolds(bytes: Uint8Array): Uint8Array {
  const kept = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte === 0x0d && bytes[index + 1] === 0x0a && (bytes[index + 2] === 0x20 || bytes[index + 2] === 0x09)) {
      index += 2;
      continue;
    }
    if (byte === 0x0a && (bytes[index + 1] === 0x20 || bytes[index + 1] === 0x09)) {
      index += 1;
      continue;
    }
    kept[length] = byte;
    length += 1;
  }
  return kept.subarray(0, length);
}

/**
 * A calendar's bytes as text, or null when they are not UTF-8 or UTF-16 with a byte-order mark.
 * In UTF-8, folds are removed from the bytes before decoding, since a fold may split a multi-byte
 * character in two; UTF-16 is decoded first, and its folds go with the lines (`unfoldedLines`).
 */
export function decodeCalendar(bytes: Uint8Array): string | null {
  const encoding = calendarEncoding(bytes);
  if (encoding === null) return null;
  try {
    if (encoding !== "utf-8") return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return new TextDecoder("utf-8", { fatal: true }).decode(withoutFolds(bytes));
  } catch {
    return null;
  }
}

/** Content lines with folds joined; CRLF, LF and CR all end a line, as calendar programs write them. */
export function unfoldedLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    const first = line.charCodeAt(0);
    if ((first === 0x20 || first === 0x09) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line !== "") lines.push(line);
  }
  if (lines[0]?.charCodeAt(0) === BOM) lines[0] = lines[0].slice(1);
  return lines;
}

function keyword(line: string, word: "BEGIN:" | "END:"): string | null {
  if (line.length > 200 || line.slice(0, word.length).toUpperCase() !== word) return null;
  return line.slice(word.length).trim().toUpperCase();
}

/**
 * Every VCALENDAR of the file, in order. Lenient as calendar programs are: a component left open is
 * closed by the end of the one around it (or of the file), an END with no BEGIN is skipped, and an
 * event outside any VCALENDAR belongs to a calendar of its own.
 */
export function readCalendars(lines: string[]): RawCalendar[] {
  const calendars: RawCalendar[] = [];
  const stack: RawComponent[] = [];
  let skippedDepth = 0;
  const close = (component: RawComponent) => {
    const parent = stack[stack.length - 1];
    if (component.name === "VCALENDAR") {
      calendars.push({
        lines: component.lines,
        timezones: component.children.filter((child) => child.name === "VTIMEZONE"),
        events: component.children.filter((child) => child.name === "VEVENT"),
      });
    } else if (parent) parent.children.push(component);
    else if (component.name === "VEVENT") calendars.push({ lines: [], timezones: [], events: [component] });
  };
  for (const line of lines) {
    const begins = keyword(line, "BEGIN:");
    if (begins !== null) {
      if (skippedDepth > 0 || stack.length >= MAX_DEPTH) skippedDepth += 1;
      else stack.push({ name: begins, lines: [], children: [] });
      continue;
    }
    const ends = keyword(line, "END:");
    if (ends !== null) {
      if (skippedDepth > 0) {
        skippedDepth -= 1;
        continue;
      }
      const open = stack.findLastIndex((component) => component.name === ends);
      if (open === -1) continue;
      while (stack.length > open) {
        const component = stack.pop();
        if (component) close(component);
      }
      continue;
    }
    if (skippedDepth === 0) stack[stack.length - 1]?.lines.push(line);
  }
  while (stack.length > 0) {
    const component = stack.pop();
    if (component) close(component);
  }
  return calendars;
}

/** Where a content line's value begins: the first colon outside a quoted parameter value, else -1. */
function valueColon(line: string): number {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    if (code === 0x22) quoted = !quoted;
    else if (code === 0x3a && !quoted) return index;
  }
  return -1;
}

/** A parameter value quoted as §3.2 asks, when it holds a character that needs it. */
const quoteParameter = (parameter: string) => {
  const equals = parameter.indexOf("=");
  if (equals === -1) return parameter;
  const value = parameter.slice(equals + 1);
  return /[:;,]/.test(value) ? `${parameter.slice(0, equals)}="${value}"` : parameter;
};

/**
 * A line ical.js can read, or null to skip it. A quote left open swallows the value
 * (`DTSTART;TZID="W. Europe Standard Time:20200609T090000`): as other readers do, the value then
 * starts after the line's last colon and the quotes are dropped.
 */
export function readableLine(line: string, maxValueLength: number): string | null {
  let colon = valueColon(line);
  let head: string;
  let value: string;
  if (colon === -1) {
    colon = line.lastIndexOf(":");
    if (colon === -1) return null;
    head = line.slice(0, colon).replaceAll('"', "").split(";").map(quoteParameter).join(";");
    value = line.slice(colon + 1).replaceAll('"', "");
  } else {
    head = line.slice(0, colon);
    value = line.slice(colon + 1);
  }
  // A name and its parameters are short; a line of thousands of parameters is not a calendar's.
  if (head.length === 0 || head.length > 500 || head.split(";").length > 20) return null;
  return `${head}:${value.length > maxValueLength ? value.slice(0, maxValueLength) : value}`;
}

/** A line's property name, upper case ("DTSTART" of "DTSTART;TZID=…:…"). */
export function propertyName(line: string): string {
  let end = 0;
  while (end < line.length && end < 100) {
    const code = line.charCodeAt(end);
    if (code === 0x3a || code === 0x3b) break;
    end += 1;
  }
  return line.slice(0, end).toUpperCase();
}

/**
 * A component for ical.js from the lines we read (the properties `limits` names, each value at
 * most its length), or null when not one line of it can be read. Parsed whole first; should that
 * fail, line by line, each unreadable line skipped.
 */
export function toIcalComponent(
  raw: RawComponent,
  limits: Readonly<Record<string, number>>,
  childLimits: Readonly<Record<string, number>> = {},
): IcalComponent | null {
  const wanted = (component: RawComponent, table: Readonly<Record<string, number>>) =>
    component.lines.flatMap((line) => {
      const limit = table[propertyName(line)];
      const readable = limit === undefined ? null : readableLine(line, limit);
      return readable === null ? [] : [readable];
    });
  const lines = wanted(raw, limits);
  const children = raw.children
    .filter((child) => child.name === "STANDARD" || child.name === "DAYLIGHT")
    .map((child) => ({ name: child.name, lines: wanted(child, childLimits) }));
  const text = [
    `BEGIN:${raw.name}`,
    ...lines,
    ...children.flatMap((child) => [`BEGIN:${child.name}`, ...child.lines, `END:${child.name}`]),
    `END:${raw.name}`,
  ].join("\r\n");
  try {
    return new ICAL.Component(ICAL.parse(text) as ConstructorParameters<typeof ICAL.Component>[0]);
  } catch {
    // One line ical.js refuses: keep the others.
  }
  const jcal = (propertyLines: string[]) =>
    propertyLines.flatMap((line) => {
      try {
        return [ICAL.parse.property(line)];
      } catch {
        return [];
      }
    });
  const component = new ICAL.Component([
    raw.name.toLowerCase(),
    jcal(lines),
    children.map((child) => [child.name.toLowerCase(), jcal(child.lines), []]),
  ] as ConstructorParameters<typeof ICAL.Component>[0]);
  return component.getAllProperties().length > 0 ? component : null;
}
