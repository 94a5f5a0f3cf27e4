// Calendar files in the shapes the assigning platforms send, written by the tests themselves.

const CRLF = "\r\n";

/** "20270115T010000Z" for an instant. */
export function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "20270115T190000" for a local date ("2027-01-15") and time ("19:00"). */
export function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

export function calendar(
  lines: string[],
  { name, prodid = "-//ArbiterSports Calendar//EN" }: { name?: string; prodid?: string } = {},
) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodid}`,
    ...(name ? [`X-WR-CALNAME:${name}`] : []),
    ...lines,
    "END:VCALENDAR",
    "",
  ].join(CRLF);
}

export type ArbiterEvent = {
  uid?: string;
  start: number;
  site: string;
  address: string;
  summary?: string;
  crew?: string[];
  status?: string;
  sequence?: number;
};

/** An Arbiter-style event: UTC times, the street address in LOCATION, Site: and crew in DESCRIPTION. */
export function arbiterEvent({
  uid,
  start,
  site,
  address,
  summary = "Varsity Boys Basketball - HS",
  crew = ["Pat Lee  Position: Referee", "Sam Roe  Position: Umpire"],
  status,
  sequence,
}: ArbiterEvent): string[] {
  const description = ["Sport: Basketball", "Level: Varsity", `Site: ${site}`, "Subsite: Main Gym", ...crew].join(
    "\\n",
  );
  return [
    "BEGIN:VEVENT",
    ...(uid ? [`UID:${uid}`] : []),
    "DTSTAMP:20261101T120000Z",
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + 2 * 3_600_000)}`,
    `SUMMARY;LANGUAGE=en-us:${summary}`,
    `LOCATION: ${address}`,
    `DESCRIPTION:${description}`,
    ...(status ? [`STATUS:${status}`] : []),
    ...(sequence !== undefined ? [`SEQUENCE:${sequence}`] : []),
    "END:VEVENT",
  ];
}
