import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import type { Coordinates } from "~/core/geo/distance";
import { WEATHER_CHECKS } from "~/core/weather/limits";
import { WEATHER_TEXT } from "~/core/weather/messages";
import { createCtx } from "~/worker/context/ctx.server";
import { arenas, games } from "~/worker/db/schema.server";
import { runNotificationCron } from "~/worker/notifications/cron.server";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { gamesToCheckQuery } from "~/worker/notifications/weather-line.server";
import { createNwsWeather } from "~/worker/weather/nws";
import { judgeWeather, weatherMoveMinutes } from "~/worker/weather/rule";
import { pointText, type Weather, type WeatherAlert, type WeatherAnswer } from "~/worker/weather/weather";
import empty from "../../fixtures/weather/empty.json";
import outside404 from "../../fixtures/weather/outside-404.json";
import winterStorm from "../../fixtures/weather/winter-storm-warning.json";
import { api, createArena, createGame, createUser, db, fakeGeocoder, json, request, signIn } from "../fixtures";
import { createDevice } from "../push-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZONE = "America/Indiana/Indianapolis";

beforeEach(() => {
  // The cron logs a line per run; the adapter a line per failure. The tests read them where it matters.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

// ---- The adapter, on recorded answers ----

const nws = () =>
  createNwsWeather({
    baseUrl: "https://weather.example.gov",
    userAgent: "Tipoff/1.0 (+https://tipoff.app; test@example.com)",
    timeoutMs: 50,
  });
const FARGO = { latitude: 46.8831, longitude: -96.7724 };

describe("the National Weather Service adapter against recorded answers", () => {
  it("a winter storm warning: each alert's event, severity, headline, onset and end, asked at a grid point with our User-Agent", async () => {
    const network = fakeGeocoder({ body: JSON.stringify(winterStorm), contentType: "application/geo+json" });
    const answer = await nws().alertsAt(FARGO);
    expect(answer).toEqual({
      outcome: "found",
      alerts: [
        {
          event: "Winter Storm Warning",
          severity: "Severe",
          headline:
            "Winter Storm Warning issued December 1 at 3:12AM CST until December 2 at 12:00PM CST by NWS Grand Forks ND",
          onset: Date.parse("2026-12-01T12:00:00-06:00"),
          ends: Date.parse("2026-12-02T12:00:00-06:00"),
        },
        {
          event: "Extreme Cold Watch",
          severity: "Severe",
          headline:
            "Extreme Cold Watch issued December 1 at 3:12AM CST until December 3 at 12:00PM CST by NWS Grand Forks ND",
          onset: Date.parse("2026-12-02T18:00:00-06:00"),
          ends: Date.parse("2026-12-03T12:00:00-06:00"),
        },
      ],
    });
    const [call] = network.calls;
    // 46.8831, -96.7724 on the 0.1° grid: never the person's point to 4 decimals.
    expect(call?.url.toString()).toBe("https://weather.example.gov/alerts/active?point=46.90,-96.80");
    expect(call?.headers.get("user-agent")).toBe("Tipoff/1.0 (+https://tipoff.app; test@example.com)");
    expect(call?.headers.get("accept")).toBe("application/geo+json");
  });

  it("no alert in force: found, none", async () => {
    fakeGeocoder({ body: JSON.stringify(empty), contentType: "application/geo+json" });
    expect(await nws().alertsAt({ latitude: 39.8436, longitude: -86.1674 })).toEqual({ outcome: "found", alerts: [] });
  });

  it("a point outside the US (404 or 400): nothing, and no error logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const status of [404, 400]) {
      vi.spyOn(globalThis, "fetch").mockResolvedValue(
        new Response(JSON.stringify(outside404), { status, headers: { "content-type": "application/problem+json" } }),
      );
      expect(await nws().alertsAt({ latitude: 51.0447, longitude: -114.0719 })).toEqual({
        outcome: "outside",
        alerts: [],
      });
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("an HTTP error, an answer of another shape, a refused connection or a timeout: no alerts and a log line, never a throw", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const replies = [
      () => new Response("Service Unavailable", { status: 503 }),
      () => new Response("<html>blocked</html>", { status: 200, headers: { "content-type": "text/html" } }),
      () => new Response(JSON.stringify({ type: "Feature", features: "none" }), { status: 200 }),
      () => new Response(JSON.stringify(outside404), { status: 500 }),
    ];
    for (const reply of replies) {
      vi.spyOn(globalThis, "fetch").mockResolvedValue(reply());
      expect(await nws().alertsAt(FARGO)).toEqual({ outcome: "failed", alerts: [] });
    }
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    expect(await nws().alertsAt(FARGO)).toEqual({ outcome: "failed", alerts: [] });
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    expect(await nws().alertsAt(FARGO)).toEqual({ outcome: "failed", alerts: [] });
    expect(warn).toHaveBeenCalledTimes(replies.length + 2);
  });

  it("an alert without an end ends at its expiry, without an onset begins when effective; tests, cancels and odd features are left out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const [storm] = winterStorm.features;
    const feature = (properties: Record<string, unknown>) => ({
      ...storm,
      properties: { ...storm?.properties, ...properties },
    });
    const reply = {
      ...winterStorm,
      features: [
        feature({ ends: null, onset: null, headline: null, severity: "Catastrophic" }),
        feature({ status: "Test" }),
        feature({ messageType: "Cancel" }),
        { type: "Feature", properties: { event: 42 } },
      ],
    };
    fakeGeocoder({ body: JSON.stringify(reply) });
    expect(await nws().alertsAt(FARGO)).toEqual({
      outcome: "found",
      alerts: [
        {
          event: "Winter Storm Warning",
          severity: "Unknown",
          headline: "Winter Storm Warning",
          onset: Date.parse("2026-12-01T03:12:00-06:00"),
          ends: Date.parse("2026-12-01T15:15:00-06:00"),
        },
      ],
    });
  });
});

// ---- The rule ----

const LEAVE = Date.UTC(2031, 0, 15, 22, 0);
const TRIP = { leaveAt: LEAVE, arriveBy: LEAVE + 80 * MINUTE, gameEndsAt: LEAVE + 260 * MINUTE };

function alert(overrides: Partial<WeatherAlert> = {}): WeatherAlert {
  return {
    event: "Winter Storm Warning",
    severity: "Severe",
    headline: "Winter Storm Warning issued by NWS Indianapolis IN",
    onset: LEAVE - 5 * HOUR,
    ends: LEAVE + 12 * HOUR,
    ...overrides,
  };
}

const judge = (gym: WeatherAlert[], start: WeatherAlert[] | null = [], driveMinutes = 80) =>
  judgeWeather({
    trip: TRIP,
    driveMinutes,
    gym: { place: "Hinkle Fieldhouse", alerts: gym },
    start: start === null ? null : { place: "Home", alerts: start },
  });

describe("the rule", () => {
  it("moves leave-by a quarter of the drive, at least 15 minutes, rounded up to 5", () => {
    expect([0, 13, 38, 60, 61, 80, 81, 120, 200].map(weatherMoveMinutes)).toEqual([15, 15, 15, 15, 20, 20, 25, 30, 50]);
  });

  it("a Severe or Extreme alert of a listed event in force during the drive moves it, and says why", () => {
    expect(judge([alert()])).toMatchObject({
      minutes: 20,
      moved: { event: "Winter Storm Warning", place: "Hinkle Fieldhouse" },
    });
    expect(judge([alert({ event: "Flash Flood Warning", severity: "Extreme" })]).minutes).toBe(20);
    expect(judge([], [alert({ event: "Dense Fog Advisory" })])).toMatchObject({
      minutes: 20,
      moved: { event: "Dense Fog Advisory", place: "Home" },
    });
  });

  it("a milder alert, or one of another event, is listed and moves nothing", () => {
    for (const listed of [
      alert({ event: "Winter Weather Advisory", severity: "Moderate" }),
      alert({ severity: "Minor" }),
      alert({ severity: "Unknown" }),
      alert({ event: "Winter Storm Watch" }),
      alert({ event: "Extreme Cold Warning", severity: "Extreme" }),
      alert({ event: "Tornado Warning", severity: "Extreme" }),
    ]) {
      const verdict = judge([listed]);
      expect(verdict, listed.event).toMatchObject({ minutes: 0, moved: null });
      expect(verdict.alerts.map((kept) => kept.event)).toEqual([listed.event]);
    }
  });

  it("counts an alert only while in force during the drive: begun by the arrival, not over by the leave-by", () => {
    // Begins after the arrival, during the game: listed, no move.
    const later = judge([alert({ onset: TRIP.arriveBy + MINUTE })]);
    expect(later).toMatchObject({ minutes: 0, alerts: [{ event: "Winter Storm Warning" }] });
    // Begins at the arrival, or ends at the leave-by: in force.
    expect(judge([alert({ onset: TRIP.arriveBy })]).minutes).toBe(20);
    expect(judge([alert({ ends: TRIP.leaveAt })]).minutes).toBe(20);
    // Over before the official leaves: not even listed.
    expect(judge([alert({ ends: TRIP.leaveAt - MINUTE })])).toMatchObject({ minutes: 0, alerts: [] });
    // Begins after the game: not listed.
    expect(judge([alert({ onset: TRIP.gameEndsAt + MINUTE })]).alerts).toEqual([]);
    // No end at all: in force.
    expect(judge([alert({ ends: null, onset: null })]).minutes).toBe(20);
  });

  it("moves do not add up: the largest counts, named by the most severe alert, the gym's before the start's", () => {
    const severe = alert();
    const extreme = alert({ event: "Blizzard Warning", severity: "Extreme", headline: "Blizzard Warning" });
    expect(judge([severe, extreme], [alert({ event: "High Wind Warning", headline: "wind" })])).toMatchObject({
      minutes: 20,
      moved: { event: "Blizzard Warning", place: "Hinkle Fieldhouse" },
    });
    expect(judge([severe], [alert({ event: "Ice Storm Warning", headline: "ice" })]).moved).toEqual({
      event: "Winter Storm Warning",
      place: "Hinkle Fieldhouse",
    });
    // The same alert over the gym and the start is listed once.
    expect(judge([severe], [severe]).alerts).toHaveLength(1);
  });

  it("a game without a start has no drive to move; outside the US there is nothing", () => {
    expect(judge([alert()], null)).toMatchObject({
      minutes: 0,
      moved: null,
      alerts: [{ event: "Winter Storm Warning" }],
    });
    expect(judge([], [])).toEqual({ minutes: 0, moved: null, alerts: [] });
  });
});

// ---- The cron ----

/** A point of a grid cell no other test uses: the KV cache and the fake's counts are per cell. */
function ownPoint(): Coordinates {
  const step = WEATHER_CHECKS.gridDegrees;
  const cell = (from: number, span: number) => Math.round((from + Math.random() * span) / step) * step + 0.004;
  return { latitude: cell(26, 20), longitude: cell(-123, 50) };
}

/** An evening no other test plans a game on: a random day of 2031–2035 in Indianapolis. */
function ownEvening(time = "20:00"): number {
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 5 * 365) * DAY).toISOString().slice(0, 10);
  const found = instantFromLocal({ date: day, time }, ZONE);
  if (!found.ok) throw new Error(`${day} ${time} does not exist in ${ZONE}`);
  return found.instant;
}

/** The weather service as a fake: answers by grid point, and counts what it was asked. */
function fakeWeather(answer: (point: string) => WeatherAnswer) {
  const calls: string[] = [];
  const weather: Weather = {
    alertsAt: async (point) => {
      calls.push(pointText(point));
      return answer(pointText(point));
    },
  };
  return { weather, callsAt: (point: Coordinates) => calls.filter((call) => call === pointText(point)).length };
}

const found = (...alerts: WeatherAlert[]): WeatherAnswer => ({ outcome: "found", alerts });

/** The notifications cron at `at` with this weather service; its queue held in a list. */
async function runCron(at: number, weather: Weather): Promise<NotificationMessage[]> {
  const messages: NotificationMessage[] = [];
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<NotificationMessage>>) => {
      for (const message of batch) messages.push(message.body);
    },
  };
  const ctx = createCtx({ ...env, NOTIFICATIONS: queue as unknown as Queue }, { now: () => at, weather });
  await runNotificationCron(ctx, at);
  return messages;
}

type PlannedGame = {
  tipoffAt: number;
  driveMinutes: number;
  gym: Coordinates;
  start: Coordinates | null;
  arenaName?: string;
};

/** A game at its own arena (named, at `gym`), driven from `start` (labelled Home). */
async function planGame(
  userId: string,
  { tipoffAt, driveMinutes, gym, start, arenaName = "Hinkle Fieldhouse" }: PlannedGame,
) {
  const arena = await createArena({ name: arenaName, ...gym });
  const game = await createGame({
    userId,
    arenaId: arena.id,
    tipoffAt: new Date(tipoffAt),
    timeZone: ZONE,
    bufferMinutes: 60,
    driveMinutes,
    startLabel: start ? "Home" : null,
    startLatitude: start?.latitude ?? null,
    startLongitude: start?.longitude ?? null,
  });
  return { arena, game };
}

const gameRow = async (id: string) => (await db.select().from(games).where(eq(games.id, id)))[0];
const gameAnswer = async (id: string, cookie: string) =>
  (
    await json<{ game: { leaveAt: string; leaveReason: string | null; alerts: unknown[] } }>(
      await api(`/api/games/${id}`, { cookie }),
    )
  ).game;

describe("the weather check in the notifications cron", () => {
  it("a storm at the gym moves leave-by on the card, the API and the calendar, pushes once, and the reminder fires at the moved time", async () => {
    const person = await signIn();
    const device = await createDevice(person.id);
    const gym = ownPoint();
    const start = ownPoint();
    // 8:00 PM tip-off, an hour's buffer, an 80-minute drive: leave by 5:40 PM, 20 minutes earlier in a storm.
    const tipoffAt = ownEvening("20:00");
    const { game } = await planGame(person.id, { tipoffAt, driveMinutes: 80, gym, start });
    const storm = alert({ onset: tipoffAt - 8 * HOUR, ends: tipoffAt + 16 * HOUR });
    const service = fakeWeather((point) => (point === pointText(gym) ? found(storm) : found()));
    const leaveAt = tipoffAt - 140 * MINUTE;
    const movedLeaveAt = leaveAt - 20 * MINUTE;

    // Thirteen hours before leave-by: not yet looked at.
    await runCron(leaveAt - 13 * HOUR, service.weather);
    expect(service.callsAt(gym)).toBe(0);
    const checkedAt = leaveAt - 4 * HOUR;
    const pushes = await runCron(checkedAt, service.weather);
    expect(service.callsAt(gym)).toBe(1);
    expect(service.callsAt(start)).toBe(1);
    const push = pushes.find((message) => message.type === "push" && message.subscriptionId === device.id);
    expect(push?.notice).toEqual({
      kind: "leaveBy",
      title: "Weather: leave earlier for Hinkle Fieldhouse",
      body: "Leave by 5:20 PM, 20 min earlier: Winter Storm Warning at Hinkle Fieldhouse",
      url: `/games#game-${game.id}`,
      tag: `game-${game.id}`,
      topic: game.id.replaceAll("-", ""),
      urgency: "normal",
      expiresAt: movedLeaveAt + 30 * MINUTE,
    });
    expect(WEATHER_TEXT.pushBody("5:20 PM", 20, WEATHER_TEXT.reason("Winter Storm Warning", "Hinkle Fieldhouse"))).toBe(
      "Leave by 5:20 PM, 20 min earlier: Winter Storm Warning at Hinkle Fieldhouse",
    );
    expect(await gameRow(game.id)).toMatchObject({
      weatherMinutes: 20,
      weather: {
        checkedAt,
        moved: { event: "Winter Storm Warning", place: "Hinkle Fieldhouse" },
        alerts: [{ event: "Winter Storm Warning", severity: "Severe", headline: storm.headline, ends: storm.ends }],
      },
    });

    // The API, My Games and the calendar say it.
    const answer = await gameAnswer(game.id, person.cookie);
    expect(Date.parse(answer.leaveAt)).toBe(movedLeaveAt);
    expect(answer.leaveReason).toBe("Winter Storm Warning at Hinkle Fieldhouse");
    expect(answer.alerts).toEqual([
      { event: "Winter Storm Warning", severity: "Severe", headline: storm.headline, ends: expect.any(String) },
    ]);
    const page = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expect(page).toMatch(/Leave by 5:20 PM E[SD]T/);
    expect(page).toContain("20 min earlier: Winter Storm Warning at Hinkle Fieldhouse");
    const calendar = (
      await (await request(`/games/${game.id}.ics`, { headers: { cookie: person.cookie } })).text()
    ).replace(/\r\n /g, "");
    expect(calendar).toContain("20 min earlier: Winter Storm Warning at Hinkle Fieldhouse");
    expect(calendar).toContain("Weather alerts: Winter Storm Warning");
    expect(calendar).toContain("TRIGGER:-PT160M");

    // Once per game: the next runs push nothing more. 3 h 40 min before the moved leave-by, an answer
    // serves until it is older than a quarter of the time left: 44 minutes after it was asked.
    for (const later of [5, 15, 40]) {
      expect(await runCron(checkedAt + later * MINUTE, service.weather)).toEqual([]);
    }
    expect(service.callsAt(gym)).toBe(1);
    expect(await runCron(checkedAt + 45 * MINUTE, service.weather)).toEqual([]);
    expect(service.callsAt(gym)).toBe(2);

    // The leave-by reminder (15 minutes' lead) at the moved time, saying why.
    const remindAt = movedLeaveAt - 15 * MINUTE;
    expect(await runCron(remindAt - 5 * MINUTE, service.weather)).toEqual([]);
    const [reminder] = await runCron(remindAt, service.weather);
    expect(reminder?.notice.title).toBe("Leave in 15 min for Hinkle Fieldhouse");
    expect(reminder?.notice.body).toBe(
      "Leave by 5:20 PM for Hinkle Fieldhouse (80 min drive). 20 min earlier: Winter Storm Warning at Hinkle Fieldhouse.",
    );
  });

  it("asks each point once per 15 minutes for every game there, whoever plans them, in the last hour before leave-by", async () => {
    const gym = ownPoint();
    const tipoffAt = ownEvening("19:00");
    const planned = [];
    for (let index = 0; index < 3; index += 1) {
      const user = await createUser();
      planned.push(await planGame(user.id, { tipoffAt, driveMinutes: 30, gym, start: null }));
    }
    const service = fakeWeather(() => found());
    // Leave-by at 5:30 PM; the runs from 4:35 on.
    const first = tipoffAt - 90 * MINUTE - 55 * MINUTE;
    for (let minutes = 0; minutes <= 45; minutes += 5) await runCron(first + minutes * MINUTE, service.weather);
    // At 0, 15, 30 and 45 minutes: one request each time for the three games.
    expect(service.callsAt(gym)).toBe(4);
    for (const { game } of planned) expect((await gameRow(game.id))?.weather?.checkedAt).toBe(first + 45 * MINUTE);
  });

  it("asks again as the leave-by nears: a quarter of the time left, 15 minutes to 3 hours", async () => {
    const user = await createUser();
    const gym = ownPoint();
    const tipoffAt = ownEvening("19:00");
    await planGame(user.id, { tipoffAt, driveMinutes: 30, gym, start: null });
    const service = fakeWeather(() => found());
    const leaveAt = tipoffAt - 90 * MINUTE;
    // Asked 12 hours ahead; an answer serves while younger than a quarter of the time left: asked
    // again 9 h 35 min ahead (2 h 25 min old), then 7 h 40 min ahead (1 h 55 min old).
    const asked = async (before: number) => {
      await runCron(leaveAt - before, service.weather);
      return service.callsAt(gym);
    };
    expect(await asked(12 * HOUR)).toBe(1);
    expect(await asked(9 * HOUR + 40 * MINUTE)).toBe(1);
    expect(await asked(9 * HOUR + 35 * MINUTE)).toBe(2);
    expect(await asked(7 * HOUR + 45 * MINUTE)).toBe(2);
    expect(await asked(7 * HOUR + 40 * MINUTE)).toBe(3);
  });

  it("asks at most the per-run cap of points; the other games wait for the next run, soonest leave-by first", async () => {
    const user = await createUser();
    const count = WEATHER_CHECKS.requestsPerRun + 10;
    const tipoffAt = ownEvening("19:00");
    // A block of neighbouring cells, one per game.
    const corner = ownPoint();
    const step = WEATHER_CHECKS.gridDegrees;
    const points = Array.from({ length: count }, (_, index) => ({
      latitude: corner.latitude + (index % 20) * step,
      longitude: corner.longitude + Math.floor(index / 20) * step,
    }));
    const arenaIds = points.map(() => crypto.randomUUID());
    const gameIds = points.map(() => crypto.randomUUID());
    const arenaRows = points.map((point, index) => ({
      id: arenaIds[index] ?? "",
      name: `Weather Gym ${index}`,
      school: "Weather School",
      conference: "Big Ten",
      level: "Division I" as const,
      city: "Springfield",
      state: "IL",
      approved: false,
      ...point,
    }));
    const gameRows = points.map((_point, index) => ({
      id: gameIds[index] ?? "",
      userId: user.id,
      arenaId: arenaIds[index] ?? "",
      // Ten seconds apart: the first games are the soonest to leave.
      tipoffAt: new Date(tipoffAt + index * 10_000),
      timeZone: ZONE,
      bufferMinutes: 60,
      driveMinutes: 20,
      driveSource: "estimate" as const,
    }));
    const statements = [
      ...Array.from({ length: Math.ceil(count / 5) }, (_, part) =>
        db.insert(arenas).values(arenaRows.slice(part * 5, part * 5 + 5)),
      ),
      ...Array.from({ length: Math.ceil(count / 5) }, (_, part) =>
        db.insert(games).values(gameRows.slice(part * 5, part * 5 + 5)),
      ),
    ];
    const [head, ...rest] = statements;
    if (head) await db.batch([head, ...rest]);
    const service = fakeWeather(() => found());
    const at = tipoffAt - 3 * HOUR;
    await runCron(at, service.weather);
    const asked = points.map((point) => service.callsAt(point));
    expect(asked.filter((calls) => calls === 1)).toHaveLength(WEATHER_CHECKS.requestsPerRun);
    expect(asked.slice(0, WEATHER_CHECKS.requestsPerRun)).toEqual(Array(WEATHER_CHECKS.requestsPerRun).fill(1));
    const checked = async () =>
      (await Promise.all(gameIds.map(gameRow))).map((row) => (row?.weather ? row.weather.checkedAt : null));
    expect((await checked()).filter((when) => when === at)).toHaveLength(WEATHER_CHECKS.requestsPerRun);
    await runCron(at + 5 * MINUTE, service.weather);
    expect(points.map((point) => service.callsAt(point))).toEqual(Array(count).fill(1));
    expect((await checked()).slice(-10)).toEqual(Array(10).fill(at + 5 * MINUTE));
  });

  it("outside the US: nothing, no error; a failed answer keeps what the game had and is not asked again for 15 minutes", async () => {
    const user = await createUser();
    const tipoffAt = ownEvening("19:00");
    const abroadGym = ownPoint();
    const abroad = await planGame(user.id, { tipoffAt, driveMinutes: 30, gym: abroadGym, start: ownPoint() });
    const gym = ownPoint();
    const home = await planGame(user.id, { tipoffAt, driveMinutes: 30, gym, start: null });
    let answer: WeatherAnswer = found(alert({ onset: tipoffAt - 8 * HOUR, ends: tipoffAt + 8 * HOUR }));
    const service = fakeWeather((point) => (point === pointText(gym) ? answer : { outcome: "outside", alerts: [] }));
    // Within the hour before the leave-by (5:30 PM), when a game needs an answer of 15 minutes.
    const first = tipoffAt - 90 * MINUTE - 50 * MINUTE;
    await runCron(first, service.weather);
    expect(await gameRow(abroad.game.id)).toMatchObject({ weatherMinutes: 0, weather: { alerts: [], moved: null } });
    // A game without a start: listed, not moved.
    const kept = await gameRow(home.game.id);
    expect(kept).toMatchObject({
      weatherMinutes: 0,
      weather: { checkedAt: first, alerts: [{ event: "Winter Storm Warning" }] },
    });

    answer = { outcome: "failed", alerts: [] };
    await runCron(first + 15 * MINUTE, service.weather);
    await runCron(first + 20 * MINUTE, service.weather);
    await runCron(first + 25 * MINUTE, service.weather);
    expect(service.callsAt(gym)).toBe(2);
    expect(await gameRow(home.game.id)).toEqual(kept);
    await runCron(first + 30 * MINUTE, service.weather);
    expect(service.callsAt(gym)).toBe(3);
    // A day passes before a point outside the service's area is asked again.
    expect(service.callsAt(abroadGym)).toBe(1);
  });

  it("another person's game never gets someone else's start, alerts or reason; public pages carry none", async () => {
    const [first, second] = [await signIn(), await signIn()];
    const gym = ownPoint();
    const firstStart = ownPoint();
    const tipoffAt = ownEvening("19:30");
    const mine = await planGame(first.id, { tipoffAt, driveMinutes: 40, gym, start: firstStart });
    const theirs = await planGame(second.id, { tipoffAt, driveMinutes: 40, gym, start: ownPoint() });
    const flood = alert({
      event: "Flash Flood Warning",
      headline: "Flash Flood Warning for Home",
      onset: tipoffAt - 8 * HOUR,
      ends: tipoffAt + 8 * HOUR,
    });
    const service = fakeWeather((point) => (point === pointText(firstStart) ? found(flood) : found()));
    await runCron(tipoffAt - 4 * HOUR, service.weather);
    expect((await gameAnswer(mine.game.id, first.cookie)).leaveReason).toBe("Flash Flood Warning at Home");
    const other = await gameAnswer(theirs.game.id, second.cookie);
    expect(other).toMatchObject({ leaveReason: null, alerts: [] });
    expect((await api(`/api/games/${mine.game.id}`, { cookie: second.cookie })).status).toBe(404);
    const list = await (await api("/api/games", { cookie: second.cookie })).text();
    expect(list).not.toContain("Flash Flood");
    for (const path of [`/arenas/${mine.arena.id}`, `/api/arenas/${mine.arena.id}`]) {
      expect(await (await request(path)).text()).not.toContain("Flash Flood");
    }
  });

  it("a game changed after its check says nothing until the next check, one run later, without asking again", async () => {
    const person = await signIn();
    const gym = ownPoint();
    const tipoffAt = ownEvening("19:00");
    const { game } = await planGame(person.id, { tipoffAt, driveMinutes: 60, gym, start: ownPoint() });
    const service = fakeWeather((point) =>
      point === pointText(gym)
        ? found(alert({ event: "High Wind Warning", onset: tipoffAt - 8 * HOUR, ends: tipoffAt + 8 * HOUR }))
        : found(),
    );
    const at = tipoffAt - 4 * HOUR;
    await runCron(at, service.weather);
    expect((await gameAnswer(game.id, person.cookie)).leaveReason).toBe("High Wind Warning at Hinkle Fieldhouse");
    await db
      .update(games)
      .set({ bufferMinutes: 45, updatedAt: new Date(at + MINUTE) })
      .where(eq(games.id, game.id));
    expect(await gameAnswer(game.id, person.cookie)).toMatchObject({ leaveReason: null, alerts: [] });
    await runCron(at + 5 * MINUTE, service.weather);
    expect((await gameAnswer(game.id, person.cookie)).leaveReason).toBe("High Wind Warning at Hinkle Fieldhouse");
    expect(service.callsAt(gym)).toBe(1);
  });

  it("reads the games never checked through their own index, the others through the leave-by index", async () => {
    for (const [pass, index] of [
      ["first", "games_weather_first_look_idx"],
      ["again", "games_leave_at_idx"],
    ] as const) {
      const query = gamesToCheckQuery(db, Date.UTC(2031, 5, 1), pass).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      expect(plan.results.map((row) => row.detail).join("\n")).toContain(`SEARCH games USING INDEX ${index}`);
    }
  });
});

// The card's texts, once each (core/weather/messages.ts).
describe("the texts", () => {
  it("says why, how much earlier, and each alert until its end", () => {
    expect(WEATHER_TEXT.reason("Winter Storm Warning", WEATHER_TEXT.startPlace(" "))).toBe(
      "Winter Storm Warning at your starting point",
    );
    expect(WEATHER_TEXT.earlier(20, "Winter Storm Warning at Hinkle Fieldhouse")).toBe(
      "20 min earlier: Winter Storm Warning at Hinkle Fieldhouse",
    );
    expect(WEATHER_TEXT.alert("Flood Warning", "Wed Dec 2, 12:00 PM CST")).toBe(
      "Flood Warning until Wed Dec 2, 12:00 PM CST",
    );
    expect(WEATHER_TEXT.alert("Flood Warning", null)).toBe("Flood Warning");
  });
});
