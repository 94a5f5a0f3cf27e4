import { formatClock, formatDay, formatTime } from "../../core/games/zoned-time";
import type { WaitingEvent } from "./reconcile.server";

/**
 * When a waiting event starts, as the page shows it: "Fri, Dec 4, 2026 · 7:30 PM EST" on the
 * calendar's (else the venue's) clock, or the wall-clock time as written when the calendar gave
 * no zone. UTC is named only when nothing at all says where the event is.
 */
export function waitingWhen({ startsAt, timeZone }: Pick<WaitingEvent, "startsAt" | "timeZone">): string {
  if (!startsAt.endsWith("Z")) {
    const instant = Date.parse(`${startsAt}:00Z`);
    if (!Number.isFinite(instant)) return startsAt;
    return `${formatDay(instant, "UTC")} · ${formatTime(instant, "UTC")}`;
  }
  const instant = Date.parse(startsAt);
  const zone = timeZone ?? "UTC";
  return `${formatDay(instant, zone)} · ${formatClock(instant, zone)}`;
}
