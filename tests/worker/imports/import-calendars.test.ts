// Calendar files in the shapes real programs write (Outlook, Exchange, Google, Apple, TripIt, league
// schedules), each read as an independent parser reads it: every event counted, none at the wrong
// instant. The samples are written here, from what those programs are known to put in a file.
import { describe, expect, it } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import type { ImportedEvent } from "~/core/imports/game-fields";
import { teamsFrom } from "~/worker/imports/event-text";
import { parseCalendar } from "~/worker/imports/parse";
import { daysFromNow } from "../fixtures";
import { localStamp, utcStamp } from "../import-samples";

const NOW = Date.now();
const DAY_MS = 86_400_000;
const CRLF = "\r\n";

function parsed(text: string, now = NOW) {
  const outcome = parseCalendar(text, now);
  if (!outcome.ok) throw new Error("not parsed");
  return outcome.calendar;
}

function at(date: string, time: string, zone: string): number {
  const found = instantFromLocal({ date, time }, zone);
  if (!found.ok) throw new Error(`no ${date} ${time} in ${zone}`);
  return found.instant;
}

const instantOf = (event: ImportedEvent | undefined) =>
  event?.start.kind === "instant" ? event.start.instant : Number.NaN;

/** The next date (from `from`) that falls on the given weekday, 0 for Sunday. */
function nextWeekday(weekday: number, from = daysFromNow(20)): string {
  const date = new Date(`${from}T12:00:00Z`);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const OUTLOOK_EASTERN = [
  "BEGIN:VTIMEZONE",
  "TZID:(UTC-05:00) Eastern Time (US & Canada)",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

function file(lines: string[], head: string[] = ["PRODID:-//Tests//EN"]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", ...head, ...lines, "END:VCALENDAR", ""].join(CRLF);
}

function event(uid: string | null, lines: string[]): string[] {
  return ["BEGIN:VEVENT", ...(uid ? [`UID:${uid}`] : []), ...lines, "END:VEVENT"];
}

describe("time zones as calendar programs write them", () => {
  it("reads Outlook's quoted Windows display names, with and without the file's VTIMEZONE", () => {
    const date = daysFromNow(30);
    const text = file(
      [
        ...OUTLOOK_EASTERN,
        ...event("outlook", [
          `DTSTART;TZID="(UTC-05:00) Eastern Time (US & Canada)":${localStamp(date, "19:30")}`,
          "SUMMARY:Lions at Tigers",
          "LOCATION:Hinkle Fieldhouse, 510 W 49th St, Indianapolis, IN 46208",
        ]),
        ...event("old-outlook", [
          `DTSTART;TZID="(GMT+10:00) Canberra, Melbourne, Sydney":${localStamp(date, "09:00")}`,
          "SUMMARY:Sydney Kings v Melbourne United",
          "LOCATION:Qudos Bank Arena, Sydney",
        ]),
        ...event("windows-id", [
          `DTSTART;TZID=W. Europe Standard Time:${localStamp(date, "20:30")}`,
          "SUMMARY:Alba Berlin vs Bayern",
          "LOCATION:Uber Arena, Berlin",
        ]),
      ],
      ["PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "METHOD:PUBLISH"],
    );
    const { events, ignored } = parsed(text);
    expect(ignored).toEqual([]);
    const byUid = new Map(events.map((found) => [found.uid, found]));
    expect(instantOf(byUid.get("outlook"))).toBe(at(date, "19:30", "America/New_York"));
    expect(instantOf(byUid.get("old-outlook"))).toBe(at(date, "09:00", "Australia/Sydney"));
    expect(instantOf(byUid.get("windows-id"))).toBe(at(date, "20:30", "Europe/Berlin"));
    expect(byUid.get("outlook")?.start).toMatchObject({ zone: "America/New_York" });
  });

  it("reads a quote that swallows the value, as other readers do", () => {
    const date = daysFromNow(25);
    const text = file([
      ...event("swallowed", [
        `DTSTART;TZID="W. Europe Standard Time:${localStamp(date, "09:00")}"`,
        "SUMMARY:Training",
        "LOCATION:Sporthalle, Berlin",
      ]),
      ...event("fine", [`DTSTART:${utcStamp(NOW + DAY_MS)}`, "SUMMARY:Other", "LOCATION:Gym"]),
    ]);
    const { events } = parsed(text);
    expect(events).toHaveLength(2);
    expect(instantOf(events.find((found) => found.uid === "swallowed"))).toBe(at(date, "09:00", "Europe/Berlin"));
  });

  it("uses the file's own VTIMEZONE for a custom name, and a /mozilla.org/ prefix names its IANA zone", () => {
    const date = nextWeekday(3);
    const text = file([
      "BEGIN:VTIMEZONE",
      "TZID:Customized Time Zone 1",
      "BEGIN:STANDARD",
      "DTSTART:16010101T030000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0000",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T010000",
      "TZOFFSETFROM:+0000",
      "TZOFFSETTO:+0100",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      ...event("exchange", [
        `DTSTART;TZID="Customized Time Zone 1":${localStamp(date, "18:00")}`,
        "SUMMARY:London Lions vs Leicester Riders",
        "LOCATION:Copper Box Arena, London",
      ]),
      ...event("lightning", [
        `DTSTART;TZID=/mozilla.org/20070129_1/America/Denver:${localStamp(date, "18:00")}`,
        "SUMMARY:Nuggets at Jazz",
        "LOCATION:Delta Center, Salt Lake City, UT",
      ]),
    ]);
    const byUid = new Map(parsed(text).events.map((found) => [found.uid, found]));
    expect(instantOf(byUid.get("exchange"))).toBe(at(date, "18:00", "Europe/London"));
    expect(instantOf(byUid.get("lightning"))).toBe(at(date, "18:00", "America/Denver"));
  });

  it("reads floating times in X-WR-TIMEZONE when the calendar names one, else on the arena's clock", () => {
    const date = daysFromNow(12);
    const games = [
      ...event("g1", [
        `DTSTART:${localStamp(date, "20:30")}`,
        "SUMMARY:Real Madrid vs Barça",
        "LOCATION:WiZink Center",
      ]),
    ];
    const named = parsed(
      file(games, ["PRODID:-//Google Inc//Google Calendar 70.9054//EN", "X-WR-TIMEZONE:Europe/Madrid"]),
    );
    expect(named.events[0]?.start).toEqual({
      kind: "instant",
      instant: at(date, "20:30", "Europe/Madrid"),
      zone: "Europe/Madrid",
    });
    const unnamed = parsed(file(games));
    expect(unnamed.events[0]?.start).toEqual({ kind: "floating", local: { date, time: "20:30" } });
    // A TZID that nothing defines is read as floating too.
    const unknown = parsed(
      file([...event("g2", [`DTSTART;TZID=Somewhere Else:${localStamp(date, "20:30")}`, "LOCATION:Gym"])]),
    );
    expect(unknown.events[0]?.start).toEqual({ kind: "floating", local: { date, time: "20:30" } });
  });

  it("keeps a UTC event's instant and names the calendar's zone beside it", () => {
    const start = Math.floor((NOW + 3 * DAY_MS) / 1000) * 1000;
    const { events } = parsed(
      file(
        [...event("utc", [`DTSTART:${utcStamp(start)}`, "SUMMARY:Game", "LOCATION:Gym"])],
        ["PRODID:-//Google Inc//Google Calendar 70.9054//EN", "X-WR-TIMEZONE:America/Chicago"],
      ),
    );
    expect(events[0]?.start).toEqual({ kind: "instant", instant: start, zone: "America/Chicago" });
  });
});

describe("every calendar and every event", () => {
  it("reads every VCALENDAR of a file, and names the file by the first", () => {
    const start = NOW + 2 * DAY_MS;
    const one = file(
      [...event("a", [`DTSTART:${utcStamp(start)}`, "SUMMARY:A at B", "LOCATION:Gym A"])],
      ["PRODID:-//First//EN", "X-WR-CALNAME:Crew games"],
    );
    const two = file([
      ...event("b", [`DTSTART:${utcStamp(start + DAY_MS)}`, "SUMMARY:C at D", "LOCATION:Gym B"]),
      ...event("c", [`DTSTART:${utcStamp(start + 2 * DAY_MS)}`, "SUMMARY:E at F", "LOCATION:Gym C"]),
    ]);
    const { calendarKey, events } = parsed(`${one}${two}`);
    expect(calendarKey).toBe("Crew games");
    expect(events.map((found) => found.uid).sort()).toEqual(["a", "b", "c"]);
  });

  it("expands a weekly series in its zone across a clock change, with EXDATE, RDATE and a moved date", () => {
    // A Tuesday in the weeks before the US autumn change, so the series crosses it.
    const first = nextWeekday(2, daysFromNow(7));
    const dates = Array.from({ length: 6 }, (_, week) => {
      const day = new Date(`${first}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 7 * week);
      return day.toISOString().slice(0, 10);
    });
    const [d0 = "", d1 = "", d2 = "", d3 = "", , d5 = ""] = dates;
    const extra = daysFromNow(60);
    const text = file([
      ...event("league", [
        `DTSTART;TZID=America/Chicago:${localStamp(d0, "19:00")}`,
        "RRULE:FREQ=WEEKLY;COUNT=6",
        `EXDATE;TZID=America/Chicago:${localStamp(d2, "19:00")}`,
        `RDATE;TZID=America/Chicago:${localStamp(extra, "19:00")}`,
        "SUMMARY:Rec League: Hawks vs Owls",
        "LOCATION:Northside Rec Center, 1 Park Rd, Springfield, IL 62701",
      ]),
      ...event("league", [
        `RECURRENCE-ID;TZID=America/Chicago:${localStamp(d3, "19:00")}`,
        `DTSTART;TZID=America/Chicago:${localStamp(d3, "20:15")}`,
        "SUMMARY:Rec League: Hawks vs Owls (moved)",
        "LOCATION:Northside Rec Center, 1 Park Rd, Springfield, IL 62701",
      ]),
    ]);
    const { events, ignored } = parsed(text);
    expect(ignored).toEqual([]);
    const byUid = new Map(events.map((found) => [found.uid, found]));
    const key = (date: string, time: string) => `league#${localStamp(date, time)}`;
    expect([...byUid.keys()].sort()).toEqual(
      [
        key(d0, "19:00"),
        key(d1, "19:00"),
        key(d3, "19:00"),
        dates[4] ? key(dates[4], "19:00") : "",
        key(d5, "19:00"),
        key(extra, "19:00"),
      ].sort(),
    );
    for (const date of [d0, d1, d5])
      expect(instantOf(byUid.get(key(date, "19:00")))).toBe(at(date, "19:00", "America/Chicago"));
    expect(instantOf(byUid.get(key(d3, "19:00")))).toBe(at(d3, "20:15", "America/Chicago"));
    expect(byUid.get(key(d3, "19:00"))?.summary).toBe("Rec League: Hawks vs Owls (moved)");
  });

  it("imports the first 500 dates of a series and reports the rest", () => {
    const start = NOW + DAY_MS;
    const { events, ignored } = parsed(
      file([
        ...event("daily", [
          `DTSTART:${utcStamp(start)}`,
          "RRULE:FREQ=HOURLY;INTERVAL=12",
          "SUMMARY:Shift",
          "LOCATION:Gym",
        ]),
      ]),
    );
    expect(events).toHaveLength(500);
    expect(ignored).toEqual([{ event: "Shift", reason: "series_limit", count: expect.any(Number) }]);
    expect(ignored[0]?.count).toBeGreaterThan(200);
  });

  it("reads a series that began years ago from its dates in the window, without walking every week since", () => {
    const { events } = parsed(
      file([
        ...event("old", [
          "DTSTART;TZID=America/New_York:20150106T180000",
          "RRULE:FREQ=WEEKLY;BYDAY=TU,TH",
          "SUMMARY:Open gym",
          "LOCATION:Y Gym",
        ]),
      ]),
    );
    // 800 days either side of now, two dates a week.
    expect(events.length).toBeGreaterThan(220);
    expect(events.length).toBeLessThanOrEqual(232);
    for (const found of events) {
      const weekday = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/New_York",
        weekday: "short",
        hour: "numeric",
        hourCycle: "h23",
      }).format(instantOf(found));
      expect(weekday).toMatch(/^(Tue|Thu),? 18$/);
    }
  });

  it("ignores, with why, an event with no place, an unreadable date, and one too far ahead", () => {
    const soon = utcStamp(NOW + DAY_MS);
    const text = file([
      ...event("away", [`DTSTART:${soon}`, "SUMMARY:Away game", "LOCATION:Away"]),
      ...event("tba", [`DTSTART:${soon}`, "SUMMARY:TBA game", "LOCATION:TBA"]),
      ...event("tbd", [`DTSTART:${soon}`, "SUMMARY:TBD game", "LOCATION: tbd "]),
      ...event("none", [`DTSTART:${soon}`, "SUMMARY:Nowhere"]),
      ...event("next-year", ["DTSTART;VALUE=DATE:Next Year", "SUMMARY:Someday", "LOCATION:Gym"]),
      ...event("far", [`DTSTART:${utcStamp(NOW + 401 * DAY_MS)}`, "SUMMARY:Far", "LOCATION:Gym"]),
      ...event("kept", [`DTSTART:${soon}`, "SUMMARY:Kept", "LOCATION:Gym"]),
    ]);
    const { events, ignored } = parsed(text);
    expect(events.map((found) => found.uid)).toEqual(["kept"]);
    expect(ignored).toEqual([
      { event: "Away game", reason: "no_place", count: 1 },
      { event: "TBA game", reason: "no_place", count: 1 },
      { event: "TBD game", reason: "no_place", count: 1 },
      { event: "Nowhere", reason: "no_place", count: 1 },
      { event: "Someday", reason: "unreadable_start", count: 1 },
      { event: "Far", reason: "too_far_ahead", count: 1 },
    ]);
  });

  it("marks a title that says it is cancelled as cancelled, and reads the game without the word", () => {
    const { events } = parsed(
      file([
        ...event("c", [`DTSTART:${utcStamp(NOW + DAY_MS)}`, "SUMMARY:CANCELLED - Lions at Tigers", "LOCATION:Gym"]),
      ]),
    );
    expect(events[0]).toMatchObject({
      cancelled: true,
      summary: "Lions at Tigers",
      teams: { away: "Lions", home: "Tigers" },
    });
  });

  it("keys an event without a UID by its own fields: the same file twice gives the same keys", () => {
    const text = file([
      ...event(null, [`DTSTART:${utcStamp(NOW + DAY_MS)}`, "SUMMARY:A at B", "LOCATION:Gym"]),
      ...event(null, [`DTSTART:${utcStamp(NOW + 2 * DAY_MS)}`, "SUMMARY:A at B", "LOCATION:Gym"]),
    ]);
    const first = parsed(text).events.map((found) => found.uid);
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(parsed(text).events.map((found) => found.uid)).toEqual(first);
  });
});

describe("teams", () => {
  it.each([
    ["Lions at Tigers", { away: "Lions", home: "Tigers" }],
    ["Lions @ Tigers", { away: "Lions", home: "Tigers" }],
    ["Panthers vs Carolina Hurricanes", { versus: ["Panthers", "Carolina Hurricanes"] }],
    ["Panthers vs. Carolina Hurricanes", { versus: ["Panthers", "Carolina Hurricanes"] }],
    ["Berlin v Hamburg", { versus: ["Berlin", "Hamburg"] }],
    ["FC Internationale Berlin V vs FC Hertha 03 IV", { versus: ["FC Internationale Berlin V", "FC Hertha 03 IV"] }],
    ["Referee: Vandals vs Atlanta (Varsity Boys.)", { versus: ["Vandals", "Atlanta"] }],
    ["Varsity Boys Basketball - HS", null],
    ["Batavia Lions V Elgin", null],
  ])("%s", (summary, teams) => {
    expect(teamsFrom(summary)).toEqual(teams);
  });
});
