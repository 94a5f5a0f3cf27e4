import { describe, expect, it } from "vitest";
import { FEED_LABEL_MAX_LENGTH, feedLabel, readCalendarName } from "~/worker/feeds/feed-label";

/** A calendar in the shape platforms send: header lines, then the given body, CRLF line ends. */
const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ArbiterSports Calendar//EN", ...lines, "END:VCALENDAR", ""].join(
    "\r\n",
  );

const event = (...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:G-${crypto.randomUUID()}`,
  "DTSTART:20261205T003000Z",
  "SUMMARY;LANGUAGE=en-us:Varsity Boys Basketball - HS",
  ...lines,
  "END:VEVENT",
];

describe("reading a feed's own name (X-WR-CALNAME)", () => {
  it("reads a plain name", () => {
    expect(readCalendarName(calendar("X-WR-CALNAME:Arbiter – Jordan Official", ...event()))).toBe(
      "Arbiter – Jordan Official",
    );
  });

  it("reads a name with parameters, and a quoted parameter holding a colon", () => {
    expect(readCalendarName(calendar("X-WR-CALNAME;VALUE=TEXT:RefTown games"))).toBe("RefTown games");
    expect(readCalendarName(calendar('X-WR-CALNAME;X-SOURCE="https://example.com/a:b":Assignr'))).toBe("Assignr");
  });

  it("unfolds a name folded over lines (space or tab), with LF or CRLF line ends", () => {
    const folded = calendar("X-WR-CALNAME:Horizon WebRef – District 7 Boys Basket", " ball Officials", "\tSchedule");
    expect(readCalendarName(folded)).toBe("Horizon WebRef – District 7 Boys Basketball OfficialsSchedule");
    expect(readCalendarName(folded.replaceAll("\r\n", "\n"))).toBe(
      "Horizon WebRef – District 7 Boys Basketball OfficialsSchedule",
    );
  });

  it("undoes TEXT escapes and turns line breaks and control characters into spaces", () => {
    expect(readCalendarName(calendar("X-WR-CALNAME:Games\\, meetings\\; and more\\\\stuff\\nWinter"))).toBe(
      "Games, meetings; and more\\stuff Winter",
    );
    expect(readCalendarName(calendar("X-WR-CALNAME:Games\u0007\u0000 2026"))).toBe("Games 2026");
  });

  it("matches the property name in any case, and not a longer name that starts the same", () => {
    expect(readCalendarName(calendar("x-wr-calname:lower case"))).toBe("lower case");
    expect(readCalendarName(calendar("X-WR-CALNAMES:not it", "X-WR-CALDESC:nor this"))).toBeNull();
  });

  it("finds the calendar's name after its time zones and events", () => {
    const text = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:America/Chicago",
      "END:VTIMEZONE",
      ...event(),
      ...event(),
      "X-WR-CALNAME:Named at the end",
    );
    expect(readCalendarName(text)).toBe("Named at the end");
  });

  it("never takes a name from inside an event", () => {
    expect(readCalendarName(calendar(...event("X-WR-CALNAME:Event, not calendar")))).toBeNull();
  });

  it("keeps the first calendar's name when a file holds two", () => {
    const text = calendar("X-WR-CALNAME:First") + calendar("X-WR-CALNAME:Second");
    expect(readCalendarName(text)).toBe("First");
    expect(readCalendarName(calendar() + calendar("X-WR-CALNAME:Second"))).toBeNull();
  });

  it.each([
    ["no name", calendar(...event())],
    ["an empty name", calendar("X-WR-CALNAME:")],
    ["a name of spaces and escapes only", calendar("X-WR-CALNAME:  \\n ")],
    ["zero events and no name", calendar()],
    ["an HTML page", "<!doctype html><html><body>X-WR-CALNAME:Login</body></html>"],
    ["an event outside any calendar", ["BEGIN:VEVENT", "X-WR-CALNAME:Loose", "END:VEVENT"].join("\r\n")],
    ["an empty body", ""],
  ])("reads no name from %s", (_case, text) => {
    expect(readCalendarName(text)).toBeNull();
  });

  it(`keeps at most ${FEED_LABEL_MAX_LENGTH} characters, never splitting one`, () => {
    const name = readCalendarName(calendar(`X-WR-CALNAME:${"🏀".repeat(150)}`));
    expect(name).toBe("🏀".repeat(FEED_LABEL_MAX_LENGTH));
  });
});

describe("a feed's label", () => {
  it("is the calendar's name when it has one, else the host the feed comes from", () => {
    const link = `https://calendar.example.com/ical/${crypto.randomUUID()}.ics`;
    expect(feedLabel(calendar("X-WR-CALNAME:Arbiter games"), link)).toBe("Arbiter games");
    expect(feedLabel(calendar(...event()), link)).toBe("calendar.example.com");
  });
});
