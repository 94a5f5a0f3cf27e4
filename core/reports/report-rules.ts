// When an official's report of an ejection or another incident is due at the state association
// (docs/decisions/241). The table holds each association's own rule for interscholastic games; any
// other game, state or kind gets the usual 24 hours and the advice to check.

import { SEASON_RULES } from "../games/limits";
import { localDateTime, zonedInstant } from "../games/zoned-time";
import type { ReportKind } from "./limits";

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export type { ReportKind };

/**
 * When a report is due. `hours` are elapsed hours (a night the clocks change has one more or one fewer
 * on the wall), counted from the game's end, or from the incident where the rule counts from it.
 * `nextDayAt` is an hour on the arena's clock on the day after the game, or the first weekday after it.
 */
export type Deadline =
  | { kind: "hours"; hours: number; from: "gameEnd" | "incident" }
  | { kind: "nextDayAt"; hour: number; businessDay: boolean };

/** The school levels an association's rule covers. */
type SchoolLevel = "high school" | "middle school";

type StateReportRule = {
  authority: string;
  authorityName: string;
  deadline: Deadline;
  /** The kinds of report the rule names; another kind has no stated deadline there. */
  kinds: readonly ReportKind[];
  levels: readonly SchoolLevel[];
  /** The form where it can be opened without signing in; null when it is behind a sign-in. */
  formUrl: string | null;
  source: string;
};

const HIGH_SCHOOL: readonly SchoolLevel[] = ["high school"];

/** By two-letter state. Each rule as its association words it, read on 2026-11-29. */
export const REPORT_RULES: Readonly<Record<string, StateReportRule>> = {
  // "Game reports resulting in an ejection MUST be submitted within (24) hours of the incident date."
  GA: {
    authority: "GHSA",
    authorityName: "Georgia High School Association",
    deadline: { kind: "hours", hours: 24, from: "incident" },
    kinds: ["ejection"],
    levels: HIGH_SCHOOL,
    formUrl: null,
    source: "https://ghsa.net/node/203",
  },
  // Ejections and "any unusual incident involving unsportsmanlike conduct": "within 24 hours following the contest".
  TN: {
    authority: "TSSAA",
    authorityName: "Tennessee Secondary School Athletic Association",
    deadline: { kind: "hours", hours: 24, from: "gameEnd" },
    kinds: ["ejection", "incident"],
    levels: HIGH_SCHOOL,
    formUrl: null,
    source: "https://tssaa.org/officials-unusual-situation-reporting",
  },
  // Handbook 4.1.7: "within 24 hours of the contest's completion"; a late report is fined $50.
  NC: {
    authority: "NCHSAA",
    authorityName: "North Carolina High School Athletic Association",
    deadline: { kind: "hours", hours: 24, from: "gameEnd" },
    kinds: ["ejection"],
    levels: HIGH_SCHOOL,
    formUrl: "https://www.nchsaa.org/officials/ejection-disqualification-report",
    source: "https://www.nchsaa.org/compliance-corner-35/",
  },
  // "Ejections reports must be filed within 24 hours" (a PIAA officials' chapter; no start is named).
  PA: {
    authority: "PIAA",
    authorityName: "Pennsylvania Interscholastic Athletic Association",
    deadline: { kind: "hours", hours: 24, from: "incident" },
    kinds: ["ejection"],
    levels: HIGH_SCHOOL,
    formUrl: null,
    source: "https://gtccvo.org/?p=709",
  },
  // "The report shall be filed with the OHSAA within 48 hours of the ejection."
  OH: {
    authority: "OHSAA",
    authorityName: "Ohio High School Athletic Association",
    deadline: { kind: "hours", hours: 48, from: "incident" },
    kinds: ["ejection"],
    levels: HIGH_SCHOOL,
    formUrl: null,
    source: "https://ohsaa.org/Officiating/ejectionreport",
  },
  // TASO, for high school and junior/middle school games: "an Incident report must be filed within 24 hours".
  TX: {
    authority: "UIL",
    authorityName: "University Interscholastic League",
    deadline: { kind: "hours", hours: 24, from: "incident" },
    kinds: ["ejection"],
    levels: ["high school", "middle school"],
    formUrl: null,
    source: "https://taso.org/rule/baseball/incident-reporting/",
  },
  // "All ejections for unsportsmanlike conduct must be reported ... within 48 hours of the incident."
  IL: {
    authority: "IHSA",
    authorityName: "Illinois High School Association",
    deadline: { kind: "hours", hours: 48, from: "incident" },
    kinds: ["ejection"],
    levels: HIGH_SCHOOL,
    formUrl: null,
    source: "https://ihsa.org/documents/flip/Handbook/2021-22/files/basic-html/page86.html",
  },
  // Ejections, and crowd-control problems, "on the Officials Report Form within 48 hours of the incident".
  WI: {
    authority: "WIAA",
    authorityName: "Wisconsin Interscholastic Athletic Association",
    deadline: { kind: "hours", hours: 48, from: "incident" },
    kinds: ["ejection", "incident"],
    levels: HIGH_SCHOOL,
    formUrl: "https://forms.wiaawi.org/241086377408865",
    source: "https://forms.wiaawi.org/241086377408865",
  },
};

export type ReportRule = {
  authority: string;
  authorityName: string;
  deadline: Deadline;
  formUrl: string | null;
  source: string | null;
  /** False when no sourced rule applies: the deadline is the usual one and the card says to check. */
  known: boolean;
};

export const UNKNOWN_REPORT_RULE: ReportRule = {
  authority: "your state association",
  authorityName: "your state association",
  deadline: { kind: "hours", hours: 24, from: "gameEnd" },
  formUrl: null,
  source: null,
  known: false,
};

// Levels as officials' calendars write them. A level that names nothing of these is a high school's
// ("Varsity Boys", "JV Girls", "V", "9th Grade", "Freshman").
const COLLEGE = /\b(college|collegiate|university|ncaa|naia|njcaa|juco)\b/i;
const YOUTH =
  /\b(aau|youth|rec|recreation|recreational|biddy|club|travel|elementary|[1-5](st|nd|rd|th) grade|u ?\d{1,2}|\d{1,2} ?u)\b/i;
const MIDDLE_SCHOOL = /\b(middle school|junior high|jr\.? high|ms|jh|[6-8]th( grade)?|grade [6-8])\b/i;

function levelGroup(level: string | null): SchoolLevel | "college" | "youth" {
  if (level === null) return "high school";
  if (COLLEGE.test(level)) return "college";
  if (YOUTH.test(level)) return "youth";
  return MIDDLE_SCHOOL.test(level) ? "middle school" : "high school";
}

/** The rule for a report of this kind from a game at this level in this state, or the usual one. */
export function reportRuleFor(state: string | null, level: string | null, kind: ReportKind): ReportRule {
  const code = state?.trim().toUpperCase() ?? "";
  const rule = Object.hasOwn(REPORT_RULES, code) ? REPORT_RULES[code] : undefined;
  const group = levelGroup(level);
  if (!rule?.kinds.includes(kind) || group === "college" || group === "youth") return UNKNOWN_REPORT_RULE;
  if (!rule.levels.includes(group)) return UNKNOWN_REPORT_RULE;
  const { authority, authorityName, deadline, formUrl, source } = rule;
  return { authority, authorityName, deadline, formUrl, source, known: true };
}

function dayAfter(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

// Holidays are not skipped: associations do not list theirs, and a report early is never late.
function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The instant a report is due, from the game's end (tip-off plus the expected game length). A rule that
 * counts from the incident counts from the tip-off, the earliest an ejection can come, so the time shown
 * is never later than the real one. "The next day" is the day after the game's date on the arena's clock.
 */
export function reportDueAt(deadline: Deadline, endedAt: number, timeZone: string): number {
  const tipoffAt = endedAt - SEASON_RULES.gameMinutes * MINUTE_MS;
  if (deadline.kind === "hours") {
    return (deadline.from === "incident" ? tipoffAt : endedAt) + deadline.hours * HOUR_MS;
  }
  let date = dayAfter(localDateTime(tipoffAt, timeZone).date);
  while (deadline.businessDay && isWeekend(date)) date = dayAfter(date);
  return zonedInstant({ date, time: `${String(deadline.hour).padStart(2, "0")}:00` }, timeZone);
}

const hourText = (hour: number) => {
  if (hour === 12) return "noon";
  if (hour === 0) return "midnight";
  return `${hour % 12 || 12} ${hour < 12 ? "AM" : "PM"}`;
};

/** "within 24 hours after the game", "within 48 hours of the incident", "by noon the next business day". */
function deadlineText(deadline: Deadline): string {
  if (deadline.kind === "hours") {
    return `within ${deadline.hours} hours ${deadline.from === "incident" ? "of the incident" : "after the game"}`;
  }
  return `by ${hourText(deadline.hour)} the next ${deadline.businessDay ? "business day" : "day"}`;
}

const CHECK_RULE = "Check your association's rule.";

export const REPORT_RULE_TEXT = {
  checkRule: CHECK_RULE,
  deadline: deadlineText,
  /** A card's line for a sourced rule: "GHSA: within 24 hours of the incident". */
  ruleName: (authority: string, deadline: Deadline) => `${authority}: ${deadlineText(deadline)}`,
  /** The card's line for any rule; the usual one says to check. */
  cardLine: (rule: ReportRule) =>
    rule.known
      ? `${rule.authority}: ${deadlineText(rule.deadline)}`
      : `Usually ${deadlineText(rule.deadline)}. ${CHECK_RULE}`,
} as const;
