// Reads an officials' assignment calendar (RFC 5545) into the events an import reconciles.
import ICAL from "ical.js";
import { instantFromLocal, isTimeZone, type LocalDateTime } from "../games/zoned-time";
import { crewFrom, levelFrom, siteLines, stateFromAddress, teamsFrom } from "./event-text";
import type { CrewMember, Teams } from "./game-fields";
import { IMPORT_LIMITS } from "./limits";
import { WINDOWS_ZONES } from "./windows-zones";

const DAY_MS = 86_400_000;

/**
 * When an event starts: an instant (UTC, or a zone we know), or a floating wall-clock time that
 * only the arena's zone turns into an instant.
 */
export type EventStart = { kind: "instant"; instant: number } | { kind: "floating"; local: LocalDateTime };

export type ImportedEvent = {
  /** The event's UID, else a stable hash of its start, place and summary. */
  uid: string;
  start: EventStart;
  summary: string;
  teams: Teams | null;
  level: string | null;
  crew: CrewMember[];
  /** What the event says about its place, as sent: the Site: line with LOCATION, or LOCATION alone. */
  venueText: string;
  site: string | null;
  address: string | null;
  state: string | null;
  cancelled: boolean;
  sequence: number;
};

export type ParsedCalendar = {
  /** X-WR-CALNAME, else PRODID: which of the person's calendars this file is. */
  calendarKey: string;
  events: ImportedEvent[];
  /** All-day events, events too far ahead, events without a start or a place, and repeated UIDs. */
  ignored: number;
};

export type ParseOutcome = { ok: true; calendar: ParsedCalendar } | { ok: false };

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const pad = (value: number) => String(value).padStart(2, "0");

function wallClock(time: IcalTime): LocalDateTime {
  return {
    date: `${time.year}-${pad(time.month)}-${pad(time.day)}`,
    time: `${pad(time.hour)}:${pad(time.minute)}`,
  };
}

/** A local time in a zone; in the spring-forward gap, the clock an hour later (as calendar apps do). */
export function zonedInstant(local: LocalDateTime, zone: string): number {
  const found = instantFromLocal(local, zone);
  if (found.ok) return found.instant;
  const [hour = "0", minute = "0"] = local.time.split(":");
  const later = { date: local.date, time: `${pad((Number(hour) + 1) % 24)}:${minute}` };
  const shifted = instantFromLocal(later, zone);
  return shifted.ok ? shifted.instant : Date.parse(`${local.date}T${local.time}:00Z`);
}

/** The IANA zone a TZID names: itself, its Windows name's zone, or none. */
export function ianaZone(tzid: string): string | null {
  const name = tzid.replace(/^\/+/, "").trim();
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  return isTimeZone(name) ? name : null;
}

function startOf(
  event: IcalComponent,
  zones: Map<string, InstanceType<typeof ICAL.Timezone>>,
): EventStart | "all-day" | null {
  const property = event.getFirstProperty("dtstart");
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return null;
  if (value.isDate) return "all-day";
  if (value.zone?.tzid === "UTC") return { kind: "instant", instant: value.toUnixTime() * 1000 };
  const tzid = property.getParameter("tzid");
  if (typeof tzid === "string" && tzid !== "") {
    const zone = ianaZone(tzid);
    if (zone) return { kind: "instant", instant: zonedInstant(wallClock(value), zone) };
    // A zone only this file defines ("Customized Time Zone"): its own VTIMEZONE rules.
    const defined = zones.get(tzid);
    if (defined) {
      const time = new ICAL.Time(
        { year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute },
        defined,
      );
      return { kind: "instant", instant: time.toUnixTime() * 1000 };
    }
  }
  return { kind: "floating", local: wallClock(value) };
}

/** When an event starts, as an instant near enough to judge the 400-day horizon (±14 h). */
function roughInstant(start: EventStart): number {
  return start.kind === "instant" ? start.instant : Date.parse(`${start.local.date}T${start.local.time}:00Z`);
}

const text = (event: IcalComponent, name: string): string => {
  const value = event.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim() : "";
};

/** FNV-1a, twice with different seeds: a stable 64-bit key for events that carry no UID. */
function stableHash(value: string): string {
  const round = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < value.length; index += 1) {
      hash ^= value.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, "0");
  };
  return `${round(0x811c9dc5)}${round(0x050c5d1f)}`;
}

function startKey(start: EventStart): string {
  return start.kind === "instant" ? String(start.instant) : `${start.local.date}T${start.local.time}`;
}

function readEvent(event: IcalComponent, start: EventStart): ImportedEvent | null {
  const summary = text(event, "summary");
  const description = text(event, "description");
  const location = text(event, "location").replace(/\s+/g, " ");
  const { site } = siteLines(description);
  const venueText = site && location ? `${site}, ${location}` : site || location;
  if (!venueText) return null;
  const sequence = Number(event.getFirstPropertyValue("sequence"));
  const uid = text(event, "uid") || `hash:${stableHash(`${startKey(start)}|${venueText}|${summary}`)}`;
  return {
    uid,
    start,
    summary,
    teams: teamsFrom(summary),
    level: levelFrom(summary, description),
    crew: crewFrom(description),
    venueText,
    site,
    address: location || null,
    state: stateFromAddress(location),
    cancelled: text(event, "status").toUpperCase() === "CANCELLED",
    sequence: Number.isInteger(sequence) ? sequence : 0,
  };
}

function rootCalendar(body: string): IcalComponent | null {
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) return null;
  try {
    const parsed: unknown = ICAL.parse(body);
    const first = Array.isArray(parsed) && typeof parsed[0] === "string" ? parsed : (parsed as unknown[])[0];
    const root = new ICAL.Component(first as ConstructorParameters<typeof ICAL.Component>[0]);
    return root.name === "vcalendar" ? root : null;
  } catch {
    return null;
  }
}

/** Parses a calendar file; anything that is not one VCALENDAR is refused. */
export function parseCalendar(body: string, now: number): ParseOutcome {
  const root = rootCalendar(body);
  if (!root) return { ok: false };
  const zones = new Map<string, InstanceType<typeof ICAL.Timezone>>();
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = text(zone, "tzid");
    if (tzid) zones.set(tzid, new ICAL.Timezone(zone));
  }
  const horizon = now + IMPORT_LIMITS.horizonDays * DAY_MS;
  const byUid = new Map<string, ImportedEvent>();
  let ignored = 0;
  for (const component of root.getAllSubcomponents("vevent")) {
    const start = startOf(component, zones);
    if (start === null || start === "all-day" || roughInstant(start) > horizon) {
      ignored += 1;
      continue;
    }
    const event = readEvent(component, start);
    if (!event) {
      ignored += 1;
      continue;
    }
    const earlier = byUid.get(event.uid);
    // One UID twice: the higher SEQUENCE wins, else the later one; the other is ignored.
    if (earlier) ignored += 1;
    if (!earlier || event.sequence >= earlier.sequence) byUid.set(event.uid, event);
  }
  const calendarKey = text(root, "x-wr-calname") || text(root, "prodid") || "Calendar";
  return { ok: true, calendar: { calendarKey, events: [...byUid.values()], ignored } };
}
