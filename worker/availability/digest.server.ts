// The weekly digest (docs/decisions/243): on Monday from 7 AM on each person's clock, how many busy
// times are still to be entered, per calendar, through the notices' queue (push; e-mail if chosen).
import { and, eq, sql } from "drizzle-orm";
import { DIGEST_SCHEDULE } from "../../core/availability/limits";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import { localDateTime } from "../../core/games/zoned-time";
import { PUSH_DELIVERY, REMINDER_SCHEDULE } from "../../core/notifications/limits";
import type { Db, DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { importSources, notificationSends, notificationSettings, pushSubscriptions } from "../db/schema.server";
import type { Notice } from "../notifications/notices";
import type { NotificationQueue } from "../notifications/queue.server";
import { type OnceNotice, queueOnce } from "../notifications/sends.server";
import { addDays, availabilityOf } from "./availability.server";
import { clockReads, personClock } from "./person-clock.server";

const HOUR_MS = 3_600_000;
/** Candidates one pass reads at most: people with a calendar, their digest on and not yet sent. */
const CANDIDATES_PER_PASS = 5000;
/** Two clock statements per person, 50 people a D1 batch. */
const CLOCKS_PER_BATCH = 50;

/** The key that makes a person's digest once a week: the Monday on their clock. */
export const digestKey = (userId: string, monday: string) => `availability_digest:${userId}:${monday}`;

/**
 * Whether a pass runs at `now`: at the top of an hour (the cron runs every 5 minutes) while it is
 * Monday between 7 AM and noon somewhere, UTC+14 to UTC-12: Sunday 17:00 to Tuesday 00:00 UTC.
 */
export function isDigestPass(now: number): boolean {
  if (now % HOUR_MS !== 0) return false;
  const date = new Date(now);
  const hour = date.getUTCDay() * 24 + date.getUTCHours();
  return hour >= 17 && hour < 2 * 24;
}

/** The Monday a person's digest is due on, on their clock, or null when it is not due at `now`. */
export function dueMonday(now: number, zone: string): string | null {
  const { date, time } = localDateTime(now, zone);
  const hour = Number(time.slice(0, 2));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const late = hour >= DIGEST_SCHEDULE.hour && hour < DIGEST_SCHEDULE.hour + DIGEST_SCHEDULE.lateHours;
  return weekday === DIGEST_SCHEDULE.weekday && late ? date : null;
}

/** "4 blocks to enter this week: 2 in Assignr League, 2 in RefTown", opening the availability page. */
export function digestNotice(perPlatform: ReadonlyArray<readonly [string, number]>, now: number): Notice {
  return {
    kind: "availabilityDigest",
    title: AVAILABILITY_TEXT.digestTitle,
    body: AVAILABILITY_TEXT.digest(perPlatform),
    url: "/availability",
    tag: "availability-digest",
    urgency: "normal",
    expiresAt: now + PUSH_DELIVERY.changesTtlMs,
  };
}

/**
 * The people a pass may tell: a calendar of their own (nothing is to be entered without one), the
 * digest on, a device or e-mail to tell them on, and no marker for this week (their Monday is the
 * UTC date or one either side).
 */
function candidatesQuery(db: Db, now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  const markers = [addDays(today, -1), today, addDays(today, 1)].map(
    (day) => sql`'availability_digest:' || ${importSources.userId} || ${`:${day}`}`,
  );
  return db
    .selectDistinct({ userId: importSources.userId })
    .from(importSources)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, importSources.userId))
    .where(
      and(
        sql`coalesce(${notificationSettings.availabilityDigest}, 1) = 1`,
        sql`(coalesce(${notificationSettings.email}, 0) = 1 OR EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${importSources.userId}))`,
        sql`NOT EXISTS (SELECT 1 FROM ${notificationSends} WHERE ${notificationSends.key} IN (${sql.join(markers, sql`, `)}))`,
      ),
    )
    .orderBy(importSources.userId)
    .limit(CANDIDATES_PER_PASS);
}

/** Each candidate whose Monday 7 AM has come, with that Monday. */
async function dueCandidates(
  db: Db,
  userIds: string[],
  now: number,
): Promise<Array<{ userId: string; monday: string }>> {
  const due: Array<{ userId: string; monday: string }> = [];
  for (const part of inChunks(userIds, CLOCKS_PER_BATCH)) {
    const statements = part.flatMap((userId) => clockReads(db, userId, now));
    const [first, ...rest] = statements;
    if (!first) continue;
    const rows = await db.batch([first, ...rest]);
    part.forEach((userId, index) => {
      const zones = rows[index * 2] as Parameters<typeof personClock>[0];
      const usualStart = (rows[index * 2 + 1] as Array<Parameters<typeof personClock>[1]>)[0];
      const monday = dueMonday(now, personClock(zones, usualStart).zone);
      if (monday) due.push({ userId, monday });
    });
  }
  return due.slice(0, DIGEST_SCHEDULE.perPass);
}

/** Per calendar, the busy times of the page's weeks not over yet and not ticked: [name, count], by name. */
async function openEntries(db: Db, userId: string, now: number): Promise<Array<[string, number]>> {
  const availability = await availabilityOf({ db, now: () => now }, userId);
  const counts = new Map<string, number>();
  for (const busy of availability.busy) {
    if (busy.endAt <= now) continue;
    for (const platform of busy.platforms) {
      if (!platform.entered) counts.set(platform.name, (counts.get(platform.name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The hourly pass: each person due gets their digest once (its marker written with it); one with
 * nothing left to enter gets the marker alone, so the pass does not work it out again this week.
 */
export async function queueDueDigests(
  ctx: DbCtx & { readonly notifications: NotificationQueue },
  now: number,
): Promise<{ due: number; queued: number }> {
  if (!isDigestPass(now)) return { due: 0, queued: 0 };
  const candidates = await candidatesQuery(ctx.db, now);
  const due = await dueCandidates(
    ctx.db,
    candidates.map((row) => row.userId),
    now,
  );
  const notices: OnceNotice[] = [];
  const quiet: Array<{ key: string; userId: string }> = [];
  for (const { userId, monday } of due) {
    const entries = await openEntries(ctx.db, userId, now);
    const key = digestKey(userId, monday);
    if (entries.length === 0) quiet.push({ key, userId });
    else notices.push({ key, userId, kind: "availability_digest", gameId: null, notice: digestNotice(entries, now) });
  }
  for (const part of inChunks(quiet, REMINDER_SCHEDULE.perBatch / 5)) {
    await ctx.db
      .insert(notificationSends)
      .values(
        part.map(({ key, userId }) => ({
          key,
          userId,
          kind: "availability_digest" as const,
          createdAt: new Date(now),
        })),
      )
      .onConflictDoNothing();
  }
  const queued = await queueOnce(ctx, notices, now);
  return { due: due.length, queued: queued.length };
}

/** The notifications cron's digest pass, with its line in the log when anyone was due. */
export async function runDigestPass(
  ctx: DbCtx & { readonly notifications: NotificationQueue },
  scheduledTime: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const run = await queueDueDigests(ctx, scheduledTime);
  if (run.due > 0) {
    log(`Availability digests at ${new Date(scheduledTime).toISOString()}: ${run.due} due, ${run.queued} queued`);
  }
}
