import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findNearestArenas } from "~/worker/arenas/nearest.server";
import {
  listApprovedConferences,
  listApprovedLevels,
  loadBrowsePage,
  loadFeaturedArenas,
  searchArenas,
} from "~/worker/arenas/search.server";
import { createCtx } from "~/worker/context/ctx.server";
import { setFavorite } from "~/worker/favorites/favorites.server";
import { publicDataChanged } from "~/worker/public-data/version.server";
import { toFtsQuery } from "~/worker/search/fts-query";
import { getSignedInPerson } from "~/worker/users/current-user.server";
import { createArena, db, ORIGIN, readers, request, signIn } from "../fixtures";

const noFilters = { search: "", conference: "", level: "" as const, state: "" as const, arrival: "" as const };
const tag = () => `t${crypto.randomUUID().slice(0, 6)}`;

describe("searchArenas", () => {
  it("finds approved arenas by word prefixes of name, school or city, ordered by name", async () => {
    const t = tag();
    const b = await createArena({ name: `Zenith ${t} Pavilion`, city: "Springfield" });
    const a = await createArena({ name: `Alpha ${t} Fieldhouse` });
    await createArena({ name: `Hidden ${t} Gym`, approved: false });
    const page = await searchArenas({ db }, { ...noFilters, search: t }, { limit: 50 });
    expect(page.arenas.map((arena) => arena.id)).toEqual([a.id, b.id]);
    expect(page.total).toBe(2);
    const byPrefix = await searchArenas({ db }, { ...noFilters, search: `${t.slice(0, 5)} fieldh` }, { limit: 50 });
    expect(byPrefix.arenas.map((arena) => arena.id)).toEqual([a.id]);
  });

  it("filters by conference and level together", async () => {
    const conference = `Conf ${tag()}`;
    const keep = await createArena({ conference, level: "NAIA" });
    await createArena({ conference, level: "Division II" });
    await createArena({ level: "NAIA" });
    const page = await searchArenas({ db }, { ...noFilters, conference, level: "NAIA" }, { limit: 50 });
    expect(page.arenas.map((arena) => arena.id)).toEqual([keep.id]);
  });

  it("pages with a cursor while the count stays the total", async () => {
    const conference = `Paged ${tag()}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createArena({ conference, name: `Court ${i}` }));
    const first = await searchArenas({ db }, { ...noFilters, conference }, { limit: 2 });
    expect(first.total).toBe(5);
    expect(first.arenas.map((arena) => arena.name)).toEqual(["Court 0", "Court 1"]);
    const second = await searchArenas(
      { db },
      { ...noFilters, conference },
      { limit: 2, cursor: first.nextCursor ?? "" },
    );
    const third = await searchArenas(
      { db },
      { ...noFilters, conference },
      { limit: 2, cursor: second.nextCursor ?? "" },
    );
    expect([...second.arenas, ...third.arenas].map((arena) => arena.name)).toEqual(["Court 2", "Court 3", "Court 4"]);
    expect(third.nextCursor).toBeNull();
  });

  it("gives coordinates to 5 decimals (about a metre)", async () => {
    const t = tag();
    await createArena({ name: `Precise ${t} Gym`, latitude: 40.123456789, longitude: -83.987654321 });
    const page = await searchArenas({ db }, { ...noFilters, search: t }, { limit: 50 });
    expect(page.arenas[0]?.coordinates).toEqual({ latitude: 40.12346, longitude: -83.98765 });
  });

  it("treats % and _ literally, and quotes, emoji and right-to-left text safely", async () => {
    const t = tag();
    // Searched within a conference of their own: other files' arenas may hold any character.
    const own = { ...noFilters, conference: `Literal ${t}` };
    const percent = await createArena({ name: `100% ${t} Court`, conference: own.conference });
    await createArena({ name: `1000 ${t} Court`, conference: own.conference });
    expect((await searchArenas({ db }, { ...own, search: "%" }, { limit: 50 })).arenas.map((a) => a.id)).toEqual([
      percent.id,
    ]);
    expect((await searchArenas({ db }, { ...own, search: "_" }, { limit: 50 })).total).toBe(0);
    for (const search of ['"', "' OR 1=1 --", "🏀", "ملعب", 'NEAR("a" "b")', "*", "a".repeat(10_000)]) {
      const page = await searchArenas({ db }, { ...noFilters, search: search.slice(0, 200) }, { limit: 50 });
      expect(page.total).toBeGreaterThanOrEqual(0);
    }
    const rtl = await createArena({ name: `ملعب ${t}`, conference: own.conference });
    expect((await searchArenas({ db }, { ...own, search: "ملعب" }, { limit: 50 })).arenas.map((a) => a.id)).toEqual([
      rtl.id,
    ]);
  });

  it("builds quoted prefix queries so user text is never FTS syntax", () => {
    expect(toFtsQuery('allen "field')).toBe('"allen"* "field"*');
    expect(toFtsQuery("%_*")).toBeNull();
  });

  it("level options are the distinct levels of approved arenas", async () => {
    await createArena({ level: "High School" });
    await createArena({ level: "Other", approved: false });
    const levels = await listApprovedLevels({ db });
    expect(levels).toContain("High School");
    expect(new Set(levels).size).toBe(levels.length);
  });
});

describe("findNearestArenas", () => {
  it("returns the 3 closest approved arenas with distances rounded to 0.1 mile", async () => {
    // A remote spot in the South Atlantic, so other tests' arenas are far away.
    const origin = { latitude: -40, longitude: -20 };
    const near = await createArena({ name: "Near", latitude: -40.01, longitude: -20 });
    const mid = await createArena({ name: "Mid", latitude: -40.2, longitude: -20 });
    const far = await createArena({ name: "Far", latitude: -41, longitude: -20 });
    await createArena({ name: "Pending", latitude: -40.001, longitude: -20, approved: false });
    await createArena({ name: "Farther", latitude: -43, longitude: -20 });
    const nearest = await findNearestArenas({ db }, origin, 3);
    expect(nearest.map((arena) => arena.id)).toEqual([near.id, mid.id, far.id]);
    expect(nearest[0]?.distanceMiles).toBe(0.7);
  });

  it("finds neighbours across the antimeridian", async () => {
    const east = await createArena({ name: "East of the line", latitude: -16.5, longitude: 179.9 });
    const nearest = await findNearestArenas({ db }, { latitude: -16.5, longitude: -179.9 }, 1);
    expect(nearest[0]?.id).toBe(east.id);
    expect(nearest[0]?.distanceMiles).toBeLessThan(15);
  });
});

describe("arena API", () => {
  it("GET /api/arenas filters, counts, pages and adds distances", async () => {
    const conference = `Api ${tag()}`;
    await createArena({ conference, name: "Api One", latitude: 10, longitude: 10 });
    await createArena({ conference, name: "Api Two", latitude: 10.1, longitude: 10 });
    const response = await request(
      `/api/arenas?${new URLSearchParams({ conference, limit: "1", lat: "10", lng: "10" })}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      arenas: Array<{ name: string; distanceMiles: number }>;
      total: number;
      nextCursor: string;
    };
    expect(body.total).toBe(2);
    expect(body.arenas).toMatchObject([{ name: "Api One", distanceMiles: 0 }]);
    const next = (await (
      await request(`/api/arenas?${new URLSearchParams({ conference, cursor: body.nextCursor })}`)
    ).json()) as { arenas: Array<{ name: string }> };
    expect(next.arenas.map((arena) => arena.name)).toEqual(["Api Two"]);
  });

  it.each([
    ["level=Division%20IV", 400],
    ["lat=91&lng=0", 400],
    ["lat=10", 400],
    ["lat=abc&lng=1", 400],
    ["limit=1000", 400],
    [`search=${"x".repeat(10_000)}`, 200],
    ["search=%25_%25", 200],
  ])("GET /api/arenas?%s answers %i", async (query, status) => {
    const response = await request(`/api/arenas?${query}`);
    expect(response.status).toBe(status);
  });

  it("GET /api/arenas/levels, /conferences and /nearest", async () => {
    expect((await request("/api/arenas/levels")).status).toBe(200);
    const conference = `Listed ${tag()}`;
    await createArena({ conference });
    const conferences = await request("/api/arenas/conferences");
    expect(((await conferences.json()) as { conferences: string[] }).conferences).toContain(conference);
    expect((await request("/api/arenas/nearest?lat=38.9&lng=-95.2")).status).toBe(200);
    expect((await request("/api/arenas/nearest")).status).toBe(400);
    expect((await request("/api/arenas/nearest?lat=-999&lng=5")).status).toBe(400);
  });

  it("GET /api/arenas/{id}: approved for everyone; pending, missing or malformed is 404", async () => {
    const approved = await createArena();
    const pending = await createArena({ approved: false });
    expect((await request(`/api/arenas/${approved.id}`)).status).toBe(200);
    for (const id of [pending.id, crypto.randomUUID(), "not-a-uuid", "' OR 1=1"]) {
      const response = await request(`/api/arenas/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Arena not found" } });
    }
  });
});

describe("the browse pages' reads", () => {
  it("the list page gets what its parts would: a page and the filter options", async () => {
    const conference = `Batch ${tag()}`;
    const [first] = [
      await createArena({ conference, name: "Court A" }),
      await createArena({ conference, name: "Court B" }),
    ];
    const paging = { limit: 1 };
    const filters = { ...noFilters, conference };
    const page = await loadBrowsePage(readers, filters, paging);
    expect(page).toEqual({
      ...(await searchArenas({ db }, filters, paging)),
      levels: await listApprovedLevels({ db }),
      conferences: await listApprovedConferences({ db }),
      // No search, so no schools.
      schools: [],
    });
    expect(page.arenas.map((arena) => arena.id)).toEqual([first.id]);
    expect(page.conferences).toContain(conference);
  });

  it("home's featured arenas are the first approved ones by name", async () => {
    // The isolate keeps public rows per data version, and other files change arenas straight in D1
    // (renames behind the cache's back): a version of this test's own reads what D1 holds now.
    await publicDataChanged(env.PUBLIC_PAGES);
    expect(await loadFeaturedArenas(readers)).toEqual((await searchArenas({ db }, noFilters, { limit: 3 })).arenas);
  });

  it("a signed-in person comes with their favorite arenas; a visitor is no one", async () => {
    const { cookie, id } = await signIn();
    const arena = await createArena();
    await setFavorite({ db }, id, arena.id, true);
    const ctx = createCtx(env, { request: new Request(ORIGIN) });
    const person = await getSignedInPerson(ctx, new Headers({ cookie }));
    expect(person?.user.id).toBe(id);
    expect(person?.favoriteArenaIds).toEqual([arena.id]);
    expect(await getSignedInPerson(ctx, new Headers())).toBeNull();
  });
});
