import { feedLabelFallback } from "./feed-url";

/** The longest feed name we keep: a list row, not a paragraph. */
export const FEED_LABEL_MAX_LENGTH = 100;

const NAME_PROPERTY = "X-WR-CALNAME";

const isContinuation = (line: string | undefined) =>
  line !== undefined && (line.startsWith(" ") || line.startsWith("\t"));

/** The value part of a content line: after the first colon outside a quoted parameter value. */
function propertyValue(line: string): string | null {
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (character === '"') quoted = !quoted;
    else if (character === ":" && !quoted) return line.slice(index + 1);
  }
  return null;
}

/** TEXT escapes (RFC 5545 §3.3.11) undone; a line break in a name becomes a space. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped === "n" || escaped === "N" ? " " : escaped));

function cleanName(value: string): string | null {
  const name = unescapeText(value)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (name === "") return null;
  const characters = Array.from(name);
  return characters.length <= FEED_LABEL_MAX_LENGTH
    ? name
    : characters.slice(0, FEED_LABEL_MAX_LENGTH).join("").trimEnd();
}

/**
 * The calendar's own name (`X-WR-CALNAME`) from a feed's text, or null, without parsing the feed:
 * one pass over the lines, unfolding as it goes, reading only properties of the calendar itself
 * (not of its events or time zones), and stopping at the first.
 */
export function readCalendarName(feedText: string): string | null {
  const value = calendarPropertyValue(feedText, NAME_PROPERTY);
  return value === null ? null : cleanName(value);
}

/**
 * The raw value of the first calendar-level property of that name, or null: the lines read once,
 * unfolded as they go, events and time zones skipped, stopping at the end of the first calendar.
 */
export function calendarPropertyValue(feedText: string, name: string): string | null {
  const lines = feedText.split(/\r\n|\n|\r/);
  let depth = 0;
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index] ?? "";
    if (isContinuation(line)) continue; // read with the line it continues
    // A folded line continues on every following line that starts with one space or tab.
    while (isContinuation(lines[index + 1])) {
      line += (lines[index + 1] ?? "").slice(1);
      index++;
    }
    const upper = line.toUpperCase();
    if (upper.startsWith("BEGIN:")) {
      if (depth === 0 && upper.trimEnd() !== "BEGIN:VCALENDAR") return null; // not a calendar
      depth++;
    } else if (upper.startsWith("END:")) {
      depth--;
      if (depth <= 0) return null; // the end of the first calendar
    } else if (depth === 1 && (upper.startsWith(`${name}:`) || upper.startsWith(`${name};`))) {
      const value = propertyValue(line);
      if (value !== null) return value;
    }
  }
  return null;
}

/** A feed's name for the list: its calendar's name, else the host it is fetched from. */
export function feedLabel(feedText: string, link: string | URL): string {
  return readCalendarName(feedText) ?? feedLabelFallback(link);
}
