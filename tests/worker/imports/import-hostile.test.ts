// Hostile calendars: each is answered with "ignored: why" (or read as far as it can be) in time that
// grows with its size, never a hang, a 500 or a date past the horizon. Each test would not finish
// (or would fail) with the readers these replaced: an endless zone expansion, quadratic patterns.
import { describe, expect, it } from "vitest";
import { crewFrom, eventTeams, levelFrom, siteLines, stateFromAddress, teamsFrom } from "~/worker/imports/event-text";
import { parseCalendar } from "~/worker/imports/parse";
import { daysFromNow } from "../fixtures";
import { localStamp, utcStamp } from "../import-samples";

const NOW = Date.now();
const DAY_MS = 86_400_000;
const CRLF = "\r\n";

function parsed(text: string) {
  const outcome = parseCalendar(text, NOW);
  if (!outcome.ok) throw new Error("not parsed");
  return outcome.calendar;
}

function file(lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//EN", ...lines, "END:VCALENDAR", ""].join(CRLF);
}

/** A zone whose one observance repeats by `rule` from `start`, used by one event. */
function zoneFile(rule: string, start = "19700101T000000", extra: string[] = []): string {
  const date = daysFromNow(10);
  return file([
    "BEGIN:VTIMEZONE",
    "TZID:Trap",
    "BEGIN:STANDARD",
    `DTSTART:${start}`,
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0600",
    `RRULE:${rule}`,
    ...extra,
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:trapped",
    `DTSTART;TZID=Trap:${localStamp(date, "19:00")}`,
    "SUMMARY:Game",
    "LOCATION:Gym",
    "END:VEVENT",
  ]);
}

describe("a file's own zone rules cannot hang the Worker", () => {
  it("reads an event whose zone's rule never gives a date as a time with no zone stated", () => {
    const { events } = parsed(zoneFile("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"));
    expect(events).toHaveLength(1);
    expect(events[0]?.start.kind).toBe("floating");
  });

  it("stops expanding an hourly zone rule from 1900 instead of walking a million dates", () => {
    const { events } = parsed(zoneFile("FREQ=HOURLY", "19000101T000000"));
    expect(events).toHaveLength(1);
    expect(events[0]?.start.kind).toBe("floating");
  });

  it.each([
    "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=31;BYHOUR=25",
    "FREQ=MINUTELY;BYMONTH=6;BYMONTHDAY=31",
    "FREQ=SECONDLY;BYMONTHDAY=31;BYMONTH=9",
    "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2",
    "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
  ])("reads an event repeating by %s, a rule that gives no real date, without a hang", (rule) => {
    const { events, ignored } = parsed(
      file([
        "BEGIN:VEVENT",
        "UID:never",
        `DTSTART:${utcStamp(NOW + DAY_MS)}`,
        `RRULE:${rule}`,
        "SUMMARY:Never",
        "LOCATION:Gym",
        "END:VEVENT",
      ]),
    );
    // DTSTART is the series' first date; the search for more is cut off by its steps.
    expect(events.length + ignored.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(5);
  });

  it("bounds a file of many hostile series: later ones are cut off once the file's steps are spent", () => {
    const series = Array.from({ length: 200 }, (_, index) => [
      "BEGIN:VEVENT",
      `UID:s${index}`,
      `DTSTART:${utcStamp(NOW + DAY_MS)}`,
      "RRULE:FREQ=SECONDLY;BYMONTHDAY=31;BYMONTH=9",
      "SUMMARY:Trap",
      "LOCATION:Gym",
      "END:VEVENT",
    ]).flat();
    const { events, ignored } = parsed(file(series));
    expect(events.length + ignored.length).toBeGreaterThanOrEqual(200);
  });
});

describe("free text is read in linear time", () => {
  const spaces = (count: number) => " ".repeat(count);

  it("splits a title of a quarter of a million spaces without a quadratic search", () => {
    expect(teamsFrom(`a${spaces(240_000)}b`)).toBeNull();
    expect(levelFrom(`a${spaces(240_000)}b`, "")?.length).toBeLessThanOrEqual(100);
    expect(teamsFrom(`(${"(".repeat(240_000)}`)).toBeNull();
  });

  it("reads a crew line, site lines and an address of a hundred thousand characters", () => {
    const long = `${"x".repeat(120_000)} Position: Referee`;
    expect(crewFrom(long)).toEqual([]);
    expect(crewFrom(`${"a@".repeat(60_000)}`)).toEqual([]);
    expect(siteLines(`${"\n ".repeat(120_000)}Site: Gym`)).toEqual({ site: null, subsite: null });
    expect(stateFromAddress(`AB${spaces(120_000)}x`)).toBeNull();
  });

  it("reads titles of dashes and parentheses, crew lines of many positions and notes of spaces in bounded time", () => {
    expect(teamsFrom(" - a".repeat(80_000))).toBeNull();
    expect(levelFrom(`(${" (x.)".repeat(60_000)}`, "")?.length).toBeLessThanOrEqual(100);
    expect(crewFrom(`${"Pat  Position: Referee ".repeat(20_000)}`)).toHaveLength(10);
    expect(eventTeams("Game", `${"Home: a\n".repeat(50_000)}Away: b`)).toBeNull();
    expect(eventTeams("Game", `a at b${spaces(100_000)}(1:00PM EDT)`)).toBeNull();
  });

  it("reads a whole file of such text", () => {
    const huge = "a".padEnd(200_000, " ");
    const text = file([
      "BEGIN:VEVENT",
      "UID:huge",
      `DTSTART:${utcStamp(NOW + DAY_MS)}`,
      `SUMMARY:${huge}b`,
      `DESCRIPTION:${"Pat ".repeat(30_000)}Position: Referee\\n${"\\n".repeat(50_000)}Site: Gym`,
      `LOCATION:${huge}x`,
      "END:VEVENT",
    ]);
    const { events } = parsed(text);
    expect(events).toHaveLength(1);
    expect(events[0]?.crew).toEqual([]);
  });

  it("reads a calendar whose event lines are each one character repeated close to the size limit", () => {
    const text = file([
      "BEGIN:VEVENT",
      "UID:one-character",
      `DTSTART:${utcStamp(NOW + DAY_MS)}`,
      `SUMMARY:${"v".repeat(300_000)}`,
      // Commas around a name: the place is the name alone (a LOCATION of commas only names no place).
      `LOCATION:${",".repeat(150)}Gym${",".repeat(300_000)}`,
      `DESCRIPTION:${"-".repeat(300_000)}`,
      "END:VEVENT",
    ]);
    const { events } = parsed(text);
    expect(events).toHaveLength(1);
    expect(events[0]?.teams).toBeNull();
    expect(events[0]?.venueText).toBe("Gym");
  });

  it("refuses a file that is one line of one character as not a calendar, without hanging", () => {
    expect(parseCalendar("A".repeat(1_000_000), NOW).ok).toBe(false);
  });
});

describe("malformed values are ignored with why, never thrown", () => {
  const soon = utcStamp(NOW + DAY_MS);
  it.each([
    ["DTSTART:2027-01-15T19:00:00Z", "unreadable_start"],
    ["DTSTART:", "unreadable_start"],
    ["DTSTART:99991399T190000", "unreadable_start"],
    ["DTSTART:20271315T190000", "unreadable_start"],
    ["DTSTART:20270230T190000", "unreadable_start"],
    ["DTSTART;VALUE=DATE:Next Year", "unreadable_start"],
    ["DTSTART:+0100000408T230000Z", "unreadable_start"],
  ])("%s", (line, reason) => {
    const { events, ignored } = parsed(
      file(["BEGIN:VEVENT", "UID:bad", line, "SUMMARY:Bad", "LOCATION:Gym", "END:VEVENT"]),
    );
    expect(events).toEqual([]);
    expect(ignored).toEqual([{ event: "Bad", reason, count: 1 }]);
  });

  it.each([
    ["SUMMARY;VALUE=DATE-TIME:abc", 1],
    ["RRULE:;;;===", 0],
    ["RDATE:abc", 1],
    ["EXDATE:abc", 1],
    ["SEQUENCE:many", 1],
    ["RECURRENCE-ID:abc", 1],
  ])("an event with %s", (line, kept) => {
    const { events } = parsed(
      file(["BEGIN:VEVENT", "UID:odd", `DTSTART:${soon}`, line, "SUMMARY:Odd", "LOCATION:Gym", "END:VEVENT"]),
    );
    expect(events).toHaveLength(kept);
  });

  it.each(["TZOFFSETTO:abc", "RRULE:;;;===", "RDATE:abc", "DTSTART:abc", "TZOFFSETFROM:+9999"])(
    "a file's own zone with %s",
    (line) => {
      const date = daysFromNow(10);
      const text = file([
        "BEGIN:VTIMEZONE",
        "TZID:Odd",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "TZOFFSETFROM:-0500",
        "TZOFFSETTO:-0600",
        line,
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:zoned",
        `DTSTART;TZID=Odd:${localStamp(date, "19:00")}`,
        "LOCATION:Gym",
        "END:VEVENT",
      ]);
      expect(parsed(text).events).toHaveLength(1);
    },
  );

  it("never passes the horizon: a five-digit year is refused, not turned into a game", () => {
    const { events } = parsed(file(["BEGIN:VEVENT", "UID:y", "DTSTART:99991399T190000", "LOCATION:Gym", "END:VEVENT"]));
    expect(events).toEqual([]);
  });

  it("never throws on random bytes after BEGIN:VCALENDAR", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = 'BEGIN:VEVENTDSTRULZ;=":,\\\r\n 0123456789-T';
    for (let round = 0; round < 200; round += 1) {
      const body = Array.from({ length: 400 }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      expect(parseCalendar(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${body}`, NOW).ok).toBe(true);
    }
  });
});
