import { beforeAll, describe, expect, it } from "vitest";
import type { SchoolPlace } from "~/worker/schools/school";
import { api, createArena, json, seedSchoolIndex } from "./fixtures";

const tag = () => `t${crypto.randomUUID().slice(0, 6)}`;

async function places(q: string): Promise<SchoolPlace[]> {
  const response = await api(`/api/places?source=schools&q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await json<{ places: SchoolPlace[] }>(response)).places;
}

beforeAll(seedSchoolIndex);

describe("GET /api/places?source=schools", () => {
  it("finds a college with no arena by its name, in its town, with its campus centre", async () => {
    const [first] = await places("Ohio Wesleyan");
    expect(first).toMatchObject({
      name: "Ohio Wesleyan University",
      alias: "OWU",
      address: "61 S Sandusky Street",
      city: "Delaware",
      state: "OH",
      zipCode: "43015-2370",
      coordinates: { latitude: 40.295963, longitude: -83.069757 },
      level: null,
      arenas: [],
    });
  });

  it("lists the approved arenas whose school is that college, not pending ones", async () => {
    const t = tag();
    const gym = await createArena({ name: `Hinkle Fieldhouse ${t}`, school: "Butler University" });
    const pending = await createArena({ name: `Pending ${t}`, school: "Butler University", approved: false });
    const butler = (await places("Butler University")).find((place) => place.name === "Butler University");
    expect(butler?.arenas).toContainEqual({ id: gym.id, name: gym.name });
    expect(butler?.arenas.map((arena) => arena.id)).not.toContain(pending.id);
  });

  it("finds a two-year college by word prefixes, its level junior college", async () => {
    const found = await places("cuyahoga comm");
    expect(found.map((place) => place.name)).toContain("Cuyahoga Community College District");
    expect(found.find((place) => place.name === "Cuyahoga Community College District")?.level).toBe(
      "Community/Junior College",
    );
  });

  it("finds a college by its alias", async () => {
    expect((await places("OWU")).map((place) => place.name)).toContain("Ohio Wesleyan University");
  });

  it("answers words that match nothing, or only punctuation, with no places", async () => {
    expect(await places(`zz${tag()}`)).toEqual([]);
    expect(await places(`"*)(`)).toEqual([]);
  });

  it("refuses a missing query or an unknown source with 400 and a message", async () => {
    const noQuery = await api("/api/places?source=schools");
    expect(noQuery.status).toBe(400);
    expect(await json(noQuery)).toMatchObject({ error: { message: expect.stringContaining("q is required") } });
    const badSource = await api("/api/places?source=moon&q=Butler");
    expect(badSource.status).toBe(400);
    expect(await json(badSource)).toMatchObject({
      error: { message: expect.stringContaining("source must be one of") },
    });
  });
});
