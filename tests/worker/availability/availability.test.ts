import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { AVAILABILITY_LIMITS } from "~/core/availability/limits";
import { AVAILABILITY_TEXT as T } from "~/core/availability/messages";
import { whenText } from "~/core/availability/when-text";
import { zonedInstant } from "~/core/games/zoned-time";
import { NOTIFICATION_PAGE_TEXT } from "~/core/notifications/page-text";
import { addDays, mondayOf } from "~/worker/availability/availability.server";
import { type BusyGame, busyTimes } from "~/worker/availability/busy";
import { dueMonday, isDigestPass } from "~/worker/availability/digest.server";
import { platformsOf } from "~/worker/availability/platforms";
import { availabilityBlocks, gameSourceEvents, importSources, notificationSends } from "~/worker/db/schema.server";
import { updateNotificationSettings } from "~/worker/notifications/settings.server";
import {
  api,
  createArena,
  createGame,
  db,
  expectText,
  json,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";
import { createDevice, runNotificationCronAt } from "../push-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZONE = "America/Chicago";

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });
type BusyJson = {
  start: string;
  end: string;
  kind: "game" | "block";
  label: string;
  gameIds?: string[];
  platforms: Array<{ name: string; entered: boolean }>;
};
type AvailabilityJson = {
  timeZone: string;
  clock: string;
  from: string;
  to: string;
  calendars: Array<{ name: string; site: string | null; howTo: string | null }>;
  busy: BusyJson[];
};
type BlockJson = { id: string; start: string; end: string; label: string | null };
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string[]> } };

/** A Monday on Chicago's clock about three weeks ahead: inside the clock's five weeks, past this one. */
const MONDAY = mondayOf(Date.now() + 21 * DAY, ZONE);
const at = (date: string, time: string, zone = ZONE) => zonedInstant({ date, time }, zone);

async function availability(person: SignedIn, from = MONDAY, to = addDays(MONDAY, 6)) {
  const response = await api(`/api/availability?from=${from}&to=${to}`, as(person));
  expect(response.status).toBe(200);
  return json<AvailabilityJson>(response);
}

async function addBlock(person: SignedIn, body: unknown) {
  return api("/api/blocks", { ...as(person), body });
}

/** One of the person's calendars: a feed by its host, or a file by its name. */
async function calendar(person: SignedIn, label: string, kind: "feed" | "file" = "file", host: string | null = null) {
  const [row] = await db
    .insert(importSources)
    .values({
      userId: person.id,
      kind,
      key: kind === "feed" ? `https://${host}/ical/${crypto.randomUUID()}` : label,
      label,
      host,
    })
    .returning({ id: importSources.id });
  if (!row) throw new Error("no source");
  return row.id;
}

/** A game the person has from a calendar, on Chicago's clock. */
async function gameFrom(
  person: SignedIn,
  sourceId: string | null,
  { tipoffAt, arenaId, ...rest }: { tipoffAt: number; arenaId: string } & Record<string, unknown>,
) {
  const game = await createGame({
    userId: person.id,
    arenaId,
    tipoffAt: new Date(tipoffAt),
    timeZone: ZONE,
    source: sourceId ? "file" : "manual",
    ...rest,
  });
  if (sourceId) {
    await db.insert(gameSourceEvents).values({
      importSourceId: sourceId,
      externalUid: crypto.randomUUID(),
      userId: person.id,
      gameId: game.id,
      sentTipoffAt: new Date(tipoffAt),
    });
  }
  return game;
}

let official: SignedIn;
beforeAll(async () => {
  official = await signIn();
}, 120_000);

describe("busy times", () => {
  const game = (id: string, tipoffAt: number, extra: Partial<BusyGame> = {}): BusyGame => ({
    id,
    arenaId: `arena-${id}`,
    point: null,
    tipoffAt,
    timeZone: ZONE,
    status: "scheduled",
    bufferMinutes: 60,
    driveMinutes: 30,
    hasStart: true,
    gym: `Gym ${id}`,
    ownPlatforms: new Set(),
    ...extra,
  });

  it("runs a game from its leave-by to home again, and makes those that touch or overlap one", () => {
    const tipoff = at(MONDAY, "18:00");
    const [alone] = busyTimes([game("a", tipoff)], []);
    expect(alone).toMatchObject({ startAt: tipoff - 90 * MINUTE, endAt: tipoff + 150 * MINUTE });
    // Without a start: from the arrival, and over when the game is.
    const [arrival] = busyTimes([game("b", tipoff, { hasStart: false })], []);
    expect(arrival).toMatchObject({ startAt: tipoff - 60 * MINUTE, endAt: tipoff + 120 * MINUTE });
    // A block ending as the leave-by comes touches it: one busy time.
    const touching = busyTimes(
      [game("c", tipoff)],
      [{ id: "x", startAt: tipoff - 5 * HOUR, endAt: tipoff - 90 * MINUTE, label: "Work" }],
    );
    expect(touching).toHaveLength(1);
    expect(touching[0]).toMatchObject({ startAt: tipoff - 5 * HOUR, endAt: tipoff + 150 * MINUTE });
    // A minute apart is two.
    const apart = busyTimes(
      [game("d", tipoff)],
      [{ id: "y", startAt: tipoff - 5 * HOUR, endAt: tipoff - 91 * MINUTE, label: null }],
    );
    expect(apart).toHaveLength(2);
    // Cancelled and on hold are not busy.
    expect(
      busyTimes([game("e", tipoff, { status: "cancelled" }), game("f", tipoff, { status: "removed" })], []),
    ).toEqual([]);
  });

  it("names each calendar once whatever its case and spacing, and recognises the sites by host or name", () => {
    const { platforms } = platformsOf([
      { id: "1", kind: "feed", label: "Assignr League", host: "metro.assignr.com", fileKey: null },
      { id: "2", kind: "file", label: "assignr  league", host: null, fileKey: "assignr  league" },
      { id: "3", kind: "file", label: "Horizon League", host: null, fileKey: "Horizon League" },
      { id: "4", kind: "file", label: "Ref Town Varsity", host: null, fileKey: "Ref Town Varsity" },
    ]);
    expect(platforms.map(({ name, site }) => [name, site])).toEqual([
      ["Assignr League", "Assignr"],
      ["Horizon League", null],
      ["Ref Town Varsity", "RefTown"],
    ]);
  });
});

describe("what to block where", () => {
  it("drives a doubleheader at two gyms as one evening: one busy time from leaving home to home again", async () => {
    const person = await signIn();
    const first = await createArena({ name: "Chain Gym One", latitude: 41.88, longitude: -87.63 });
    const second = await createArena({ name: "Chain Gym Two", latitude: 41.9, longitude: -87.66 });
    const one = await gameFrom(person, null, { arenaId: first.id, tipoffAt: at(MONDAY, "17:00") });
    const two = await gameFrom(person, null, {
      arenaId: second.id,
      tipoffAt: at(MONDAY, "20:00"),
      bufferMinutes: 30,
    });
    const { busy, timeZone, clock } = await availability(person);
    expect([timeZone, clock]).toEqual([ZONE, "games"]);
    expect(busy).toHaveLength(1);
    const [evening] = busy;
    // Leave home 25 minutes before the 4:00 arrival; home 25 minutes after the second game is over.
    expect(Date.parse(evening?.start ?? "")).toBe(at(MONDAY, "15:35"));
    expect(Date.parse(evening?.end ?? "")).toBe(at(MONDAY, "22:25"));
    expect(evening).toMatchObject({ kind: "game", gameIds: [one.id, two.id] });
    expect(evening?.label).toBe(T.games(2, ["Chain Gym One", "Chain Gym Two"]));
    expect(evening?.label).toBe("2 games: Chain Gym One, Chain Gym Two");
  });

  it("lists each game for the calendars that did not send it and each block for all, until a calendar goes", async () => {
    const person = await signIn();
    const arena = await createArena({ name: "Platform Gym" });
    const assignr = await calendar(person, "Assignr League", "feed", "metro.assignr.com");
    const reftown = await calendar(person, "RefTown");
    const game = await gameFrom(person, assignr, { arenaId: arena.id, tipoffAt: at(addDays(MONDAY, 2), "19:00") });
    const both = await gameFrom(person, assignr, { arenaId: arena.id, tipoffAt: at(addDays(MONDAY, 4), "19:00") });
    await db.insert(gameSourceEvents).values({
      importSourceId: reftown,
      externalUid: crypto.randomUUID(),
      userId: person.id,
      gameId: both.id,
      sentTipoffAt: new Date(at(addDays(MONDAY, 4), "19:00")),
    });
    const added = await addBlock(person, {
      start: `${addDays(MONDAY, 5)}T00:00:00-06:00`,
      end: `${addDays(MONDAY, 6)}T00:00:00-06:00`,
      label: "Family wedding",
    });
    expect(added.status).toBe(201);

    const { busy, calendars } = await availability(person);
    const names = (item: BusyJson | undefined) => item?.platforms.map((platform) => platform.name);
    const [ofGame, ofBoth, ofBlock] = busy;
    expect(ofGame?.gameIds).toEqual([game.id]);
    expect(names(ofGame)).toEqual(["RefTown"]);
    expect(ofGame?.label).toBe(T.gameAt("Platform Gym"));
    // Both calendars sent it: nothing to enter.
    expect(names(ofBoth)).toEqual([]);
    expect(ofBlock).toMatchObject({ kind: "block", label: "Family wedding" });
    expect(names(ofBlock)).toEqual(["Assignr League", "RefTown"]);
    // Assignr recognised by its feed's host, RefTown by its name; each site's help on blocking time.
    expect(calendars).toEqual([
      {
        name: "Assignr League",
        site: "Assignr",
        howTo: "https://support.assignr.com/en/articles/8526553-availability-with-multiple-organizations",
      },
      { name: "RefTown", site: "RefTown", howTo: "https://reftown.com/kbp/index.php?EntryID=54&View=entry" },
    ]);

    await db.delete(importSources).where(eq(importSources.id, reftown));
    const after = await availability(person);
    expect(after.busy.map(names)).toEqual([[], [], ["Assignr League"]]);
    expect(after.calendars.map((calendar) => calendar.name)).toEqual(["Assignr League"]);
  });

  it("keeps a block across midnight and given on another clock as one busy time on the person's clock", async () => {
    const person = await signIn();
    const arena = await createArena();
    await gameFrom(person, null, { arenaId: arena.id, tipoffAt: at(addDays(MONDAY, 1), "19:00") });
    await calendar(person, "RefTown");
    // 10 PM to 2 AM Eastern is 9 PM to 1 AM on the person's Central clock.
    const friday = addDays(MONDAY, 4);
    const response = await addBlock(person, {
      start: `${friday}T22:00:00-05:00`,
      end: `${addDays(friday, 1)}T02:00:00-05:00`,
    });
    expect(response.status).toBe(201);
    const { block } = await json<{ block: BlockJson }>(response);
    expect(block).toMatchObject({
      start: `${friday}T21:00:00-06:00`,
      end: `${addDays(friday, 1)}T01:00:00-06:00`,
      label: null,
    });
    const { busy } = await availability(person);
    const night = busy.find((item) => item.kind === "block");
    expect(night).toMatchObject({ start: block.start, end: block.end, label: T.blockDefault });
    expect(whenText(Date.parse(block.start), Date.parse(block.end), ZONE)).toMatch(
      /^Fri .+, 9:00 PM – Sat .+, 1:00 AM$/,
    );
    const listed = await json<{ blocks: BlockJson[] }>(await api("/api/blocks", as(person)));
    expect(listed.blocks).toEqual([block]);
  });

  it("refuses a block that ends first, lasts over two weeks or is not a time, and a range over 62 days", async () => {
    const cases: Array<[unknown, string]> = [
      [{ start: "2031-01-08T22:00:00-05:00", end: "2031-01-08T21:00:00-05:00" }, T.endAfterStart],
      [{ start: "2031-01-08T22:00:00-05:00", end: "2031-01-23T22:00:01-05:00" }, T.tooLong],
      [{ start: "2031-02-30T10:00:00Z", end: "2031-03-01T10:00:00Z" }, T.startInvalid],
      [{ start: "2031-01-08T10:00", end: "2031-01-08T12:00Z" }, T.startInvalid],
      [{ start: "2031-01-08T10:00Z", end: "tomorrow" }, T.endInvalid],
      [{ start: "2031-01-08T10:00Z", end: "2031-01-08T12:00Z", label: "x".repeat(81) }, "The label must be"],
    ];
    for (const [body, message] of cases) {
      const response = await addBlock(official, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const fourteen = await addBlock(official, { start: "2031-01-08T22:00:00-05:00", end: "2031-01-22T22:00:00-05:00" });
    expect(fourteen.status).toBe(201);
    for (const [query, message] of [
      ["from=2031-01-01&to=2031-03-04", T.rangeTooLong],
      ["from=2031-01-10&to=2031-01-01", T.rangeInvalid],
      ["from=2031-01-01", T.rangeInvalid],
      ["from=2031-02-30&to=2031-03-01", T.rangeInvalid],
    ] as const) {
      const response = await api(`/api/availability?${query}`, as(official));
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect((await api("/api/availability?from=2031-01-01&to=2031-03-03", as(official))).status).toBe(200);
  });

  it("holds each person to 500 blocks ahead", async () => {
    const person = await signIn();
    const start = Date.now() + DAY;
    const rows = Array.from({ length: AVAILABILITY_LIMITS.blocksPerUser }, (_, index) => ({
      userId: person.id,
      startAt: new Date(start + index * HOUR),
      endAt: new Date(start + index * HOUR + MINUTE),
    }));
    for (let first = 0; first < rows.length; first += 15)
      await db.insert(availabilityBlocks).values(rows.slice(first, first + 15));
    const over = await addBlock(person, {
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR).toISOString(),
    });
    expect(over.status).toBe(409);
    expect((await json<ErrorJson>(over)).error.message).toBe(T.tooMany);
  });
});

describe("ticks", () => {
  it("keeps a tick by the busy time's start and calendar, and loses it when the busy time moves", async () => {
    const person = await signIn();
    await calendar(person, "Assignr League");
    await calendar(person, "RefTown");
    const start = `${addDays(MONDAY, 3)}T18:00:00-06:00`;
    const { block } = await json<{ block: BlockJson }>(
      await addBlock(person, { start, end: `${addDays(MONDAY, 3)}T22:00:00-06:00`, label: "Work" }),
    );
    const tick = await api("/api/availability/entered", {
      ...as(person),
      method: "PUT",
      body: { start, platform: "  reftown ", entered: true },
    });
    expect(tick.status).toBe(200);
    const saved = await json<{ start: string; platform: string; entered: boolean }>(tick);
    expect({ ...saved, start: Date.parse(saved.start) }).toEqual({
      start: Date.parse(start),
      platform: "RefTown",
      entered: true,
    });
    const entered = (await availability(person)).busy[0]?.platforms;
    expect(entered).toEqual([
      { name: "Assignr League", entered: false },
      { name: "RefTown", entered: true },
    ]);

    // A block an hour earlier that touches it moves the busy time's start: no ticks any more.
    await addBlock(person, { start: `${addDays(MONDAY, 3)}T17:00:00-06:00`, end: start });
    expect((await availability(person)).busy[0]?.platforms.map((platform) => platform.entered)).toEqual([false, false]);
    // The old start is no busy time's start now.
    const stale = await api("/api/availability/entered", {
      ...as(person),
      method: "PUT",
      body: { start, platform: "RefTown", entered: false },
    });
    expect(stale.status).toBe(404);
    expect((await json<ErrorJson>(stale)).error.message).toBe(T.busyNotFound);
    expect(block.label).toBe("Work");
  });

  it("keeps another person's block, busy times, ticks and calendar out of reach", async () => {
    const owner = await signIn();
    const other = await signIn();
    await calendar(owner, "RefTown");
    await calendar(other, "RefTown");
    const start = `${addDays(MONDAY, 2)}T08:00:00-06:00`;
    const { block } = await json<{ block: BlockJson }>(
      await addBlock(owner, { start, end: `${addDays(MONDAY, 2)}T12:00:00-06:00` }),
    );
    const arena = await createArena();
    const game = await gameFrom(owner, null, { arenaId: arena.id, tipoffAt: at(addDays(MONDAY, 3), "19:00") });

    expect((await api(`/api/blocks/${block.id}`, { ...as(other), method: "DELETE" })).status).toBe(404);
    expect((await api("/api/blocks/not-a-block", { ...as(owner), method: "DELETE" })).status).toBe(404);
    const theirs = await api("/api/availability/entered", {
      ...as(other),
      method: "PUT",
      body: { start, platform: "RefTown", entered: true },
    });
    expect(theirs.status).toBe(404);
    const seen = await availability(other);
    expect(seen.busy).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(game.id);
    expect((await json<{ blocks: BlockJson[] }>(await api("/api/blocks", as(other)))).blocks).toEqual([]);
    // The owner's own removal works, once.
    expect((await api(`/api/blocks/${block.id}`, { ...as(owner), method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/blocks/${block.id}`, { ...as(owner), method: "DELETE" })).status).toBe(404);

    const ownerFeed = await json<{ url: string }>(await api("/api/availability/feed", as(owner)));
    const otherFeed = await json<{ url: string }>(await api("/api/availability/feed", as(other)));
    expect(ownerFeed.url).not.toBe(otherFeed.url);
  });
});

describe("the busy-times calendar", () => {
  it("holds the times alone: no name, gym, team, level or label; a wrong or revoked token is 404", async () => {
    const person = await signIn();
    const arena = await createArena({ name: "Secret Fieldhouse", address: "1 Hidden Lane", city: "Covert" });
    await calendar(person, "Assignr League");
    const game = await gameFrom(person, null, {
      arenaId: arena.id,
      tipoffAt: at(addDays(MONDAY, 1), "19:00"),
      teams: { home: "Lions Prep", away: "Tigers Academy" },
      level: "Varsity Girls",
      crew: [{ name: "Jane Doe", position: "Umpire" }],
      venueText: "Secret Fieldhouse Main Gym",
      payer: "Metro Conference",
    });
    await gameFrom(person, null, { arenaId: arena.id, tipoffAt: at(addDays(MONDAY, 2), "19:00"), status: "cancelled" });
    await addBlock(person, {
      start: `${addDays(MONDAY, 4)}T00:00:00-06:00`,
      end: `${addDays(MONDAY, 5)}T00:00:00-06:00`,
      label: "Grandma's wedding",
    });

    const first = await json<{ url: string; webcal: string }>(await api("/api/availability/feed", as(person)));
    const again = await json<{ url: string; webcal: string }>(await api("/api/availability/feed", as(person)));
    expect(again).toEqual(first);
    const path = new URL(first.url).pathname;
    expect(path).toMatch(/^\/busy\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(first.webcal).toBe(`webcal://${new URL(first.url).host}${path}`);

    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const text = await response.text();
    for (const secret of [
      arena.name,
      "1 Hidden Lane",
      "Covert",
      "Lions Prep",
      "Tigers Academy",
      "Varsity",
      "Jane Doe",
      "Main Gym",
      "Metro Conference",
      "Grandma",
      "wedding",
      person.name,
      person.email,
      "Assignr",
      game.id,
      arena.id,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    // The game (not the cancelled one) and the wedding day.
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.getFirstPropertyValue("summary")).toBe(T.eventSummary);
      expect(
        event
          .getAllProperties()
          .map((property) => property.name)
          .sort(),
      ).toEqual(["dtend", "dtstamp", "dtstart", "last-modified", "summary", "uid"].sort());
      expect(event.getAllSubcomponents()).toEqual([]);
    }
    const game0 = events[0];
    expect(game0?.getFirstPropertyValue("dtstart")?.toString()).toBe(
      new Date(at(addDays(MONDAY, 1), "19:00") - 85 * MINUTE).toISOString().replace(".000", ""),
    );

    const wrong = await request("/busy/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics");
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect((await request("/busy/short.ics")).status).toBe(404);
    expect((await api("/api/availability/feed", { ...as(person), method: "DELETE" })).status).toBe(204);
    expect((await request(path)).status).toBe(404);
    const renewed = await json<{ url: string }>(await api("/api/availability/feed", as(person)));
    expect(renewed.url).not.toBe(first.url);
  });
});

describe("the weekly digest", () => {
  // A Monday years ahead on Chicago's clock: no other test's cron runs then.
  const DIGEST_MONDAY = mondayOf(Date.UTC(2031, 2, 5), ZONE);
  const seven = at(DIGEST_MONDAY, "07:00");

  it("runs hourly while it is Monday morning somewhere, and is due from 7 AM to noon on the person's clock", () => {
    expect(isDigestPass(seven)).toBe(true);
    expect(isDigestPass(seven + 5 * MINUTE)).toBe(false);
    expect(dueMonday(seven, ZONE)).toBe(DIGEST_MONDAY);
    expect(dueMonday(seven - HOUR, ZONE)).toBeNull();
    expect(dueMonday(seven + 5 * HOUR, ZONE)).toBeNull();
    expect(dueMonday(seven, "America/Los_Angeles")).toBeNull();
  });

  it("tells once on Monday how many are still to enter on each calendar, by push; off when turned off", async () => {
    const person = await signIn();
    const device = await createDevice(person.id);
    const arena = await createArena({ name: "Digest Gym" });
    const assignr = await calendar(person, "Assignr League");
    const reftown = await calendar(person, "RefTown");
    await gameFrom(person, assignr, { arenaId: arena.id, tipoffAt: at(addDays(DIGEST_MONDAY, 1), "19:00") });
    await gameFrom(person, reftown, { arenaId: arena.id, tipoffAt: at(addDays(DIGEST_MONDAY, 3), "19:00") });
    await db.insert(availabilityBlocks).values({
      userId: person.id,
      startAt: new Date(at(addDays(DIGEST_MONDAY, 5), "00:00")),
      endAt: new Date(at(addDays(DIGEST_MONDAY, 6), "00:00")),
      label: "Day off",
    });
    // One a week ahead, and one over before Monday's 7 AM: only the first counts.
    await gameFrom(person, reftown, { arenaId: arena.id, tipoffAt: at(addDays(DIGEST_MONDAY, 8), "19:00") });
    await gameFrom(person, reftown, { arenaId: arena.id, tipoffAt: at(addDays(DIGEST_MONDAY, -1), "19:00") });
    const mine = (messages: Awaited<ReturnType<typeof runNotificationCronAt>>) =>
      messages.filter((message) => message.type === "push" && message.subscriptionId === device.id);

    expect(mine(await runNotificationCronAt(seven - HOUR))).toEqual([]);
    const [sent, ...more] = mine(await runNotificationCronAt(seven));
    expect(more).toEqual([]);
    expect(sent?.notice).toMatchObject({ kind: "availabilityDigest", title: T.digestTitle, url: "/availability" });
    // Each game on the calendar that did not send it, the day off on both.
    expect(sent?.notice.body).toBe("5 blocks to enter this week: 3 in Assignr League, 2 in RefTown");
    expect(sent?.notice.body).toBe(
      T.digest([
        ["Assignr League", 3],
        ["RefTown", 2],
      ]),
    );
    expect(T.digest([["RefTown", 1]])).toBe("1 block to enter this week: 1 in RefTown");
    expect(mine(await runNotificationCronAt(seven + HOUR))).toEqual([]);
    const markers = await db.select().from(notificationSends).where(eq(notificationSends.userId, person.id));
    expect(markers.map((marker) => marker.key)).toEqual([`availability_digest:${person.id}:${DIGEST_MONDAY}`]);

    // The next Monday, the digest turned off: nothing.
    await updateNotificationSettings({ db }, person.id, { availabilityDigest: false });
    expect(mine(await runNotificationCronAt(seven + 7 * DAY))).toEqual([]);
    expect(NOTIFICATION_PAGE_TEXT.availabilityDigestLabel).toContain("Monday");
  });
});

describe("the page, without JavaScript", () => {
  it("adds a day off, ticks it per calendar, links the busy calendar and says whose clock it reads", async () => {
    const person = await signIn();
    await calendar(person, "Assignr League");
    await calendar(person, "RefTown");
    const page = async () => (await api("/availability", as(person))).text();
    const empty = await page();
    expectText(empty, T.clock.utc);
    expectText(empty, T.thisWeek);
    expectText(empty, T.noBlocks);
    expectText(empty, T.feedNone);
    // React writes an apostrophe as &#x27;.
    expectText(empty, T.description.replaceAll("'", "&#x27;"));
    expectText(empty, T.blockTitle);
    expectText(empty, T.feedHint.slice(0, 40));

    const day = addDays(mondayOf(Date.now(), "UTC"), 9);
    const refused = await postForm(
      "/availability",
      { intent: "block-add", startDate: day, startTime: "20:00", endDate: day, endTime: "19:00", label: "" },
      as(person),
    );
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expectText(refusedPage, T.endAfterStart);
    expectText(refusedPage, 'value="20:00"');
    const bad = await postForm("/availability", { intent: "block-add", startDate: "soon" }, as(person));
    expectText(await bad.text(), T.dateInvalid);

    const added = await postForm(
      "/availability",
      { intent: "block-add", startDate: day, label: "Day off" },
      as(person),
    );
    expect(added.status).toBe(302);
    const withBlock = await page();
    expectText(withBlock, "Day off");
    expectText(withBlock, whenText(at(day, "00:00", "UTC"), at(addDays(day, 1), "00:00", "UTC"), "UTC"));
    expectText(withBlock, T.enteredIn("RefTown"));
    expectText(withBlock, T.calendarsTitle);
    expectText(withBlock, T.howTo("Assignr League"));
    expect(withBlock).toMatch(/aria-pressed="false"[^>]*>.*Entered in RefTown/s);

    const { busy } = await json<AvailabilityJson>(await api("/api/availability", as(person)));
    const start = busy[0]?.start ?? "";
    const ticked = await postForm(
      "/availability",
      { intent: "entered", start, platform: "RefTown", entered: "true" },
      as(person),
    );
    expect(ticked.status).toBe(302);
    expect(ticked.headers.get("location")).toBe("/availability");
    const after = await json<AvailabilityJson>(await api("/api/availability", as(person)));
    expect(after.busy[0]?.platforms.map((platform) => [platform.name, platform.entered])).toEqual([
      ["Assignr League", false],
      ["RefTown", true],
    ]);
    const nowhere = await postForm(
      "/availability",
      { intent: "entered", start, platform: "ZebraWeb", entered: "true" },
      as(person),
    );
    expect(nowhere.status).toBe(404);

    expect((await postForm("/availability", { intent: "feed-create" }, as(person))).status).toBe(302);
    const shared = await page();
    expectText(shared, T.feedRevoke);
    expect(shared).toMatch(/\/busy\/[A-Za-z0-9_-]{32}\.ics/);
    expect((await postForm("/availability", { intent: "feed-revoke" }, as(person))).status).toBe(302);
    expectText(await page(), T.feedNone);

    const games = await (await api("/games", as(person))).text();
    expect(games).toContain('href="/availability"');
  });
});
