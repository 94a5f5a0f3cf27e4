import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import { REMINDER_SCHEDULE } from "~/core/notifications/limits";
import { games } from "~/worker/db/schema.server";
import worker from "~/worker/index";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { dueRemindersQuery } from "~/worker/notifications/reminders.server";
import { updateNotificationSettings } from "~/worker/notifications/settings.server";
import { createArena, createGame, createUser, db, standClockAt } from "../fixtures";
import { consume, createDevice, pushService } from "../push-fixtures";

const MINUTE = 60_000;
const DAY = 86_400_000;

beforeEach(() => {
  // The cron logs a line per run with reminders due; one test reads it, the rest keep quiet.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** The Worker's scheduled handler for the notifications cron at `at`, its queue held in a list. */
async function runCron(at: number): Promise<NotificationMessage[]> {
  const messages: NotificationMessage[] = [];
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<NotificationMessage>>) => {
      for (const message of batch) messages.push(message.body);
    },
  };
  const controller = createScheduledController({ scheduledTime: at, cron: REMINDER_SCHEDULE.cron });
  await worker.scheduled?.(controller, { ...env, NOTIFICATIONS: queue as unknown as Queue });
  return messages;
}

/** An official with one device, and the messages of a run that are theirs. */
async function official(options: { device?: boolean } = {}) {
  const user = await createUser();
  const device = options.device === false ? null : await createDevice(user.id);
  const mine = (messages: NotificationMessage[]) =>
    messages.filter((message) =>
      message.type === "push" ? message.subscriptionId === device?.id : message.userId === user.id,
    );
  return { user, device, mine };
}

/** A local date and time in a zone, as an instant (the way a planned game gets its tip-off). */
function at(date: string, time: string, zone: string): number {
  const found = instantFromLocal({ date, time }, zone);
  if (!found.ok) throw new Error(`${date} ${time} does not exist in ${zone}`);
  return found.instant;
}

type GameOptions = {
  tipoffAt: number;
  timeZone: string;
  bufferMinutes: number;
  driveMinutes: number;
  createdAt?: number;
  arenaId?: string;
};

async function planGame(userId: string, options: GameOptions) {
  const arenaId = options.arenaId ?? (await createArena()).id;
  return createGame({
    userId,
    arenaId,
    tipoffAt: new Date(options.tipoffAt),
    timeZone: options.timeZone,
    bufferMinutes: options.bufferMinutes,
    driveMinutes: options.driveMinutes,
    createdAt: new Date(options.createdAt ?? options.tipoffAt - 7 * DAY),
  });
}

const leaveAtOf = (game: { tipoffAt: Date; bufferMinutes: number; driveMinutes: number }) =>
  game.tipoffAt.getTime() - (game.bufferMinutes + game.driveMinutes) * MINUTE;

describe("the leave-by reminder", () => {
  it("goes out lead minutes before leave-by, once, with the arena's clock, the entrance and the arrival card; the whole path to the device", async () => {
    const person = await official();
    const arena = await createArena({ name: "Hinkle Fieldhouse", officialsEntrance: "Door 3, north side" });
    // 7:20 PM in Indianapolis, 60 minutes' buffer and a 38-minute drive: leave by 5:42 PM.
    const tipoffAt = at("2027-01-15", "19:20", "America/Indiana/Indianapolis");
    const game = await planGame(person.user.id, {
      tipoffAt,
      timeZone: "America/Indiana/Indianapolis",
      bufferMinutes: 60,
      driveMinutes: 38,
      arenaId: arena.id,
    });
    const leaveAt = tipoffAt - 98 * MINUTE;
    const remindAt = leaveAt - 15 * MINUTE;
    expect(remindAt).toBe(Date.UTC(2027, 0, 15, 22, 27));

    expect(person.mine(await runCron(remindAt - MINUTE))).toEqual([]);
    const sent = person.mine(await runCron(remindAt));
    expect(sent).toEqual([
      {
        type: "push",
        subscriptionId: person.device?.id,
        notice: {
          kind: "leaveBy",
          title: "Leave in 15 min for Hinkle Fieldhouse",
          body: "Leave by 5:42 PM for Hinkle Fieldhouse (38 min drive). Officials' entrance: Door 3, north side.",
          url: `/arenas/${arena.id}#arrival-title`,
          tag: `game-${game.id}`,
          topic: game.id.replaceAll("-", ""),
          urgency: "high",
          expiresAt: leaveAt + 30 * MINUTE,
          actions: [{ title: "Running late", url: `/games/${game.id}/late` }],
        },
      },
    ]);
    expect(person.mine(await runCron(remindAt))).toEqual([]);
    expect(person.mine(await runCron(remindAt + 5 * MINUTE))).toEqual([]);

    // Delivered at the reminder's time: encrypted for the device, urgent, replacing the game's
    // earlier notices, and kept by the push service until leave-by plus 30 minutes.
    standClockAt(remindAt + 2 * MINUTE);
    const service = pushService([{ endpoint: person.device?.endpoint ?? "", keys: person.device?.keys as never }]);
    const result = await consume(sent);
    expect(result.explicitAcks).toEqual(result.ids);
    const [push] = service.received;
    expect(push?.payload).toEqual({
      title: "Leave in 15 min for Hinkle Fieldhouse",
      body: "Leave by 5:42 PM for Hinkle Fieldhouse (38 min drive). Officials' entrance: Door 3, north side.",
      url: `/arenas/${arena.id}#arrival-title`,
      tag: `game-${game.id}`,
      // A button under the notice opens the running-late page of the game.
      actions: [{ title: "Running late", url: `/games/${game.id}/late` }],
    });
    expect(push?.headers).toMatchObject({
      urgency: "high",
      topic: game.id.replaceAll("-", ""),
      ttl: String((leaveAt + 30 * MINUTE - (remindAt + 2 * MINUTE)) / 1000),
      "content-encoding": "aes128gcm",
    });
    expect(push?.vapid).toMatchObject({ ok: true, audience: "https://fcm.googleapis.com" });
  });

  it("says when to be there when the game has no start, and leaves out an entrance nobody knows", async () => {
    const person = await official();
    const arena = await createArena({ name: "Cameron Indoor Stadium", officialsEntrance: null });
    const tipoffAt = at("2027-02-03", "19:00", "America/New_York");
    const game = await createGame({
      userId: person.user.id,
      arenaId: arena.id,
      tipoffAt: new Date(tipoffAt),
      timeZone: "America/New_York",
      bufferMinutes: 45,
      driveMinutes: 0,
      startLabel: null,
      startLatitude: null,
      startLongitude: null,
      createdAt: new Date(tipoffAt - DAY),
    });
    const [message] = person.mine(await runCron(leaveAtOf(game) - 15 * MINUTE));
    expect(message?.notice.body).toBe("Be at Cameron Indoor Stadium by 6:15 PM.");
  });

  it("follows the lead: 0 minutes says it is time to leave, 120 minutes fires two hours ahead", async () => {
    const now = at("2027-02-10", "19:00", "America/Chicago");
    for (const lead of [0, 120]) {
      const person = await official();
      await updateNotificationSettings({ db }, person.user.id, { leadMinutes: lead });
      const game = await planGame(person.user.id, {
        tipoffAt: now + lead * MINUTE + 60 * MINUTE,
        timeZone: "America/Chicago",
        bufferMinutes: 30,
        driveMinutes: 30,
      });
      expect(leaveAtOf(game) - lead * MINUTE).toBe(now);
      expect(person.mine(await runCron(now - MINUTE))).toEqual([]);
      const [message] = person.mine(await runCron(now));
      expect(message?.notice.title).toBe(
        lead === 0
          ? `Time to leave for ${await arenaName(game.arenaId)}`
          : `Leave in 120 min for ${await arenaName(game.arenaId)}`,
      );
    }
  });

  it("sends nothing for a cancelled or removed game, and does for one the feed changed", async () => {
    const person = await official();
    const tipoffAt = at("2027-02-12", "18:00", "America/Denver");
    const options = { tipoffAt, timeZone: "America/Denver", bufferMinutes: 30, driveMinutes: 20 };
    const [cancelled, removed, changed] = [
      await planGame(person.user.id, options),
      await planGame(person.user.id, options),
      await planGame(person.user.id, options),
    ];
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, cancelled.id));
    await db.update(games).set({ status: "removed" }).where(eq(games.id, removed.id));
    await db.update(games).set({ status: "changed" }).where(eq(games.id, changed.id));
    const sent = person.mine(await runCron(leaveAtOf(changed) - 15 * MINUTE));
    expect(sent.map((message) => message.notice.tag)).toEqual([`game-${changed.id}`]);
  });

  it("sends nothing for a game planned or imported after its reminder time", async () => {
    const person = await official();
    const tipoffAt = at("2027-02-14", "15:00", "America/Los_Angeles");
    const remindAt = tipoffAt - 60 * MINUTE - 15 * MINUTE;
    const late = await planGame(person.user.id, {
      tipoffAt,
      timeZone: "America/Los_Angeles",
      bufferMinutes: 30,
      driveMinutes: 30,
      createdAt: remindAt + MINUTE,
    });
    const onTime = await planGame(person.user.id, {
      tipoffAt,
      timeZone: "America/Los_Angeles",
      bufferMinutes: 30,
      driveMinutes: 30,
      createdAt: remindAt,
    });
    const sent = person.mine(await runCron(remindAt + 5 * MINUTE));
    expect(sent.map((message) => message.notice.tag)).toEqual([`game-${onTime.id}`]);
    expect(sent.map((message) => message.notice.tag)).not.toContain(`game-${late.id}`);
  });

  it("sends a moved game's reminder again for its new time, and one whose new reminder time has just passed at once", async () => {
    const person = await official();
    const tipoffAt = at("2027-02-16", "19:00", "America/Chicago");
    const game = await planGame(person.user.id, {
      tipoffAt,
      timeZone: "America/Chicago",
      bufferMinutes: 30,
      driveMinutes: 30,
    });
    const remindAt = tipoffAt - 75 * MINUTE;
    expect(person.mine(await runCron(remindAt))).toHaveLength(1);
    // The assigner moves it an hour later: a new reminder at the new time, and only then.
    await db
      .update(games)
      .set({ tipoffAt: new Date(tipoffAt + 60 * MINUTE), status: "changed" })
      .where(eq(games.id, game.id));
    expect(person.mine(await runCron(remindAt + 55 * MINUTE))).toEqual([]);
    const [later] = person.mine(await runCron(remindAt + 60 * MINUTE));
    expect(later?.notice.body).toContain("Leave by 7:00 PM");
    expect(person.mine(await runCron(remindAt + 65 * MINUTE))).toEqual([]);
    // Then 10 minutes earlier: its reminder time is past but leave-by is not, so the next run tells them.
    await db
      .update(games)
      .set({ tipoffAt: new Date(tipoffAt + 50 * MINUTE) })
      .where(eq(games.id, game.id));
    const [sooner] = person.mine(await runCron(remindAt + 65 * MINUTE));
    expect(sooner?.notice.body).toContain("Leave by 6:50 PM");
  });

  it("follows the settings: leave-by off sends nothing; e-mail on sends an e-mail too; no device and no e-mail, nothing until a device comes", async () => {
    const tipoffAt = at("2027-02-18", "19:00", "America/New_York");
    const options = { tipoff: tipoffAt, timeZone: "America/New_York" };
    const remindAt = tipoffAt - 75 * MINUTE;
    const plan = (userId: string) =>
      planGame(userId, { tipoffAt: options.tipoff, timeZone: options.timeZone, bufferMinutes: 30, driveMinutes: 30 });

    const off = await official();
    await updateNotificationSettings({ db }, off.user.id, { leaveBy: false, email: true });
    await plan(off.user.id);
    const byEmail = await official();
    await updateNotificationSettings({ db }, byEmail.user.id, { email: true });
    await plan(byEmail.user.id);
    const bare = await official({ device: false });
    await plan(bare.user.id);

    const sent = await runCron(remindAt);
    expect(off.mine(sent)).toEqual([]);
    expect(
      byEmail
        .mine(sent)
        .map((message) => message.type)
        .sort(),
    ).toEqual(["email", "push"]);
    expect(bare.mine(sent)).toEqual([]);

    // Nothing was marked sent for the person without a device: one added in time still gets it.
    const device = await createDevice(bare.user.id);
    const later = await runCron(remindAt + 5 * MINUTE);
    expect(later.filter((message) => message.type === "push" && message.subscriptionId === device.id)).toHaveLength(1);
  });
});

async function arenaName(arenaId: string | null): Promise<string> {
  const [row] = await db.all<{ name: string }>(sql`SELECT name FROM arenas WHERE id = ${arenaId}`);
  return row?.name ?? "";
}

describe("exactly once", () => {
  it("two runs at the same instant at once, and the same instant run again, queue each reminder once", async () => {
    const tipoffAt = at("2027-03-01", "19:00", "America/Chicago");
    const count = 30;
    // Thirty officials a game each (one official's games a minute apart would be one day's trip).
    const people: Array<Awaited<ReturnType<typeof official>>> = [];
    for (let index = 0; index < count; index += 1) {
      const person = await official();
      await planGame(person.user.id, {
        tipoffAt: tipoffAt + index * MINUTE,
        timeZone: "America/Chicago",
        bufferMinutes: 30,
        driveMinutes: 30,
      });
      people.push(person);
    }
    const theirs = (messages: NotificationMessage[]) => people.flatMap((person) => person.mine(messages));
    const now = tipoffAt + (count - 1) * MINUTE - 75 * MINUTE;
    const [first, second] = await Promise.all([runCron(now), runCron(now)]);
    const third = await runCron(now);
    const tags = [...theirs(first ?? []), ...theirs(second ?? []), ...theirs(third)].map(
      (message) => message.notice.tag,
    );
    expect(tags).toHaveLength(count);
    expect(new Set(tags).size).toBe(count);
  });
});

describe("the days the clocks change", () => {
  const cases: Array<{
    name: string;
    zone: string;
    date: string;
    tipoff: string;
    buffer: number;
    drive: number;
    remindUtc: number;
    leaveText: string;
  }> = [
    // New York springs forward at 2:00 AM on 2026-03-08: a 9 AM game's leave-by is on daylight time.
    {
      name: "New York, spring, after the change",
      zone: "America/New_York",
      date: "2026-03-08",
      tipoff: "09:00",
      buffer: 60,
      drive: 30,
      remindUtc: Date.UTC(2026, 2, 8, 11, 15),
      leaveText: "Leave by 7:30 AM",
    },
    // Tip-off after the change, leave-by before it: 3:15 AM EDT less an hour is 1:15 AM EST.
    {
      name: "New York, spring, across the change",
      zone: "America/New_York",
      date: "2026-03-08",
      tipoff: "03:15",
      buffer: 30,
      drive: 30,
      remindUtc: Date.UTC(2026, 2, 8, 6, 0),
      leaveText: "Leave by 1:15 AM",
    },
    // New York falls back at 2:00 AM on 2026-11-01: a 9 AM game is on standard time.
    {
      name: "New York, autumn, after the change",
      zone: "America/New_York",
      date: "2026-11-01",
      tipoff: "09:00",
      buffer: 60,
      drive: 30,
      remindUtc: Date.UTC(2026, 10, 1, 12, 15),
      leaveText: "Leave by 7:30 AM",
    },
    // 2:30 AM EST less 90 minutes is 1:00 AM EST, the second of that morning's two 1:00 AMs, so
    // the reminder goes at 1:45 AM EDT; wall-clock arithmetic would send it an hour early.
    {
      name: "New York, autumn, across the change",
      zone: "America/New_York",
      date: "2026-11-01",
      tipoff: "02:30",
      buffer: 60,
      drive: 30,
      remindUtc: Date.UTC(2026, 10, 1, 5, 45),
      leaveText: "Leave by 1:00 AM",
    },
    // Sydney springs forward at 2:00 AM on 2026-10-04 (AEST +10 → AEDT +11).
    {
      name: "Sydney, spring",
      zone: "Australia/Sydney",
      date: "2026-10-04",
      tipoff: "10:00",
      buffer: 60,
      drive: 45,
      remindUtc: Date.UTC(2026, 9, 3, 21, 0),
      leaveText: "Leave by 8:15 AM",
    },
    // Berlin springs forward at 2:00 AM on 2026-03-29 (CET +1 → CEST +2).
    {
      name: "Berlin, spring",
      zone: "Europe/Berlin",
      date: "2026-03-29",
      tipoff: "11:00",
      buffer: 45,
      drive: 30,
      remindUtc: Date.UTC(2026, 2, 29, 7, 30),
      leaveText: "Leave by 9:45 AM",
    },
  ];

  it.each(cases)("$name: fires at the right instant and says the local time", async (example) => {
    const person = await official();
    const tipoffAt = at(example.date, example.tipoff, example.zone);
    await planGame(person.user.id, {
      tipoffAt,
      timeZone: example.zone,
      bufferMinutes: example.buffer,
      driveMinutes: example.drive,
    });
    // An hour early is what a reminder kept on the wrong side of the change would do.
    expect(person.mine(await runCron(example.remindUtc - 60 * MINUTE))).toEqual([]);
    expect(person.mine(await runCron(example.remindUtc - MINUTE))).toEqual([]);
    const [message] = person.mine(await runCron(example.remindUtc));
    expect(message?.notice.body.startsWith(example.leaveText)).toBe(true);
    expect(person.mine(await runCron(example.remindUtc + 60 * MINUTE))).toEqual([]);
  });
});

describe("its cost", () => {
  it("reads the due games through the leave-by index", async () => {
    const query = dueRemindersQuery(db, Date.UTC(2027, 5, 1)).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    expect(details.some((detail) => /SEARCH games USING INDEX games_leave_at_idx/.test(detail))).toBe(true);
    expect(details.some((detail) => /SCAN games\b/.test(detail))).toBe(false);
  });

  it("reads as many rows with 500 more upcoming games as without them", async () => {
    const rowsRead = async (day: string) => {
      const person = await official();
      const tipoffAt = at(day, "19:00", "America/Chicago");
      await planGame(person.user.id, { tipoffAt, timeZone: "America/Chicago", bufferMinutes: 30, driveMinutes: 30 });
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      await runCron(tipoffAt - 75 * MINUTE);
      const line = log.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith("Reminders at"));
      return { person, rows: Number(/(\d+) D1 rows read/.exec(line ?? "")?.[1]) };
    };
    const before = await rowsRead("2031-05-05");
    const arena = await createArena();
    const more = Array.from({ length: 500 }, (_, index) => ({
      userId: before.person.user.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.UTC(2031, 5, 1) + index * 3 * 60 * MINUTE),
      timeZone: "America/Chicago",
      bufferMinutes: 30,
      driveMinutes: 30,
      driveSource: "routing" as const,
    }));
    // D1 binds at most 100 values a statement.
    for (let index = 0; index < more.length; index += 7) await db.insert(games).values(more.slice(index, index + 7));
    const after = await rowsRead("2031-05-12");
    expect(before.rows).toBeGreaterThan(0);
    expect(after.rows).toBe(before.rows);
  });
});

describe("a doubleheader", () => {
  it("reminds to leave for the first game at a gym that day, not for the next one there, which the official is already at", async () => {
    const person = await official();
    const arena = await createArena({ name: "Capital Center" });
    const zone = "America/New_York";
    const plan = (date: string, time: string) =>
      planGame(person.user.id, {
        tipoffAt: at(date, time, zone),
        timeZone: zone,
        bufferMinutes: 30,
        driveMinutes: 40,
        arenaId: arena.id,
      });
    const first = await plan("2027-02-05", "18:00");
    const second = await plan("2027-02-05", "19:45");
    const nextDay = await plan("2027-02-06", "10:00");
    const remindAt = (game: typeof first) => leaveAtOf(game) - 15 * MINUTE;

    const forFirst = person.mine(await runCron(remindAt(first)));
    expect(forFirst.map((message) => message.notice.tag)).toEqual([`game-${first.id}`]);
    expect(person.mine(await runCron(remindAt(second)))).toEqual([]);
    expect(person.mine(await runCron(remindAt(second) + 5 * MINUTE))).toEqual([]);
    const forNextDay = person.mine(await runCron(remindAt(nextDay)));
    expect(forNextDay.map((message) => message.notice.tag)).toEqual([`game-${nextDay.id}`]);
  });

  it("reminds for the later game when the earlier one is cancelled", async () => {
    const person = await official();
    const arena = await createArena({ name: "Westerville Central Gym" });
    const zone = "America/New_York";
    const plan = (time: string) =>
      planGame(person.user.id, {
        tipoffAt: at("2027-02-12", time, zone),
        timeZone: zone,
        bufferMinutes: 30,
        driveMinutes: 25,
        arenaId: arena.id,
      });
    const first = await plan("17:30");
    const second = await plan("19:30");
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, first.id));
    const sent = person.mine(await runCron(leaveAtOf(second) - 15 * MINUTE));
    expect(sent.map((message) => message.notice.tag)).toEqual([`game-${second.id}`]);
  });
});
