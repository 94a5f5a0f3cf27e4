// An Ohio official's season as two platforms export it: an Arbiter-shaped file (8 games: a
// doubleheader at a known arena, college gyms Tipoff does not have, a cancelled game at a high school
// whose street the geocoder cannot find) and a RefTown-shaped one (3 games, the place's name in
// LOCATION). The fake geocoder (scripts/fake-geocoder.ts) knows these streets.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const escaped = (text: string) => text.replaceAll(",", "\\,");

/** Midnight UTC a number of days ahead: evening games land on the same US day. */
function dayAhead(days: number): number {
  return Math.floor((Date.now() + days * DAY_MS) / DAY_MS) * DAY_MS;
}

export const SEASON_PLACES = {
  valueCity: "555 Borror Dr, Columbus, OH 43210",
  branchRickey: "45 Rowland Ave, Delaware, OH 43015",
  capital: "1 College and Main, Bexley, OH 43209",
  westerville: "7118 Mount Royal Ave, Westerville, OH 43082",
  alumniHall: "Alumni Hall - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219",
  capitalCenter: "Capital Center - Capital University, 1 College and Main, Bexley, OH 43209",
} as const;

/**
 * The Arbiter file; `changed` moves the Branch Rickey game an hour and drops the third Value City
 * game, as the platform's next export would.
 */
export function arbiterSeason(suffix: string, { changed = false } = {}): string {
  const base = dayAhead(10);
  const at = (days: number, hourUtc: number) => base + days * DAY_MS + hourUtc * HOUR_MS;
  const event = (uid: string, start: number, level: string, site: string, location: string, extra: string[] = []) => [
    "BEGIN:VEVENT",
    `UID:${uid}-${suffix}`,
    "DTSTAMP:20261101T120000Z",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 2 * HOUR_MS)}`,
    `SUMMARY;LANGUAGE=en-us:${level}`,
    `LOCATION: ${escaped(location)}`,
    `DESCRIPTION:Sport: Basketball\\nLevel: ${level}\\nSite: ${site}\\nSubsite: Main Gym\\nPat Lee  Position: Referee`,
    ...extra,
    "END:VEVENT",
  ];
  const places = SEASON_PLACES;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:Arbiter ${suffix}`,
    ...event("G-1", at(0, 22.5), "Varsity Boys Basketball", "Value City Arena", places.valueCity),
    ...event("G-2", at(1, 0.5), "Varsity Girls Basketball", "Value City Arena", places.valueCity),
    ...event(
      "G-3",
      at(2, changed ? 1 : 0),
      "Men's Varsity Basketball",
      "Ohio Wesleyan University - Branch Rickey Arena",
      places.branchRickey,
    ),
    ...event("G-4", at(4, 0), "Men's Varsity Basketball", "Capital University", places.capital),
    ...event("G-5", at(5, 0), "Varsity Boys Basketball", "Westerville Central HS", places.westerville, [
      "STATUS:CANCELLED",
    ]),
    ...(changed ? [] : event("G-6", at(6, 0), "Varsity Boys Basketball", "Value City Arena", places.valueCity)),
    ...event("G-7", at(7, 0), "Tournament: Varsity Boys", "Westerville Central HS", places.westerville),
    ...event("G-8", at(8, 0), "Women's Varsity Basketball", "Capital University", places.capital),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The RefTown file: the place's name and address in LOCATION, teams in the title, no Site: line. */
export function refTownSeason(suffix: string): string {
  const base = dayAhead(12);
  const event = (uid: string, start: number, title: string, location: string) => [
    "BEGIN:VEVENT",
    `UID:${uid}-${suffix}`,
    `DTSTART:${stamp(start)}`,
    `SUMMARY:${title}`,
    `LOCATION:${escaped(location)}`,
    "DESCRIPTION:Level: Varsity",
    "END:VEVENT",
  ];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RefTown//Games//EN",
    `X-WR-CALNAME:RefTown ${suffix}`,
    ...event("R-1", base + 0.5 * HOUR_MS, "Ohio Dominican vs Walsh", SEASON_PLACES.alumniHall),
    ...event("R-2", base + 3 * DAY_MS, "Ohio Dominican vs Tiffin", SEASON_PLACES.alumniHall),
    ...event("R-3", base + 5 * DAY_MS, "Capital vs Otterbein", SEASON_PLACES.capitalCenter),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const CINCINNATI = {
  cintas: { site: "Cintas Center", location: "Pacific Avenue, Cincinnati, OH 45207" },
  fifthThird: { site: "Fifth Third Arena", location: "2700 O'Varsity Way, Cincinnati, OH 45221" },
} as const;

/** The first Cincinnati game of `horizonSeason`: 5:00 PM in winter, 6:00 PM in summer. */
export const HORIZON_FIRST_GAME = dayAhead(12) + 22 * HOUR_MS;

/**
 * A HorizonWebRef calendar (UTC times, the site in DESCRIPTION) at two seeded Cincinnati gyms a few
 * miles apart: an evening at both (the second driven to from the first), and the next afternoon two
 * games an hour apart at the two (they overlap); with `cancelled`, a fifth game the platform
 * cancelled. `changed` is the platform's later word: the evening's second game moved to an hour
 * after the first (now they overlap), and the next afternoon's second game dropped.
 */
export function horizonSeason(suffix: string, { cancelled = false, changed = false } = {}): string {
  const event = (uid: string, start: number, gym: keyof typeof CINCINNATI, teams: string, extra: string[] = []) => [
    "BEGIN:VEVENT",
    `UID:${uid}-${suffix}`,
    `DTSTART:${stamp(start)}`,
    `SUMMARY:${teams}`,
    `LOCATION:${escaped(CINCINNATI[gym].location)}`,
    `DESCRIPTION:Site: ${CINCINNATI[gym].site}\\nLevel: Varsity`,
    ...extra,
    "END:VEVENT",
  ];
  const first = HORIZON_FIRST_GAME;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//HorizonWebRef//EN",
    "X-WR-CALNAME:HorizonWebRef",
    ...event("HWR-1", first, "cintas", `Elder${suffix} at Moeller`),
    ...event("HWR-2", first + (changed ? 1 : 3.5) * HOUR_MS, "fifthThird", `Walnut${suffix} at Princeton`),
    ...event("HWR-3", first + 21 * HOUR_MS, "cintas", `Mason${suffix} at Lakota`),
    ...(changed ? [] : event("HWR-4", first + 22 * HOUR_MS, "fifthThird", `Sycamore${suffix} at Oak Hills`)),
    ...(cancelled
      ? event("HWR-5", first + 3 * DAY_MS, "cintas", `Anderson${suffix} at Turpin`, ["STATUS:CANCELLED"])
      : []),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
