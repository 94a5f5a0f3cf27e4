// Windows time-zone names, as Outlook and Exchange write them in TZID, to IANA zones. ical.js and
// Intl know neither spelling, so without this a Windows TZID would be read as a floating time.
import timezones from "timezones.json";
import { findIana } from "windows-iana";
import { isTimeZone } from "../games/zoned-time";

/** The zone CLDR maps a Windows ID ("Eastern Standard Time") to for its "001" territory. */
function ianaOfWindowsId(id: string): string | null {
  const zones = findIana(id) ?? [];
  return zones.find(isTimeZone) ?? null;
}

/**
 * A display name without its offset and with case, spacing and punctuation aside:
 * "(UTC-05:00) Eastern Time (US & Canada)" and "(GMT-05:00) Eastern Time (US and Canada)" both
 * read "eastern time us canada". The offset is dropped because Windows writes the standard offset,
 * which older versions spelled differently, and the place list alone names the zone.
 */
export function displayNameKey(name: string): string {
  return name
    .slice(0, 200)
    .toLowerCase()
    .replace(/^\s*\((?:utc|gmt)[^)]{0,12}\)\s*/, "")
    .replace(/\band\b/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let displayNames: Map<string, string> | undefined;

/** Every display name of the list, keyed as `displayNameKey` reads it, to its IANA zone. */
export function windowsDisplayNames(): Map<string, string> {
  if (displayNames) return displayNames;
  const found = new Map<string, string>();
  for (const entry of timezones) {
    const zone = ianaOfWindowsId(entry.value) ?? entry.utc.find(isTimeZone) ?? null;
    const key = displayNameKey(entry.text);
    if (zone && key && !found.has(key)) found.set(key, zone);
  }
  displayNames = found;
  return found;
}

/** The IANA zone a Windows TZID names, by its ID or its display name; null for anything else. */
export function ianaOfWindowsName(name: string): string | null {
  return ianaOfWindowsId(name) ?? windowsDisplayNames().get(displayNameKey(name)) ?? null;
}
