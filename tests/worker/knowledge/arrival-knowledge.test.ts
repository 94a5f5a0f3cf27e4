import { describe, expect, it } from "vitest";
import { ARRIVAL_IMPACT_TEXT, arrivalSourcesText, COVERAGE_TEXT } from "~/core/knowledge/messages";
import { toArena } from "~/worker/arenas/arena-row";
import { arenaConfirmations, arenaSuggestions } from "~/worker/db/schema.server";
import { arrivalCoverage } from "~/worker/knowledge/coverage.server";
import { arrivalImpact, arrivalSources, monthOf } from "~/worker/knowledge/sources.server";
import {
  api,
  createArena,
  createGame,
  createUser,
  cursorAbove,
  db,
  expectText,
  json,
  ownTimeWindow,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const html = (text: string) => text.replaceAll("'", "&#x27;");

async function page(path: string, as?: SignedIn) {
  const response = await request(path, { headers: { cookie: as?.cookie ?? "" }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** An applied suggestion of `fields` by `userId`, reviewed at `reviewedAt`. */
async function applied(arenaId: string, userId: string, fields: Record<string, unknown>, reviewedAt: Date) {
  await db.insert(arenaSuggestions).values({
    arenaId,
    userId,
    fields,
    base: Object.fromEntries(Object.keys(fields).map((field) => [field, null])),
    baseUpdatedAt: new Date(reviewedAt.getTime() - DAY),
    status: "applied",
    applied: Object.keys(fields),
    reviewedAt,
  });
}

describe("the coverage of arrival details (GET /api/admin/coverage)", () => {
  it("counts, of the arenas with upcoming games, how many have each detail, and lists the busiest without an entrance", async () => {
    // A stretch of time of this test's own, long after every other test's games.
    const now = Date.UTC(2200, 0, 1) + Math.floor(Math.random() * 3650) * DAY;
    const user = await createUser();
    const both = await createArena({ name: "A Both", officialsEntrance: "Door 3", officialsParking: "Lot 4" });
    const parkingOnly = await createArena({ name: "B Parking", officialsParking: "Lot 1", officialsEntrance: " " });
    const nothing = await createArena({ name: "C Nothing", approved: false, createdBy: user.id });
    const dressingOnly = await createArena({ name: "D Dressing", dressingRoom: "Room 112" });
    const cancelledOnly = await createArena({ name: "E Cancelled" });
    const pastOnly = await createArena({ name: "F Past" });
    const game = (arenaId: string, hoursAhead: number, status: "scheduled" | "changed" | "cancelled" = "scheduled") =>
      createGame({ userId: user.id, arenaId, tipoffAt: new Date(now + hoursAhead * HOUR), status });
    await game(both.id, 1);
    for (const hours of [2, 3, 4]) await game(parkingOnly.id, hours, hours === 3 ? "changed" : "scheduled");
    for (const hours of [5, 6]) await game(nothing.id, hours);
    await game(dressingOnly.id, 7);
    await game(cancelledOnly.id, 8, "cancelled");
    await game(pastOnly.id, -1);

    expect(await arrivalCoverage({ db }, now)).toEqual({
      arenasWithUpcomingGames: 4,
      withEntrance: 1,
      withParking: 2,
      withDressingRoom: 1,
      topWithoutEntrance: [
        {
          arenaId: parkingOnly.id,
          arenaName: "B Parking",
          city: "Springfield",
          state: "IL",
          approved: true,
          upcomingGames: 3,
        },
        {
          arenaId: nothing.id,
          arenaName: "C Nothing",
          city: "Springfield",
          state: "IL",
          approved: false,
          upcomingGames: 2,
        },
        {
          arenaId: dressingOnly.id,
          arenaName: "D Dressing",
          city: "Springfield",
          state: "IL",
          approved: true,
          upcomingGames: 1,
        },
      ],
    });
  });

  it("is for admins: 401 for visitors, 403 for officials, the figures and the card for admins", async () => {
    const official = await signIn();
    const admin = await signIn({ admin: true });
    expect((await api("/api/admin/coverage")).status).toBe(401);
    expect((await api("/api/admin/coverage", { cookie: official.cookie })).status).toBe(403);
    const response = await api("/api/admin/coverage", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = await json<{ arenasWithUpcomingGames: number; withEntrance: number }>(response);
    expect(body.withEntrance).toBeLessThanOrEqual(body.arenasWithUpcomingGames);

    const dashboard = await page("/admin", admin);
    expectText(dashboard.text, COVERAGE_TEXT.title);
    expectText(dashboard.text, html(COVERAGE_TEXT.topTitle));
  });
});

describe("how the arrival card is known", () => {
  it("counts its creator, the officials whose arrival details were applied and those who confirmed it; no names", async () => {
    const [creator, suggester, confirmer] = [await createUser(), await createUser(), await createUser()];
    const arena = await createArena({ createdBy: creator.id, officialsEntrance: "Door 3" });
    await applied(arena.id, suggester.id, { officialsParking: "Lot 4" }, new Date(Date.UTC(2026, 9, 2)));
    // A suggestion about food is not about the arrival.
    await applied(arena.id, (await createUser()).id, { food: "Tacos" }, new Date(Date.UTC(2026, 11, 1)));
    await db.insert(arenaConfirmations).values([
      { arenaId: arena.id, userId: confirmer.id, createdAt: new Date(Date.UTC(2026, 10, 20, 18)) },
      { arenaId: arena.id, userId: suggester.id, createdAt: new Date(Date.UTC(2026, 8, 1)) },
    ]);
    const sources = await arrivalSources({ db }, toArena(arena));
    expect(sources).toEqual({ officials: 3, lastConfirmedAt: new Date(Date.UTC(2026, 10, 20, 18)) });
    expect(
      arrivalSourcesText(sources.officials, monthOf(new Date(Date.UTC(2026, 10, 20, 18)), "America/Chicago")),
    ).toBe("From 3 officials · last confirmed Nov 2026");
    const { text } = await page(`/arenas/${arena.id}`);
    expectText(text, "From 3 officials · last confirmed Nov 2026");
    expectText(text, creator.name, false);
    expectText(text, suggester.name, false);
  });

  it("says nothing while the card has no arrival details, and 'From 1 official' for its creator alone", async () => {
    const arena = await createArena();
    await db.insert(arenaConfirmations).values({ arenaId: arena.id, userId: (await createUser()).id });
    expect((await arrivalSources({ db }, toArena(arena))).officials).toBe(0);
    expectText((await page(`/arenas/${arena.id}`)).text, 'data-testid="arrival-sources"', false);

    const own = await createArena({ createdBy: (await createUser()).id, dressingRoom: "Room 4" });
    expect(arrivalSourcesText(1, null)).toBe("From 1 official");
    expectText((await page(`/arenas/${own.id}`)).text, "From 1 official<");
  });
});

describe("a person's arrival notes on the profile", () => {
  it("counts the gyms whose card carries their notes and everyone's upcoming games there", async () => {
    const user = await signIn();
    const other = await createUser();
    const own = await createArena({ approved: false, createdBy: user.id, officialsParking: "Behind the gym" });
    const suggested = await createArena();
    await applied(suggested.id, user.id, { entranceLatitude: 39.8001, entranceLongitude: -89.6001 }, new Date());
    // Their arena without arrival details, and a rejected suggestion elsewhere, do not count.
    await createArena({ approved: false, createdBy: user.id });
    const rejected = await createArena();
    await db.insert(arenaSuggestions).values({
      arenaId: rejected.id,
      userId: user.id,
      fields: { officialsEntrance: "Door 1" },
      base: { officialsEntrance: null },
      baseUpdatedAt: new Date(),
      status: "rejected",
    });
    const now = Date.now();
    const upcoming = (userId: string, arenaId: string, status: "scheduled" | "cancelled" = "scheduled") =>
      createGame({ userId, arenaId, tipoffAt: new Date(now + 3 * DAY), status });
    await upcoming(user.id, own.id);
    await upcoming(other.id, suggested.id);
    await upcoming(other.id, suggested.id);
    await upcoming(other.id, suggested.id, "cancelled");
    await createGame({ userId: other.id, arenaId: suggested.id, tipoffAt: new Date(now - DAY) });
    await upcoming(other.id, rejected.id);

    expect(await arrivalImpact({ db }, user.id, now)).toEqual({ gyms: 2, upcomingGames: 3 });
    expectText((await page("/profile", user)).text, ARRIVAL_IMPACT_TEXT.line(2, 3));
    expect(ARRIVAL_IMPACT_TEXT.line(5, 42)).toBe("Your arrival notes: 5 gyms · officials have 42 upcoming games there");
  });

  it("says how to start when there are none", async () => {
    const user = await signIn();
    expectText((await page("/profile", user)).text, ARRIVAL_IMPACT_TEXT.none);
  });
});

describe("the review list's pins", () => {
  it("carries the arena's location beside each suggestion", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const when = ownTimeWindow();
    const [row] = await db
      .insert(arenaSuggestions)
      .values({
        arenaId: arena.id,
        userId: admin.id,
        fields: { entranceLatitude: 39.8003, entranceLongitude: -89.6002 },
        base: { entranceLatitude: null, entranceLongitude: null },
        baseUpdatedAt: arena.updatedAt,
        createdAt: new Date(when),
      })
      .returning({ id: arenaSuggestions.id });
    const cursor = encodeURIComponent(cursorAbove(when));
    const body = await json<{ suggestions: Array<{ id: string; arenaLocation: unknown }> }>(
      await api(`/api/admin/suggestions?status=pending&limit=5&cursor=${cursor}`, { cookie: admin.cookie }),
    );
    expect(body.suggestions.find((suggestion) => suggestion.id === row?.id)?.arenaLocation).toEqual({
      latitude: 39.8,
      longitude: -89.6,
    });
  });
});
