import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_DAY_TEXT } from "~/core/games/game-day-text";
import { GAME_LIMITS } from "~/core/games/limits";
import { GAME_TEXT } from "~/core/games/messages";
import { GAME_FIELD_MESSAGES } from "~/core/validation/games";
import { games } from "~/worker/db/schema.server";
import { getPreferences, updatePreferences } from "~/worker/games/preferences.server";
import {
  cookiesFrom,
  createArena,
  createGame,
  daysFromNow,
  db,
  expectText,
  fakeNetwork,
  flashMessageIn,
  loadApp,
  nextUsClockChanges,
  postForm,
  REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };
const DETROIT = { latitude: 42.3314, longitude: -83.0458 };

/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function page(path: string, person?: SignedIn) {
  const response = await request(path, { redirect: "manual", headers: person ? { cookie: person.cookie } : {} });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

const send = (path: string, person: SignedIn, fields: Record<string, string>) =>
  postForm(path, fields, { cookie: person.cookie, ip: person.ip });

/** The next 15 January at least two days ahead: US standard time, whatever today is. */
function nextJanuary15(): string {
  const now = new Date();
  const thisYear = `${now.getUTCFullYear()}-01-15`;
  return Date.parse(thisYear) > now.getTime() + 2 * 86_400_000 ? thisYear : `${now.getUTCFullYear() + 1}-01-15`;
}

/** The plan as My Games shows it, from the card's line. */
function planLines(body: string): string[] {
  return [...body.matchAll(/data-testid="game-plan"[^>]*>([^<]*)</g)].map((match) => match[1] ?? "");
}

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("Plan a game, without JavaScript", () => {
  it("the arena page offers it to signed-in people only", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    expectText((await page(`/arenas/${arena.id}`, person)).html, `href="/arenas/${arena.id}/plan"`);
    expectText((await page(`/arenas/${arena.id}`)).html, `/arenas/${arena.id}/plan`, false);
    const visitor = await page(`/arenas/${arena.id}/plan`);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/login?redirectTo=");
  });

  it("shows the arena's zone and prefills the arena's recommended arrival", async () => {
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, arrivalMinutes: 75 });
    const { html: body } = await page(`/arenas/${arena.id}/plan`, person);
    expect(body).toMatch(/Times are the arena&#x27;s local time: C[SD]T \(Central Time\)\./);
    expect(body).toMatch(/Tip-off time \(C[SD]T\)/);
    expectText(body, 'name="bufferMinutes"');
    expectText(body, 'value="75"');
    expectText(body, html(GAME_TEXT.bufferHint("arena")));
    // No saved usual start: the typed address is chosen, and no geolocation option without JavaScript.
    expectText(body, GAME_TEXT.startUsual(""), false);
    expectText(body, GAME_TEXT.startHere, false);
  });

  it("plans from a typed address, then My Games shows the leave-by line in the arena's zone", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, name: "Plan Page Arena" });
    const date = nextJanuary15();
    const response = await send(`/arenas/${arena.id}/plan`, person, {
      date,
      time: "19:00",
      bufferMinutes: "60",
      start: "address",
      startAddress: "555 Borror Drive, Columbus, OH",
    });
    expect(response.status).toBe(302);
    const [row] = await db.select().from(games).where(eq(games.userId, person.id));
    expect(response.headers.get("location")).toBe(`/games#game-${row?.id}`);

    const { html: body } = await page("/games", person);
    expectText(body, "Plan Page Arena");
    // Tip-off 7:00 PM CST; 60 minutes at the door and the routed 13 minutes' drive before it.
    expectText(body, "Tip-off 7:00 PM CST");
    // The start (Columbus, Ohio) is an hour ahead of Chicago: its own clock is shown too.
    expect(planLines(body)).toEqual(["Leave by 5:47 PM CST (6:47 PM EST where you start) · arrive by 6:00 PM"]);
    expectText(body, "13 min drive from 555 Borror Drive, Columbus, OH");
    expectText(body, `href="/games/${row?.id}.ics"`);
  });

  it("shows no second clock when the start shares the arena's zone, and says 'estimate' when routing failed", async () => {
    fakeNetwork({ route: "hang" });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await updatePreferences({ db }, person.id, { usualStart: { label: "Home", latitude: 41.9, longitude: -87.7 } });
    expectText((await page(`/arenas/${arena.id}/plan`, person)).html, GAME_TEXT.startUsual("Home"));
    const date = nextJanuary15();
    await send(`/arenas/${arena.id}/plan`, person, { date, time: "19:00", bufferMinutes: "30", start: "usual" });
    const { html: body } = await page("/games", person);
    expect(planLines(body)).toEqual(["Leave by 6:20 PM CST · arrive by 6:30 PM"]);
    expectText(body, "10 min drive from Home");
    expectText(body, `>${GAME_TEXT.estimate}<`);
  });

  it("on the spring-forward day shows a leave-by in CST for a tip-off in CDT", async () => {
    fakeNetwork();
    const { spring } = nextUsClockChanges();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await send(`/arenas/${arena.id}/plan`, person, {
      date: spring,
      time: "03:30",
      bufferMinutes: "60",
      start: "address",
      startAddress: "1 Near Street, Chicago",
    });
    const { html: body } = await page("/games", person);
    expectText(body, "Tip-off 3:30 AM CDT");
    expect(planLines(body)[0]).toMatch(/^Leave by 1:17 AM CST .*· arrive by 1:30 AM$/);
  });

  it("refuses 2:30 AM on the spring-forward day with the message and keeps what was typed", async () => {
    fakeNetwork();
    const { spring } = nextUsClockChanges();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const response = await send(`/arenas/${arena.id}/plan`, person, {
      date: spring,
      time: "02:30",
      bufferMinutes: "45",
      start: "address",
      startAddress: "1 Near Street, Chicago",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expectText(body, "2:30 AM does not exist on March");
    expectText(body, html("the clocks jump forward an hour. Choose another time."));
    expectText(body, `value="${spring}"`);
    expectText(body, 'value="45"');
    expectText(body, 'value="1 Near Street, Chicago"');
  });

  it("shows MST for an arena in Arizona and HST in Hawaii", async () => {
    fakeNetwork();
    const person = await signIn();
    const phoenix = await createArena({ latitude: 33.4457, longitude: -112.0712, city: "Phoenix", state: "AZ" });
    const honolulu = await createArena({ latitude: 21.2969, longitude: -157.8171, city: "Honolulu", state: "HI" });
    const date = nextJanuary15().replace("-01-15", "-07-15");
    const july = Date.parse(date) > Date.now() + 2 * 86_400_000 ? date : daysFromNow(200);
    for (const arena of [phoenix, honolulu]) {
      const sent = await send(`/arenas/${arena.id}/plan`, person, {
        date: july,
        time: "19:00",
        bufferMinutes: "60",
        start: "address",
        startAddress: "2 Local Road",
      });
      expect(sent.status).toBe(302);
    }
    const { html: body } = await page("/games", person);
    expectText(body, "Tip-off 7:00 PM MST");
    expectText(body, "Tip-off 7:00 PM HST");
  });

  it.each([
    [{ bufferMinutes: "181" }, GAME_FIELD_MESSAGES.bufferRange],
    [{ date: "2027-13-01" }, GAME_FIELD_MESSAGES.dateInvalid],
    [{ date: "next friday" }, GAME_FIELD_MESSAGES.date],
    [{ startAddress: "" }, GAME_FIELD_MESSAGES.startAddressRequired],
    [{ date: daysFromNow(-2) }, GAME_TEXT.past],
  ])("answers a bad form (%o) with 400 and the field's message", async (change, message) => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const response = await send(`/arenas/${arena.id}/plan`, person, {
      date: daysFromNow(10),
      time: "19:00",
      bufferMinutes: "60",
      start: "address",
      startAddress: "1 Near Street, Chicago",
      ...change,
    });
    expect(response.status).toBe(400);
    expectText(await response.text(), html(message));
  });

  it("says why an arena without a map location cannot be planned", async () => {
    const person = await signIn();
    const arena = await createArena({ latitude: null, longitude: null });
    const { status, html: body } = await page(`/arenas/${arena.id}/plan`, person);
    expect(status).toBe(200);
    expectText(body, html(GAME_TEXT.noCoordinates));
    expectText(body, 'name="date"', false);
  });

  it("does not find a typed starting address and says so under the field", async () => {
    fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const response = await send(`/arenas/${arena.id}/plan`, person, {
      date: daysFromNow(10),
      time: "19:00",
      bufferMinutes: "60",
      start: "address",
      // An address of its own: one another test converted would answer from the geocode cache.
      startAddress: `${crypto.randomUUID().slice(0, 8)} Nowhere Lane`,
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toMatch(
      new RegExp(`id="field-startAddress-error"[^>]*>${html(GAME_TEXT.startNotFound).replace(/[.]/g, "\\.")}`),
    );
  });
});

describe("My Games", () => {
  it("lists upcoming games soonest first and folds past ones away", async () => {
    const person = await signIn();
    const [first, second, old] = await Promise.all([
      createArena({ ...CHICAGO, name: "Sooner Arena" }),
      createArena({ ...CHICAGO, name: "Later Arena" }),
      createArena({ ...CHICAGO, name: "Last Week Arena" }),
    ]);
    await createGame({ userId: person.id, arenaId: second.id, tipoffAt: new Date(Date.now() + 9 * 86_400_000) });
    await createGame({ userId: person.id, arenaId: first.id, tipoffAt: new Date(Date.now() + 2 * 86_400_000) });
    await createGame({ userId: person.id, arenaId: old.id, tipoffAt: new Date(Date.now() - 7 * 86_400_000) });
    const { html: body } = await page("/games", person);
    const sooner = body.indexOf("Sooner Arena");
    const later = body.indexOf("Later Arena");
    const pastSummary = body.indexOf(GAME_TEXT.pastGames(1));
    const lastWeek = body.indexOf("Last Week Arena");
    expect(sooner).toBeGreaterThan(0);
    expect(sooner).toBeLessThan(later);
    expect(later).toBeLessThan(pastSummary);
    expect(pastSummary).toBeLessThan(lastWeek);
    expect(body.slice(body.lastIndexOf("<details", pastSummary), pastSummary)).toContain("<summary");
  });

  it("shows upcoming games a page at a time, and past ones a page at a time in their fold", async () => {
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, name: `Paged Arena ${crypto.randomUUID().slice(0, 6)}` });
    const size = GAME_LIMITS.perPage;
    const upcoming = 2 * size + 3;
    const past = size + 2;
    const rows = [
      ...Array.from({ length: upcoming }, (_, index) => ({
        userId: person.id,
        arenaId: arena.id,
        tipoffAt: new Date(Date.now() + (index + 1) * 3_600_000),
        timeZone: "America/Chicago",
        bufferMinutes: 60,
        driveMinutes: 0,
        driveSource: "estimate" as const,
      })),
      ...Array.from({ length: past }, (_, index) => ({
        userId: person.id,
        arenaId: arena.id,
        tipoffAt: new Date(Date.now() - (index + 1) * 86_400_000),
        timeZone: "America/Chicago",
        bufferMinutes: 60,
        driveMinutes: 0,
        driveSource: "estimate" as const,
      })),
    ];
    // D1 binds at most 100 values a statement: a few rows at a time.
    for (let index = 0; index < rows.length; index += 7) await db.insert(games).values(rows.slice(index, index + 7));
    const cards = (body: string) => body.split('data-testid="game-card"').length - 1;
    const first = (await page("/games", person)).html;
    expect(cards(first)).toBe(2 * size);
    expectText(first, GAME_TEXT.gamesPage(1, 3));
    expectText(first, `href="/games?page=2"`);
    expectText(first, GAME_TEXT.laterGames);
    expectText(first, GAME_TEXT.pastGames(past));
    expectText(first, `href="/games?past=2"`);
    expectText(first, GAME_TEXT.morePastGames);

    const last = (await page("/games?page=3", person)).html;
    expect(cards(last)).toBe(3 + size);
    expectText(last, GAME_TEXT.gamesPage(3, 3));
    expectText(last, GAME_TEXT.soonerGames);
    expect(last).not.toContain(GAME_TEXT.laterGames);

    const allPast = (await page("/games?past=2&page=99", person)).html;
    expect(cards(allPast)).toBe(3 + past);
    expect(allPast).not.toContain(GAME_TEXT.morePastGames);
  });

  it("shows the empty state and the navigation link", async () => {
    const person = await signIn();
    const { html: body } = await page("/games", person);
    expectText(body, GAME_TEXT.emptyTitle);
    expectText(body, `href="/games"`);
    expectText(body, `>${GAME_TEXT.navLabel}<`);
  });

  it("links directions in the person's maps app, to the officials' parking when the arena has it", async () => {
    const person = await signIn();
    await updatePreferences({ db }, person.id, { mapsApp: "waze" });
    const arena = await createArena({ ...CHICAGO, parkingLatitude: 41.8811, parkingLongitude: -87.6731 });
    await createGame({ userId: person.id, arenaId: arena.id });
    const { html: body } = await page("/games", person);
    expectText(body, html("https://waze.com/ul?ll=41.8811%2C-87.6731&navigate=yes"));
  });

  it("edits a game with the form: a new tip-off, the start kept", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.parse(`${nextJanuary15()}T01:00:00Z`) + 86_400_000),
    });
    const form = await page(`/games/${game.id}/edit`, person);
    expectText(form.html, GAME_TEXT.startKeep("Home"));
    expectText(form.html, 'value="19:00"');
    const response = await send(`/games/${game.id}/edit`, person, {
      date: nextJanuary15(),
      time: "18:00",
      bufferMinutes: "30",
      start: "keep",
    });
    expect(response.status).toBe(302);
    const { html: body } = await page("/games", person);
    expectText(body, "Tip-off 6:00 PM CST");
    // The kept start keeps its drive (25 minutes, from createGame).
    expect(planLines(body)).toEqual(["Leave by 5:05 PM CST · arrive by 5:30 PM"]);
  });

  it("refuses a buffer over 180 minutes on the edit form, keeping what was typed; the saved edit says the new leave-by", async () => {
    fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await createGame({ userId: person.id, arenaId: arena.id });
    const fields = { date: nextJanuary15(), time: "20:00", bufferMinutes: "200", start: "keep" };
    const refused = await send(`/games/${game.id}/edit`, person, fields);
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expectText(body, GAME_FIELD_MESSAGES.bufferRange);
    expectText(body, 'value="200"');
    expectText(body, 'value="20:00"');
    const saved = await send(`/games/${game.id}/edit`, person, { ...fields, bufferMinutes: "60" });
    expect(saved.status).toBe(302);
    const after = await request(saved.headers.get("location") ?? "/games", {
      headers: { cookie: cookiesFrom(saved, person.cookie) },
    });
    expect(flashMessageIn(await after.text())).toMatch(new RegExp(`^${GAME_TEXT.updated}\\. Leave by 6:35 PM CST`));
  });

  it("deletes the owner's game with the no-JavaScript form, and nobody else's", async () => {
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const arena = await createArena(CHICAGO);
    const game = await createGame({ userId: owner.id, arenaId: arena.id });
    const refused = await send("/games", other, { intent: "delete", id: game.id });
    expect(refused.headers.get("location")).toBe("/games");
    expect(await db.select({ id: games.id }).from(games).where(eq(games.id, game.id))).toHaveLength(1);
    const deleted = await send("/games", owner, { intent: "delete", id: game.id });
    expect(deleted.status).toBe(302);
    expect(await db.select({ id: games.id }).from(games).where(eq(games.id, game.id))).toHaveLength(0);
    expect((await page(`/games/${game.id}/edit`, owner)).status).toBe(404);
  });
});

describe("the profile's game-day settings", () => {
  it("saves a default arrival buffer that the plan form then uses", async () => {
    const person = await signIn();
    const saved = await send("/profile", person, { intent: "game-day-buffer", defaultBufferMinutes: "40" });
    expect(saved.status).toBe(302);
    expect((await getPreferences({ db }, person.id)).defaultBufferMinutes).toBe(40);
    const arena = await createArena(CHICAGO);
    const { html: body } = await page(`/arenas/${arena.id}/plan`, person);
    expectText(body, 'value="40"');
    expectText(body, html(GAME_TEXT.bufferHint("profile")));
    const refused = await send("/profile", person, { intent: "game-day-buffer", defaultBufferMinutes: "500" });
    expect(refused.status).toBe(400);
    expectText(await refused.text(), GAME_FIELD_MESSAGES.bufferRange);
  });

  it("saves a typed usual start through the geocoder, shows it, and removes it", async () => {
    fakeNetwork();
    const person = await signIn();
    const saved = await send("/profile", person, {
      intent: "usual-start",
      usualStartAddress: "12 Elm Street, Dublin, OH",
    });
    expect(saved.status).toBe(302);
    expect((await getPreferences({ db }, person.id)).usualStart).toEqual({
      label: "12 Elm Street, Dublin, OH",
      latitude: 40.0075283,
      longitude: -83.0251119,
    });
    expectText((await page("/profile", person)).html, GAME_DAY_TEXT.usualStartCurrent("12 Elm Street, Dublin, OH"));
    await send("/profile", person, { intent: "usual-start-remove" });
    expect((await getPreferences({ db }, person.id)).usualStart).toBeNull();
    expectText((await page("/profile", person)).html, GAME_DAY_TEXT.usualStartNone);
  });

  it("saves the browser's position as the usual start under its own name", async () => {
    const person = await signIn();
    await send("/profile", person, { intent: "usual-start", usualStartLatitude: "41.9", usualStartLongitude: "-87.7" });
    expect((await getPreferences({ db }, person.id)).usualStart).toEqual({
      label: GAME_DAY_TEXT.myLocationLabel,
      latitude: 41.9,
      longitude: -87.7,
    });
  });

  it("offers to create the calendar link, then to regenerate it", async () => {
    const person = await signIn();
    expectText((await page("/profile", person)).html, GAME_DAY_TEXT.createCalendar);
    await send("/profile", person, { intent: "calendar-link" });
    const { html: body } = await page("/profile", person);
    expectText(body, GAME_DAY_TEXT.subscribe);
    expectText(body, GAME_DAY_TEXT.regenerate);
    expectText(body, `value="http://localhost/calendar/`);
  });
});

// Detroit is an hour ahead of Chicago; the plan page for a Chicago arena must say so.
describe("a start one time zone away", () => {
  it("shows both clocks: the arena's and the start's", async () => {
    fakeNetwork();
    const person = await signIn();
    await updatePreferences({ db }, person.id, { usualStart: { label: "Detroit", ...DETROIT } });
    const arena = await createArena(CHICAGO);
    await send(`/arenas/${arena.id}/plan`, person, {
      date: nextJanuary15(),
      time: "19:30",
      bufferMinutes: "60",
      start: "usual",
    });
    const { html: body } = await page("/games", person);
    expect(planLines(body)).toEqual(["Leave by 6:17 PM CST (7:17 PM EST where you start) · arrive by 6:30 PM"]);
  });
});

describe("a game without a starting point", () => {
  it("reads as the time to be at the door, and says the drive is not included", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.parse(`${nextJanuary15()}T19:00:00-06:00`)),
      bufferMinutes: 45,
      startLabel: null,
      startLatitude: null,
      startLongitude: null,
      driveMinutes: 0,
    });
    const { html: body } = await page("/games", person);
    expect(planLines(body)).toEqual([GAME_TEXT.arriveByOnly("6:15 PM CST")]);
    expectText(body, GAME_TEXT.noStart);
  });
});
