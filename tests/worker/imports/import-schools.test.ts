// The schools index answers "which gym is this?": every form the platforms write a school in, one
// tap to make its gym an arena at the school, and nothing read from a failed lookup. The address
// service is down in every test here unless one says otherwise: none of it may need it.
import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SchoolCandidate } from "~/core/imports/game-fields";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "~/core/imports/messages";
import { distinctiveSchoolWords, schoolNameKey } from "~/core/schools/school-name";
import { arenas, games, importWaitingEvents, schools, userPreferences } from "~/worker/db/schema.server";
import { updatePreferences } from "~/worker/games/preferences.server";
import { SURE_SCHOOLS_PER_REQUEST } from "~/worker/imports/school-answer.server";
import { rankSchools, type SchoolRow, streetKey, venueSchoolFacts } from "~/worker/imports/school-candidates";
import { venueId } from "~/worker/platform/stable-hash";
import { meterD1 } from "../d1-meter";
import {
  api,
  cookiesFrom,
  createArena,
  db,
  expectText,
  flashMessageIn,
  json,
  postForm,
  ROUTE_REPLIES,
  ROUTING_HOST,
  request,
  type SignedIn,
  seedSchoolIndex,
  signIn,
} from "../fixtures";
import { calendar, utcStamp } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type NeedsArena = {
  venue: string;
  candidates: Array<{ arenaId: string; name: string; miles?: number | null; preselected?: boolean }>;
  schools: SchoolCandidate[];
};
type ImportJson = { created: number; waiting: number; needsArena: NeedsArena[] };

/** The address service unreachable: every lookup fails as a refused connection would; routing answers. */
function addressServiceDown() {
  const lookups: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === ROUTING_HOST) return new Response(ROUTE_REPLIES.ok.body, { status: 200 });
    lookups.push(url.searchParams.get("q") ?? "");
    throw new TypeError("fetch failed: connection refused");
  });
  return { lookups, restore: () => spy.mockRestore() };
}

let network: ReturnType<typeof addressServiceDown> | undefined;
afterEach(() => network?.restore());
beforeAll(seedSchoolIndex, 120_000);

/** One event a week ahead, its place in LOCATION (lines and all) and an optional Site: line. */
function event(location: string, { site, subsite }: { site?: string; subsite?: string } = {}) {
  const description = [
    "Level: Varsity Boys",
    ...(site ? [`Site: ${site}`] : []),
    ...(subsite ? [`Subsite: ${subsite}`] : []),
  ].join("\\n");
  return [
    "BEGIN:VEVENT",
    `UID:${unique()}@tipoff.test`,
    `DTSTART:${utcStamp(Date.now() + 7 * DAY_MS)}`,
    "SUMMARY:Grayson at Berkmar",
    `LOCATION:${location.replaceAll(",", "\\,").replaceAll("\n", "\\n")}`,
    `DESCRIPTION:${description}`,
    "END:VEVENT",
  ];
}

async function upload(person: SignedIn, events: string[][]): Promise<ImportJson> {
  const response = await api("/api/games/import", {
    body: calendar(events.flat(), { name: `Schools ${unique()}` }),
    cookie: person.cookie,
    ip: person.ip,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return json<ImportJson>(response);
}

async function schoolNamed(name: string, city: string) {
  const [row] = await db
    .select({ id: schools.id, latitude: schools.latitude, longitude: schools.longitude, state: schools.state })
    .from(schools)
    .where(and(eq(schools.name, name), eq(schools.city, city)));
  if (!row) throw new Error(`${name}, ${city} is not in the schools index`);
  return row;
}

async function page(path: string, person: SignedIn) {
  const response = await request(path, { redirect: "manual", headers: { cookie: person.cookie } });
  return { status: response.status, html: await response.text() };
}

/** The question of one venue, by its text as sent. */
const question = (result: ImportJson, venue: string) => {
  const found = result.needsArena.find((waiting) => waiting.venue === venue);
  if (!found) throw new Error(`${venue} does not wait: ${result.needsArena.map((waiting) => waiting.venue)}`);
  return found;
};

describe("a school's name read in every form", () => {
  it("runs the name's own words together, whatever its case, punctuation, hyphens and high-school words", () => {
    for (const name of ["Berkmar High School", "Berkmar HS", "Berkmar High", "Berkmar H.S.", "BERKMAR high school"]) {
      expect(schoolNameKey(name)).toBe("berkmar");
    }
    // The public directory lost its hyphens; a calendar keeps them.
    expect(schoolNameKey("Hewitt-Trussville HS")).toBe(schoolNameKey("HewittTrussville High School"));
    expect(schoolNameKey("St. Pius X Catholic High School")).toBe(schoolNameKey("Saint Pius X Catholic HS"));
    expect(schoolNameKey("Nome-Beltz Jr/Sr High")).toBe("nomebeltz");
    expect(distinctiveSchoolWords("The Westminster Schools")).toEqual(["westminster", "schools"]);
  });

  it("compares streets by house number and name, whatever the road's and direction's spelling", () => {
    expect(streetKey("405 Pleasant Hill Rd NW")).toBe(streetKey("405 Pleasant Hill Road Northwest"));
    expect(streetKey("61 S Sandusky Street")).toBe("61 sandusky");
    expect(streetKey("Pleasant Hill Rd")).toBe("");
  });

  it("never puts a namesake in another state first, and without a state puts the nearest to home first", () => {
    const central = (id: number, city: string, state: string, latitude: number, longitude: number): SchoolRow => ({
      id,
      name: "Central High School",
      kind: "high_school",
      nameKey: "central",
      address: `${id} Main St`,
      city,
      state,
      zipCode: "00000",
      latitude,
      longitude,
    });
    const rows = [
      central(1, "Springfield", "IL", 39.8, -89.6),
      central(2, "Macon", "GA", 32.84, -83.66),
      central(3, "Carrollton", "GA", 33.55, -85.07),
    ];
    const inGeorgia = venueSchoolFacts({ site: "Central HS", address: "1 Elm St, Athens, GA", state: "GA" });
    const inState = rankSchools(inGeorgia, rows).offered;
    expect(
      inState
        .map((school) => school.place)
        .slice(0, 2)
        .sort(),
    ).toEqual(["Carrollton, GA", "Macon, GA"]);
    expect(inState.some((school) => school.preselected)).toBe(false);
    const inTown = rankSchools(venueSchoolFacts({ site: "Central HS", address: "Macon, GA", state: "GA" }), rows);
    expect(inTown.beyondDoubt?.id).toBe(2);
    const anywhere = venueSchoolFacts({ site: "Central High", address: null, state: null });
    const near = rankSchools(anywhere, rows, { venue: null, home: { latitude: 33.6, longitude: -85.0 } }).offered;
    expect(near[0]?.place).toBe("Carrollton, GA");
    expect(near.every((school) => school.miles === null && !school.preselected)).toBe(true);
  });
});

describe("POST /api/games/import with the schools index, the address service down", () => {
  it("offers the school first in every form the platforms write, chosen already only beyond doubt", async () => {
    network = addressServiceDown();
    const person = await signIn();
    const berkmar = await schoolNamed("Berkmar High School", "Lilburn");
    const millCreek = await schoolNamed("Mill Creek High School", "Hoschton");
    const norcross = await schoolNamed("Norcross High School", "Norcross");
    const brookwood = await schoolNamed("Brookwood High School", "Snellville");
    const grayson = await schoolNamed("Grayson High School", "Loganville");
    // Forms of one school's name, each a venue of its own, with whether it is beyond doubt.
    const forms: Array<[string, number, boolean, { site?: string; subsite?: string }?]> = [
      ["Berkmar High School, Lilburn, GA", berkmar.id, true],
      ["Berkmar HS, Lilburn, GA 30047", berkmar.id, true],
      ["Berkmar H.S., Lilburn GA", berkmar.id, true],
      ["Berkmar High", berkmar.id, false],
      ["@ Berkmar", berkmar.id, false],
      // Arbiter: the street alone in LOCATION, the site's name in the description.
      ["405 Pleasant Hill Rd NW, Lilburn, GA  30047", berkmar.id, true, { site: "Berkmar" }],
      // The school's street address alone, spelled its own way.
      ["405 Pleasant Hill Road Northwest, Lilburn, GA 30047", berkmar.id, true],
      ["Mill Creek High School\n4400 Braselton Hwy\nHoschton, GA 30548", millCreek.id, true],
      ["Norcross HS - Gym 2, Norcross, GA", norcross.id, true],
      ["Brookwood High School Aux Gym, Snellville, GA 30078", brookwood.id, true],
      ["Grayson HS Court 3, Loganville, GA", grayson.id, true],
      ["50 Hope Hollow Rd, Loganville, GA 30052", grayson.id, true, { site: "Grayson High School", subsite: "Gym 2" }],
      // A name written another way is found by its words (its town among them), never chosen for the person.
      ["1 Any St, Lilburn, GA 30047", berkmar.id, false, { site: "Lilburn Berkmar" }],
    ];
    const result = await upload(
      person,
      forms.map(([location, , , site]) => event(location, site)),
    );
    expect(result.created).toBe(0);
    for (const [location, schoolId, sure, site] of forms) {
      const venue = site?.site
        ? `${site.subsite ? `${site.site} - ${site.subsite}` : site.site}, ${location}`
        : location;
      const asked = question(result, venue.replaceAll("\n", ", ").replace(/\s+/g, " "));
      expect(asked.schools[0], venue).toMatchObject({ schoolId, kind: "high_school" });
      expect(asked.schools[0]?.preselected === true, venue).toBe(sure);
      // With no point of its own for the venue, no distance is shown for the school it is.
      expect(asked.schools[0]?.miles, venue).toBeNull();
      expect(asked.candidates.every((candidate) => candidate.preselected !== true)).toBe(true);
    }
    expect(question(result, "Berkmar High").schools[0]?.place).toBe("Lilburn, GA");
    // A place the schools index holds beyond doubt never waits on the address service.
    expect(network.lookups.some((query) => query.includes("Pleasant Hill"))).toBe(false);
  });

  it("puts a namesake in the venue's own town first and one in another state never first", async () => {
    network = addressServiceDown();
    const person = await signIn();
    const carrollton = await schoolNamed("Central High School", "Carrollton");
    const result = await upload(person, [
      event("Central High School, Carrollton, GA"),
      event("1 Peach Orchard Way, Athens, GA 30601", { site: "Central HS" }),
    ]);
    expect(question(result, "Central High School, Carrollton, GA").schools[0]).toMatchObject({
      schoolId: carrollton.id,
      preselected: true,
    });
    const athens = question(result, "Central HS, 1 Peach Orchard Way, Athens, GA 30601").schools;
    expect(athens.length).toBeGreaterThan(1);
    expect(athens.slice(0, 2).every((school) => school.place.endsWith(", GA"))).toBe(true);
    expect(athens.some((school) => school.preselected)).toBe(false);
  });
});

describe("venues as real schedules write them, the address service down", () => {
  it("never gives a venue that names its state a school of another, and offers a college named after its gym", async () => {
    network = addressServiceDown();
    const person = await signIn();
    // An official in Mississippi: Walnut High in Walnut, California shares the town's name.
    await updatePreferences({ db }, person.id, { usualStart: { label: "Home", latitude: 34.26, longitude: -88.7 } });
    const walnut = await schoolNamed("Walnut Attendance Center", "Walnut");
    const emory = await schoolNamed("Emory University", "Atlanta");
    const woodruff = "Woodruff P.E. Center, Emory University, 26 Eagle Row, Atlanta, GA 30322";
    const result = await upload(person, [event("Walnut, Walnut, MS"), event(woodruff)]);
    const inWalnut = question(result, "Walnut, Walnut, MS").schools;
    expect(inWalnut[0]).toMatchObject({ schoolId: walnut.id, place: "Walnut, MS", preselected: true });
    expect(inWalnut.every((school) => school.place.endsWith(", MS"))).toBe(true);
    const atEmory = question(result, woodruff).schools;
    // Its name, town and state agree: the college is chosen, whatever its gym is called.
    expect(atEmory[0]).toMatchObject({ schoolId: emory.id, kind: "four_year", preselected: true });
  });

  it("reads a school and its town apart, and a misspelt name offers the school, never chooses it", async () => {
    network = addressServiceDown();
    const person = await signIn();
    // An official in Mechanicsburg, Pennsylvania.
    await updatePreferences({ db }, person.id, {
      usualStart: { label: "Home", latitude: 40.2143, longitude: -77.0086 },
    });
    const trinity = await schoolNamed("Trinity High School", "Camp Hill");
    const lebanon = await schoolNamed("Lebanon SHS", "Lebanon");
    const mechanicsburg = await schoolNamed("Mechanicsburg Area SHS", "Mechanicsburg");
    const result = await upload(person, [
      event("Trinity HS - Camp Hill"),
      event("Lebanon HS"),
      event("@ Mechanicsburg"),
      event("Mechanicsburgg Area HS"),
    ]);
    expect(question(result, "Trinity HS - Camp Hill").schools[0]).toMatchObject({
      schoolId: trinity.id,
      preselected: true,
    });
    for (const [venue, school] of [
      ["Lebanon HS", lebanon],
      ["@ Mechanicsburg", mechanicsburg],
      ["Mechanicsburgg Area HS", mechanicsburg],
    ] as const) {
      const offered = question(result, venue).schools;
      expect(offered[0]?.schoolId, venue).toBe(school.id);
      expect(
        offered.every((candidate) => candidate.place.endsWith(", PA")),
        venue,
      ).toBe(true);
    }
    expect(question(result, "Mechanicsburgg Area HS").schools.some((school) => school.preselected)).toBe(false);
  });
});

describe("an address the service could not be asked about", () => {
  it("says what to do instead of waiting, and says nothing of it for a school beyond doubt", async () => {
    network = addressServiceDown();
    const person = await signIn();
    const unknown = `${unique()} Nowhere Hall, 12 Elm St, Lawrenceville, GA 30043`;
    await upload(person, [event(unknown), event("Berkmar HS, Lilburn, GA 30047")]);
    const importPage = (await page("/games/import", person)).html;
    // A card runs from its heading to the next card's.
    const card = (venue: string) => {
      const start = importPage.indexOf(`>${html(venue)}</h3>`);
      expect(start, venue).toBeGreaterThan(-1);
      const next = importPage.indexOf("<h3", start);
      return importPage.slice(start, next === -1 ? undefined : next);
    };
    expectText(card(unknown), html(IMPORT_TEXT.lookupUnavailable));
    expectText(card(unknown), html(IMPORT_TEXT.lookupQueued), false);
    expectText(card("Berkmar HS, Lilburn, GA 30047"), html(IMPORT_TEXT.lookupUnavailable), false);
  });
});

describe("a card's search, the person's state first", () => {
  it("lists the schools of the person's state first for a venue that names none", async () => {
    network = addressServiceDown();
    const person = await signIn();
    await updatePreferences({ db }, person.id, {
      usualStart: { label: "Home", latitude: 40.2143, longitude: -77.0086 },
    });
    const palmyra = await schoolNamed("Palmyra Area SHS", "Palmyra");
    await upload(person, [event("@ Palmyra Gym")]);
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const id = venueId(row?.key ?? "");
    const searched = await page(`/games/import?venue=${id}&q=Palmyra`, person);
    const results = searched.html.slice(searched.html.indexOf(html(IMPORT_TEXT.searchResults("Palmyra"))));
    expect(/value="school:(\d+)"/.exec(results)?.[1]).toBe(String(palmyra.id));
  });
});

describe("answering with a school", () => {
  it("makes the school's gym the person's own pending arena at the school's point and places every game waiting there", async () => {
    network = addressServiceDown();
    const person = await signIn();
    const norcross = await schoolNamed("Norcross High School", "Norcross");
    const venue = "Norcross HS - Gym 2, Norcross, GA";
    await upload(person, [event(venue), event(venue)]);
    const response = await api("/api/venue-aliases", {
      method: "PUT",
      body: { venue, schoolId: norcross.id },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(response.status).toBe(200);
    const answer = await json<{ alias: { venue: string; arenaId: string }; created: number }>(response);
    expect(answer.created).toBe(2);
    const [gym] = await db.select().from(arenas).where(eq(arenas.id, answer.alias.arenaId));
    expect(gym).toMatchObject({
      name: "Norcross High School — Gym 2",
      school: "Norcross High School",
      schoolId: norcross.id,
      level: "High School",
      city: "Norcross",
      state: "GA",
      latitude: norcross.latitude,
      longitude: norcross.longitude,
      approved: false,
      createdBy: person.id,
    });
    const placed = await db.select({ arenaId: games.arenaId }).from(games).where(eq(games.userId, person.id));
    expect(placed.map((game) => game.arenaId)).toEqual([gym?.id, gym?.id]);
    // Every place that shows the game names both the school and the gym: My Games and the calendar feed.
    const myGames = await page("/games", person);
    expectText(myGames.html, "Norcross High School — Gym 2");
    expect((await postForm("/profile", { intent: "calendar-link" }, person)).status).toBe(302);
    const [preferences] = await db
      .select({ token: userPreferences.calendarToken })
      .from(userPreferences)
      .where(eq(userPreferences.userId, person.id));
    const feed = await (await request(`/calendar/${preferences?.token}.ics`)).text();
    expect(feed.replaceAll("\r\n ", "")).toContain("Norcross High School — Gym 2");

    // The same gym written another way is placed at the gym already made; the school's main gym is another one.
    const later = await upload(person, [
      event("Norcross High School Gym 2, Norcross, GA 30092"),
      event("Norcross HS, Norcross, GA"),
    ]);
    expect(later.needsArena.map((waiting) => waiting.venue)).toEqual(["Norcross HS, Norcross, GA"]);
    const atGym = await db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.arenaId, gym?.id ?? ""));
    // (The same assignment, sent again: its game is updated at the same gym, none waits.)
    expect(atGym).toHaveLength(2);
    const main = await api("/api/venue-aliases", {
      method: "PUT",
      body: { venue: "Norcross HS, Norcross, GA", schoolId: norcross.id },
      cookie: person.cookie,
      ip: person.ip,
    });
    const mainId = (await json<{ alias: { arenaId: string } }>(main)).alias.arenaId;
    expect(mainId).not.toBe(gym?.id);
    const [mainGym] = await db.select({ name: arenas.name }).from(arenas).where(eq(arenas.id, mainId));
    expect(mainGym?.name).toBe("Norcross High School");

    // Someone else's answer makes their own gym: a pending one is never shared.
    const other = await signIn();
    await upload(other, [event(venue)]);
    const theirs = await api("/api/venue-aliases", {
      method: "PUT",
      body: { venue, schoolId: norcross.id },
      cookie: other.cookie,
      ip: other.ip,
    });
    expect((await json<{ alias: { arenaId: string } }>(theirs)).alias.arenaId).not.toBe(gym?.id);
  });

  it("places the next import at once when the school's gym is published and the venue is that school beyond doubt", async () => {
    network = addressServiceDown();
    const parkview = await schoolNamed("Parkview High School", "Lilburn");
    const published = await createArena({
      name: `Parkview High School`,
      school: "Parkview High School",
      schoolId: parkview.id,
      city: "Lilburn",
      state: "GA",
      latitude: parkview.latitude,
      longitude: parkview.longitude,
    });
    const person = await signIn();
    const result = await upload(person, [
      event("Parkview HS, Lilburn, GA 30047"),
      event("Parkview High School - Aux Gym, Lilburn, GA"),
    ]);
    expect(result.created).toBe(1);
    const [game] = await db.select({ arenaId: games.arenaId }).from(games).where(eq(games.userId, person.id));
    expect(game?.arenaId).toBe(published.id);
    // The auxiliary gym is not the published main gym: it is asked, the school chosen already.
    expect(question(result, "Parkview High School - Aux Gym, Lilburn, GA").schools[0]).toMatchObject({
      schoolId: parkview.id,
      preselected: true,
    });
  });

  it("answers the page's form with the school in one tap, without JavaScript", async () => {
    network = addressServiceDown();
    const person = await signIn();
    const berkmar = await schoolNamed("Berkmar High School", "Lilburn");
    const venue = "Berkmar HS, Lilburn, GA 30047";
    await upload(person, [event(venue)]);
    const importPage = await page("/games/import", person);
    expect(importPage.html).toMatch(new RegExp(`checked="" value="school:${berkmar.id}"`));
    expectText(importPage.html, `Lilburn, GA · ${IMPORT_TEXT.schoolKinds.high_school} · ${IMPORT_TEXT.schoolMatch}`);
    const answered = await postForm(
      "/games/import",
      { intent: "answer", venue, answer: `school:${berkmar.id}` },
      { cookie: person.cookie, ip: person.ip },
    );
    expect(answered.status).toBe(302);
    const [game] = await db
      .select({ name: arenas.name })
      .from(games)
      .innerJoin(arenas, eq(arenas.id, games.arenaId))
      .where(eq(games.userId, person.id));
    expect(game?.name).toBe("Berkmar High School");
  });

  it("answers a long season's schools found some at a time, each request within D1's statement limit", async () => {
    network = addressServiceDown();
    const person = await signIn();
    // Georgia high schools whose names are their own in their towns: each venue is its school beyond doubt.
    const found = await db
      .select({ id: schools.id, name: schools.name, city: schools.city })
      .from(schools)
      .where(and(eq(schools.state, "GA"), eq(schools.kind, "high_school"), like(schools.name, "% High School")))
      .orderBy(schools.id)
      .limit(38);
    const result = await upload(
      person,
      found.map((school) => event(`${school.name}, ${school.city}, GA`)),
    );
    const sure = result.needsArena.filter((venue) => venue.schools[0]?.preselected).length;
    expect(sure).toBeGreaterThan(SURE_SCHOOLS_PER_REQUEST);
    expect(sure).toBeLessThanOrEqual(2 * SURE_SCHOOLS_PER_REQUEST);
    const useThem = async () => {
      const meter = meterD1();
      const response = await postForm(
        "/games/import",
        { intent: "answer-schools" },
        { cookie: person.cookie, ip: person.ip },
      );
      const { answers } = meter.stop();
      expect(response.status).toBe(302);
      // D1 takes at most 1,000 statements from one Worker request.
      expect(answers).toBeLessThan(1000);
      const withToast = { ...person, cookie: cookiesFrom(response, person.cookie) };
      return flashMessageIn((await page("/games/import", withToast)).html) ?? "";
    };
    const remaining = sure - SURE_SCHOOLS_PER_REQUEST;
    const first = await useThem();
    expect(first).toMatch(`${SURE_SCHOOLS_PER_REQUEST} places answered.`);
    expect(first).toMatch(`${remaining === 1 ? "1 place" : `${remaining} places`} to go: use the schools found again.`);
    const second = await useThem();
    expect(second).toMatch(`${remaining === 1 ? "1 place" : `${remaining} places`} answered.`);
    expect(second).not.toMatch("to go");
    const placed = await db.select({ id: games.id }).from(games).where(eq(games.userId, person.id));
    expect(placed).toHaveLength(sure);
  }, 60_000);

  it("refuses an unknown school with 404, a school for a venue that waits for nothing with 404, and both answers or neither with 400", async () => {
    const person = await signIn();
    const put = (body: Record<string, unknown>) =>
      api("/api/venue-aliases", { method: "PUT", body, cookie: person.cookie, ip: person.ip });
    expect((await put({ venue: "Somewhere", schoolId: 999_999_999_999_999 })).status).toBe(404);
    // A real school, but no game of the person's waits at that text: no gym is made for it.
    const berkmar = await schoolNamed("Berkmar High School", "Lilburn");
    const refused = await put({ venue: "Made Up Place", schoolId: berkmar.id });
    expect(refused.status).toBe(404);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(IMPORT_TEXT.venueNotWaiting);
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.createdBy, person.id))).toEqual([]);
    expect((await put({ venue: "Somewhere", schoolId: 1, arenaId: crypto.randomUUID() })).status).toBe(400);
    expect((await put({ venue: "Somewhere" })).status).toBe(400);
    expect((await put({ venue: "Somewhere", schoolId: "berkmar" })).status).toBe(400);
  });
});

describe("no point from a failed lookup", () => {
  it("shows no distance and no pin when the address service is down, and never takes a town's one arena for its centre", async () => {
    network = addressServiceDown();
    const suffix = unique();
    // An arena of the venue's town with a point of its own: never the venue's point.
    await createArena({
      name: `Sports Center ${suffix}`,
      city: "Lawrenceville",
      state: "GA",
      latitude: 33.95,
      longitude: -83.99,
    });
    const person = await signIn();
    const venue = `Sports Academy ${suffix}, 1 ${suffix} Way, Lawrenceville, GA 30043`;
    const result = await upload(person, [event(venue)]);
    const asked = question(result, venue);
    expect(asked.candidates.every((candidate) => candidate.miles == null)).toBe(true);
    expect(asked.schools.every((school) => school.miles === null)).toBe(true);
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey, event: importWaitingEvents.event })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    expect(row?.event.venueFix ?? null).toBeNull();
    const screen = await page(`/games/import/add/${venueId(row?.key ?? "")}`, person);
    expectText(screen.html, html(QUICK_GYM_TEXT.pinUnavailable));
    expect(screen.html).toMatch(/name="latitude"[^>]*value=""/);
  });
});

/** React writes an apostrophe as &#x27;. */
function html(text: string) {
  return text.replaceAll("'", "&#x27;");
}
