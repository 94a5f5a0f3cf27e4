// Whole files as calendar programs export them, with everything such a file carries besides the
// games (alarms, attendees, Apple's and Microsoft's own properties): every event is imported or
// ignored with a reason, and each imported one starts when the program meant.
import { describe, expect, it } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import { parseCalendar } from "~/worker/imports/parse";
import { daysFromNow } from "../fixtures";
import { localStamp, utcStamp } from "../import-samples";

const NOW = Date.now();
const DAY_MS = 86_400_000;

function at(date: string, time: string, zone: string): number {
  const found = instantFromLocal({ date, time }, zone);
  if (!found.ok) throw new Error(`no ${date} ${time} in ${zone}`);
  return found.instant;
}

function read(lines: string[]) {
  const outcome = parseCalendar(lines.join("\r\n"), NOW);
  if (!outcome.ok) throw new Error("not a calendar");
  const { events, ignored } = outcome.calendar;
  const starts = new Map(
    events.map((event) => [event.uid, event.start.kind === "instant" ? event.start.instant : Number.NaN]),
  );
  return { events, ignored, starts };
}

describe("exports of calendar programs", () => {
  it("Apple Calendar: its VTIMEZONE, a structured location, alarms and a travel-time property", () => {
    const date = daysFromNow(14);
    const { events, ignored, starts } = read([
      "BEGIN:VCALENDAR",
      "METHOD:PUBLISH",
      "VERSION:2.0",
      "X-WR-CALNAME:Refereeing",
      "PRODID:-//Apple Inc.//macOS 15.1//EN",
      "X-APPLE-CALENDAR-COLOR:#1BADF8",
      "X-WR-TIMEZONE:America/Los_Angeles",
      "CALSCALE:GREGORIAN",
      "BEGIN:VTIMEZONE",
      "TZID:America/Los_Angeles",
      "BEGIN:DAYLIGHT",
      "TZOFFSETFROM:-0800",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      "DTSTART:20070311T020000",
      "TZNAME:PDT",
      "TZOFFSETTO:-0700",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:-0700",
      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      "DTSTART:20071104T020000",
      "TZNAME:PST",
      "TZOFFSETTO:-0800",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "TRANSP:OPAQUE",
      `DTEND;TZID=America/Los_Angeles:${localStamp(date, "21:00")}`,
      "UID:7F2C1A3E-4B5D-4E6F-8A9B-0C1D2E3F4A5B",
      "DTSTAMP:20261101T170000Z",
      "LOCATION:Galen Center\\n3400 S Figueroa St\\nLos Angeles CA 90089\\nUnited States",
      "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
      "SEQUENCE:0",
      "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS=3400 S Figueroa St\\nLos Angeles CA 9008",
      " 9;X-APPLE-RADIUS=100;X-TITLE=Galen Center:geo:34.021402,-118.286560",
      "SUMMARY:USC vs UCLA",
      "LAST-MODIFIED:20261101T170000Z",
      "CREATED:20261101T170000Z",
      `DTSTART;TZID=America/Los_Angeles:${localStamp(date, "19:00")}`,
      "BEGIN:VALARM",
      "X-WR-ALARMUID:1A2B3C4D",
      "UID:1A2B3C4D",
      "TRIGGER:-PT1H",
      "ACTION:DISPLAY",
      "DESCRIPTION:Reminder",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(ignored).toEqual([]);
    expect(starts.get("7F2C1A3E-4B5D-4E6F-8A9B-0C1D2E3F4A5B")).toBe(at(date, "19:00", "America/Los_Angeles"));
    expect(events[0]).toMatchObject({ state: "CA", teams: { versus: ["USC", "UCLA"] } });
  });

  it("Google Calendar: a weekly series ending on a date, an exception moved, attendees and a conference link", () => {
    const first = daysFromNow(7);
    const second = new Date(Date.parse(`${first}T12:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
    const until = new Date(Date.parse(`${first}T12:00:00Z`) + 21 * DAY_MS).toISOString().slice(0, 10);
    const { events, ignored, starts } = read([
      "BEGIN:VCALENDAR",
      "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Crew schedule",
      "X-WR-TIMEZONE:America/Chicago",
      "BEGIN:VEVENT",
      `DTSTART;TZID=America/Chicago:${localStamp(first, "18:30")}`,
      `DTEND;TZID=America/Chicago:${localStamp(first, "20:30")}`,
      `RRULE:FREQ=WEEKLY;WKST=SU;UNTIL=${until.replaceAll("-", "")};BYDAY=${["SU", "MO", "TU", "WE", "TH", "FR", "SA"][new Date(`${first}T12:00:00Z`).getUTCDay()]}`,
      "DTSTAMP:20261120T120000Z",
      "UID:6kq1v2abc3def@google.com",
      "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=Pat Lee;X-NUM-GUESTS=0:mailto:pat@example.com",
      "ORGANIZER;CN=League Office:mailto:office@example.com",
      "X-GOOGLE-CONFERENCE:https://meet.google.com/abc-defg-hij",
      "CREATED:20261101T000000Z",
      "DESCRIPTION:Level: JV\\nBring both shirts.",
      "LAST-MODIFIED:20261120T120000Z",
      "LOCATION:Wintrust Arena\\, 200 E Cermak Rd\\, Chicago\\, IL 60616\\, USA",
      "SEQUENCE:1",
      "STATUS:CONFIRMED",
      "SUMMARY:Sky vs Fever",
      "TRANSP:OPAQUE",
      "END:VEVENT",
      "BEGIN:VEVENT",
      `DTSTART;TZID=America/Chicago:${localStamp(second, "19:30")}`,
      `DTEND;TZID=America/Chicago:${localStamp(second, "21:30")}`,
      "DTSTAMP:20261120T120000Z",
      "UID:6kq1v2abc3def@google.com",
      `RECURRENCE-ID;TZID=America/Chicago:${localStamp(second, "18:30")}`,
      "DESCRIPTION:Level: JV\\nBring both shirts.",
      "LOCATION:Wintrust Arena\\, 200 E Cermak Rd\\, Chicago\\, IL 60616\\, USA",
      "SEQUENCE:2",
      "SUMMARY:Sky vs Fever",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(ignored).toEqual([]);
    expect(events).toHaveLength(3);
    expect(starts.get(`6kq1v2abc3def@google.com#${localStamp(first, "18:30")}`)).toBe(
      at(first, "18:30", "America/Chicago"),
    );
    expect(starts.get(`6kq1v2abc3def@google.com#${localStamp(second, "18:30")}`)).toBe(
      at(second, "19:30", "America/Chicago"),
    );
    expect(events.every((event) => event.level === "JV" && event.state === "IL")).toBe(true);
    expect(JSON.stringify(events)).not.toContain("example.com");
  });

  it("Outlook with Exchange's customized zone and a Windows name, a private flag and a meeting status", () => {
    const date = daysFromNow(21);
    const { events, ignored, starts } = read([
      "BEGIN:VCALENDAR",
      "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
      "VERSION:2.0",
      "METHOD:PUBLISH",
      "X-MS-OLK-FORCEINSPECTOROPEN:TRUE",
      "BEGIN:VTIMEZONE",
      "TZID:Customized Time Zone",
      "BEGIN:STANDARD",
      "DTSTART:16011104T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0600",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010311T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "TZOFFSETFROM:-0600",
      "TZOFFSETTO:-0500",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "CLASS:PRIVATE",
      "CREATED:20261101T170000Z",
      `DTSTART;TZID="Customized Time Zone":${localStamp(date, "19:00")}`,
      `DTEND;TZID="Customized Time Zone":${localStamp(date, "21:00")}`,
      "LOCATION:Bankers Life Fieldhouse",
      "PRIORITY:5",
      "SEQUENCE:0",
      "SUMMARY;LANGUAGE=en-us:Pacers vs Bulls",
      "TRANSP:OPAQUE",
      "UID:040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A601000000000000000010000000ABCDEF",
      "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
      "X-MICROSOFT-CDO-IMPORTANCE:1",
      "X-MICROSOFT-DISALLOW-COUNTER:FALSE",
      "X-MS-OLK-CONFTYPE:0",
      "END:VEVENT",
      "BEGIN:VEVENT",
      `DTSTART;TZID="Central Standard Time":${localStamp(date, "12:00")}`,
      "SUMMARY:Clinic",
      "LOCATION:Conference Room",
      "UID:040000008200E00074C5B7101A82E008000000002",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(ignored).toEqual([]);
    expect(events).toHaveLength(2);
    expect(starts.get("040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A601000000000000000010000000ABCDEF")).toBe(
      at(date, "19:00", "America/Chicago"),
    );
    expect(starts.get("040000008200E00074C5B7101A82E008000000002")).toBe(at(date, "12:00", "America/Chicago"));
  });

  it("TripIt: a trip's all-day plan and its flight are ignored with why, the game in between imported", () => {
    const trip = daysFromNow(9).replaceAll("-", "");
    const game = NOW + 9 * DAY_MS + 3_600_000;
    const { events, ignored } = read([
      "BEGIN:VCALENDAR",
      "X-WR-CALNAME:TripIt",
      "X-WR-CALDESC:TripIt Calendar",
      "X-PUBLISHED-TTL:PT15M",
      "PRODID:-//John Papproth/NONSGML Bennu ICalendar//EN",
      "VERSION:2.0",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "DTSTAMP:20261120T120000Z",
      "UID:item-1a2b3c@tripit.com",
      "SEQUENCE:4",
      `DTSTART;VALUE=DATE:${trip}`,
      `DTEND;VALUE=DATE:${trip}`,
      "SUMMARY:Indianapolis\\, IN\\, February 2027",
      "LOCATION:Indianapolis\\, IN",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "DTSTAMP:20261120T120000Z",
      "UID:item-4d5e6f@tripit.com",
      `DTSTART:${utcStamp(game - 6 * 3_600_000)}`,
      `DTEND:${utcStamp(game - 4 * 3_600_000)}`,
      "SUMMARY:AA1234 DFW to IND",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "DTSTAMP:20261120T120000Z",
      "UID:item-7a8b9c@tripit.com",
      `DTSTART:${utcStamp(game)}`,
      "SUMMARY:Butler at Xavier",
      "LOCATION:Hinkle Fieldhouse\\, 510 W 49th St\\, Indianapolis\\, IN 46208",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(events.map((event) => event.uid)).toEqual(["item-7a8b9c@tripit.com"]);
    expect(ignored.map((entry) => entry.reason)).toEqual(["all_day", "no_place"]);
  });
});
