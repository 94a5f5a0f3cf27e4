// Every Windows zone name the import knows, as an ID and as a display name, gives the instant Intl
// gives for the zone it maps to: a property checked over the whole map, at times across the year.
import fc from "fast-check";
import timezones from "timezones.json";
import { describe, expect, it } from "vitest";
import { WINDOWS_TO_IANA_MAP } from "windows-iana";
import { instantFromLocal } from "~/core/games/zoned-time";
import { parseCalendar } from "~/worker/imports/parse";
import { ianaOfWindowsName, windowsDisplayNames } from "~/worker/imports/windows-zones";

const NOW = Date.now();

function startOf(tzid: string, date: string, time: string): number | null {
  const stamp = `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
  const text = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Zones//EN",
    "BEGIN:VEVENT",
    "UID:z",
    `DTSTART;TZID="${tzid}":${stamp}`,
    "LOCATION:Gym",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const outcome = parseCalendar(text, NOW);
  if (!outcome.ok) return null;
  const start = outcome.calendar.events[0]?.start;
  return start?.kind === "instant" ? start.instant : null;
}

/** A date and time within the import window, any day of the year, any hour. */
const localTimes = fc.record({
  day: fc.integer({ min: -380, max: 380 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.constantFrom(0, 15, 30, 45),
});

function local({ day, hour, minute }: { day: number; hour: number; minute: number }) {
  const date = new Date(NOW + day * 86_400_000).toISOString().slice(0, 10);
  return { date, time: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` };
}

const windowsIds = [...new Set(WINDOWS_TO_IANA_MAP.map((entry) => entry.windowsName))];

describe("Windows time-zone names", () => {
  it("maps every Windows ID of CLDR's table to a zone, and every display name of the list", () => {
    const unmapped = windowsIds.filter((id) => ianaOfWindowsName(id) === null);
    expect(unmapped).toEqual([]);
    const displayUnmapped = timezones.filter((entry) => ianaOfWindowsName(entry.text) === null);
    expect(displayUnmapped).toEqual([]);
    expect(windowsDisplayNames().size).toBeGreaterThan(90);
  });

  it("reads the older GMT spelling of a display name as the UTC one", () => {
    expect(ianaOfWindowsName("(GMT-05:00) Eastern Time (US & Canada)")).toBe("America/New_York");
    expect(ianaOfWindowsName("(GMT+10:00) Canberra, Melbourne, Sydney")).toBe("Australia/Sydney");
    expect(ianaOfWindowsName("(UTC-06:00) Central Time (US & Canada)")).toBe("America/Chicago");
    expect(ianaOfWindowsName("Not a zone at all")).toBeNull();
  });

  it("stores, for every Windows ID, the instant Intl gives for its zone", () => {
    for (const id of windowsIds) {
      const zone = ianaOfWindowsName(id);
      if (!zone) throw new Error(`${id} is not mapped`);
      fc.assert(
        fc.property(localTimes, (when) => {
          const { date, time } = local(when);
          const expected = instantFromLocal({ date, time }, zone);
          // A time the zone's clock skips (spring forward) is read an hour later, as calendar apps do.
          fc.pre(expected.ok);
          expect(startOf(id, date, time), `${id} at ${date} ${time}`).toBe(expected.ok ? expected.instant : null);
        }),
        { numRuns: 12 },
      );
    }
  });

  it("stores, for every display name, the instant Intl gives for its zone", () => {
    for (const entry of timezones) {
      const zone = ianaOfWindowsName(entry.text);
      if (!zone) throw new Error(`${entry.text} is not mapped`);
      fc.assert(
        fc.property(localTimes, (when) => {
          const { date, time } = local(when);
          const expected = instantFromLocal({ date, time }, zone);
          fc.pre(expected.ok);
          expect(startOf(entry.text, date, time), `${entry.text} at ${date} ${time}`).toBe(
            expected.ok ? expected.instant : null,
          );
        }),
        { numRuns: 12 },
      );
    }
  });
});
