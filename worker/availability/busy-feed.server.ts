// The private busy-times calendar (docs/decisions/243): the person's busy times alone, each "Busy",
// at an address whose token is the only key, made on the first ask and revoked by deleting it.
import { and, eq, gt, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { AVAILABILITY_LIMITS } from "../../core/availability/limits";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import type { Db, DbCtx } from "../db/client.server";
import { arenas, availabilityBlocks, availabilityFeeds, games } from "../db/schema.server";
import { FEED_REFRESH_MINUTES } from "../games/calendar.server";
import { type CalendarEvent, calendarText } from "../games/ical";
import { toBase64url } from "../platform/base64url";
import { busyGamesOf, GAME_COLUMNS } from "./availability.server";
import { busyTimes } from "./busy";
import { BUSY_STATUSES } from "./person-clock.server";

const DAY_MS = 86_400_000;

/** Whether a path's token has the shape of one we make (anything else is not looked up). */
export const isBusyTokenShape = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The busy-times calendar's address for a token. */
export const busyFeedPath = (token: string) => `/busy/${token}.ics`;

/** The person's token; with `create`, one is made on the first ask (24 random bytes). */
export async function busyFeedToken(
  ctx: DbCtx,
  userId: string,
  { create }: { create: boolean },
): Promise<string | null> {
  const read = async () =>
    (
      await ctx.db
        .select({ token: availabilityFeeds.token })
        .from(availabilityFeeds)
        .where(eq(availabilityFeeds.userId, userId))
        .limit(1)
    )[0]?.token ?? null;
  const found = await read();
  if (found || !create) return found;
  const token = toBase64url(crypto.getRandomValues(new Uint8Array(24)));
  // Two first asks at once make one token: the second finds the first's.
  await ctx.db.insert(availabilityFeeds).values({ userId, token }).onConflictDoNothing();
  return read();
}

/** Revokes the link: its calendar answers 404 from now on, and the next ask makes a new one. */
export async function revokeBusyFeed(ctx: DbCtx, userId: string): Promise<void> {
  await ctx.db.delete(availabilityFeeds).where(eq(availabilityFeeds.userId, userId));
}

/**
 * The token's owner's busy games (with their gyms, for the day's trips) and blocks, from a month
 * ago to two years ahead, as one D1 batch: the owner is a subquery on the token, so an unknown one
 * reads nothing.
 */
function busyFeedReads(db: Db, token: string, now: number) {
  const owner: SQL = sql`(${db.select({ userId: availabilityFeeds.userId }).from(availabilityFeeds).where(eq(availabilityFeeds.token, token))})`;
  const from = new Date(now - AVAILABILITY_LIMITS.feedLookBackDays * DAY_MS);
  const to = new Date(now + AVAILABILITY_LIMITS.feedLookAheadDays * DAY_MS);
  const theirs = and(
    eq(games.userId, owner),
    inArray(games.status, BUSY_STATUSES),
    gte(games.tipoffAt, from),
    lte(games.tipoffAt, to),
  );
  return [
    db.select({ userId: availabilityFeeds.userId }).from(availabilityFeeds).where(eq(availabilityFeeds.token, token)),
    db.select(GAME_COLUMNS).from(games).where(theirs),
    db
      .select()
      .from(arenas)
      .where(inArray(arenas.id, db.select({ arenaId: games.arenaId }).from(games).where(theirs))),
    db
      .select({
        id: availabilityBlocks.id,
        startAt: availabilityBlocks.startAt,
        endAt: availabilityBlocks.endAt,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.userId, owner),
          gt(availabilityBlocks.endAt, from),
          lt(availabilityBlocks.startAt, to),
        ),
      ),
  ] as const;
}

/**
 * The busy-times calendar of a token, or null for one no one holds. Each event is "Busy" from its
 * start to its end and nothing else: no place, notes, link or alarm, so what it shows is when, never
 * where or what. A busy time's UID is its start and end: one that moves is a new event.
 * Stamped with the time it is read, as nothing else about an event can change.
 */
export async function busyCalendar(ctx: DbCtx, token: string, { origin, now }: { origin: string; now: number }) {
  if (!isBusyTokenShape(token)) return null;
  const [[owner], gameRows, arenaRows, blockRows] = await ctx.db.batch(busyFeedReads(ctx.db, token, now));
  if (!owner) return null;
  const busy = busyTimes(
    busyGamesOf([gameRows, arenaRows, []]),
    blockRows.map((block) => ({
      id: block.id,
      startAt: block.startAt.getTime(),
      endAt: block.endAt.getTime(),
      label: null,
    })),
  );
  const host = new URL(origin).host;
  const events = busy.map(
    (time): CalendarEvent => ({
      uid: `busy-${time.startAt}-${time.endAt}@${host}`,
      changedAt: now,
      start: time.startAt,
      end: time.endAt,
      summary: AVAILABILITY_TEXT.eventSummary,
      geo: null,
      alarm: null,
    }),
  );
  return calendarText({
    name: AVAILABILITY_TEXT.calendarName,
    events,
    refreshMinutes: FEED_REFRESH_MINUTES,
    product: "Busy",
  });
}
