import { beforeAll, describe, expect, it } from "vitest";
import type { SchoolPlace } from "~/core/schools/school";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { api, createArena, expectText, json, request, seedSchoolIndex, signIn } from "./fixtures";

/** React writes an apostrophe as &#x27; and an ampersand in an attribute as &amp;. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

/** The "Add its gym" link of a school on a list page. */
function addGymHref(page: string, school: string): URL {
  const link = new RegExp(`<a href="([^"]+)"[^>]*aria-label="${html(SCHOOL_TEXT.addGymLabel(school))}"`).exec(page);
  if (!link?.[1]) throw new Error(`no "${SCHOOL_TEXT.addGym}" link for ${school}`);
  return new URL(link[1].replaceAll("&amp;", "&"), "http://localhost");
}

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

describe("/arenas?search= lists matching schools after the arenas", () => {
  it("offers a school with no arena, and Add its gym opens /submit with its address filled in", async () => {
    const page = await (await request("/arenas?search=Ohio+Wesleyan")).text();
    expectText(page, SCHOOL_TEXT.heading("Ohio Wesleyan"));
    expectText(page, html(SCHOOL_TEXT.lead));
    expectText(page, "Delaware, OH");
    expectText(page, SCHOOL_TEXT.noArenaYet);
    expectText(page, `${SCHOOL_TEXT.addGym}</a>`);
    const href = addGymHref(page, "Ohio Wesleyan University");
    expect(href.pathname).toBe("/submit");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      school: "Ohio Wesleyan University",
      address: "61 S Sandusky Street",
      city: "Delaware",
      state: "OH",
      zipCode: "43015-2370",
      latitude: "40.295963",
      longitude: "-83.069757",
      pin: "campus",
    });

    const { cookie } = await signIn();
    const form = await (await request(`${href.pathname}${href.search}`, { headers: { cookie } })).text();
    for (const [name, value] of href.searchParams) {
      if (name !== "pin") expect(form).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
    }
    expectText(form, html(SCHOOL_TEXT.campusCentre));
  });

  it("lists a school's arena as a link to it", async () => {
    const t = tag();
    const gym = await createArena({ name: `Hinkle Fieldhouse ${t}`, school: "Butler University" });
    const page = await (await request("/arenas?search=Butler+University")).text();
    expectText(page, SCHOOL_TEXT.heading("Butler University"));
    expectText(page, `href="/arenas/${gym.id}"`);
  });

  it("prefills a two-year college's level as junior college", async () => {
    const page = await (await request("/arenas?search=Cuyahoga+Community")).text();
    const href = addGymHref(page, "Cuyahoga Community College District");
    expect(href.searchParams.get("level")).toBe("Community/Junior College");
    const { cookie } = await signIn();
    const form = await (await request(`${href.pathname}${href.search}`, { headers: { cookie } })).text();
    expect(form).toMatch(/<option value="Community\/Junior College" selected="">/);
  });

  it("keeps the form's own checks: a tampered link prefills only what fits, and no note without a campus pin", async () => {
    const { cookie } = await signIn();
    const long = "x".repeat(400);
    const form = await (
      await request(`/submit?school=${long}&level=Moon+League&latitude=1&pin=campus`, { headers: { cookie } })
    ).text();
    expect(form).toMatch(new RegExp(`name="school"[^>]*value="${"x".repeat(150)}"`));
    expect(form).not.toContain("Moon League");
    expectText(form, html(SCHOOL_TEXT.campusCentre), false);
  });
});
