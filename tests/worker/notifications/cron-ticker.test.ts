import { afterEach, describe, expect, it, vi } from "vitest";
import { FEED_REFRESH_CRON } from "~/core/feeds/limits";
import { REMINDER_SCHEDULE } from "~/core/notifications/limits";
import { cronsOf, parseCron, startCronTicker } from "~/scripts/lib/cron";
import wranglerToml from "~/wrangler.toml?raw";

const at = (iso: string) => Date.parse(iso);

afterEach(() => {
  vi.useRealTimers();
});

describe("the crons of wrangler.toml", () => {
  it("are the feeds' minute and the reminders' five minutes", () => {
    expect(cronsOf(wranglerToml)).toEqual([FEED_REFRESH_CRON, REMINDER_SCHEDULE.cron]);
  });
});

describe("parseCron", () => {
  it.each([
    ["* * * * *", "2026-11-26T17:07:00Z", true],
    ["*/5 * * * *", "2026-11-26T17:05:00Z", true],
    ["*/5 * * * *", "2026-11-26T17:07:00Z", false],
    ["*/15 * * * *", "2026-11-26T17:45:00Z", true],
    ["*/15 * * * *", "2026-11-26T17:50:00Z", false],
    ["0 9 * * 1-5", "2026-11-26T09:00:00Z", true],
    ["0 9 * * 1-5", "2026-11-28T09:00:00Z", false],
    ["30 2 1 * *", "2026-12-01T02:30:00Z", true],
    ["0 0 * * 7", "2026-11-29T00:00:00Z", true],
    ["0,30 8-10 * 11 *", "2026-11-26T10:30:00Z", true],
    ["0,30 8-10 * 11 *", "2026-12-26T10:30:00Z", false],
  ])("%s at %s: %s (UTC)", (expression, instant, expected) => {
    expect(parseCron(expression).matches(at(instant))).toBe(expected);
  });

  it("refuses what it does not understand", () => {
    for (const expression of ["* * * *", "61 * * * *", "*/0 * * * *", "@hourly"]) {
      expect(() => parseCron(expression), expression).toThrow();
    }
  });
});

describe("startCronTicker", () => {
  it("runs each cron at each minute it matches, with that minute as the scheduled time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(at("2026-11-26T17:03:30Z"));
    const runs: Array<[string, string]> = [];
    const stop = startCronTicker(["*/15 * * * *", "*/5 * * * *"], async (cron, time) => {
      runs.push([cron, new Date(time).toISOString()]);
    });
    await vi.advanceTimersByTimeAsync(12 * 60_000);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toEqual([
      ["*/5 * * * *", "2026-11-26T17:05:00.000Z"],
      ["*/5 * * * *", "2026-11-26T17:10:00.000Z"],
      ["*/15 * * * *", "2026-11-26T17:15:00.000Z"],
      ["*/5 * * * *", "2026-11-26T17:15:00.000Z"],
    ]);
  });
});
