import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lostArenaLabel, WAITING_ERROR_CODE, WAITING_TEXT } from "~/core/games/waiting-text";
import { games as gamesTable } from "~/worker/db/schema.server";
import type { Game } from "~/worker/games/game.server";
import { getPreferences } from "~/worker/games/preferences.server";
import {
  api,
  auditFor,
  cookiesFrom,
  createArena,
  createGame,
  db,
  expectText,
  fakeNetwork,
  json,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

type ErrorJson = { error: { code: string; message: string } };

const pageHtml = async (path: string, person: SignedIn) =>
  (await request(path, { headers: { cookie: person.cookie } })).text();

async function apiGame(person: SignedIn, id: string): Promise<Game> {
  const response = await api(`/api/games/${id}`, { cookie: person.cookie, ip: person.ip });
  expect(response.status).toBe(200);
  return (await json<{ game: Game }>(response)).game;
}

/** The creator's pending gym with two games, deleted by an admin through the admin API. */
async function gymDeletedUnderGames() {
  const [person, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
  const gym = await createArena({
    name: `Removed Gym ${crypto.randomUUID()}`,
    city: "Dayton",
    state: "OH",
    approved: false,
    createdBy: person.id,
  });
  const first = await createGame({ userId: person.id, arenaId: gym.id });
  const second = await createGame({
    userId: person.id,
    arenaId: gym.id,
    tipoffAt: new Date(Date.now() + 9 * 86_400_000),
  });
  const deleted = await api(`/api/admin/arenas/${gym.id}`, { method: "DELETE", cookie: admin.cookie });
  expect(deleted.status).toBe(200);
  const label = lostArenaLabel({ name: gym.name, city: "Dayton", state: "OH" });
  return { person, admin, gym, games: [first, second], label };
}

// The first sign-in renders a page, which loads the whole app into workerd: once, outside any test's time.
beforeAll(() => signIn(), 120_000);

describe("an admin deleting an arena with games", () => {
  it("keeps the games, waiting for a gym and naming the removed one; the audit record is written", async () => {
    const { person, admin, gym, games, label } = await gymDeletedUnderGames();

    const listed = await api("/api/games", { cookie: person.cookie, ip: person.ip });
    const mine = (await json<{ games: Game[] }>(listed)).games;
    expect(mine.map((game) => game.id)).toEqual(games.map((game) => game.id));
    for (const game of mine) {
      expect(game.arenaId).toBeNull();
      expect(game.waitingForArena).toEqual({ name: gym.name, city: "Dayton", state: "OH" });
    }
    const [audit] = await auditFor(gym.id, "arena.delete");
    expect(audit?.actorId).toBe(admin.id);

    const html = await pageHtml("/games", person);
    expectText(html, WAITING_TEXT.notice(label, 2));
    expectText(html, WAITING_TEXT.badge);
    expectText(html, WAITING_TEXT.wasAt(label));
    expectText(html, WAITING_TEXT.chooseLink);
    expectText(html, `/games/${games[0]?.id}/arena`);
  });

  it("keeps games at an approved arena too, and another person's games are not theirs to see", async () => {
    const [person, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const gym = await createArena({ name: `Approved Removed ${crypto.randomUUID()}` });
    const game = await createGame({ userId: person.id, arenaId: gym.id });
    expect((await api(`/api/admin/arenas/${gym.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);

    expect((await apiGame(person, game.id)).waitingForArena?.name).toBe(gym.name);
    const refused = await api(`/api/games/${game.id}`, { cookie: other.cookie, ip: other.ip });
    expect(refused.status).toBe(404);
    expect(await pageHtml("/games", other)).not.toContain(gym.name);
  });

  it("sends the edit page to choosing the gym, and the form there gives the game its new arena", async () => {
    fakeNetwork();
    const { person, games, label } = await gymDeletedUnderGames();
    const [first, second] = games;
    if (!first || !second) throw new Error("two games were made");
    const replacement = await createArena({ name: `Replacement Gym ${crypto.randomUUID()}` });

    const edit = await request(`/games/${first.id}/edit`, { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(edit.status).toBe(302);
    expect(edit.headers.get("location")).toBe(`/games/${first.id}/arena`);

    const chooser = await pageHtml(`/games/${first.id}/arena?q=${encodeURIComponent(replacement.name)}`, person);
    expectText(chooser, WAITING_TEXT.lead(label));
    expectText(chooser, replacement.name);
    expectText(chooser, WAITING_TEXT.searchLabel);
    expectText(chooser, WAITING_TEXT.searchButton);
    expectText(chooser, WAITING_TEXT.chooseButton);
    expectText(chooser, WAITING_TEXT.addGym);
    expectText(chooser, WAITING_TEXT.noMatches, false);
    const nothing = await pageHtml(`/games/${first.id}/arena?q=${crypto.randomUUID()}`, person);
    expectText(nothing, WAITING_TEXT.noMatches);

    const chosen = await postForm(
      `/games/${first.id}/arena`,
      { arenaId: replacement.id },
      { cookie: person.cookie, ip: person.ip },
    );
    expect(chosen.status).toBe(302);
    const game = await apiGame({ ...person, cookie: cookiesFrom(chosen, person.cookie) }, first.id);
    expect(game.arenaId).toBe(replacement.id);
    expect(game.waitingForArena).toBeUndefined();
    // The same tip-off: the new arena is on the same clock.
    const [stored] = await db
      .select({ tipoffAt: gamesTable.tipoffAt })
      .from(gamesTable)
      .where(eq(gamesTable.id, first.id));
    expect(stored?.tipoffAt.getTime()).toBe(first.tipoffAt.getTime());

    const html = await pageHtml("/games", person);
    expectText(html, WAITING_TEXT.notice(label, 1));
    expectText(html, replacement.name);
  });

  it("answers the API: PUT /arena chooses it once, PATCH waits for it, someone else's pending arena is not found", async () => {
    fakeNetwork();
    const { person, games } = await gymDeletedUnderGames();
    const [first] = games;
    if (!first) throw new Error("a game was made");
    const [stranger, replacement] = await Promise.all([signIn(), createArena()]);
    const strangersPending = await createArena({ approved: false, createdBy: stranger.id });
    const choose = (arenaId: string) =>
      api(`/api/games/${first.id}/arena`, { method: "PUT", cookie: person.cookie, ip: person.ip, body: { arenaId } });

    const patched = await api(`/api/games/${first.id}`, {
      method: "PATCH",
      cookie: person.cookie,
      ip: person.ip,
      body: { time: "18:30" },
    });
    expect(patched.status).toBe(409);
    expect((await json<ErrorJson>(patched)).error).toEqual({
      code: WAITING_ERROR_CODE,
      message: WAITING_TEXT.chooseFirst,
    });

    expect((await choose(strangersPending.id)).status).toBe(404);
    const bad = await api(`/api/games/${first.id}/arena`, {
      method: "PUT",
      cookie: person.cookie,
      ip: person.ip,
      body: {},
    });
    expect(bad.status).toBe(400);

    const chosen = await choose(replacement.id);
    expect(chosen.status).toBe(200);
    expect((await json<{ game: Game }>(chosen)).game.arenaId).toBe(replacement.id);
    const again = await choose(replacement.id);
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.message).toBe(WAITING_TEXT.notWaiting);
  });

  it("stays in the calendar feed and the mileage report under the removed gym's name", async () => {
    const { person, gym, games } = await gymDeletedUnderGames();
    const [first] = games;
    if (!first) throw new Error("a game was made");
    const made = await postForm("/profile", { intent: "calendar-link" }, { cookie: person.cookie, ip: person.ip });
    expect(made.status).toBe(302);
    const token = (await getPreferences({ db }, person.id)).calendarToken;
    const feed = await (await request(`/calendar/${token}.ics`)).text();
    expect(feed).toContain(`UID:${first.id}@localhost`);
    expect(feed).toContain(`/games/${first.id}/arena`);

    const single = await request(`/games/${first.id}.ics`, { headers: { cookie: person.cookie } });
    expect(single.status).toBe(200);

    const year = new Date(first.tipoffAt).getUTCFullYear();
    const from = `${year - 1}-01-01`;
    const to = `${year + 1}-12-31`;
    const report = await api(`/api/games/mileage?from=${from}&to=${to}`, { cookie: person.cookie, ip: person.ip });
    const rows = (await json<{ games: Array<{ gameId: string; arenaName: string }> }>(report)).games;
    expect(rows.find((row) => row.gameId === first.id)?.arenaName).toBe(gym.name);
  });
});
