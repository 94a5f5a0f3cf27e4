import { formatShortDay, formatTime, localDateTime } from "../games/zoned-time";
import { AVAILABILITY_TEXT } from "./messages";

const MINUTE_MS = 60_000;

/**
 * A busy time in words on the person's clock: "Fri Jan 8, 5:05 PM – 10:40 PM"; across midnight "Fri
 * Jan 8, 10:00 PM – Sat Jan 9, 2:00 AM"; from midnight to midnight, whole days.
 */
export function whenText(startAt: number, endAt: number, zone: string): string {
  const W = AVAILABILITY_TEXT.when;
  const start = localDateTime(startAt, zone);
  const end = localDateTime(endAt, zone);
  const day = formatShortDay(startAt, zone);
  if (start.time === "00:00" && end.time === "00:00") {
    const last = formatShortDay(endAt - MINUTE_MS, zone);
    return last === day ? W.allDay(day) : W.allDays(day, last);
  }
  if (start.date === end.date) return W.sameDay(day, formatTime(startAt, zone), formatTime(endAt, zone));
  return W.acrossDays(day, formatTime(startAt, zone), formatShortDay(endAt, zone), formatTime(endAt, zone));
}
