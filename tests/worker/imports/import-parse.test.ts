import { describe, expect, it } from "vitest";
import { instantFromLocal } from "~/core/games/zoned-time";
import { parseCalendar } from "~/worker/imports/parse";
import { daysFromNow } from "../fixtures";
import { arbiterEvent, calendar, localStamp } from "../import-samples";

const NOW = Date.now();
const DAY_MS = 86_400_000;

function parsed(text: string) {
  const outcome = parseCalendar(text, NOW);
  if (!outcome.ok) throw new Error("not parsed");
  return outcome.calendar;
}

function chicago(date: string, time: string): number {
  const found = instantFromLocal({ date, time }, "America/Chicago");
  if (!found.ok) throw new Error("no such time");
  return found.instant;
}

describe("parseCalendar", () => {
  it("reads an Arbiter event: UTC start, summary with a parameter, Site: and crew without contact details", () => {
    const text = calendar(
      arbiterEvent({
        uid: "G-1",
        start: NOW + 10 * DAY_MS,
        site: "Central High School",
        address: "200 Sample School Rd, Sample City WA  99001",
        crew: ["Pat Lee pat@example.com 555-123-4567  Position: Referee", "Sam Roe  Position: Umpire"],
      }),
      { name: "Arbiter games" },
    );
    const { calendarKey, events, ignored } = parsed(text);
    expect(calendarKey).toBe("Arbiter games");
    expect(ignored).toEqual([]);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid).toBe("G-1");
    expect(event?.start).toEqual({ kind: "instant", instant: Math.floor((NOW + 10 * DAY_MS) / 1000) * 1000 });
    expect(event?.summary).toBe("Varsity Boys Basketball - HS");
    expect(event?.level).toBe("Varsity");
    expect(event?.site).toBe("Central High School");
    expect(event?.venueText).toBe("Central High School, 200 Sample School Rd, Sample City WA 99001");
    expect(event?.state).toBe("WA");
    expect(event?.crew).toEqual([
      { name: "Pat Lee", position: "Referee" },
      { name: "Sam Roe", position: "Umpire" },
    ]);
    expect(JSON.stringify(event)).not.toContain("example.com");
    expect(JSON.stringify(event)).not.toContain("4567");
  });

  it("reads TZID without VTIMEZONE, a Windows zone name, floating times and folded lines", () => {
    const date = daysFromNow(30);
    const text = calendar(
      [
        "BEGIN:VEVENT",
        "UID:iana",
        `DTSTART;TZID=America/Chicago:${localStamp(date, "19:00")}`,
        "SUMMARY:North vs. South (Varsity Boys.)",
        "LOCATION:1 Main St, Springfield, IL",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:windows",
        `DTSTART;TZID="Central Standard Time":${localStamp(date, "18:00")}`,
        "SUMMARY:East at West",
        "LOCATION:1 Main St, Springfield, IL",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:floating",
        `DTSTART:${localStamp(date, "17:00")}`,
        "SUMMARY:Referee: Away vs Home",
        "LOCATION:1 Main St, Springfield, IL",
        "DESCRIPTION:Site: Springfield Fieldhouse With A Very Long Name That Needs Folding Across",
        "  Lines\\nLevel: JV",
        "END:VEVENT",
      ],
      { prodid: "-//RefTown//EN" },
    );
    const { calendarKey, events } = parsed(text);
    expect(calendarKey).toBe("-//RefTown//EN");
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(byUid.get("iana")?.start).toEqual({
      kind: "instant",
      instant: chicago(date, "19:00"),
      zone: "America/Chicago",
    });
    expect(byUid.get("iana")?.teams).toEqual({ versus: ["North", "South"] });
    expect(byUid.get("iana")?.level).toBe("Varsity Boys");
    expect(byUid.get("windows")?.start).toEqual({
      kind: "instant",
      instant: chicago(date, "18:00"),
      zone: "America/Chicago",
    });
    expect(byUid.get("windows")?.teams).toEqual({ away: "East", home: "West" });
    expect(byUid.get("floating")?.start).toEqual({ kind: "floating", local: { date, time: "17:00" } });
    expect(byUid.get("floating")?.teams).toEqual({ versus: ["Away", "Home"] });
    expect(byUid.get("floating")?.site).toBe(
      "Springfield Fieldhouse With A Very Long Name That Needs Folding Across Lines",
    );
    expect(byUid.get("floating")?.level).toBe("JV");
  });

  it("reads a zone only the file defines (a Windows-style custom name) with its own VTIMEZONE", () => {
    const date = daysFromNow(40);
    const text = calendar([
      "BEGIN:VTIMEZONE",
      "TZID:Customized Time Zone",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:custom",
      `DTSTART;TZID="Customized Time Zone":${localStamp(date, "19:00")}`,
      "LOCATION:1 Main St, Springfield, IL",
      "END:VEVENT",
    ]);
    const [event] = parsed(text).events;
    expect(event?.start).toEqual({ kind: "instant", instant: Date.parse(`${date}T19:00:00-05:00`) });
  });

  it("reads CANCELLED and SEQUENCE; of one UID twice keeps the higher SEQUENCE and ignores the other", () => {
    const start = NOW + 5 * DAY_MS;
    const place = { site: "Gym", address: "1 Main St, Springfield IL 62701" };
    const text = calendar([
      ...arbiterEvent({ uid: "dup", start, ...place, sequence: 2, summary: "Second" }),
      ...arbiterEvent({ uid: "dup", start, ...place, sequence: 1, summary: "First" }),
      ...arbiterEvent({ uid: "gone", start, ...place, status: "CANCELLED" }),
    ]);
    const { events, ignored } = parsed(text);
    expect(ignored).toEqual([{ event: "First", reason: "duplicate", count: 1 }]);
    expect(events.find((event) => event.uid === "dup")?.summary).toBe("Second");
    expect(events.find((event) => event.uid === "dup")?.sequence).toBe(2);
    expect(events.find((event) => event.uid === "gone")?.cancelled).toBe(true);
    expect(events.find((event) => event.uid === "dup")?.cancelled).toBe(false);
  });

  it("ignores and counts all-day events, events over 400 days ahead and events without a start", () => {
    const place = { site: "Gym", address: "1 Main St, Springfield IL 62701" };
    const text = calendar([
      ...arbiterEvent({ uid: "kept", start: NOW + DAY_MS, ...place }),
      ...arbiterEvent({ uid: "far", start: NOW + 401 * DAY_MS, ...place }),
      "BEGIN:VEVENT",
      "UID:all-day",
      `DTSTART;VALUE=DATE:${daysFromNow(3).replace(/-/g, "")}`,
      "LOCATION:Somewhere",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:no-start",
      "LOCATION:Somewhere",
      "END:VEVENT",
    ]);
    const { events, ignored } = parsed(text);
    expect(events.map((event) => event.uid)).toEqual(["kept"]);
    expect(ignored).toEqual([
      { event: "Varsity Boys Basketball - HS", reason: "too_far_ahead", count: 1 },
      { event: "all-day", reason: "all_day", count: 1 },
      { event: "no-start", reason: "no_start", count: 1 },
    ]);
  });

  it("keys an event without UID by a hash that the same event always gives", () => {
    const event = arbiterEvent({ start: NOW + DAY_MS, site: "Gym", address: "1 Main St, Springfield IL 62701" });
    const first = parsed(calendar(event)).events[0]?.uid;
    const again = parsed(calendar(event)).events[0]?.uid;
    expect(first).toMatch(/^hash:[0-9a-f]{16}$/);
    expect(again).toBe(first);
  });

  it("accepts a calendar with no events and refuses text that is not iCalendar", () => {
    expect(parsed(calendar([]))).toEqual({
      calendarKey: "-//ArbiterSports Calendar//EN",
      events: [],
      ignored: [],
      stampedAt: null,
    });
    expect(parseCalendar("hello", NOW).ok).toBe(false);
    expect(parseCalendar("BEGIN:VCARD\r\nEND:VCARD\r\n", NOW).ok).toBe(false);
    expect(parseCalendar("", NOW).ok).toBe(false);
    // A calendar whose lines are broken is still a calendar: nothing in it to import.
    expect(parsed("BEGIN:VCALENDAR\r\nthis is not a line\r\n")).toEqual({
      calendarKey: "Calendar",
      events: [],
      ignored: [],
      stampedAt: null,
    });
  });

  it("reads when the file was made from its events' newest UTC DTSTAMP, and none from a floating one", () => {
    const event = (uid: string, stamp: string) =>
      arbiterEvent({ uid, start: NOW + DAY_MS, site: "Gym", address: "1 Main St, Springfield IL 62701" }).map((line) =>
        line.startsWith("DTSTAMP:") ? `DTSTAMP:${stamp}` : line,
      );
    const text = calendar([...event("S1", "20261101T120000Z"), ...event("S2", "20261102T083000Z")]);
    expect(parsed(text).stampedAt).toBe(Date.UTC(2026, 10, 2, 8, 30));
    expect(parsed(calendar(event("S3", "20261101T120000"))).stampedAt).toBeNull();
  });
});
