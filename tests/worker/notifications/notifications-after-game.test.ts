import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_GAME } from "~/core/knowledge/limits";
import { arrivalQuestion } from "~/core/knowledge/messages";
import { NOTICE_TEXT } from "~/core/notifications/messages";
import { arenaSuggestions, arrivalAskDismissals, type games, notificationSends } from "~/worker/db/schema.server";
import { dueAfterGameQuery } from "~/worker/notifications/after-game.server";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { updateNotificationSettings } from "~/worker/notifications/settings.server";
import { createArena, createGame, createUser, db, standClockAt } from "../fixtures";
import { consume, createDevice, pushService, runNotificationCronAt } from "../push-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  // The cron logs a line per run with something due; one test reads it, the rest keep quiet.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** An official with one device (unless told), and the messages of a run that are theirs. */
async function official(options: { device?: boolean } = {}) {
  const user = await createUser();
  const device = options.device === false ? null : await createDevice(user.id);
  const mine = (messages: NotificationMessage[]) =>
    messages.filter((message) =>
      message.type === "push" ? message.subscriptionId === device?.id : message.userId === user.id,
    );
  return { user, device, mine };
}

/**
 * A moment of its own for each test: a random minute in 2032–2035, so no other test's games end
 * near it (the cron reads everyone's).
 */
function ownInstant(): number {
  return Date.UTC(2032, 0, 1) + Math.floor(Math.random() * 4 * 365 * 24 * 60) * MINUTE;
}

async function played(
  userId: string,
  tipoffAt: number,
  { arenaId, ...overrides }: Omit<Partial<typeof games.$inferInsert>, "arenaId"> & { arenaId?: string } = {},
) {
  return createGame({
    userId,
    arenaId: arenaId ?? (await createArena({ name: `Gym ${crypto.randomUUID().slice(0, 6)}` })).id,
    tipoffAt: new Date(tipoffAt),
    timeZone: "America/Indiana/Indianapolis",
    createdAt: new Date(tipoffAt - 3 * DAY),
    ...overrides,
  });
}

const dueAt = (game: { tipoffAt: Date }) => game.tipoffAt.getTime() + AFTER_GAME.dueAfterTipoffMs;

describe("the push after the game", () => {
  it("goes out 30 minutes after the expected end, once, naming the arena and opening the form; the whole path to the device", async () => {
    const person = await official();
    const arena = await createArena({ name: "Hinkle Fieldhouse" });
    const game = await played(person.user.id, ownInstant(), { arenaId: arena.id });
    const due = dueAt(game);
    expect(due - game.tipoffAt.getTime()).toBe(2 * HOUR + 30 * MINUTE);

    expect(person.mine(await runNotificationCronAt(due - MINUTE))).toEqual([]);
    const sent = person.mine(await runNotificationCronAt(due));
    const notice = {
      kind: "afterGame",
      title: "How was the arrival at Hinkle Fieldhouse?",
      body: "Pin the officials' door for the next crew. Ejection or incident to report?",
      url: `/games/${game.id}/arrival`,
      tag: `game-${game.id}`,
      topic: game.id.replaceAll("-", ""),
      urgency: "normal",
      expiresAt: due + 12 * HOUR,
    };
    expect(sent).toEqual([{ type: "push", subscriptionId: person.device?.id, notice }]);
    expect(notice.title).toBe(NOTICE_TEXT.afterGameTitle("Hinkle Fieldhouse"));
    expect(notice.title).toBe(arrivalQuestion("Hinkle Fieldhouse"));
    expect(notice.body).toBe(NOTICE_TEXT.afterGameBody);
    // Once: the same instant again, and every run after it, send nothing more.
    expect(person.mine(await runNotificationCronAt(due))).toEqual([]);
    expect(person.mine(await runNotificationCronAt(due + 5 * MINUTE))).toEqual([]);
    const [marker] = await db.select().from(notificationSends).where(eq(notificationSends.gameId, game.id));
    expect(marker).toMatchObject({ key: `after_game:${game.id}`, kind: "after_game", userId: person.user.id });

    // Delivered: encrypted for the device, replacing the game's earlier notices, kept 12 hours.
    standClockAt(due + MINUTE);
    const service = pushService([{ endpoint: person.device?.endpoint ?? "", keys: person.device?.keys as never }]);
    const result = await consume(sent);
    expect(result.explicitAcks).toEqual(result.ids);
    expect(service.received[0]?.payload).toEqual({
      title: notice.title,
      body: notice.body,
      url: notice.url,
      tag: notice.tag,
    });
    expect(service.received[0]?.headers).toMatchObject({
      urgency: "normal",
      topic: notice.topic,
      ttl: String((notice.expiresAt - (due + MINUTE)) / 1000),
    });
  });

  it("sends once when two runs meet at the same instant", async () => {
    const person = await official();
    const game = await played(person.user.id, ownInstant());
    const runs = await Promise.all([runNotificationCronAt(dueAt(game)), runNotificationCronAt(dueAt(game))]);
    expect(runs.flatMap(person.mine)).toHaveLength(1);
  });

  it("still goes from a run up to an hour late, and not later", async () => {
    const person = await official();
    const late = await played(person.user.id, ownInstant());
    expect(person.mine(await runNotificationCronAt(dueAt(late) + AFTER_GAME.lateMs - MINUTE))).toHaveLength(1);
    const later = await played(person.user.id, ownInstant());
    expect(person.mine(await runNotificationCronAt(dueAt(later) + AFTER_GAME.lateMs))).toEqual([]);
  });

  it("goes by e-mail where chosen, and not at all with afterGame off or nothing to receive it on", async () => {
    const byEmail = await official({ device: false });
    await updateNotificationSettings({ db }, byEmail.user.id, { email: true });
    const mailed = await played(byEmail.user.id, ownInstant());
    const [message] = byEmail.mine(await runNotificationCronAt(dueAt(mailed)));
    expect(message).toMatchObject({ type: "email", userId: byEmail.user.id, notice: { kind: "afterGame" } });

    const off = await official();
    await updateNotificationSettings({ db }, off.user.id, { afterGame: false });
    const quiet = await played(off.user.id, ownInstant());
    expect(off.mine(await runNotificationCronAt(dueAt(quiet)))).toEqual([]);

    const nowhere = await official({ device: false });
    const unheard = await played(nowhere.user.id, ownInstant());
    await runNotificationCronAt(dueAt(unheard));
    // No marker either: a device added later in the window still gets it.
    expect(await db.select().from(notificationSends).where(eq(notificationSends.gameId, unheard.id))).toEqual([]);
  });

  it("asks only while the question is open: not for cancelled or removed games, known arenas, answered or dismissed ones", async () => {
    const person = await official();
    const at = () => ownInstant();
    const cancelled = await played(person.user.id, at(), { status: "cancelled" });
    const removed = await played(person.user.id, at(), { status: "removed" });
    const knownArena = await createArena({
      officialsEntrance: "Door 3",
      officialsParking: "Lot 4",
      dressingRoom: "112",
    });
    const known = await played(person.user.id, at(), { arenaId: knownArena.id });
    const othersPending = await createArena({ approved: false, createdBy: (await createUser()).id });
    const elsewhere = await played(person.user.id, at(), { arenaId: othersPending.id });
    const answered = await played(person.user.id, at());
    await db.insert(arenaSuggestions).values({
      arenaId: answered.arenaId ?? "",
      userId: person.user.id,
      fields: { officialsEntrance: "Door 3" },
      base: { officialsEntrance: null },
      baseUpdatedAt: new Date(),
      createdAt: new Date(answered.tipoffAt.getTime() + 2 * HOUR),
      status: "rejected",
    });
    const dismissed = await played(person.user.id, at());
    await db.insert(arrivalAskDismissals).values({
      userId: person.user.id,
      arenaId: dismissed.arenaId ?? "",
      dismissedAt: new Date(dismissed.tipoffAt.getTime() + 2 * HOUR),
    });
    const plannedLate = await played(person.user.id, at(), { createdAt: new Date(Date.UTC(2036, 0, 1)) });
    for (const game of [cancelled, removed, known, elsewhere, answered, dismissed, plannedLate]) {
      const sent = person.mine(await runNotificationCronAt(dueAt(game)));
      expect({ game: game.id, sent }).toEqual({ game: game.id, sent: [] });
    }
    // The person's own pending arena asks, like a published one.
    const own = await createArena({ approved: false, createdBy: person.user.id });
    const ownGame = await played(person.user.id, at(), { arenaId: own.id });
    expect(person.mine(await runNotificationCronAt(dueAt(ownGame)))).toHaveLength(1);
  });

  it("asks once after a doubleheader, after the last game at that arena", async () => {
    const person = await official();
    const arena = await createArena();
    const start = ownInstant();
    const first = await played(person.user.id, start, { arenaId: arena.id });
    const second = await played(person.user.id, start + 90 * MINUTE, { arenaId: arena.id });
    expect(person.mine(await runNotificationCronAt(dueAt(first)))).toEqual([]);
    const sent = person.mine(await runNotificationCronAt(dueAt(second)));
    expect(sent.map((message) => message.notice.url)).toEqual([`/games/${second.id}/arrival`]);
  });
});

describe("its cost", () => {
  it("reads the games that ended through the tip-off index, not every game", async () => {
    const query = dueAfterGameQuery(db, Date.UTC(2027, 5, 1)).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    expect(details.some((detail) => /SEARCH games USING (COVERING )?INDEX games_tipoff_active_idx/.test(detail))).toBe(
      true,
    );
    expect(details.some((detail) => /SCAN games\b/.test(detail))).toBe(false);
  });

  it("reports a run that had questions due", async () => {
    const person = await official();
    const game = await played(person.user.id, ownInstant());
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await runNotificationCronAt(dueAt(game));
    const line = log.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith("After-game questions"));
    expect(line).toMatch(
      new RegExp(
        `^After-game questions at ${new Date(dueAt(game)).toISOString()}: \\d+ due, \\d+ queued, \\d+ D1 rows read$`,
      ),
    );
  });
});
