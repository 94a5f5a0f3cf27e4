import { asc, eq } from "drizzle-orm";
import { isoWeekday } from "../../core/games/zoned-time";
import type { DbCtx } from "../db/client.server";
import { weekdayStarts } from "../db/schema.server";
import { getPreferences, type Place, type Preferences } from "./preferences.server";

/** A start kept for one day of the week (1 Monday … 7 Sunday). */
export type WeekdayPlace = Place & { weekday: number };

/** Where the profile says trips start: on some weekdays a start of their own, else the usual start. */
export type ProfileStarts = { usualStart: Place | null; weekdays: WeekdayPlace[] };

/** The person's weekday starts, Monday first. */
export async function getWeekdayStarts(ctx: DbCtx, userId: string): Promise<WeekdayPlace[]> {
  return ctx.db
    .select({
      weekday: weekdayStarts.weekday,
      label: weekdayStarts.label,
      latitude: weekdayStarts.latitude,
      longitude: weekdayStarts.longitude,
    })
    .from(weekdayStarts)
    .where(eq(weekdayStarts.userId, userId))
    .orderBy(asc(weekdayStarts.weekday));
}

/** The profile's starts; a caller that has the preferences read (or reading) passes them, so they are read once. */
export async function getProfileStarts(
  ctx: DbCtx,
  userId: string,
  preferencesRead: Promise<Preferences> = getPreferences(ctx, userId),
): Promise<ProfileStarts> {
  const [preferences, weekdays] = await Promise.all([preferencesRead, getWeekdayStarts(ctx, userId)]);
  return { usualStart: preferences.usualStart, weekdays };
}

/**
 * The start the profile gives a game: the start of its weekday, read on the arena's clock (a game at
 * 11:30 PM Tuesday in Los Angeles is a Tuesday game, though it is Wednesday in UTC), else the usual
 * start, else none.
 */
export function profileStartFor(starts: ProfileStarts, tipoffAt: number, zone: string): Place | null {
  const weekday = isoWeekday(tipoffAt, zone);
  const day = starts.weekdays.find((start) => start.weekday === weekday);
  if (day) return { label: day.label, latitude: day.latitude, longitude: day.longitude };
  return starts.usualStart;
}
