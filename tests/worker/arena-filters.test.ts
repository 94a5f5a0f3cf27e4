import { describe, expect, it } from "vitest";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { ARENA_LEVELS } from "~/core/domain";
import { api, createArena, expectText, json, request } from "./fixtures";

const conferenceOfItsOwn = () => `Conf ${crypto.randomUUID().slice(0, 8)}`;

/** Arenas in a conference of their own: one described for officials in each way, one not at all. */
async function arenasWithAndWithoutArrival() {
  const conference = conferenceOfItsOwn();
  const withParking = await createArena({ conference, name: `A parking ${conference}`, officialsParking: "Lot C" });
  const withMinutes = await createArena({ conference, name: `B minutes ${conference}`, arrivalMinutes: 45 });
  const withPin = await createArena({
    conference,
    name: `C pin ${conference}`,
    entranceLatitude: 39.8,
    entranceLongitude: -89.6,
  });
  const without = await createArena({ conference, name: `D none ${conference}`, officialsEntrance: "" });
  return { conference, described: [withParking, withMinutes, withPin], without };
}

describe("Has arrival details", () => {
  it("keeps only arenas with an arrival note, pin or minutes, in the API list and the map points", async () => {
    const { conference, described, without } = await arenasWithAndWithoutArrival();
    const query = `conference=${encodeURIComponent(conference)}&arrival=1`;
    const list = await json<{ arenas: { id: string }[]; total: number }>(await api(`/api/arenas?${query}`));
    expect(list.arenas.map((arena) => arena.id)).toEqual(described.map((arena) => arena.id));
    const points = await json<{ points: [string][] }>(await api(`/api/arenas/points?${query}`));
    expect(points.points.map(([id]) => id).sort()).toEqual(described.map((arena) => arena.id).sort());
    const all = await json<{ total: number }>(await api(`/api/arenas?conference=${encodeURIComponent(conference)}`));
    expect(all.total).toBe(4);
    expect(list.arenas.map((arena) => arena.id)).not.toContain(without.id);
  });

  it("is a checkbox on the list page that filters it, kept checked", async () => {
    const { conference, described, without } = await arenasWithAndWithoutArrival();
    const page = await (await request(`/arenas?conference=${encodeURIComponent(conference)}&arrival=1`)).text();
    const checkbox = /<input type="checkbox"[^>]*>/.exec(page)?.[0] ?? "";
    expect(checkbox).toContain('name="arrival"');
    expect(checkbox).toContain('checked=""');
    expectText(page, BROWSE_TEXT.hasArrivalFilter);
    expectText(page, `${described.length} arena(s) found`);
    expectText(page, without.name, false);
  });
});

describe("Level filter", () => {
  it("offers every level of the form, High School included, even with no arena at that level", async () => {
    const page = await (await request("/arenas")).text();
    for (const level of ARENA_LEVELS) expectText(page, `<option value="${level}">${level}</option>`);
  });

  it("filters the list, the map points and the API by High School", async () => {
    const conference = conferenceOfItsOwn();
    const school = await createArena({ conference, level: "High School" });
    await createArena({ conference, level: "Division III" });
    const query = `conference=${encodeURIComponent(conference)}&level=High+School`;
    const list = await json<{ arenas: { id: string }[] }>(await api(`/api/arenas?${query}`));
    expect(list.arenas.map((arena) => arena.id)).toEqual([school.id]);
    const points = await json<{ points: [string][] }>(await api(`/api/arenas/points?${query}`));
    expect(points.points.map(([id]) => id)).toEqual([school.id]);
    const page = await (await request(`/arenas?${query}`)).text();
    expectText(page, "1 arena(s) found");
    expectText(page, school.name);
  });
});
