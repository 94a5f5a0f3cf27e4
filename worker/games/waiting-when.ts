import { formatClock, formatDay, formatTime } from "../../core/games/zoned-time";
import type { EventStart, ImportedEvent } from "../../core/imports/game-fields";

/**
 * A waiting event as the person sees it: its summary and start (an instant, or a floating local
 * time), and the zone to show that instant in: the one the calendar gave, else the venue's own.
 */
export type WaitingEvent = { summary: string; startsAt: string; timeZone: string | null };

export function startsAtText(start: EventStart): string {
  return start.kind === "instant" ? new Date(start.instant).toISOString() : `${start.local.date}T${start.local.time}`;
}

/** A waiting event's start as the page shows it: on the calendar's clock, else the venue's. */
export function waitingEventOf(event: ImportedEvent, venueZone: string | null = null): WaitingEvent {
  const timeZone = event.start.kind === "instant" ? (event.start.zone ?? venueZone) : null;
  return { summary: event.summary, startsAt: startsAtText(event.start), timeZone };
}

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
