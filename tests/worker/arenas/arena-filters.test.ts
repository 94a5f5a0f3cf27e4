import { describe, expect, it } from "vitest";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { ARENA_PAGE_SIZE } from "~/core/arenas/search-limits";
import { ARENA_LEVELS } from "~/core/domain";
import { US_STATE_CODES } from "~/core/geo/us-states";
import { STATE_FILTER_MESSAGE } from "~/core/validation/arena-query";
import { api, createArena, expectText, json, request } from "../fixtures";

/** React writes an apostrophe as &#x27;. */
const html = (text: string) => text.replaceAll("'", "&#x27;");

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

describe("State filter", () => {
  /** Arenas of a conference of their own: two in Georgia, one in Ohio. */
  async function arenasInTwoStates() {
    const conference = conferenceOfItsOwn();
    const georgia = [
      await createArena({ conference, name: `A Georgia ${conference}`, state: "GA" }),
      await createArena({ conference, name: `B Georgia ${conference}`, state: "GA" }),
    ];
    const ohio = await createArena({ conference, name: `C Ohio ${conference}`, state: "OH" });
    return { conference, georgia, ohio };
  }

  it("filters the API list, its pages and the map points by a state's code, in either case", async () => {
    const { conference, georgia } = await arenasInTwoStates();
    const query = `conference=${encodeURIComponent(conference)}&state=ga`;
    const first = await json<{ arenas: { id: string }[]; total: number; nextCursor: string }>(
      await api(`/api/arenas?${query}&limit=1`),
    );
    expect(first.total).toBe(2);
    expect(first.arenas.map((arena) => arena.id)).toEqual([georgia[0]?.id]);
    const second = await json<{ arenas: { id: string }[]; nextCursor: string | null }>(
      await api(`/api/arenas?${query}&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`),
    );
    expect(second.arenas.map((arena) => arena.id)).toEqual([georgia[1]?.id]);
    expect(second.nextCursor).toBeNull();
    const points = await json<{ points: [string][] }>(await api(`/api/arenas/points?${query}`));
    expect(points.points.map(([id]) => id).sort()).toEqual(georgia.map((arena) => arena.id).sort());
  });

  it("refuses a state that is not a US state's code with 400 and its message", async () => {
    for (const path of ["/api/arenas?state=Georgia", "/api/arenas?state=ZZ", "/api/arenas/points?state=G"]) {
      const response = await api(path);
      expect(response.status, path).toBe(400);
      expect(await json(response)).toMatchObject({ error: { message: STATE_FILTER_MESSAGE } });
    }
  });

  it("is a select on the list page that filters it, kept selected, with every state by name", async () => {
    const { conference, georgia, ohio } = await arenasInTwoStates();
    const page = await (await request(`/arenas?conference=${encodeURIComponent(conference)}&state=GA`)).text();
    expectText(page, `<label for="filter-state" class="text-sm font-medium">${BROWSE_TEXT.stateFilter}</label>`);
    expectText(page, `<option value="">${BROWSE_TEXT.allStates}</option>`);
    expectText(page, '<option value="GA" selected="">Georgia</option>');
    for (const code of US_STATE_CODES) expectText(page, `<option value="${code}"`);
    expectText(page, "2 arena(s) found");
    for (const arena of georgia) expectText(page, arena.name);
    expectText(page, ohio.name, false);
  });

  it("keeps the state on the list's next page, without JavaScript", async () => {
    const conference = conferenceOfItsOwn();
    const rows = Array.from({ length: ARENA_PAGE_SIZE + 1 }, (_, index) => ({
      conference,
      name: `Gym ${String(index).padStart(2, "0")} ${conference}`,
      state: "GA",
    }));
    for (const row of rows) await createArena(row);
    const ohio = await createArena({ conference, name: `Gym 99 ${conference}`, state: "OH" });
    const page = await (await request(`/arenas?conference=${encodeURIComponent(conference)}&state=GA`)).text();
    expectText(page, `${rows.length} arena(s) found`);
    const next = /href="([^"]*cursor=[^"]*)"[^>]*>Load more arenas<\/a>/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(next).toContain("state=GA");
    const second = await (await request(next ?? "")).text();
    expectText(second, rows.at(-1)?.name ?? "");
    expectText(second, ohio.name, false);
  });

  it("answers an unknown state in the address with 400, its message beside the field and no list", async () => {
    const response = await request("/arenas?state=Atlantis");
    expect(response.status).toBe(400);
    const page = await response.text();
    expectText(
      page,
      `<p id="filter-state-error" class="text-sm font-medium text-destructive">${html(STATE_FILTER_MESSAGE)}</p>`,
    );
    expect(/<select[^>]*id="filter-state"[^>]*>/.exec(page)?.[0]).toContain('aria-invalid="true"');
    expectText(page, "0 arena(s) found");
  });
});
