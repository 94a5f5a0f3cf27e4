import { describe, expect, it } from "vitest";
import { boundingBox, distanceMiles, formatMilesAway, roundMiles } from "~/core/geo/distance";

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const FIJI = { latitude: -17.7134, longitude: 178.065 };
const SAMOA = { latitude: -13.759, longitude: -172.1046 };

describe("great-circle distance (earth radius 3959 miles)", () => {
  it.each([
    ["New York", NEW_YORK, "Los Angeles", LOS_ANGELES, 2445],
    ["London", LONDON, "Paris", PARIS, 213],
    [
      "179.5°E on the equator",
      { latitude: 0, longitude: 179.5 },
      "179.5°W",
      { latitude: 0, longitude: -179.5 },
      (Math.PI * 3959) / 180,
    ],
  ])("%s to %s is about the known distance", (_a, from, _b, to, miles) => {
    expect(Math.abs(distanceMiles(from, to) - miles)).toBeLessThan(miles * 0.01);
    expect(distanceMiles(from, to)).toBeCloseTo(distanceMiles(to, from), 9);
  });

  it("is zero to itself and half the circumference to the antipode", () => {
    expect(distanceMiles(NEW_YORK, NEW_YORK)).toBe(0);
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 3959,
      6,
    );
  });

  it("rounds to 0.1 mile and reads '{n} miles away'", () => {
    expect(roundMiles(12.345)).toBe(12.3);
    expect(roundMiles(0.04)).toBe(0);
    expect(formatMilesAway(2.96)).toBe("3 miles away");
    expect(formatMilesAway(7.25)).toBe("7.3 miles away");
  });
});

describe("bounding box", () => {
  const inside = (box: ReturnType<typeof boundingBox>, point: { latitude: number; longitude: number }) =>
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    box.longitudes.some((range) => point.longitude >= range.min && point.longitude <= range.max);

  it("contains every point within the radius, across the antimeridian", () => {
    const box = boundingBox(FIJI, 800);
    expect(box.longitudes).toHaveLength(2);
    expect(inside(box, SAMOA)).toBe(true);
    expect(inside(box, NEW_YORK)).toBe(false);
  });

  it("spans every longitude near a pole and stays within latitude bounds", () => {
    const box = boundingBox({ latitude: 89.5, longitude: 10 }, 100);
    expect(box.maxLatitude).toBe(90);
    expect(box.longitudes).toEqual([{ min: -180, max: 180 }]);
    expect(inside(box, { latitude: 89.9, longitude: -170 })).toBe(true);
  });

  it("at high latitudes widens in longitude enough for points east and west", () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553 };
    const kiruna = { latitude: 67.8558, longitude: 20.2253 };
    const box = boundingBox(tromso, distanceMiles(tromso, kiruna) + 1);
    expect(inside(box, kiruna)).toBe(true);
  });

  it("is a plain box elsewhere", () => {
    const box = boundingBox(NEW_YORK, 50);
    expect(box.longitudes).toHaveLength(1);
    expect(box.maxLatitude - box.minLatitude).toBeCloseTo((2 * 50) / ((Math.PI * 3959) / 180), 6);
  });
});
