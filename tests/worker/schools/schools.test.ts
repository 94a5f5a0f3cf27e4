import { beforeAll, describe, expect, it } from "vitest";
import type { SchoolPlace } from "~/core/schools/school";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { STATE_FILTER_MESSAGE } from "~/core/validation/arena-query";
import { updatePreferences } from "~/worker/games/preferences.server";
import { searchSchools } from "~/worker/schools/search.server";
import { api, createArena, db, expectText, json, request, seedSchoolIndex, signIn } from "../fixtures";

/** React writes an apostrophe as &#x27; and an ampersand in an attribute as &amp;. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

/** The "Add its gym" link of a school on a list page. */
function addGymHref(page: string, school: string): URL {
  const link = new RegExp(`<a href="([^"]+)"[^>]*aria-label="${html(SCHOOL_TEXT.addGymLabel(school))}"`).exec(page);
  if (!link?.[1]) throw new Error(`no "${SCHOOL_TEXT.addGym}" link for ${school}`);
  return new URL(link[1].replaceAll("&amp;", "&"), "http://localhost");
}

const tag = () => `t${crypto.randomUUID().slice(0, 6)}`;

async function places(q: string, state = ""): Promise<SchoolPlace[]> {
  const response = await api(`/api/places?source=schools&q=${encodeURIComponent(q)}${state ? `&state=${state}` : ""}`);
  expect(response.status).toBe(200);
  return (await json<{ places: SchoolPlace[] }>(response)).places;
}

const placeOf = (school: SchoolPlace) => `${school.name} (${school.city}, ${school.state})`;

/** The schools a list page shows, in its order, as "Name (City, ST)". */
function listedSchools(page: string): string[] {
  const section = page.slice(page.indexOf('id="school-matches"'));
  return [...section.matchAll(/<h3[^>]*>([^<]+)<\/h3><p[^>]*>([^<]+)<\/p>/g)].map(
    ([, name, place]) => `${name} (${place})`,
  );
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

  it("lists the approved arenas whose school is that college in its state, not pending ones", async () => {
    const t = tag();
    const gym = await createArena({ name: `Hinkle Fieldhouse ${t}`, school: "Butler University", state: "IN" });
    const pending = await createArena({
      name: `Pending ${t}`,
      school: "Butler University",
      state: "IN",
      approved: false,
    });
    const elsewhere = await createArena({ name: `Elsewhere ${t}`, school: "Butler University", state: "PA" });
    const butler = (await places("Butler University")).find((place) => place.name === "Butler University");
    expect(butler?.arenas).toContainEqual({ id: gym.id, name: gym.name });
    expect(butler?.arenas.map((arena) => arena.id)).not.toContain(pending.id);
    expect(butler?.arenas.map((arena) => arena.id)).not.toContain(elsewhere.id);
  });

  it("lists under each of two namesakes only its own arenas: added from it, or naming it in its state", async () => {
    const t = tag();
    const [omaha] = await places("Central High School", "NE");
    const [phoenix] = await places("Central High School", "AZ");
    expect(omaha && placeOf(omaha)).toBe("Central High School (Omaha, NE)");
    expect(phoenix && placeOf(phoenix)).toBe("Central High School (Phoenix, AZ)");
    const byName = await createArena({ name: `Eagles Gym ${t}`, school: "Central High School", state: "NE" });
    const bySchool = await createArena({
      name: `Bobcats Gym ${t}`,
      school: "Central",
      schoolId: phoenix?.id,
      state: "AZ",
    });
    // Added from the Phoenix school: only its gym, whatever its name and state say.
    const addedFromPhoenix = await createArena({
      name: `Aux Gym ${t}`,
      school: "Central High School",
      schoolId: phoenix?.id,
      state: "NE",
    });
    const own = (school: SchoolPlace | undefined) =>
      (school?.arenas ?? []).filter((arena) => arena.name.endsWith(t)).map((arena) => arena.id);
    expect(own((await places("Central High School", "NE"))[0])).toEqual([byName.id]);
    expect(own((await places("Central High School", "AZ"))[0]).sort()).toEqual(
      [bySchool.id, addedFromPhoenix.id].sort(),
    );
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

  it("finds a high school by the ways a schedule writes it, its kind, grades and sector with it", async () => {
    for (const q of ["Berkmar High School", "Berkmar HS", "Berkmar High", "Berkmar H.S.", "berkmar high school"]) {
      const [first] = await places(q);
      expect(first, q).toMatchObject({
        id: 130255001905,
        kind: "high_school",
        name: "Berkmar High School",
        city: "Lilburn",
        state: "GA",
        grades: "09-12",
        sector: "public",
        level: "High School",
        alias: "",
      });
    }
    for (const q of [
      "Hewitt-Trussville HS",
      "HewittTrussville",
      "Hewitt Trussville High School",
      "hewitt-trussville high",
    ]) {
      const [first] = await places(q);
      expect(first && placeOf(first), q).toBe("HewittTrussville High School (Trussville, AL)");
    }
  });

  it("finds a private school named without High as … HS, and tells a college by its kind", async () => {
    const [pace] = await places("Pace Academy HS");
    expect(pace).toMatchObject({ name: "Pace Academy", kind: "high_school", sector: "private", grades: "KG-12" });
    const [emory] = await places("Emory University");
    expect(emory).toMatchObject({
      name: "Emory University",
      kind: "four_year",
      grades: null,
      sector: null,
      level: null,
    });
  });

  it("lists the person's state first: Emory University for Georgia, Emory & Henry for Virginia", async () => {
    expect((await places("Emory", "GA")).map(placeOf).slice(0, 1)).toEqual(["Emory University (Atlanta, GA)"]);
    expect((await places("Emory", "VA")).map(placeOf).slice(0, 1)).toEqual(["Emory & Henry University (Emory, VA)"]);
    const inGeorgia = (await places("Emory", "ga")).map(placeOf);
    expect(inGeorgia.indexOf("Emory University (Atlanta, GA)")).toBeLessThan(
      inGeorgia.indexOf("Emory & Henry University (Emory, VA)"),
    );
  });

  it("lists a name's namesakes in the person's state first, the exact name before longer ones", async () => {
    const found = await places("Central High School", "GA");
    const inGeorgia = found.filter((school) => school.state === "GA");
    // The state's own first, exactly named first among them; then the namesakes elsewhere.
    expect(found.slice(0, inGeorgia.length)).toEqual(inGeorgia);
    expect(inGeorgia.slice(0, 2).map(placeOf).sort()).toEqual([
      "Central High School (Carrollton, GA)",
      "Central High School (Macon, GA)",
    ]);
    expect(inGeorgia.slice(2).every((school) => school.name !== "Central High School")).toBe(true);
  });

  it("lists the venue's town first, then its state (the import's search)", async () => {
    const carrollton = await searchSchools({ db }, "Central High School", { state: "GA", city: "carrollton" });
    expect(carrollton.slice(0, 2).map(placeOf)).toEqual([
      "Central High School (Carrollton, GA)",
      "Central High School (Macon, GA)",
    ]);
    // The town's own schools first (an exact name first), then its state's namesakes.
    const macon = (await searchSchools({ db }, "Central HS", { state: "GA", city: "Macon" })).map(placeOf);
    expect(macon[0]).toBe("Central High School (Macon, GA)");
    const carrolltonAt = macon.indexOf("Central High School (Carrollton, GA)");
    expect(carrolltonAt).toBeGreaterThan(0);
    expect(macon.slice(0, carrolltonAt).every((school) => school.endsWith("(Macon, GA)"))).toBe(true);
    // Without a place: the name's own schools first ("Central Senior High", "Central Hs" are named so too).
    const anywhere = await searchSchools({ db }, "Central High School");
    expect(anywhere.slice(0, 5).every((school) => school.kind === "high_school" && /^Central /.test(school.name))).toBe(
      true,
    );
  });

  it("refuses a state that is not a US state's code with 400 and its message", async () => {
    for (const state of ["ZZ", "Georgia", "G"]) {
      const response = await api(`/api/places?source=schools&q=Central&state=${state}`);
      expect(response.status, state).toBe(400);
      expect(await json(response)).toMatchObject({ error: { message: STATE_FILTER_MESSAGE } });
    }
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

  it("says what kind of school each is", async () => {
    const page = await (await request("/arenas?search=Pace+Academy&state=GA")).text();
    expectText(page, SCHOOL_TEXT.kindLine({ kind: "high_school", sector: "private", grades: "KG-12" }));
    expectText(page, "Private high school · grades K–12");
    const college = await (await request("/arenas?search=Cuyahoga+Community")).text();
    expectText(college, "Two-year college");
  });

  it("lists only the State filter's schools", async () => {
    const listed = listedSchools(await (await request("/arenas?search=Central+High+School&state=NE")).text());
    expect(listed[0]).toBe("Central High School (Omaha, NE)");
    expect(listed.every((school) => school.endsWith(", NE)"))).toBe(true);
  });

  it("lists a signed-in person's state first, the state of their usual start", async () => {
    const { cookie, id } = await signIn();
    await updatePreferences({ db }, id, { usualStart: { label: "Home", latitude: 33.749, longitude: -84.388 } });
    const listed = listedSchools(
      await (await request("/arenas?search=Central+High+School", { headers: { cookie } })).text(),
    );
    expect(listed.slice(0, 2).sort()).toEqual([
      "Central High School (Carrollton, GA)",
      "Central High School (Macon, GA)",
    ]);
    await updatePreferences({ db }, id, { usualStart: { label: "Home", latitude: 41.26, longitude: -95.94 } });
    const fromOmaha = listedSchools(
      await (await request("/arenas?search=Central+High+School", { headers: { cookie } })).text(),
    );
    expect(fromOmaha[0]).toBe("Central High School (Omaha, NE)");
  });

  it("lists a school's arena as a link to it", async () => {
    const t = tag();
    const gym = await createArena({ name: `Hinkle Fieldhouse ${t}`, school: "Butler University", state: "IN" });
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
