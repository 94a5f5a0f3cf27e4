import { propertyName, type RawCalendar } from "./calendar-blocks";

// When a calendar file was made, as far as it says (docs/decisions/244): DTSTAMP is the instant the
// file's events were written out (RFC 5545 §3.8.7.2, in UTC). Arbiter writes the same one on every
// event; other programs write each event's own. The newest of them is the file's age at the most.

const UTC_STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** The newest DTSTAMP of the file's events, or null when none is a UTC date-time. */
export function newestStamp(calendars: RawCalendar[]): number | null {
  let newest: number | null = null;
  for (const calendar of calendars) {
    for (const event of calendar.events) {
      for (const line of event.lines) {
        if (propertyName(line) !== "DTSTAMP") continue;
        const parts = UTC_STAMP.exec(line.slice(line.lastIndexOf(":") + 1).trim());
        if (!parts) continue;
        const [, year, month, day, hour, minute, second] = parts.map(Number);
        const instant = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
        if (Number.isFinite(instant) && (newest === null || instant > newest)) newest = instant;
      }
    }
  }
  return newest;
}
