import { describe, expect, it } from "vitest";
import { createArena, request } from "../fixtures";

type Points = { points: Array<[string, number, number, string]> };

const points = async (query: string) => {
  const response = await request(`/api/arenas/points${query}`);
  return { response, body: (await response.json()) as Points };
};

describe("GET /api/arenas/points", () => {
  it("answers every matching approved arena with coordinates as [id, lat, lng, name], cacheable", async () => {
    const town = `Pointville${crypto.randomUUID().slice(0, 6)}`;
    const one = await createArena({ city: town, latitude: 40.123456789, longitude: -83.987654321 });
    const two = await createArena({ city: town, latitude: 41, longitude: -84 });
    await createArena({ city: town, approved: false });
    await createArena({ city: town, latitude: null, longitude: null });
    const { response, body } = await points(`?search=${town}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    expect(body.points).toHaveLength(2);
    expect(body.points).toContainEqual([one.id, 40.12346, -83.98765, one.name]);
    expect(body.points).toContainEqual([two.id, 41, -84, two.name]);
  });

  it("applies the conference and level filters like the list", async () => {
    const town = `Filterville${crypto.randomUUID().slice(0, 6)}`;
    const naia = await createArena({ city: town, level: "NAIA", conference: "Map Conference" });
    await createArena({ city: town, level: "Division II", conference: "Map Conference" });
    const { body } = await points(`?search=${town}&level=NAIA&conference=Map+Conference`);
    expect(body.points.map(([id]) => id)).toEqual([naia.id]);
  });

  it("cuts an over-long search as the list does, and refuses an unknown level with 400", async () => {
    const long = await points(`?search=${"x".repeat(5000)}`);
    expect(long.response.status).toBe(200);
    expect(long.body.points).toEqual([]);
    const level = await request("/api/arenas/points?level=Pro");
    expect(level.status).toBe(400);
  });
});
