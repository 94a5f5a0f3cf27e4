import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_TEXT } from "~/core/games/messages";
import { games } from "~/worker/db/schema.server";
import {
  api,
  createArena,
  daysFromNow,
  db,
  expectText,
  fakeNetwork,
  json,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };

type ErrorJson = { error: { code: string; message: string } };

const favoriteRequest = (person: SignedIn, arenaId: string) =>
  request(`/api/favorites/${arenaId}`, { method: "PUT", headers: { cookie: person.cookie } });

async function favoriteNames(person: SignedIn) {
  const response = await request("/api/favorites", { headers: { cookie: person.cookie } });
  return (await json<{ arenas: Array<{ name: string }> }>(response)).arenas.map((arena) => arena.name);
}

const planRequest = (person: SignedIn, arenaId: string) =>
  api("/api/games", {
    cookie: person.cookie,
    ip: person.ip,
    body: { arenaId, date: daysFromNow(6), time: "19:00" },
  });

const pageHtml = async (path: string, person: SignedIn) =>
  (await request(path, { headers: { cookie: person.cookie } })).text();

// The first sign-in renders a page, which loads the whole app into workerd: once, outside any test's time.
beforeAll(() => signIn(), 120_000);

describe("a person's own pending arena", () => {
  it("can be a favorite of its creator: the API, the list and the arena page's button", async () => {
    const creator = await signIn();
    const name = `Own Pending Gym ${crypto.randomUUID()}`;
    const pending = await createArena({ name, approved: false, createdBy: creator.id });

    expect(await pageHtml(`/arenas/${pending.id}`, creator)).toContain("Add to Favorites");
    expect((await favoriteRequest(creator, pending.id)).status).toBe(200);
    expect(await favoriteNames(creator)).toEqual([name]);

    const saved = await postForm(
      "/favorites",
      { arenaId: pending.id, favorite: "true", redirectTo: `/arenas/${pending.id}` },
      { cookie: creator.cookie, ip: creator.ip },
    );
    expect(saved.status).toBe(302);
    expect(await pageHtml(`/arenas/${pending.id}`, creator)).toContain("Favorited");
  });

  it("is not found for another person's favorites, with the same answer as an unknown arena", async () => {
    const [creator, other] = await Promise.all([signIn(), signIn()]);
    const pending = await createArena({ approved: false, createdBy: creator.id });

    const refused = await favoriteRequest(other, pending.id);
    const unknown = await favoriteRequest(other, crypto.randomUUID());
    expect(refused.status).toBe(404);
    expect(await json<ErrorJson>(refused)).toEqual(await json<ErrorJson>(unknown));
    expect(await favoriteNames(other)).toEqual([]);
  });

  it("is shown to an admin for review but is not an admin's favorite: no button on its page, 404 from the API", async () => {
    const [creator, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const name = `Pending For Review ${crypto.randomUUID()}`;
    const pending = await createArena({ name, approved: false, createdBy: creator.id });

    const page = await pageHtml(`/arenas/${pending.id}`, admin);
    expectText(page, name);
    expectText(page, "Add to Favorites", false);
    expect((await favoriteRequest(admin, pending.id)).status).toBe(404);
    expect(await favoriteNames(admin)).toEqual([]);
  });

  it("can be planned at by its creator, through the API and the arena's Plan form", async () => {
    fakeNetwork();
    const creator = await signIn();
    const pending = await createArena({ ...CHICAGO, approved: false, createdBy: creator.id });

    const planned = await planRequest(creator, pending.id);
    expect(planned.status).toBe(201);
    expect((await json<{ game: { arenaId: string } }>(planned)).game.arenaId).toBe(pending.id);

    expect(await pageHtml(`/arenas/${pending.id}/plan`, creator)).toContain('method="post"');
    const posted = await postForm(
      `/arenas/${pending.id}/plan`,
      { date: daysFromNow(8), time: "18:30", bufferMinutes: "60", start: "usual" },
      { cookie: creator.cookie, ip: creator.ip },
    );
    expect(posted.status).toBe(302);
    const rows = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.userId, creator.id), eq(games.arenaId, pending.id)));
    expect(rows).toHaveLength(2);
    expectText(await pageHtml("/games", creator), pending.name);
  });

  it("is not found when another person plans there, through the API and the Plan page", async () => {
    fakeNetwork();
    const [creator, other] = await Promise.all([signIn(), signIn()]);
    const pending = await createArena({ ...CHICAGO, approved: false, createdBy: creator.id });

    const refused = await planRequest(other, pending.id);
    const unknown = await planRequest(other, crypto.randomUUID());
    expect(refused.status).toBe(404);
    const unknownBody = await json<ErrorJson>(unknown);
    expect(await json<ErrorJson>(refused)).toEqual(unknownBody);
    expect(unknownBody.error.message).toBe(GAME_TEXT.arenaNotFound);

    const planPage = await request(`/arenas/${pending.id}/plan`, { headers: { cookie: other.cookie } });
    expect(planPage.status).toBe(404);
    const rows = await db.select({ id: games.id }).from(games).where(eq(games.arenaId, pending.id));
    expect(rows).toEqual([]);
  });
});
