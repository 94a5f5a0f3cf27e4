// The offline drive estimate against real drives between schools (tests/fixtures/drives/pairs.tsv:
// each pair's road miles and minutes as a public page gives them, its source in the row, each
// school's point from the schools index). Over the pairs, estimated ÷ published minutes has its
// median within 0.85–1.2 and its 90th percentile at most 1.35; the road miles likewise
// (docs/decisions/242).
import { describe, expect, it } from "vitest";
import { estimateDrive } from "~/worker/routing/routing";

const MEDIAN = { min: 0.85, max: 1.2 };
const P90_MAX = 1.35;

const files = import.meta.glob<string>("../../fixtures/drives/pairs.tsv", {
  query: "?raw",
  import: "default",
  eager: true,
});

type Pair = {
  from: string;
  to: string;
  fromPoint: { latitude: number; longitude: number };
  toPoint: { latitude: number; longitude: number };
  miles: number;
  minutes: number;
  source: string;
};

const COLUMNS = [
  "from",
  "from_id",
  "from_lat",
  "from_lon",
  "to",
  "to_id",
  "to_lat",
  "to_lon",
  "road_miles",
  "minutes",
  "source",
  "note",
];

function pairs(): Pair[] {
  const text = Object.values(files)[0] ?? "";
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(header?.split("\t")).toEqual(COLUMNS);
  return lines.map((line) => {
    const cells = line.split("\t");
    const cell = (name: string) => cells[COLUMNS.indexOf(name)] ?? "";
    const number = (name: string) => {
      const value = Number(cell(name));
      if (!Number.isFinite(value) || cell(name) === "") throw new Error(`${name} is not a number in: ${line}`);
      return value;
    };
    return {
      from: cell("from"),
      to: cell("to"),
      fromPoint: { latitude: number("from_lat"), longitude: number("from_lon") },
      toPoint: { latitude: number("to_lat"), longitude: number("to_lon") },
      miles: number("road_miles"),
      minutes: number("minutes"),
      source: cell("source"),
    };
  });
}

/** The value below which a share `p` of the ratios lie (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
};

const short = (name: string) => (name.length > 28 ? `${name.slice(0, 27)}…` : name);

describe("the drive estimate against published drives between schools", () => {
  const rows = pairs().map((pair) => {
    const estimate = estimateDrive(pair.fromPoint, pair.toPoint);
    return {
      ...pair,
      estimate,
      minutesRatio: estimate.minutes / pair.minutes,
      milesRatio: estimate.miles / pair.miles,
    };
  });

  it("holds at least 12 pairs, town trips and highway trips, each with its source", () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((row) => row.miles <= 12).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.miles >= 20).length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.source).toMatch(/^https?:\/\//);
  });

  it("estimates the minutes and the road miles within the bounds, and prints the table", () => {
    const minutes = rows.map((row) => row.minutesRatio);
    const miles = rows.map((row) => row.milesRatio);
    const table = rows.map(
      (row) =>
        `${short(row.from).padEnd(29)}${short(row.to).padEnd(29)}` +
        `${String(row.miles).padStart(6)}${String(row.estimate.miles).padStart(7)}` +
        `${String(row.minutes).padStart(6)}${String(row.estimate.minutes).padStart(6)}${row.minutesRatio.toFixed(2).padStart(7)}`,
    );
    console.log(
      [
        `${"from".padEnd(29)}${"to".padEnd(29)}${"miles".padStart(6)}${"est.".padStart(7)}${"min".padStart(6)}${"est.".padStart(6)}${"ratio".padStart(7)}`,
        ...table,
        `minutes: median ${median(minutes).toFixed(2)}, p90 ${percentile(minutes, 0.9).toFixed(2)}; ` +
          `miles: median ${median(miles).toFixed(2)}, p90 ${percentile(miles, 0.9).toFixed(2)}`,
      ].join("\n"),
    );
    for (const ratios of [minutes, miles]) {
      expect(median(ratios)).toBeGreaterThanOrEqual(MEDIAN.min);
      expect(median(ratios)).toBeLessThanOrEqual(MEDIAN.max);
      expect(percentile(ratios, 0.9)).toBeLessThanOrEqual(P90_MAX);
    }
  });
});
