import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arrivalFormValues } from "~/app/lib/arrival-form";
import { ARRIVAL_MESSAGES } from "~/core/arenas/arrival-text";
import { ASK_WINDOW } from "~/core/knowledge/limits";
import {
  ARRIVAL_ASK_TEXT,
  ARRIVAL_FORM_PAGE_TEXT,
  arrivalQuestion,
  GAME_CARD_ARRIVAL_TEXT,
} from "~/core/knowledge/messages";
import { CONFIRMATION_TEXT } from "~/core/suggestions/messages";
import { toArena } from "~/worker/arenas/arena-row";
import { arenaConfirmations, arenaSuggestions, arenas, arrivalAskDismissals, games } from "~/worker/db/schema.server";
import { listArrivalAsks } from "~/worker/knowledge/asks.server";
import {
  api,
  cookiesFrom,
  createArena,
  createGame,
  createUser,
  db,
  expectText,
  flashMessageIn,
  json,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// React escapes apostrophes when it renders text.
const html = (text: string) => text.replaceAll("'", "&#x27;");

type Ask = { gameId: string; arenaId: string; arenaName: string; tipoffAt: string; missing: string[] };

async function asksOf(user: SignedIn): Promise<Ask[]> {
  const response = await api("/api/me/arrival-asks", { cookie: user.cookie, ip: user.ip });
  expect(response.status).toBe(200);
  return (await json<{ asks: Ask[] }>(response)).asks;
}

async function page(path: string, as: SignedIn) {
  const response = await request(path, { headers: { cookie: as.cookie }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** The toast the page after a form post shows (its flash cookie kept, as a browser would). */
async function toastAfter(response: Response, as: SignedIn) {
  return flashMessageIn((await page("/games", { ...as, cookie: cookiesFrom(response, as.cookie) })).text);
}

/** A game of the person's that tipped off `ago` milliseconds before now. */
function playedAgo(
  userId: string,
  arenaId: string,
  ago: number,
  overrides: Omit<Partial<typeof games.$inferInsert>, "arenaId"> = {},
) {
  return createGame({ userId, arenaId, tipoffAt: new Date(Date.now() - ago), ...overrides });
}

describe("the questions after a game (GET /api/me/arrival-asks)", () => {
  it("asks about a game played between 2 hours and 7 days ago, naming the empty fields by their API names", async () => {
    const user = await signIn();
    const arena = await createArena({ name: "Hinkle Fieldhouse", officialsParking: "Lot 4, behind the north doors" });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    expect(await asksOf(user)).toEqual([
      {
        gameId: game.id,
        arenaId: arena.id,
        arenaName: "Hinkle Fieldhouse",
        tipoffAt: game.tipoffAt.toISOString(),
        missing: ["officialsEntrance", "dressingRoom"],
      },
    ]);
    expect((await api("/api/me/arrival-asks")).status).toBe(401);
  });

  it("starts exactly 2 hours after tip-off and ends 7 days after it", async () => {
    const user = await createUser();
    const now = Date.UTC(2027, 2, 10, 3, 0);
    const windows = [
      { ago: ASK_WINDOW.minAgeMs - 1, asks: false },
      { ago: ASK_WINDOW.minAgeMs, asks: true },
      { ago: ASK_WINDOW.maxAgeMs - 1, asks: true },
      { ago: ASK_WINDOW.maxAgeMs, asks: false },
    ];
    for (const { ago, asks } of windows) {
      const arena = await createArena();
      const game = await createGame({ userId: user.id, arenaId: arena.id, tipoffAt: new Date(now - ago) });
      const found = (await listArrivalAsks({ db }, user.id, now)).some((ask) => ask.gameId === game.id);
      expect({ ago, asks: found }).toEqual({ ago, asks });
    }
  });

  it("leaves out cancelled and removed games, arenas with all three details and other people's pending arenas", async () => {
    const user = await signIn();
    const other = await createUser();
    const known = await createArena({
      officialsEntrance: "Door 3",
      officialsParking: "Lot 4",
      dressingRoom: "Room 112, past the trainer's room",
    });
    const othersPending = await createArena({ approved: false, createdBy: other.id });
    const own = await createArena({ approved: false, createdBy: user.id, officialsEntrance: "   " });
    const [cancelledAt, removedAt] = [await createArena(), await createArena()];
    await playedAgo(user.id, cancelledAt.id, 3 * HOUR, { status: "cancelled" });
    await playedAgo(user.id, removedAt.id, 3 * HOUR, { status: "removed" });
    await playedAgo(user.id, known.id, 3 * HOUR);
    await playedAgo(user.id, othersPending.id, 3 * HOUR);
    const ownGame = await playedAgo(user.id, own.id, 3 * HOUR, { status: "changed" });
    const asks = await asksOf(user);
    // A text of only spaces is as good as none.
    expect(asks.map((ask) => [ask.gameId, ask.missing])).toEqual([
      [ownGame.id, ["officialsEntrance", "officialsParking", "dressingRoom"]],
    ]);
  });

  it("asks once per arena, from the most recent game there, most recent first", async () => {
    const user = await signIn();
    const [first, second] = [await createArena(), await createArena()];
    await playedAgo(user.id, first.id, 5 * DAY);
    const latestAtFirst = await playedAgo(user.id, first.id, 2 * DAY);
    const atSecond = await playedAgo(user.id, second.id, 3 * DAY);
    // A game still to come at the first arena asks nothing yet.
    await createGame({ userId: user.id, arenaId: first.id });
    expect((await asksOf(user)).map((ask) => ask.gameId)).toEqual([latestAtFirst.id, atSecond.id]);
  });

  it("is gone after Not now (204), and a later game there asks again", async () => {
    const user = await signIn();
    const arena = await createArena();
    const older = await playedAgo(user.id, arena.id, 4 * DAY);
    const dismissed = await api(`/api/me/arrival-asks/${older.id}/dismiss`, {
      method: "POST",
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(dismissed.status).toBe(204);
    expect(await asksOf(user)).toEqual([]);
    // Twice is the same.
    const again = await api(`/api/me/arrival-asks/${older.id}/dismiss`, { method: "POST", cookie: user.cookie });
    expect(again.status).toBe(204);
    // Say that was two days ago: a game played since then asks again.
    await db
      .update(arrivalAskDismissals)
      .set({ dismissedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(arrivalAskDismissals.userId, user.id));
    const later = await playedAgo(user.id, arena.id, 3 * HOUR);
    expect((await asksOf(user)).map((ask) => ask.gameId)).toEqual([later.id]);
  });

  it("answers 404 to Not now on another person's game, a game waiting for a gym and an unknown id", async () => {
    const user = await signIn();
    const owner = await createUser();
    const arena = await createArena();
    const theirs = await playedAgo(owner.id, arena.id, 3 * HOUR);
    const waiting = await playedAgo(user.id, arena.id, 3 * HOUR);
    await db.update(games).set({ arenaId: null, lostArenaName: "Old Gym" }).where(eq(games.id, waiting.id));
    for (const id of [theirs.id, waiting.id, crypto.randomUUID(), "not-a-game"]) {
      const response = await api(`/api/me/arrival-asks/${id}/dismiss`, { method: "POST", cookie: user.cookie });
      expect(response.status).toBe(404);
    }
    expect(await db.select().from(arrivalAskDismissals).where(eq(arrivalAskDismissals.arenaId, arena.id))).toHaveLength(
      0,
    );
    expect((await api(`/api/me/arrival-asks/${theirs.id}/dismiss`, { method: "POST" })).status).toBe(401);
  });

  it("is gone once the person suggests arrival details for the arena, not for a note about food", async () => {
    const user = await signIn();
    const arena = await createArena();
    await playedAgo(user.id, arena.id, 5 * HOUR);
    const food = await api(`/api/arenas/${arena.id}/suggestions`, {
      body: { fields: { food: "Tacos on 5th" } },
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(food.status).toBe(201);
    expect(await asksOf(user)).toHaveLength(1);
    const parking = await api(`/api/arenas/${arena.id}/suggestions`, {
      body: { fields: { officialsParking: "Staff lot, row A" } },
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(parking.status).toBe(201);
    expect(await asksOf(user)).toEqual([]);
  });

  it("is gone once the person edits their own pending arena after the game", async () => {
    const user = await signIn();
    const arena = await createArena({ approved: false, createdBy: user.id, address: "1 Main Street" });
    await playedAgo(user.id, arena.id, 3 * HOUR);
    expect(await asksOf(user)).toHaveLength(1);
    const patched = await api(`/api/arenas/${arena.id}`, {
      method: "PATCH",
      body: { updatedAt: arena.updatedAt.toISOString(), dressingRoom: "Room 4 by the gym floor" },
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(patched.status).toBe(200);
    expect(await asksOf(user)).toEqual([]);
  });
});

describe("My Games' questions", () => {
  it("shows each open question above the games with the form link and Not now, which works without JavaScript", async () => {
    const user = await signIn();
    const arena = await createArena({ name: `Hinkle Fieldhouse ${crypto.randomUUID().slice(0, 6)}` });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    const before = await page("/games", user);
    expectText(before.text, html(arrivalQuestion(arena.name)));
    expectText(before.text, `href="/games/${game.id}/arrival"`);
    expectText(before.text, ARRIVAL_ASK_TEXT.answer);
    expectText(
      before.text,
      html(ARRIVAL_ASK_TEXT.missing(["Officials' entrance", "Officials' parking", "Dressing room"])),
    );

    const dismissed = await postForm(
      "/games",
      { intent: "dismiss-arrival-ask", gameId: game.id },
      { cookie: user.cookie },
    );
    expect(dismissed.status).toBe(302);
    expect(dismissed.headers.get("location")).toBe("/games");
    expect(await toastAfter(dismissed, user)).toBe(ARRIVAL_ASK_TEXT.dismissed);
    const after = await page("/games", user);
    expectText(after.text, html(arrivalQuestion(arena.name)), false);
  });

  it("says on each game card what is known of the entrance and parking, and when it is not", async () => {
    const user = await signIn();
    const known = await createArena({ officialsEntrance: "Door 3, north side", officialsParking: null });
    await createGame({ userId: user.id, arenaId: known.id });
    const { text } = await page("/games", user);
    expectText(text, "Door 3, north side");
    expectText(text, html(GAME_CARD_ARRIVAL_TEXT.unknown));
  });
});

describe("the one-screen arrival form (/games/:id/arrival), without JavaScript", () => {
  it("is the person's own: another person's game, or an unknown one, is not found", async () => {
    const user = await signIn();
    const owner = await createUser();
    const arena = await createArena();
    const theirs = await playedAgo(owner.id, arena.id, 3 * HOUR);
    expect((await page(`/games/${theirs.id}/arrival`, user)).status).toBe(404);
    expect((await page(`/games/${crypto.randomUUID()}/arrival`, user)).status).toBe(404);
    const posted = await postForm(`/games/${theirs.id}/arrival`, { intent: "dismiss" }, { cookie: user.cookie });
    expect(posted.status).toBe(404);
  });

  it("shows what is known filled in, and Send makes a suggestion through the review for a published arena", async () => {
    const user = await signIn();
    const arena = await createArena({ name: "Hinkle Fieldhouse", officialsParking: "Lot 4" });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR, { timeZone: "America/Indiana/Indianapolis" });
    const shown = await page(`/games/${game.id}/arrival`, user);
    expect(shown.status).toBe(200);
    expectText(shown.text, html(arrivalQuestion("Hinkle Fieldhouse")));
    expectText(shown.text, ">Lot 4</textarea>");
    expectText(shown.text, ARRIVAL_FORM_PAGE_TEXT.reviewNote);
    // Not everything is known: nothing to confirm yet.
    expectText(shown.text, ARRIVAL_FORM_PAGE_TEXT.allStillRight, false);

    const values = arrivalFormValues(toArena(arena));
    const sent = await postForm(
      `/games/${game.id}/arrival`,
      {
        ...values,
        intent: "send",
        updatedAt: arena.updatedAt.toISOString(),
        officialsEntrance: "Door 3, north side",
        entranceLatitude: "39.8005",
        entranceLongitude: "-89.6004",
      },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/games");
    const [suggestion] = await db.select().from(arenaSuggestions).where(eq(arenaSuggestions.arenaId, arena.id));
    expect(suggestion?.fields).toEqual({
      officialsEntrance: "Door 3, north side",
      entranceLatitude: 39.8005,
      entranceLongitude: -89.6004,
    });
    expect(suggestion?.note).toMatch(/^Noted after working a game here on \w{3}, \w{3} \d+, \d{4}\.$/);
    expect(suggestion?.status).toBe("pending");
    // The arena is unchanged until an admin applies it, and the question is answered.
    const [stored] = await db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(stored?.officialsEntrance).toBeNull();
    expect(await toastAfter(sent, user)).toBe(ARRIVAL_FORM_PAGE_TEXT.sentForReview);
    expect(await asksOf(user)).toEqual([]);
  });

  it("saves straight into the person's own pending arena", async () => {
    const user = await signIn();
    const arena = await createArena({ approved: false, createdBy: user.id });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    expectText((await page(`/games/${game.id}/arrival`, user)).text, ARRIVAL_FORM_PAGE_TEXT.ownArenaNote);
    const sent = await postForm(
      `/games/${game.id}/arrival`,
      {
        ...arrivalFormValues(toArena(arena)),
        intent: "send",
        updatedAt: arena.updatedAt.toISOString(),
        officialsEntrance: "Door 3",
        officialsParking: "Lot 4",
        dressingRoom: "Room 112",
        parkingLatitude: "39.8010",
        parkingLongitude: "-89.6010",
      },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(sent.status).toBe(302);
    const [stored] = await db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect(stored).toMatchObject({
      officialsEntrance: "Door 3",
      officialsParking: "Lot 4",
      dressingRoom: "Room 112",
      parkingLatitude: 39.801,
      parkingLongitude: -89.601,
      approved: false,
    });
    expect(await db.select().from(arenaSuggestions).where(eq(arenaSuggestions.arenaId, arena.id))).toEqual([]);
    expect(await toastAfter(sent, user)).toBe(ARRIVAL_FORM_PAGE_TEXT.saved);
  });

  it("keeps what was typed and says why: nothing changed, a pin too far, an edit made meanwhile", async () => {
    const user = await signIn();
    const arena = await createArena({ approved: false, createdBy: user.id });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    const values = arrivalFormValues(toArena(arena));
    const version = arena.updatedAt.toISOString();
    const post = (fields: Record<string, string>) =>
      postForm(
        `/games/${game.id}/arrival`,
        { ...values, intent: "send", updatedAt: version, ...fields },
        {
          cookie: user.cookie,
          ip: user.ip,
        },
      );

    const unchanged = await post({});
    expect(unchanged.status).toBe(400);
    expectText(await unchanged.text(), ARRIVAL_FORM_PAGE_TEXT.nothingChanged);

    // 3 km north of the arena (39.8, -89.6).
    const far = await post({ officialsEntrance: "Door 9", entranceLatitude: "39.827", entranceLongitude: "-89.6" });
    expect(far.status).toBe(400);
    const farText = await far.text();
    expectText(farText, html(ARRIVAL_MESSAGES.pinTooFar("entrance", "3.0")));
    expectText(farText, ">Door 9</textarea>");

    await db.update(arenas).set({ food: "Someone else's edit", updatedAt: new Date() }).where(eq(arenas.id, arena.id));
    const stale = await post({ officialsEntrance: "Door 9" });
    expect(stale.status).toBe(409);
    expectText(await stale.text(), ">Door 9</textarea>");
  });

  it("offers All still right when everything is known, and it confirms the arena", async () => {
    const user = await signIn();
    const arena = await createArena({
      officialsEntrance: "Door 3",
      officialsParking: "Lot 4",
      dressingRoom: "Room 112",
      reportTo: "The game manager at the scorer's table",
      arrivalMinutes: 60,
    });
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    expectText((await page(`/games/${game.id}/arrival`, user)).text, ARRIVAL_FORM_PAGE_TEXT.allStillRight);
    const confirmed = await postForm(`/games/${game.id}/arrival`, { intent: "confirm" }, { cookie: user.cookie });
    expect(confirmed.status).toBe(302);
    const rows = await db
      .select()
      .from(arenaConfirmations)
      .where(and(eq(arenaConfirmations.arenaId, arena.id), eq(arenaConfirmations.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(await toastAfter(confirmed, user)).toBe(CONFIRMATION_TEXT.thanks);

    // On an arena still missing details there is nothing to confirm.
    const missing = await createArena();
    const other = await playedAgo(user.id, missing.id, 3 * HOUR);
    const refused = await postForm(`/games/${other.id}/arrival`, { intent: "confirm" }, { cookie: user.cookie });
    expect(refused.status).toBe(400);
    expectText(await refused.text(), ARRIVAL_FORM_PAGE_TEXT.nothingToConfirm);
  });

  it("Not now dismisses the question from the form too", async () => {
    const user = await signIn();
    const arena = await createArena();
    const game = await playedAgo(user.id, arena.id, 3 * HOUR);
    const response = await postForm(`/games/${game.id}/arrival`, { intent: "dismiss" }, { cookie: user.cookie });
    expect(response.status).toBe(302);
    expect(await asksOf(user)).toEqual([]);
  });
});
