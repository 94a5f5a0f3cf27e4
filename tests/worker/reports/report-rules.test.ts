import { describe, expect, it } from "vitest";
import { SEASON_RULES } from "~/core/games/limits";
import { isoInZone, zonedInstant } from "~/core/games/zoned-time";
import {
  type Deadline,
  REPORT_RULE_TEXT,
  REPORT_RULES,
  reportDueAt,
  reportRuleFor,
  UNKNOWN_REPORT_RULE,
} from "~/core/reports/report-rules";

const ATLANTA = "America/New_York";
const NASHVILLE = "America/Chicago";

/** The game's end as the caller passes it: tip-off on the arena's clock plus the expected game length. */
const endOf = (date: string, time: string, zone: string) =>
  zonedInstant({ date, time }, zone) + SEASON_RULES.gameMinutes * 60_000;

const dueFor = (state: string, date: string, time: string, zone: string, level: string | null = "Varsity Boys") => {
  const rule = reportRuleFor(state, level, "ejection");
  return isoInZone(reportDueAt(rule.deadline, endOf(date, time, zone), zone), zone);
};

describe("each sourced state's deadline for an ejection at a Friday 7:00 PM varsity game (2026-12-04)", () => {
  it.each([
    ["GA", "GHSA", ATLANTA, "2026-12-05T19:00:00-05:00", "GHSA: within 24 hours of the incident"],
    ["TN", "TSSAA", NASHVILLE, "2026-12-05T21:00:00-06:00", "TSSAA: within 24 hours after the game"],
    ["NC", "NCHSAA", "America/New_York", "2026-12-05T21:00:00-05:00", "NCHSAA: within 24 hours after the game"],
    ["PA", "PIAA", "America/New_York", "2026-12-05T19:00:00-05:00", "PIAA: within 24 hours of the incident"],
    ["OH", "OHSAA", "America/New_York", "2026-12-06T19:00:00-05:00", "OHSAA: within 48 hours of the incident"],
    ["TX", "UIL", "America/Chicago", "2026-12-05T19:00:00-06:00", "UIL: within 24 hours of the incident"],
    ["IL", "IHSA", "America/Chicago", "2026-12-06T19:00:00-06:00", "IHSA: within 48 hours of the incident"],
    ["WI", "WIAA", "America/Chicago", "2026-12-06T19:00:00-06:00", "WIAA: within 48 hours of the incident"],
  ])("%s (%s) is due %s", (state, authority, zone, due, line) => {
    const rule = reportRuleFor(state, "Varsity Boys", "ejection");
    expect(rule).toMatchObject({ authority, known: true });
    expect(rule.source).toMatch(/^https:\/\//);
    expect(dueFor(state, "2026-12-04", "19:00", zone)).toBe(due);
    expect(REPORT_RULE_TEXT.ruleName(rule.authority, rule.deadline)).toBe(line);
    expect(REPORT_RULE_TEXT.cardLine(rule)).toBe(line);
  });

  it("covers every state in the table", () => {
    expect(Object.keys(REPORT_RULES).sort()).toEqual(["GA", "IL", "NC", "OH", "PA", "TN", "TX", "WI"]);
  });

  it("reads the state however it is written", () => {
    expect(reportRuleFor(" ga ", null, "ejection").authority).toBe("GHSA");
  });
});

describe("counting hours over a night the clocks change", () => {
  it("gives the 25-hour wall-clock day its real 24 hours (Nashville, fall back on 2026-11-01)", () => {
    // Saturday 7:00 PM CDT, over at 9:00 PM CDT; 24 hours later the clocks read 8:00 PM CST.
    expect(dueFor("TN", "2026-10-31", "19:00", NASHVILLE)).toBe("2026-11-01T20:00:00-06:00");
  });

  it("gives the 23-hour wall-clock day its real hours (Columbus, spring forward on 2026-03-08)", () => {
    // Saturday 7:00 PM EST tip-off; 48 hours later the clocks read Monday 8:00 PM EDT.
    expect(dueFor("OH", "2026-03-07", "19:00", "America/New_York")).toBe("2026-03-09T20:00:00-04:00");
  });
});

describe("a deadline at an hour of the next day", () => {
  const noonNextBusinessDay: Deadline = { kind: "nextDayAt", hour: 12, businessDay: true };
  const noonNextDay: Deadline = { kind: "nextDayAt", hour: 12, businessDay: false };
  const friday = endOf("2026-12-04", "19:00", ATLANTA);

  it("skips the weekend for a business day: a Friday game is due Monday at noon", () => {
    expect(isoInZone(reportDueAt(noonNextBusinessDay, friday, ATLANTA), ATLANTA)).toBe("2026-12-07T12:00:00-05:00");
    expect(isoInZone(reportDueAt(noonNextDay, friday, ATLANTA), ATLANTA)).toBe("2026-12-05T12:00:00-05:00");
  });

  it("counts from the game's date when the game runs past midnight", () => {
    const lateFriday = endOf("2026-12-04", "22:30", ATLANTA);
    expect(isoInZone(reportDueAt(noonNextDay, lateFriday, ATLANTA), ATLANTA)).toBe("2026-12-05T12:00:00-05:00");
    expect(isoInZone(reportDueAt(noonNextBusinessDay, lateFriday, ATLANTA), ATLANTA)).toBe("2026-12-07T12:00:00-05:00");
  });

  it("is noon on the arena's clock across the spring change (Friday 2026-03-06 → Monday EDT)", () => {
    const due = reportDueAt(noonNextBusinessDay, endOf("2026-03-06", "19:00", ATLANTA), ATLANTA);
    expect(isoInZone(due, ATLANTA)).toBe("2026-03-09T12:00:00-04:00");
  });

  it("names the rule", () => {
    expect(REPORT_RULE_TEXT.ruleName("XHSA", noonNextBusinessDay)).toBe("XHSA: by noon the next business day");
    expect(REPORT_RULE_TEXT.deadline({ kind: "nextDayAt", hour: 9, businessDay: false })).toBe("by 9 AM the next day");
  });
});

describe("levels", () => {
  it.each(["Varsity Boys", "JV Girls", "V", "9th Grade", "Freshman", "Sophomore", "High School", null])(
    "%s is a high-school game",
    (level) => {
      expect(reportRuleFor("GA", level, "ejection").known).toBe(true);
    },
  );

  it.each(["NCAA D1 Men", "College", "JUCO", "NAIA Women", "Junior College", "AAU 17U", "Rec League", "U12 Girls"])(
    "%s gets the usual rule",
    (level) => {
      expect(reportRuleFor("GA", level, "ejection")).toBe(UNKNOWN_REPORT_RULE);
    },
  );

  it("counts middle school only where the rule names it", () => {
    expect(reportRuleFor("GA", "Middle School", "ejection").known).toBe(false);
    expect(reportRuleFor("OH", "8th Grade Boys", "ejection").known).toBe(false);
    expect(reportRuleFor("TX", "Middle School", "ejection").authority).toBe("UIL");
    expect(reportRuleFor("TX", "7th Grade Girls", "ejection").known).toBe(true);
  });
});

describe("no sourced rule", () => {
  it("gives an unknown state 24 hours after the game, and says to check", () => {
    const rule = reportRuleFor("ZZ", "Varsity Boys", "ejection");
    expect(rule).toEqual({
      authority: "your state association",
      authorityName: "your state association",
      deadline: { kind: "hours", hours: 24, from: "gameEnd" },
      formUrl: null,
      source: null,
      known: false,
    });
    const ended = endOf("2026-12-04", "19:00", ATLANTA);
    expect(reportDueAt(rule.deadline, ended, ATLANTA) - ended).toBe(24 * 3_600_000);
    expect(REPORT_RULE_TEXT.checkRule).toBe("Check your association's rule.");
    expect(REPORT_RULE_TEXT.cardLine(rule)).toBe(
      "Usually within 24 hours after the game. Check your association's rule.",
    );
  });

  it("gives a game with no state, or a kind the state's rule does not name, the usual rule", () => {
    expect(reportRuleFor(null, null, "ejection")).toBe(UNKNOWN_REPORT_RULE);
    expect(reportRuleFor("constructor", null, "ejection")).toBe(UNKNOWN_REPORT_RULE);
    expect(reportRuleFor("GA", "Varsity Boys", "incident")).toBe(UNKNOWN_REPORT_RULE);
    expect(reportRuleFor("TN", "Varsity Boys", "incident").authority).toBe("TSSAA");
  });
});
