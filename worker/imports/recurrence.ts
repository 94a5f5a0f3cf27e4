// A repeating event's dates (RRULE, RDATE, EXDATE; RFC 5545 §3.8.5) within the import window, from
// ical.js's own recurrence iterator, bounded in dates and in steps.
import ICAL from "ical.js";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import type { IcalComponent } from "./calendar-blocks";
import { type EventZone, propertyTimes, type TimeValue, type WallClock, wallAsUtc, wallOfUtc } from "./event-time";
import { type StepAccount, StepBudgetExceeded, stepsSpent } from "./ical-budget";

/** How a series' times are written: in UTC, on a zone's clock, or floating (no zone given). */
export type SeriesClock = { kind: "utc" } | { kind: "zoned"; zone: EventZone; tzid: string } | { kind: "floating" };

/** One date of a series, on the series' own clock, and the key that names it (its RECURRENCE-ID). */
export type Occurrence = { key: string; wall: WallClock };

export type Expansion =
  | {
      ok: true;
      occurrences: Occurrence[] /** Dates past the cap: a count, or "more" when not all were counted. */;
      beyond: number | "more";
    }
  | { ok: false };

export type Window = { from: number; to: number };

/** Steps one series may take: enough for any real rule over the window, few enough to bound a hostile one. */
const SERIES_STEPS = 10_000;
const DAY_MS = 86_400_000;
const FIXED_UNIT_MS: Readonly<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: DAY_MS,
  WEEKLY: 7 * DAY_MS,
};

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A RECURRENCE-ID's key: "20270115T190000", with a Z on a series written in UTC. */
export function occurrenceKey(wall: WallClock, clock: SeriesClock): string {
  const stamp = `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
  return clock.kind === "utc" ? `${stamp}Z` : stamp;
}

/** A value of the event (RDATE, EXDATE, RECURRENCE-ID) on the series' clock. */
export function onSeriesClock(
  value: TimeValue,
  tzid: string,
  clock: SeriesClock,
  zoneOf: (tzid: string) => EventZone | null,
): WallClock | null {
  if (value.kind === "date") return value.wall;
  if (value.utc) {
    if (clock.kind === "zoned") return clock.zone.wallOf(wallAsUtc(value.wall));
    return value.wall;
  }
  if (clock.kind === "floating" || !tzid || (clock.kind === "zoned" && tzid === clock.tzid)) return value.wall;
  const zone = zoneOf(tzid);
  const instant = zone?.instantOf(value.wall) ?? null;
  if (instant === null) return value.wall;
  return clock.kind === "utc" ? wallOfUtc(instant) : clock.zone.wallOf(instant);
}

/** The rule's start moved forward by whole periods to just before the window, so old series cost nothing. */
function skipAhead(rule: InstanceType<typeof ICAL.Recur>, start: WallClock, window: Window): WallClock {
  if (rule.count) return start;
  const target = window.from - 2 * DAY_MS;
  const startMs = wallAsUtc(start);
  if (startMs >= target) return start;
  const interval = Math.max(1, rule.interval || 1);
  const unit = FIXED_UNIT_MS[rule.freq];
  if (unit !== undefined) {
    const periods = Math.floor((target - startMs) / (unit * interval)) - 1;
    return periods > 0 ? wallOfUtc(startMs + periods * unit * interval) : start;
  }
  // Months and years are not fixed lengths: move whole periods only where the day exists in each.
  const months = rule.freq === "MONTHLY" ? interval : 12 * interval;
  if (start.day > 28) return start;
  const targetWall = wallOfUtc(target);
  const monthsBetween = (targetWall.year - start.year) * 12 + (targetWall.month - start.month);
  const periods = Math.floor(monthsBetween / months) - 1;
  if (periods <= 0) return start;
  const monthIndex = start.month - 1 + periods * months;
  return { ...start, year: start.year + Math.floor(monthIndex / 12), month: (monthIndex % 12) + 1 };
}

function untilOnClock(rule: InstanceType<typeof ICAL.Recur>, clock: SeriesClock): void {
  const until = rule.until;
  if (!until || clock.kind !== "zoned" || until.zone !== ICAL.Timezone.utcTimezone) return;
  const wall = clock.zone.wallOf(
    wallAsUtc({
      year: until.year,
      month: until.month,
      day: until.day,
      hour: until.hour,
      minute: until.minute,
      second: until.second,
    }),
  );
  if (wall) rule.until = ICAL.Time.fromData({ ...wall, isDate: false });
}

/** The dates one RRULE gives within the window (and a margin of a day either side for zones). */
function ruleDates(
  rule: InstanceType<typeof ICAL.Recur>,
  start: WallClock,
  clock: SeriesClock,
  window: Window,
  steps: StepAccount,
): { dates: WallClock[]; beyond: number | "more"; spent: boolean } {
  const dates: WallClock[] = [];
  let beyond = 0;
  const from = window.from - DAY_MS;
  const to = window.to + DAY_MS;
  untilOnClock(rule, clock);
  const first = skipAhead(rule, start, window);
  let spent = false;
  steps.run(SERIES_STEPS, () => {
    try {
      const iterator = rule.iterator(ICAL.Time.fromData({ ...first, isDate: false }));
      for (;;) {
        const next = iterator.next();
        if (!next) break;
        const wall = {
          year: next.year,
          month: next.month,
          day: next.day,
          hour: next.hour,
          minute: next.minute,
          second: next.second,
        };
        const at = wallAsUtc(wall);
        if (!Number.isFinite(at) || at > to) break;
        if (at < from) continue;
        if (dates.length < IMPORT_LIMITS.seriesOccurrences) dates.push(wall);
        else beyond += 1;
      }
    } catch (error) {
      if (!(error instanceof StepBudgetExceeded) && !stepsSpent()) throw error;
      spent = true;
    }
  });
  // Steps spent: the dates found are kept, and how many more there are is not known.
  return { dates, beyond: spent ? "more" : beyond, spent };
}

/**
 * Every date of a series in the window: its RRULEs from DTSTART, its RDATEs, less its EXDATEs, at
 * most the cap, in time order. `ok: false` when a rule cannot be read, or its steps run out before
 * it gives a single date.
 */
export function expandSeries(
  master: IcalComponent,
  start: WallClock,
  clock: SeriesClock,
  window: Window,
  steps: StepAccount,
  zoneOf: (tzid: string) => EventZone | null,
): Expansion {
  const byKey = new Map<string, WallClock>();
  let beyond: number | "more" = 0;
  let spentWithoutDates = false;
  const rules = master.getAllProperties("rrule");
  for (const property of rules) {
    let rule: unknown;
    try {
      rule = property.getFirstValue();
    } catch {
      return { ok: false };
    }
    if (
      !(rule instanceof ICAL.Recur) ||
      !(rule.freq in FIXED_UNIT_MS || rule.freq === "MONTHLY" || rule.freq === "YEARLY")
    )
      return { ok: false };
    let found: ReturnType<typeof ruleDates>;
    try {
      found = ruleDates(rule, start, clock, window, steps);
    } catch {
      return { ok: false };
    }
    if (found.spent && found.dates.length === 0) spentWithoutDates = true;
    for (const wall of found.dates) byKey.set(occurrenceKey(wall, clock), wall);
    beyond = beyond === "more" || found.beyond === "more" ? "more" : beyond + found.beyond;
  }
  if (spentWithoutDates && byKey.size === 0) return { ok: false };
  // DTSTART is the first date of every series (§3.8.5.3), whether or not the rule gives it.
  byKey.set(occurrenceKey(start, clock), start);
  for (const { value, tzid } of propertyTimes(master, "rdate")) {
    const found = onSeriesClock(value, tzid, clock, zoneOf);
    if (!found) continue;
    // A DATE adds that day at the series' own time.
    const wall =
      value.kind === "date" ? { ...found, hour: start.hour, minute: start.minute, second: start.second } : found;
    byKey.set(occurrenceKey(wall, clock), wall);
  }
  const excludedDays = new Set<string>();
  for (const { value, tzid } of propertyTimes(master, "exdate")) {
    const wall = onSeriesClock(value, tzid, clock, zoneOf);
    if (!wall) continue;
    if (value.kind === "date")
      excludedDays.add(occurrenceKey({ ...wall, hour: 0, minute: 0, second: 0 }, clock).slice(0, 8));
    else byKey.delete(occurrenceKey(wall, clock));
  }
  const occurrences = [...byKey.entries()]
    .filter(([key]) => !excludedDays.has(key.slice(0, 8)))
    .map(([key, wall]) => ({ key, wall }))
    .filter(({ wall }) => {
      const at = wallAsUtc(wall);
      return at >= window.from - DAY_MS && at <= window.to + DAY_MS;
    })
    .sort((a, b) => wallAsUtc(a.wall) - wallAsUtc(b.wall));
  const cap = IMPORT_LIMITS.seriesOccurrences;
  if (occurrences.length > cap) {
    const over = occurrences.length - cap;
    beyond = beyond === "more" ? "more" : beyond + over;
  }
  return { ok: true, occurrences: occurrences.slice(0, cap), beyond };
}
