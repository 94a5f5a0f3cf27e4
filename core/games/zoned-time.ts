// Wall-clock time in an IANA zone, with Intl only (docs/decisions/065). Instants are epoch
// milliseconds; a "local date and time" is what a clock on the arena's wall shows.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type LocalDateTime = { date: string; time: string };

/** An arena-local date and time as an instant, or why there is none (the spring-forward gap). */
export type ZonedInstant = { ok: true; instant: number; ambiguous: boolean } | { ok: false; reason: "nonexistent" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function wallParts(instant: number, zone: string) {
  const parts = formatter(
    `parts:${zone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }),
  ).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "00";
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
  };
}

/** The date ("YYYY-MM-DD") and time ("HH:MM") a clock in the zone shows at the instant. */
export function localDateTime(instant: number, zone: string): LocalDateTime {
  const { year, month, day, hour, minute } = wallParts(instant, zone);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** The day of the week a clock in the zone shows at the instant, as ISO numbers it: 1 Monday … 7 Sunday. */
export function isoWeekday(instant: number, zone: string): number {
  const day = new Date(`${localDateTime(instant, zone).date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The zone's offset from UTC at the instant, in minutes (Chicago in winter: -360). */
export function offsetMinutes(instant: number, zone: string): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const { year, month, day, hour, minute } = wallParts(whole, zone);
  const wallAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Math.round((wallAsUtc - whole) / MINUTE_MS);
}

function localAsUtc({ date, time }: LocalDateTime): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * The instant a zone's clock shows this date and time. A time skipped when clocks spring forward
 * (2:30 AM on the US spring day) does not exist; a time shown twice when they fall back (1:30 AM
 * on the autumn day) is the first of the two, and `ambiguous` says so.
 */
export function instantFromLocal(local: LocalDateTime, zone: string): ZonedInstant {
  const asUtc = localAsUtc(local);
  // Every offset the zone uses within a day either side covers any one clock change.
  const offsets = new Set([asUtc - DAY_MS, asUtc, asUtc + DAY_MS].map((at) => offsetMinutes(at, zone)));
  const matches = [...offsets]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((candidate) => {
      const shown = localDateTime(candidate, zone);
      return shown.date === local.date && shown.time === local.time;
    })
    .sort((a, b) => a - b);
  const [first] = matches;
  if (first === undefined) return { ok: false, reason: "nonexistent" };
  return { ok: true, instant: first, ambiguous: new Set(matches).size > 1 };
}

/** A local time in an IANA zone; in the spring-forward gap, the clock an hour later (as calendar apps do). */
export function zonedInstant(local: LocalDateTime, zone: string): number {
  const found = instantFromLocal(local, zone);
  if (found.ok) return found.instant;
  const [hour = "0", minute = "0"] = local.time.split(":");
  const later = { date: local.date, time: `${String((Number(hour) + 1) % 24).padStart(2, "0")}:${minute}` };
  const shifted = instantFromLocal(later, zone);
  return shifted.ok ? shifted.instant : Date.parse(`${local.date}T${local.time}:00Z`);
}

/** "+05:30", "-06:00": an ISO 8601 offset. */
function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, "0");
  return `${sign}${hours}:${String(absolute % 60).padStart(2, "0")}`;
}

/** ISO 8601 with the zone's offset at that instant: "2027-03-14T03:30:00-05:00". */
export function isoInZone(instant: number, zone: string): string {
  const { date, time } = localDateTime(instant, zone);
  return `${date}T${time}:00${isoOffset(offsetMinutes(instant, zone))}`;
}

// ICU puts narrow no-break spaces before AM/PM; plain spaces read and match the same everywhere.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

function zoneNamePart(instant: number, zone: string, style: "short" | "longGeneric"): string {
  const parts = formatter(
    `${style}:${zone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }),
  ).formatToParts(instant);
  return plainSpaces(parts.find((part) => part.type === "timeZoneName")?.value ?? zone);
}

/** The zone's abbreviation at that instant: "CST", "CDT", "MST", "HST" (else "GMT-6"). */
export function zoneAbbreviation(instant: number, zone: string): string {
  return zoneNamePart(instant, zone, "short");
}

/** The zone's everyday name: "Central Time", "Hawaii-Aleutian Time". */
export function zoneLongName(instant: number, zone: string): string {
  return zoneNamePart(instant, zone, "longGeneric");
}

/** "5:05 PM" on the zone's clock. */
export function formatTime(instant: number, zone: string): string {
  return plainSpaces(
    formatter(
      `time:${zone}`,
      () => new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }),
    ).format(instant),
  );
}

/** "5:05 PM CST": the time with the zone's abbreviation. */
export function formatClock(instant: number, zone: string): string {
  return `${formatTime(instant, zone)} ${zoneAbbreviation(instant, zone)}`;
}

/** "Sun, Mar 14, 2027" on the zone's calendar. */
export function formatDay(instant: number, zone: string): string {
  return plainSpaces(
    formatter(
      `day:${zone}`,
      () =>
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          weekday: "short",
          month: "short",
          day: "numeric",
          year: "numeric",
        }),
    ).format(instant),
  );
}

/** "Fri Dec 4" on the zone's calendar: a short day for one-line notices. */
export function formatShortDay(instant: number, zone: string): string {
  const parts = formatter(
    `short-day:${zone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric" }),
  ).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${value("weekday")} ${value("month")} ${value("day")}`;
}

/** "March 8, 2026", for messages about a date as typed. */
export function formatTypedDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(
    localAsUtc({ date, time: "12:00" }),
  );
}

/** "2:30 AM", for messages about a time as typed. */
export function formatTypedTime(time: string): string {
  return formatTime(localAsUtc({ date: "2000-01-01", time }), "UTC");
}
