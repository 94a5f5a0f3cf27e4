import { describe, expect, it, vi } from "vitest";
import { createNwsWeather } from "~/worker/weather/nws";
import { judgeWeather, weatherMoveMinutes } from "~/worker/weather/rule";
import type { WeatherAlert } from "~/worker/weather/weather";
import empty from "../fixtures/weather/empty.json";
import outside404 from "../fixtures/weather/outside-404.json";
import winterStorm from "../fixtures/weather/winter-storm-warning.json";
import { fakeGeocoder } from "./fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
