// When a calendar event happens: DATE and DATE-TIME values read strictly, and the zone a TZID names
// (an IANA name, a Windows ID or display name, or the file's own VTIMEZONE) turned into instants.
import ICAL from "ical.js";
import { isTimeZone, type LocalDateTime, zonedInstant } from "../../core/games/zoned-time";
import { type IcalComponent, type RawComponent, toIcalComponent } from "./calendar-blocks";
import type { StepAccount } from "./ical-budget";
import { ianaOfWindowsName } from "./windows-zones";

/** A wall clock: what a clock shows, in no zone yet. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** A DATE (an all-day event) or a DATE-TIME, in UTC (`…Z`) or on a wall clock. */
export type TimeValue = { kind: "date"; wall: WallClock } | { kind: "date-time"; wall: WallClock; utc: boolean };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validWall(wall: WallClock): boolean {
  return (
    wall.year >= 1 &&
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= daysInMonth(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 60
  );
}

/**
 * A value as ical.js left it in jCal ("2027-01-15T19:00:00Z", "2027-01-15"), or null when it is not
 * a real date: "Next Year", "2027-01-15T19:00:00Z" written with dashes, month 13 and day 99 are all
 * refused here rather than rolled over into another date.
 */
export function readTimeValue(raw: unknown): TimeValue | null {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== "string" || text.length > 20) return null;
  const dateTime = DATE_TIME.exec(text);
  if (dateTime) {
    const [, year, month, day, hour, minute, second, zulu] = dateTime;
    const wall = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
    };
    return validWall(wall) ? { kind: "date-time", wall, utc: zulu === "Z" } : null;
  }
  const date = DATE.exec(text);
  if (!date) return null;
  const wall = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: 0, minute: 0, second: 0 };
  return validWall(wall) ? { kind: "date", wall } : null;
}

/** The first value of a property, read strictly; undefined when the property is absent. */
export function propertyTime(
  component: IcalComponent,
  name: string,
): { value: TimeValue | null; tzid: string } | undefined {
  const property = component.getFirstProperty(name);
  if (!property) return undefined;
  const tzid = property.getParameter("tzid");
  return { value: readTimeValue(property.jCal[3]), tzid: typeof tzid === "string" ? tzid : "" };
}

/** Every value of every such property (EXDATE, RDATE), each with its TZID; unreadable ones skipped. */
export function propertyTimes(component: IcalComponent, name: string): { value: TimeValue; tzid: string }[] {
  return component.getAllProperties(name).flatMap((property) => {
    const tzid = property.getParameter("tzid");
    return property.jCal.slice(3).flatMap((raw: unknown) => {
      const value = readTimeValue(raw);
      return value ? [{ value, tzid: typeof tzid === "string" ? tzid : "" }] : [];
    });
  });
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function wallDate(wall: WallClock): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function toLocal(wall: WallClock): LocalDateTime {
  return { date: wallDate(wall), time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** A wall clock read as if it were UTC: exact for UTC values, within ±14 h for the others. */
export function wallAsUtc(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

export function wallOfUtc(instant: number): WallClock {
  const date = new Date(instant);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The wall clock of an instant in an IANA zone. */
export function wallInZone(instant: number, zone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** A zone that turns wall clocks into instants and back: an IANA zone, or a file's own VTIMEZONE. */
export type EventZone = {
  /** The IANA name, when the zone has one (shown beside times; used for the arena's clock). */
  iana: string | null;
  instantOf(wall: WallClock): number | null;
  wallOf(instant: number): WallClock | null;
};

export function ianaEventZone(zone: string): EventZone {
  return {
    iana: zone,
    instantOf: (wall) => zonedInstant(toLocal(wall), zone) + wall.second * 1000,
    wallOf: (instant) => wallInZone(instant, zone),
  };
}

/** Steps of ical.js's rule expansion one VTIMEZONE may take: real zones need a few hundred. */
const ZONE_STEPS = 5000;
const MAX_OFFSET_MS = 18 * 60 * 60 * 1000;

const VTIMEZONE_PROPERTIES = { TZID: 200 };
const OBSERVANCE_PROPERTIES = { DTSTART: 100, TZOFFSETFROM: 20, TZOFFSETTO: 20, RRULE: 500, RDATE: 2000, TZNAME: 100 };

/**
 * A file's own VTIMEZONE, expanded by ical.js within a step budget. A rule that cannot be expanded
 * within it, an offset that is not one, or a zone that yields no offset makes the zone unreadable:
 * the events that name it are then read as if it named none.
 */
function definedZone(raw: RawComponent, steps: StepAccount): EventZone | null {
  const component = toIcalComponent(raw, VTIMEZONE_PROPERTIES, OBSERVANCE_PROPERTIES);
  if (!component) return null;
  let timezone: InstanceType<typeof ICAL.Timezone>;
  try {
    timezone = new ICAL.Timezone(component);
  } catch {
    return null;
  }
  let readable = true;
  const offsetAt = (wall: WallClock): number | null => {
    if (!readable) return null;
    try {
      const time = new ICAL.Time({ ...wall, isDate: false }, timezone);
      const instant = steps.run(ZONE_STEPS, () => time.toUnixTime() * 1000);
      const offset = wallAsUtc(wall) - instant;
      if (!Number.isFinite(instant) || Math.abs(offset) > MAX_OFFSET_MS) throw new Error("not an offset");
      return instant;
    } catch {
      // Past its budget, or a value ical.js could not read: the zone is unreadable from now on.
      readable = false;
      return null;
    }
  };
  const probe = offsetAt({ year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0 });
  if (probe === null || !timezone.component.getFirstSubcomponent()) return null;
  return {
    iana: null,
    instantOf: offsetAt,
    wallOf: (instant) => {
      // The zone's offset an hour either side of the instant, as its clock then reads.
      const guess = wallOfUtc(instant);
      const first = offsetAt(guess);
      if (first === null) return null;
      return wallOfUtc(instant + (instant - first));
    },
  };
}

/**
 * The IANA zone a TZID names, if any: itself ("America/Chicago", also behind a "/mozilla.org/…/"
 * style prefix), a Windows ID ("Eastern Standard Time") or display name
 * ("(UTC-05:00) Eastern Time (US & Canada)").
 */
export function ianaZoneOf(tzid: string): string | null {
  const name = tzid.replaceAll('"', "").trim().slice(0, 200);
  if (name === "") return null;
  if (isTimeZone(name)) return canonicalZone(name);
  if (name.includes("/")) {
    const segments = name.split("/").filter(Boolean);
    for (let take = Math.min(3, segments.length - 1); take >= 1; take -= 1) {
      const candidate = segments.slice(-take).join("/");
      if (isTimeZone(candidate)) return canonicalZone(candidate);
    }
  }
  return ianaOfWindowsName(name);
}

/** The zone's own spelling ("america/chicago" is "America/Chicago"). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

/** Reads the TZIDs of one file: names first, then the file's own VTIMEZONEs; each zone read once. */
export function zoneReader(timezones: RawComponent[], steps: StepAccount) {
  // Keyed without quotes and outer spaces: some programs quote the name on one side only.
  const nameKey = (tzid: string) => tzid.replaceAll('"', "").trim();
  const byTzid = new Map<string, RawComponent>();
  for (const raw of timezones) {
    const line = raw.lines.find((candidate) => candidate.toUpperCase().startsWith("TZID"));
    const tzid = line ? nameKey(line.slice(line.indexOf(":") + 1)) : "";
    if (tzid && !byTzid.has(tzid)) byTzid.set(tzid, raw);
  }
  const read = new Map<string, EventZone | null>();
  return (tzid: string): EventZone | null => {
    const known = read.get(tzid);
    if (known !== undefined) return known;
    const iana = ianaZoneOf(tzid);
    let zone: EventZone | null = iana ? ianaEventZone(iana) : null;
    if (!zone) {
      const raw = byTzid.get(nameKey(tzid));
      zone = raw ? definedZone(raw, steps) : null;
    }
    read.set(tzid, zone);
    return zone;
  };
}
