import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { fail, type Result } from "../../core/failure";
import { weekdayField } from "../../core/games/weekdays";
import type { StartInput } from "../../core/validation/games";
import type { DbCtx } from "../db/client.server";
import { weekdayStarts } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { limitWrites, settleStart } from "./games.server";
import { getWeekdayStarts, type WeekdayPlace } from "./profile-starts.server";
import { applyProfileStarts } from "./usual-start.server";
import type { VenueLookupsCtx } from "./venue-lookup-messages";

/** One weekday's new start: a place (the API), or an address or coordinates as typed (the profile). */
export type WeekdayStartInput = { weekday: number; start: StartInput };

/**
 * Replaces every weekday start of the person at once (a weekday left out goes back to the usual
 * start) and moves the games that follow the profile to their day's start, with their drive, miles
 * and leave-by (docs/decisions/247). A typed address is geocoded like the usual start; one typed as
 * it is already saved keeps its point, so saving the form again asks the geocoder nothing.
 */
export async function saveWeekdayStarts(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  inputs: readonly WeekdayStartInput[],
): Promise<Result<{ starts: WeekdayPlace[]; applied: number }>> {
  const limited = await limitWrites(ctx, userId);
  if (limited) return limited;
  const saved = await getWeekdayStarts(ctx, userId);
  const starts: WeekdayPlace[] = [];
  for (const { weekday, start } of inputs) {
    const same =
      "address" in start
        ? saved.find((place) => place.weekday === weekday && place.label === start.address)
        : undefined;
    if (same) {
      starts.push(same);
      continue;
    }
    const settled = await settleStart(ctx, start);
    if (!settled.ok) {
      return fail("invalid", settled.message, { fieldErrors: { [weekdayField(weekday)]: [settled.message] } });
    }
    starts.push({ weekday, ...settled.start });
  }
  starts.sort((a, b) => a.weekday - b.weekday);
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    ctx.db.delete(weekdayStarts).where(eq(weekdayStarts.userId, userId)),
    ...starts.map((start) => ctx.db.insert(weekdayStarts).values({ userId, ...start })),
  ];
  await ctx.db.batch(writes);
  const applied = await applyProfileStarts(ctx, userId);
  return { ok: true, starts, applied };
}
