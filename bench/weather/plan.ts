// The simulated day of the weather bench (docs/decisions/240): a winter Tuesday of high-school
// basketball across the US. Each game is one official's row, three officials to a game, at a gym
// of the schools index (its point and time zone), tipping off in the evening on the gym's clock.
// Each official drives from a home in a town of their own within 45 km: the place of another school
// of the index, give or take 2 km (people live where schools are). Seeded: the same day every run.

import { instantFromLocal } from "~/core/games/zoned-time";
import { type Coordinates, distanceKilometers } from "~/core/geo/distance";
import { estimateDrive } from "~/worker/routing/routing";

/** A small seeded generator (mulberry32): the same day on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Local tip-off times of a weekday's high-school games, and their shares. */
const TIPOFFS: Array<[string, number]> = [
  ["16:00", 0.05],
  ["17:00", 0.1],
  ["17:30", 0.15],
  ["18:00", 0.15],
  ["18:30", 0.1],
  ["19:00", 0.25],
  ["19:30", 0.15],
  ["20:00", 0.05],
];
const BUFFERS = [45, 60, 60, 90];
const OFFICIALS_PER_GAME = 3;

export type SimGym = { index: number; name: string; state: string } & Coordinates;
export type SimGame = {
  userIndex: number;
  gym: SimGym;
  start: Coordinates;
  tipoffAt: number;
  zone: string;
  bufferMinutes: number;
  driveMinutes: number;
};

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function tipoffTime(random: () => number): string {
  let left = random();
  for (const [time, share] of TIPOFFS) {
    left -= share;
    if (left <= 0) return time;
  }
  return "19:00";
}

const HOME_KM = 45;
const CELL_DEGREES = 0.5;
const cellOf = ({ latitude, longitude }: Coordinates) =>
  `${Math.floor(latitude / CELL_DEGREES)},${Math.floor(longitude / CELL_DEGREES)}`;

/** The schools by half-degree cell, for the towns near a gym. */
function byCell<T extends Coordinates>(schools: readonly T[]): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  for (const school of schools) {
    const cell = cells.get(cellOf(school));
    if (cell) cell.push(school);
    else cells.set(cellOf(school), [school]);
  }
  return cells;
}

/** A home near the gym: another school's town within 45 km, give or take 2 km. */
function homeNear(gym: Coordinates, cells: Map<string, Coordinates[]>, random: () => number): Coordinates {
  const row = Math.floor(gym.latitude / CELL_DEGREES);
  const column = Math.floor(gym.longitude / CELL_DEGREES);
  const near: Coordinates[] = [];
  for (let dRow = -1; dRow <= 1; dRow++) {
    for (let dColumn = -1; dColumn <= 1; dColumn++) {
      for (const school of cells.get(`${row + dRow},${column + dColumn}`) ?? []) {
        if (distanceKilometers(gym, school) <= HOME_KM) near.push(school);
      }
    }
  }
  const town = near.length > 0 ? pick(random, near) : offset(gym, 3 + random() * 42, random() * 2 * Math.PI);
  return offset(town, random() * 2, random() * 2 * Math.PI);
}

/** A point `km` from `from` at `bearing` radians (flat-earth: a few tens of kilometres). */
function offset(from: Coordinates, km: number, bearing: number): Coordinates {
  const latitude = from.latitude + (km * Math.cos(bearing)) / 111;
  const longitude = from.longitude + (km * Math.sin(bearing)) / (111 * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/**
 * `games` rows on `date`: games of three officials each at gyms drawn from `schools` (a gym may
 * host a JV and a varsity game), each official from a home of their own.
 */
export function planDay({
  games,
  date,
  schools,
  zoneAt,
}: {
  games: number;
  date: string;
  schools: ReadonlyArray<{ name: string; state: string } & Coordinates>;
  zoneAt: (point: Coordinates) => string | null;
}): { gyms: SimGym[]; games: SimGame[] } {
  const random = seeded(240);
  const cells = byCell(schools);
  const gyms = new Map<number, SimGym>();
  const planned: SimGame[] = [];
  while (planned.length < games) {
    const schoolIndex = Math.floor(random() * schools.length);
    const school = schools[schoolIndex];
    if (!school) continue;
    const zone = zoneAt(school);
    if (!zone) continue;
    const gym = gyms.get(schoolIndex) ?? { index: gyms.size, ...school };
    gyms.set(schoolIndex, gym);
    const tipoff = instantFromLocal({ date, time: tipoffTime(random) }, zone);
    if (!tipoff.ok) continue;
    for (let official = 0; official < OFFICIALS_PER_GAME && planned.length < games; official++) {
      const start = homeNear(gym, cells, random);
      planned.push({
        userIndex: planned.length,
        gym,
        start,
        tipoffAt: tipoff.instant,
        zone,
        bufferMinutes: pick(random, BUFFERS),
        driveMinutes: estimateDrive(start, gym).minutes,
      });
    }
  }
  return { gyms: [...gyms.values()], games: planned };
}

/**
 * The day's weather: a winter storm over the upper Midwest (a Winter Storm Warning all day), dense
 * fog along the Gulf (an advisory, which moves nothing); no alert elsewhere.
 */
export function simulatedAlerts(point: Coordinates, dayStart: number) {
  const allDay = { onset: dayStart - 6 * 3_600_000, ends: dayStart + 48 * 3_600_000 };
  if (point.latitude > 41 && point.latitude < 47 && point.longitude > -97 && point.longitude < -87) {
    return [
      { event: "Winter Storm Warning", severity: "Severe" as const, headline: "Winter Storm Warning", ...allDay },
    ];
  }
  if (point.latitude > 29 && point.latitude < 31.5 && point.longitude > -95 && point.longitude < -85) {
    return [{ event: "Dense Fog Advisory", severity: "Moderate" as const, headline: "Dense Fog Advisory", ...allDay }];
  }
  return [];
}
