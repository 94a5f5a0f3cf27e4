import { confirmedByText, updatedText } from "~/core/suggestions/messages";

const DAY_MS = 86_400_000;

function dayKey(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** "Nov 3, 2026" in the arena's zone. */
export function calendarDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric" }).format(
    instant,
  );
}

/** "today", "yesterday" or "Nov 3, 2026", by the calendar of the arena's time zone. */
export function relativeDay(instant: number, now: number, timeZone: string): string {
  const day = dayKey(instant, timeZone);
  if (day === dayKey(now, timeZone)) return "today";
  if (day === dayKey(now - DAY_MS, timeZone)) return "yesterday";
  return calendarDate(instant, timeZone);
}

/** The arena page's freshness lines, worded on the server in the arena's own time zone. */
export function freshnessLines(
  freshness: { confirmedBy: number; lastConfirmedAt: Date | null; updatedAt: Date },
  now: number,
  timeZone: string,
): { updated: string; confirmed: string | null } {
  const { confirmedBy, lastConfirmedAt, updatedAt } = freshness;
  return {
    updated: updatedText(relativeDay(updatedAt.getTime(), now, timeZone)),
    confirmed:
      confirmedBy > 0 && lastConfirmedAt
        ? confirmedByText(confirmedBy, calendarDate(lastConfirmedAt.getTime(), timeZone))
        : null,
  };
}
