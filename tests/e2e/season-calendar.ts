// What the seasons' calendar files are built of: UTC stamps, escaped text, days ahead and an
// ArbiterSports-shaped event. No imports of the app: the fake address service reads the seasons too.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** "20261205T230000Z" for an instant. */
export const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A text value as a calendar writes it: commas escaped, lines as "\n". */
export const escaped = (text: string) => text.replaceAll(",", "\\,").replaceAll("\n", "\\n");

/** Midnight UTC a number of days ahead: 6 PM Eastern and later land on the next UTC day's early hours. */
export function dayAhead(days: number): number {
  return Math.floor((Date.now() + days * DAY_MS) / DAY_MS) * DAY_MS;
}

/** One ArbiterSports-shaped event: UTC times, the street alone in LOCATION, Site: and Subsite: in the description. */
export function arbiterEvent(
  uid: string,
  start: number,
  { level, site, subsite, location }: { level: string; site: string; subsite: string; location: string },
): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261101T120000Z",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 2 * HOUR_MS)}`,
    `SUMMARY;LANGUAGE=en-us:${level} Basketball - HS`,
    `LOCATION: ${escaped(location)}`,
    `DESCRIPTION:Sport: Basketball\\nLevel: ${level}\\nSite: ${site}\\nSubsite: ${subsite}\\nPat Lee  Position: Referee`,
    "END:VEVENT",
  ];
}

/** One event with the place's name (and address) in LOCATION, as HorizonWebRef and Assignr send it. */
export function namedPlaceEvent(
  uid: string,
  start: number,
  { title, location, description }: { title: string; location: string; description: string },
): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART:${stamp(start)}`,
    `SUMMARY:${title}`,
    `LOCATION:${escaped(location)}`,
    `DESCRIPTION:${description}`,
    "END:VEVENT",
  ];
}

/** A calendar file of these events, from this program and under this name. */
export function calendarFile(prodid: string, name: string, events: readonly string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodid}`,
    `X-WR-CALNAME:${name}`,
    ...events.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
