import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { IMPORT_TEXT, QUICK_GYM_TEXT } from "~/core/imports/messages";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import { QUICK_GYM_MESSAGES } from "~/core/validation/quick-gym";
import { arenas, games, importWaitingEvents, venueAliases } from "~/worker/db/schema.server";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import { geocodeCacheKey } from "~/worker/geocoding/cache.server";
import { hitRateLimit } from "~/worker/platform/rate-limit.server";
import { venueId } from "~/worker/platform/stable-hash";
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

// The first import as an official lives it: every event on My Games and in the feed (placed, or
// waiting in plain sight), the right gym added or chosen from the question, and undone when wrong.

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/**
 * What the geocoder knows, put in its cache first (the upstream service is shared by every test file
 * at one request a second, and a busy answer would make a test depend on its neighbours): each
 * address's point, or null for "not found". Anything else asked finds nothing; routing answers.
 */
async function fakePlaces(places: Array<[string, { latitude: number; longitude: number } | null]>) {
  for (const [query, point] of places) {
    const answer = point ? { ok: true, ...point } : { ok: false, reason: "not_found" };
    await env.GEOCODE_CACHE.put(await geocodeCacheKey(query), JSON.stringify(answer));
  }
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === ROUTING_HOST) return new Response(ROUTE_REPLIES.ok.body, { status: 200 });
    return new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
  });
  return { restore: () => spy.mockRestore() };
}

let network: { restore: () => void } | undefined;
afterEach(() => network?.restore());
beforeAll(() => signIn(), 120_000);

/** A RefTown-shaped event: the place's name and address in LOCATION, no Site: line, teams in the title. */
function refTownEvent(uid: string, start: number, location: string, summary = "Westerville Central vs Olentangy") {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTART:${utcStamp(start)}`,
    `SUMMARY:${summary}`,
    `LOCATION:${location.replaceAll(",", "\\,")}`,
    "DESCRIPTION:Level: Varsity Boys Basketball",
    "END:VEVENT",
  ];
}

async function uploadForm(person: SignedIn, text: string) {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("file", new File([text], "games.ics", { type: "text/calendar" }));
  const response = await request("/games/import", {
    method: "POST",
    body,
    redirect: "manual",
    headers: { cookie: person.cookie, "cf-connecting-ip": person.ip },
  });
  return { status: response.status, html: await response.text() };
}

async function page(path: string, person: SignedIn) {
  const response = await request(path, { redirect: "manual", headers: { cookie: person.cookie } });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

const send = (path: string, person: SignedIn, fields: Record<string, string>) =>
  postForm(path, fields, { cookie: person.cookie, ip: person.ip });

async function followed(response: Response, person: SignedIn) {
  const location = response.headers.get("location") ?? "";
  const next = await request(location, {
    redirect: "manual",
    headers: { cookie: cookiesFrom(response, person.cookie) },
  });
  return next.text();
}

/** The private feed as a calendar app reads it. */
async function feedEvents(person: SignedIn) {
  const token = await rotateCalendarToken({ db }, person.id);
  const text = await (await request(`/calendar/${token}.ics`)).text();
  const calendarComponent = new ICAL.Component(ICAL.parse(text));
  return calendarComponent.getAllSubcomponents("vevent").map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue("uid")),
    location: String(vevent.getFirstPropertyValue("location") ?? ""),
    description: String(vevent.getFirstPropertyValue("description") ?? ""),
    summary: String(vevent.getFirstPropertyValue("summary") ?? ""),
    status: vevent.getFirstPropertyValue("status"),
    alarm: vevent.getFirstSubcomponent("valarm"),
  }));
}

const gamesOf = (userId: string) =>
  db.select({ id: games.id, arenaId: games.arenaId, status: games.status }).from(games).where(eq(games.userId, userId));

describe("the first import", () => {
  it("matches a RefTown venue, its name in LOCATION, to the published arena of that name", async () => {
    network = await fakePlaces([]);
    const person = await signIn();
    const name = `Alumni Hall ${unique()}`;
    const hall = await createArena({
      name,
      school: "Ohio Dominican University",
      state: "OH",
      latitude: 40.0,
      longitude: -82.95,
    });
    const start = Date.now() + 4 * DAY_MS;
    const location = `${name} - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219`;
    const uploaded = await uploadForm(
      person,
      calendar(refTownEvent(`R-${unique()}`, start, location), { name: `RefTown ${unique()}` }),
    );
    expectText(uploaded.html, "1 new game.");
    expect((await gamesOf(person.id)).map((game) => game.arenaId)).toEqual([hall.id]);
  });

  it("lists a waiting game on My Games and in the feed, on its clock, without an alarm; answered, it keeps its event", async () => {
    network = await fakePlaces([]);
    const person = await signIn();
    const arena = await createArena({ name: `Chosen Gym ${unique()}`, state: "OH", latitude: 39.96, longitude: -83.0 });
    const suffix = unique();
    const location = `Nowhere Gym ${suffix}, 9 Nowhere Rd, Westerville, OH 43081`;
    const start = Math.floor((Date.now() + 9 * DAY_MS) / 3_600_000) * 3_600_000;
    const text = calendar(refTownEvent(`W-${suffix}`, start, location, `Westerville Central vs Olentangy ${suffix}`), {
      name: `Wait ${suffix}`,
    });
    const uploaded = await uploadForm(person, text);
    expectText(uploaded.html, IMPORT_TEXT.waitingCount(1, 1));

    const myGames = await page("/games", person);
    expectText(myGames.html, IMPORT_TEXT.waitingCount(1, 1));
    expectText(myGames.html, IMPORT_TEXT.chooseGyms);
    expectText(myGames.html, html(location));
    expectText(myGames.html, `Westerville Central vs Olentangy ${suffix} · Varsity Boys Basketball`);
    const key =
      (
        await db
          .select({ key: importWaitingEvents.venueKey })
          .from(importWaitingEvents)
          .where(eq(importWaitingEvents.userId, person.id))
      )[0]?.key ?? "";
    expectText(myGames.html, `href="/games/import#venue-${venueId(key)}"`);
    expectText(myGames.html, IMPORT_TEXT.waitingBadge);
    expectText(myGames.html, IMPORT_TEXT.asWritten);
    expectText(myGames.html, IMPORT_TEXT.chooseGym);
    // Its own clock: the venue is in Ohio, so Eastern time, never UTC.
    expect(myGames.html).toMatch(/[0-9] [AP]M E[SD]T/);
    expectText(myGames.html, "UTC", false);

    const [waiting] = await feedEvents(person);
    expect(waiting).toMatchObject({ location });
    expect(waiting?.alarm).toBeNull();
    expect(waiting?.description).toContain(IMPORT_TEXT.waitingFeedNote);

    const answered = await api("/api/venue-aliases", {
      method: "PUT",
      body: { venue: location, arenaId: arena.id },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(answered.status).toBe(200);
    const [placed] = await feedEvents(person);
    expect(placed?.uid).toBe(waiting?.uid);
    expect(placed?.alarm).not.toBeNull();
    expectText((await page("/games", person)).html, IMPORT_TEXT.chooseGyms, false);
  });

  it("offers no far gym: a venue whose street is found lists only what is near or named alike, none chosen", async () => {
    const suffix = unique();
    network = await fakePlaces([
      [`1 ${suffix} Capital Ave, Bexley, OH 43209`, { latitude: 39.9556, longitude: -82.9382 }],
    ]);
    const person = await signIn();
    // Far (Dayton, ~100 km) and named alike only by "University".
    const far = await createArena({
      name: `University of ${suffix} Arena`,
      school: "University of Dayton",
      state: "OH",
      city: "Dayton",
      latitude: 39.7355,
      longitude: -84.1998,
    });
    const near = await createArena({
      name: `Near Gym ${suffix}`,
      state: "OH",
      city: "Columbus",
      latitude: 39.99,
      longitude: -82.95,
    });
    const text = calendar(
      [
        "BEGIN:VEVENT",
        `UID:F-${suffix}`,
        `DTSTART:${utcStamp(Date.now() + 3 * DAY_MS)}`,
        "SUMMARY:Varsity Men",
        `LOCATION: 1 ${suffix} Capital Ave\\, Bexley\\, OH 43209`,
        // A college no index holds, named alike to the far arena only by "University".
        "DESCRIPTION:Site: Capital Crusaders University",
        "END:VEVENT",
      ],
      { name: `Far ${suffix}` },
    );
    const { html: body } = await uploadForm(person, text);
    expectText(body, `value="arena:${near.id}"`);
    expectText(body, `value="arena:${far.id}"`, false);
    expectText(body, "checked", false);
    expectText(body, IMPORT_TEXT.candidateMiles(2.5));
  });

  it("adds the gym in one tap from what the event says, places its games at once, and remembers it with Undo", async () => {
    const suffix = unique();
    network = await fakePlaces([
      [`1216 ${suffix} Sunbury Rd, Columbus, OH 43219`, { latitude: 40.0, longitude: -82.96 }],
    ]);
    const person = await signIn();
    // A college no index holds: whether the schools index is loaded or not, nothing is chosen already.
    const location = `Alumni Hall ${suffix} - Ohio Dominican ${suffix} University, 1216 ${suffix} Sunbury Rd, Columbus, OH 43219`;
    const start = Date.now() + 5 * DAY_MS;
    await uploadForm(
      person,
      calendar(
        [...refTownEvent(`A1-${suffix}`, start, location), ...refTownEvent(`A2-${suffix}`, start + DAY_MS, location)],
        { name: `Quick ${suffix}` },
      ),
    );
    const importPage = await page("/games/import", person);
    expectText(
      importPage.html,
      html(QUICK_GYM_TEXT.preview(`Alumni Hall ${suffix}`, `1216 ${suffix} Sunbury Rd, Columbus, OH 43219`)),
    );
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const id = venueId(row?.key ?? "");
    const added = await send("/games/import", person, { intent: "quick-add", venueId: id });
    expect(added.status).toBe(302);
    const after = await followed(added, person);
    expect(flashMessageIn(after)).toBe(QUICK_GYM_TEXT.added(`Alumni Hall ${suffix}`, 2));
    expectText(after, IMPORT_TEXT.remembered);
    expectText(after, html(IMPORT_TEXT.rememberedAnswer(location, `Alumni Hall ${suffix}`)));
    expectText(after, html(IMPORT_TEXT.undoLabel(location)));
    expectText(after, IMPORT_TEXT.undo);

    const [gym] = await db.select().from(arenas).where(eq(arenas.createdBy, person.id));
    expect(gym).toMatchObject({
      name: `Alumni Hall ${suffix}`,
      school: `Ohio Dominican ${suffix} University`,
      address: `1216 ${suffix} Sunbury Rd`,
      city: "Columbus",
      state: "OH",
      zipCode: "43219",
      conference: "",
      level: null,
      approved: false,
      latitude: 40.0,
    });
    const placed = await gamesOf(person.id);
    expect(placed.map((game) => game.arenaId)).toEqual([gym?.id, gym?.id]);

    // A second add for the venue (it no longer waits) changes nothing; Undo puts the games back.
    const undone = await send("/games/import", person, { intent: "undo", venue: location });
    expect(undone.status).toBe(302);
    expect(flashMessageIn(await followed(undone, person))).toBe(IMPORT_TEXT.undone(2));
    expect(await gamesOf(person.id)).toEqual([]);
    expect(await db.select().from(venueAliases).where(eq(venueAliases.userId, person.id))).toEqual([]);
    const again = await page("/games/import", person);
    expectText(again.html, IMPORT_TEXT.whichGymTitle);
    // The gym added is the person's own: offered first on the card that came back.
    expectText(again.html, `value="arena:${gym?.id}"`);
    expect(await db.select().from(arenas).where(eq(arenas.createdBy, person.id))).toHaveLength(1);
    const twice = await send("/games/import", person, { intent: "undo", venue: location });
    expect(twice.status).toBe(404);
    expectText(await twice.text(), IMPORT_TEXT.nothingToUndo);
  });

  it("chooses the one arena within 2 km of the street already, and says it is the closest match", async () => {
    const suffix = unique();
    // A place of this test's own (other tests add arenas near Columbus and Springfield).
    const latitude = 46 + Math.random();
    const longitude = -101 - Math.random();
    network = await fakePlaces([[`5 ${suffix} Broad St, Mandan, ND 58554`, { latitude, longitude }]]);
    const person = await signIn();
    // About 800 m from the address, named otherwise, so neither the name nor the 300 m rule places it.
    const close = await createArena({
      name: `Downtown Court ${suffix}`,
      state: "ND",
      city: "Mandan",
      latitude: latitude + 0.0072,
      longitude,
    });
    const text = calendar(
      refTownEvent(
        `N-${suffix}`,
        Date.now() + 3 * DAY_MS,
        `Broad Street Gym ${suffix}, 5 ${suffix} Broad St, Mandan, ND 58554`,
      ),
      { name: `Near ${suffix}` },
    );
    const { html: body } = await uploadForm(person, text);
    expect(body).toMatch(new RegExp(`checked="" value="arena:${close.id}"`));
    expectText(body, IMPORT_TEXT.closestMatch);
  });

  it("adds the gym in one short screen: no point when the street is not found (the town is only where the map opens), a conference only for a college level", async () => {
    const suffix = unique();
    network = await fakePlaces([
      [`7118 ${suffix} Mount Royal Ave, Westerville, OH 43082`, null],
      ["Westerville, OH", { latitude: 40.1262, longitude: -82.9291 }],
    ]);
    const person = await signIn();
    const location = `Westerville Central HS Main Gym ${suffix}, 7118 ${suffix} Mount Royal Ave, Westerville, OH 43082`;
    await uploadForm(
      person,
      calendar(refTownEvent(`S-${suffix}`, Date.now() + 6 * DAY_MS, location), { name: `Screen ${suffix}` }),
    );
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const id = venueId(row?.key ?? "");
    const importPage = await page("/games/import", person);
    // The street was not found at import: "Add this gym" opens the short screen.
    expectText(importPage.html, `href="/games/import/add/${id}"`);

    const screen = await page(`/games/import/add/${id}`, person);
    expect(screen.status).toBe(200);
    expectText(screen.html, html(QUICK_GYM_TEXT.pinNotFound));
    for (const text of [
      QUICK_GYM_TEXT.pageTitle,
      QUICK_GYM_TEXT.lead(location),
      QUICK_GYM_TEXT.conferenceHint,
      QUICK_GYM_TEXT.optionalHint,
      QUICK_GYM_TEXT.addressHint,
      QUICK_GYM_TEXT.pinTitle,
      QUICK_GYM_TEXT.addButton,
      QUICK_GYM_TEXT.backToImport,
    ]) {
      expectText(screen.html, html(text));
    }
    // The town's centre is never the gym's point: the coordinates wait to be typed or pinned.
    expect(screen.html).not.toContain('value="40.1262"');
    expect(screen.html).toMatch(/name="latitude"[^>]*value=""/);
    expectText(screen.html, `value="Westerville Central HS Main Gym ${suffix}"`);

    const fields = {
      name: `Westerville Central ${suffix}`,
      school: "Westerville Central High School",
      level: "Division I",
      conference: "",
      address: "",
      city: "Westerville",
      state: "OH",
      zipCode: "",
      latitude: "40.1262",
      longitude: "-82.9291",
    };
    const college = await send(`/games/import/add/${id}`, person, fields);
    expect(college.status).toBe(400);
    expectText(await college.text(), QUICK_GYM_MESSAGES.conference);

    const highSchool = await send(`/games/import/add/${id}`, person, { ...fields, level: "High School" });
    expect(highSchool.status).toBe(302);
    expect((await gamesOf(person.id)).length).toBe(1);
    // One gym per venue: the same venue again (after Undo) finds the same gym.
    await send("/games/import", person, { intent: "undo", venue: location });
    const second = await send(`/games/import/add/${id}`, person, { ...fields, level: "High School", name: "Another" });
    expect(second.status).toBe(302);
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.createdBy, person.id))).toHaveLength(1);
  });

  it("asks for the pin when nothing is found, and a refused add does not count toward the 50 a day", async () => {
    const suffix = unique();
    network = await fakePlaces([]);
    const person = await signIn();
    const location = `Lost Gym ${suffix}, 1 ${suffix} Nowhere Rd, Nowhere, OH 43000`;
    await uploadForm(
      person,
      calendar(refTownEvent(`L-${suffix}`, Date.now() + 6 * DAY_MS, location), { name: `Lost ${suffix}` }),
    );
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const id = venueId(row?.key ?? "");
    const screen = await page(`/games/import/add/${id}`, person);
    expectText(screen.html, html(QUICK_GYM_TEXT.pinNotFound));
    const fields = {
      name: `Lost Gym ${suffix}`,
      school: "Lost School",
      address: `1 ${suffix} Nowhere Rd`,
      city: "Nowhere",
      state: "OH",
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await send(`/games/import/add/${id}`, person, fields);
      expect(refused.status).toBe(422);
      expectText(await refused.text(), html(QUICK_GYM_TEXT.placeThePin));
    }
    // 49 adds spent elsewhere today: the refused ones above left room for one more.
    const rule = { action: "arena-quick-add", limit: IMPORT_LIMITS.quickGymsPerDay, windowMs: DAY_MS };
    for (let spent = 0; spent < IMPORT_LIMITS.quickGymsPerDay - 1; spent += 1) {
      await hitRateLimit(env.RATE_LIMITS, rule, `user:${person.id}`);
    }
    const placed = await send(`/games/import/add/${id}`, person, { ...fields, latitude: "40.1", longitude: "-82.9" });
    expect(placed.status).toBe(302);

    const other = `Other Gym ${suffix}, 2 ${suffix} Nowhere Rd, Nowhere, OH 43000`;
    await uploadForm(
      person,
      calendar(refTownEvent(`M-${suffix}`, Date.now() + 7 * DAY_MS, other), { name: `More ${suffix}` }),
    );
    const rows = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const limited = await send(`/games/import/add/${venueId(rows[0]?.key ?? "")}`, person, {
      ...fields,
      name: "Other Gym",
      latitude: "40.2",
      longitude: "-82.9",
    });
    expect(limited.status).toBe(429);
    expectText(await limited.text(), QUICK_GYM_TEXT.tooMany);
  });

  it("offers the school at the event's street, keeps the event's street and the gym's name with it, and the card's search finds arenas and schools", async () => {
    await seedSchoolIndex();
    network = await fakePlaces([]);
    const person = await signIn();
    const suffix = unique();
    const known = await createArena({ name: `Searchable ${suffix} Fieldhouse`, state: "OH" });
    const text = calendar(
      [
        "BEGIN:VEVENT",
        `UID:O-${suffix}`,
        `DTSTART:${utcStamp(Date.now() + 8 * DAY_MS)}`,
        "SUMMARY:Varsity Men",
        "LOCATION: 45 Rowland Ave\\, Delaware\\, OH 43015",
        `DESCRIPTION:Site: Ohio Wesleyan University - Branch Rickey Arena ${suffix}`,
        "END:VEVENT",
      ],
      { name: `School ${suffix}` },
    );
    await uploadForm(person, text);
    const [row] = await db
      .select({ key: importWaitingEvents.venueKey })
      .from(importWaitingEvents)
      .where(eq(importWaitingEvents.userId, person.id));
    const id = venueId(row?.key ?? "");
    // Ohio Wesleyan at the event's street: the school is offered first, chosen already.
    const importPage = await page("/games/import", person);
    expect(importPage.html).toMatch(/checked="" value="school:\d+"/);
    expectText(importPage.html, `Branch Rickey Arena ${suffix}`);
    // "Add this gym" with the school: the event's street and the gym's name, the school's own name.
    const schoolId = /value="school:(\d+)"/.exec(importPage.html)?.[1] ?? "";
    const screen = await page(`/games/import/add/${id}?school=${schoolId}`, person);
    expectText(screen.html, `value="Branch Rickey Arena ${suffix}"`);
    expectText(screen.html, 'value="Ohio Wesleyan University"');
    expectText(screen.html, 'value="45 Rowland Ave"');
    expectText(screen.html, 'value="Delaware"');
    expectText(screen.html, "Sandusky", false);

    const searched = await page(`/games/import?venue=${id}&q=${encodeURIComponent(`Searchable ${suffix}`)}`, person);
    expectText(searched.html, html(IMPORT_TEXT.searchResults(`Searchable ${suffix}`)));
    expectText(searched.html, `value="arena:${known.id}"`);
    expectText(searched.html, html(SCHOOL_TEXT.searchMap(`Searchable ${suffix}`)));
    expectText(searched.html, IMPORT_TEXT.searchLabel);
    expectText(searched.html, IMPORT_TEXT.searchButton);

    await env.GEOCODE_CACHE.put(
      await geocodeCacheKey(`Rowland ${suffix}`),
      JSON.stringify({ ok: true, latitude: 40.2987, longitude: -83.0657 }),
    );
    const onMap = await page(`/games/import?venue=${id}&q=${encodeURIComponent(`Rowland ${suffix}`)}&map=1`, person);
    expectText(onMap.html, html(IMPORT_TEXT.mapFound(`Rowland ${suffix}`)));
    expectText(onMap.html, IMPORT_TEXT.addGymHere);
    expectText(onMap.html, html(`/games/import/add/${id}?latitude=40.2987&longitude=-83.0657`));
    const nothing = await page(`/games/import?venue=${id}&q=${encodeURIComponent(`Zzqx ${suffix}`)}`, person);
    expectText(nothing.html, IMPORT_TEXT.noSearchResults);
  });
});

describe("the API of the first import", () => {
  it("adds a gym for a waiting venue and undoes an answer, each the caller's own", async () => {
    const suffix = unique();
    network = await fakePlaces([[`3 ${suffix} Main St, Columbus, OH`, { latitude: 40.05, longitude: -83.0 }]]);
    const person = await signIn();
    const location = `Api Gym ${suffix}, 3 ${suffix} Main St, Columbus, OH 43215`;
    await uploadForm(
      person,
      calendar(refTownEvent(`P-${suffix}`, Date.now() + 6 * DAY_MS, location), { name: `Api ${suffix}` }),
    );
    const stranger = await signIn();
    const body = {
      venue: location,
      name: `Api Gym ${suffix}`,
      school: "Api High School",
      city: "Columbus",
      state: "OH",
      address: `3 ${suffix} Main St`,
    };
    expect((await api("/api/venue-aliases/gym", { body, cookie: stranger.cookie, ip: stranger.ip })).status).toBe(404);
    const added = await api("/api/venue-aliases/gym", { body, cookie: person.cookie, ip: person.ip });
    expect(added.status).toBe(201);
    const answer = await json<{ arena: { id: string; approved: boolean }; created: number }>(added);
    expect(answer).toMatchObject({ arena: { approved: false }, created: 1 });
    expect(
      (await api("/api/venue-aliases/undo", { body: { venue: location }, cookie: stranger.cookie, ip: stranger.ip }))
        .status,
    ).toBe(404);
    const undone = await api("/api/venue-aliases/undo", {
      body: { venue: location },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(await json(undone)).toEqual({ venue: location, waiting: 1 });
    const waiting = await db
      .select({ id: importWaitingEvents.id })
      .from(importWaitingEvents)
      .where(and(eq(importWaitingEvents.userId, person.id)));
    expect(waiting).toHaveLength(1);
  });
});
