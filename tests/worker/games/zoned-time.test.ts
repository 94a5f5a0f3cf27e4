import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDay,
  instantFromLocal,
  isoInZone,
  localDateTime,
  offsetMinutes,
  zoneAbbreviation,
} from "~/core/games/zoned-time";
import { timeZoneAt } from "~/worker/games/time-zone.server";

const CHICAGO = "America/Chicago";
const at = (iso: string) => Date.parse(iso);

describe("the arena's time zone, derived offline from its coordinates", () => {
  it.each([
    ["Chicago (United Center)", 41.8807, -87.6742, "America/Chicago"],
    ["Columbus, Ohio", 40.0075, -83.0251, "America/New_York"],
    ["Phoenix, Arizona", 33.4457, -112.0712, "America/Phoenix"],
    ["Honolulu, Hawaii", 21.2969, -157.8171, "Pacific/Honolulu"],
    ["Denver, Colorado", 39.7487, -105.0077, "America/Denver"],
    ["Seattle, Washington", 47.6221, -122.354, "America/Los_Angeles"],
  ])("%s is in %s", (_place, latitude, longitude, zone) => {
    expect(timeZoneAt({ latitude, longitude })).toBe(zone);
  });
});

describe("arena-local date and time to an instant", () => {
  it("reads an ordinary evening in the zone's standard time", () => {
    const result = instantFromLocal({ date: "2026-12-05", time: "19:00" }, CHICAGO);
    expect(result).toEqual({ ok: true, instant: at("2026-12-06T01:00:00Z"), ambiguous: false });
    expect(isoInZone(at("2026-12-06T01:00:00Z"), CHICAGO)).toBe("2026-12-05T19:00:00-06:00");
  });

  it("refuses a time the spring-forward change skips (2:30 AM on 2026-03-08 in Chicago)", () => {
    expect(instantFromLocal({ date: "2026-03-08", time: "02:30" }, CHICAGO)).toEqual({
      ok: false,
      reason: "nonexistent",
    });
    // The minutes either side exist: 1:59 AM CST and 3:00 AM CDT, one minute apart.
    const before = instantFromLocal({ date: "2026-03-08", time: "01:59" }, CHICAGO);
    const after = instantFromLocal({ date: "2026-03-08", time: "03:00" }, CHICAGO);
    expect(before).toEqual({ ok: true, instant: at("2026-03-08T07:59:00Z"), ambiguous: false });
    expect(after).toEqual({ ok: true, instant: at("2026-03-08T08:00:00Z"), ambiguous: false });
  });

  it("takes the first of the two 1:30 AMs on the autumn day (2026-11-01 in Chicago), and says it was ambiguous", () => {
    const result = instantFromLocal({ date: "2026-11-01", time: "01:30" }, CHICAGO);
    // 1:30 AM CDT (UTC-5) comes an hour before 1:30 AM CST (UTC-6).
    expect(result).toEqual({ ok: true, instant: at("2026-11-01T06:30:00Z"), ambiguous: true });
    expect(formatClock(at("2026-11-01T06:30:00Z"), CHICAGO)).toBe("1:30 AM CDT");
    expect(formatClock(at("2026-11-01T07:30:00Z"), CHICAGO)).toBe("1:30 AM CST");
  });

  it("keeps Arizona on MST all year and Hawaii on HST, with no gap on the US change days", () => {
    expect(instantFromLocal({ date: "2026-03-08", time: "02:30" }, "America/Phoenix")).toEqual({
      ok: true,
      instant: at("2026-03-08T09:30:00Z"),
      ambiguous: false,
    });
    expect(offsetMinutes(at("2026-07-01T12:00:00Z"), "America/Phoenix")).toBe(-420);
    expect(offsetMinutes(at("2026-01-01T12:00:00Z"), "America/Phoenix")).toBe(-420);
    expect(zoneAbbreviation(at("2026-07-01T12:00:00Z"), "America/Phoenix")).toBe("MST");
    expect(instantFromLocal({ date: "2026-11-01", time: "01:30" }, "Pacific/Honolulu")).toEqual({
      ok: true,
      instant: at("2026-11-01T11:30:00Z"),
      ambiguous: false,
    });
    expect(formatClock(at("2026-07-01T05:05:00Z"), "Pacific/Honolulu")).toBe("7:05 PM HST");
  });
});

describe("how times read", () => {
  it("shows the clock with the zone's abbreviation for that date, with plain spaces", () => {
    expect(formatClock(at("2026-12-05T23:05:00Z"), CHICAGO)).toBe("5:05 PM CST");
    expect(formatClock(at("2027-06-05T22:05:00Z"), CHICAGO)).toBe("5:05 PM CDT");
    expect(formatDay(at("2026-12-06T01:00:00Z"), CHICAGO)).toBe("Sat, Dec 5, 2026");
    expect(localDateTime(at("2026-12-06T01:00:00Z"), CHICAGO)).toEqual({ date: "2026-12-05", time: "19:00" });
  });
});
