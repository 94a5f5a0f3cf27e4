import { formatDay, formatTime, zoneAbbreviation } from "../games/zoned-time";

/** A report's deadline as people read it: "Sat, Jan 16, 2027 · 9:00 PM EST" on the game's clock. */
export function dueText(instant: number, zone: string): string {
  return `${formatDay(instant, zone)} · ${formatTime(instant, zone)} ${zoneAbbreviation(instant, zone)}`;
}
