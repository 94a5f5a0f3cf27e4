import { calendarPropertyValue } from "./feed-label";

// RFC 5545 dur-value, weeks or days-hours-minutes-seconds; bounded digits, no nested repetition.
const DURATION = /^\+?P(?:(\d{1,6})W|(?:(\d{1,6})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,6})S)?)?)$/i;

const SECOND_MS = 1000;
const UNIT_MS = [7 * 86_400 * SECOND_MS, 86_400 * SECOND_MS, 3_600 * SECOND_MS, 60 * SECOND_MS, SECOND_MS];

/** A dur-value ("PT4H", "P1D", "P1W") in ms, or null when it is not one or is not positive. */
export function durationMs(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match || text.trim().toUpperCase().endsWith("T")) return null;
  const ms = UNIT_MS.reduce((sum, unit, index) => sum + Number(match[index + 1] ?? 0) * unit, 0);
  return ms > 0 ? ms : null;
}

/**
 * How often the feed asks to be fetched: its calendar's REFRESH-INTERVAL (RFC 7986), else the
 * X-PUBLISHED-TTL many platforms send instead; null when it says neither or says it badly.
 */
export function readRefreshInterval(feedText: string): number | null {
  for (const name of ["REFRESH-INTERVAL", "X-PUBLISHED-TTL"]) {
    const value = calendarPropertyValue(feedText, name);
    if (value !== null) return durationMs(value);
  }
  return null;
}
