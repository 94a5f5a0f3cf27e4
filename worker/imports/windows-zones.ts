// Windows time-zone names, as Outlook and Exchange write them in TZID, to IANA zones. ical.js and
// Intl know neither spelling, so without this a Windows TZID would be read as a floating time.
import timezones from "timezones.json";
import { findIana } from "windows-iana";
import { isTimeZone } from "../../core/games/zoned-time";

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

/**
 * A display name's own offset as a fixed zone ("(UTC-02:00) Mid-Atlantic - Old" is Etc/GMT+2), for
 * the retired zones no IANA zone stands for; whole hours only, as the Etc zones are.
 */
function fixedZoneOf(name: string): string | null {
  const found = /^\((?:UTC|GMT)([+-])(\d{2}):00\)/.exec(name);
  if (!found) return null;
  const hours = Number(found[2]);
  if (hours === 0) return "Etc/UTC";
  // Etc zones are named with the sign reversed: UTC-2 is "Etc/GMT+2".
  const zone = `Etc/GMT${found[1] === "-" ? "+" : "-"}${hours}`;
  return isTimeZone(zone) ? zone : null;
}

let displayNames: Map<string, string> | undefined;

/** Every display name of the list, keyed as `displayNameKey` reads it, to its IANA zone. */
export function windowsDisplayNames(): Map<string, string> {
  if (displayNames) return displayNames;
  const found = new Map<string, string>();
  for (const entry of timezones) {
    const zone = ianaOfWindowsId(entry.value) ?? entry.utc.find(isTimeZone) ?? fixedZoneOf(entry.text);
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
