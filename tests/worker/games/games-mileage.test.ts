import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "~/core/games/csv";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { games } from "~/worker/db/schema.server";
import { updatePreferences } from "~/worker/games/preferences.server";
import {
  api,
  createArena,
  createGame,
  daysFromNow,
  db,
  expectText,
  fakeNetwork,
  json,
  loadApp,
  postForm,
  ROUTE_REPLIES,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const CHICAGO = { latitude: 41.8807, longitude: -87.6742, city: "Chicago", state: "IL" };
const HOME = { label: "Home", latitude: 41.9, longitude: -87.7 };

type MileageJson = {
  from: string;
  to: string;
  tripCount: string;
  ratePerMile: number | null;
  totalMiles: number;
  amount: number | null;
  games: {
    gameId: string;
    date: string;
    arenaName: string;
    city: string;
    startLabel: string | null;
    miles: number | null;
    source: string | null;
  }[];
};
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

async function report(person: SignedIn, from: string, to: string) {
  const response = await api(`/api/games/mileage?${new URLSearchParams({ from, to })}`, as(person));
  expect(response.status).toBe(200);
  return json<MileageJson>(response);
}

async function plan(person: SignedIn, arenaId: string, date: string) {
  const response = await api("/api/games", { ...as(person), body: { arenaId, date, time: "19:00", start: HOME } });
  expect(response.status).toBe(201);
  return (await json<{ game: { id: string; oneWayMiles: number | null; milesSource: string | null } }>(response)).game;
}

/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** A strict RFC 4180 reader, apart from the app's writer: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else if (char === '"' || char === "\n" || char === "\r")
      throw new Error(`bare ${JSON.stringify(char)} at ${index}`);
    else field += char;
  }
  if (field !== "" || row.length > 0) throw new Error("the last record does not end in CRLF");
  return rows;
}

// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("miles on a planned game", () => {
  it("takes the routing service's distance when it answers, with the source", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const date = daysFromNow(30);
    const game = await plan(person, arena.id, date);
    network.restore();
    // The routing answer's 6,712.4 m is 4.2 miles; the estimate would say 2.4.
    expect(game).toMatchObject({ oneWayMiles: 4.2, milesSource: "routing" });
    const found = await report(person, date, date);
    expect(found.games).toEqual([
      {
        gameId: game.id,
        date,
        arenaName: arena.name,
        city: "Chicago",
        startLabel: "Home",
        fromAddress: "Home",
        purpose: MILEAGE_TEXT.purpose([], arena.name),
        miles: 8.4,
        source: "routing",
      },
    ]);
    expect(found).toMatchObject({ tripCount: "round_trip", totalMiles: 8.4, ratePerMile: null, amount: null });
  });

  it("falls back to the great-circle distance × 1.3 when routing fails", async () => {
    const network = fakeNetwork({ route: ROUTE_REPLIES.noRoute });
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await plan(person, arena.id, daysFromNow(31));
    network.restore();
    // Home to the arena: 1.88 miles straight, 2.4 by the estimate.
    expect(game).toMatchObject({ oneWayMiles: 2.4, milesSource: "estimate" });
  });

  it("lets the person's own figure win over the worked-out miles, and leaves out a game not driven", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const date = daysFromNow(32);
    const game = await plan(person, arena.id, date);
    network.restore();

    const set = await api(`/api/games/${game.id}/miles`, {
      ...as(person),
      method: "PUT",
      body: { miles: 12.5, notDriven: false },
    });
    expect(set.status).toBe(200);
    expect((await json<{ game: { enteredMiles: number } }>(set)).game.enteredMiles).toBe(12.5);
    const entered = await report(person, date, date);
    expect(entered.games[0]).toMatchObject({ miles: 25, source: "entered" });

    await api(`/api/games/${game.id}/miles`, { ...as(person), method: "PUT", body: { miles: null, notDriven: true } });
    const left = await report(person, date, date);
    expect(left.games).toEqual([]);
    expect(left.totalMiles).toBe(0);
  });

  it("leaves out a game its calendar cancelled", async () => {
    const network = fakeNetwork();
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const date = daysFromNow(33);
    const kept = await plan(person, arena.id, date);
    const cancelled = await plan(person, arena.id, date);
    network.restore();
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, cancelled.id));

    const counted = await report(person, date, date);
    expect(counted.games.map((game) => game.gameId)).toEqual([kept.id]);
  });

  it("refuses a figure out of range, another person's game, and a visitor", async () => {
    const person = await signIn();
    const other = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await createGame({ userId: person.id, arenaId: arena.id });
    const tooFar = await api(`/api/games/${game.id}/miles`, { ...as(person), method: "PUT", body: { miles: 5001 } });
    expect(tooFar.status).toBe(400);
    expect((await json<ErrorJson>(tooFar)).error.fields?.miles).toEqual([MILEAGE_TEXT.enteredRange]);
    const notTheirs = await api(`/api/games/${game.id}/miles`, { ...as(other), method: "PUT", body: { miles: 3 } });
    expect(notTheirs.status).toBe(404);
    const visitor = await api(`/api/games/${game.id}/miles`, { method: "PUT", body: { miles: 3 } });
    expect(visitor.status).toBe(401);
  });
});

describe("GET /api/games/mileage", () => {
  it("counts round trips by default and one way when the profile says so, and shows the amount at the rate", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const tipoffAt = new Date("2025-03-01T01:00:00Z"); // Feb 28, 7 PM in Chicago
    const base = { userId: person.id, arenaId: arena.id, tipoffAt, milesSource: "routing" as const };
    await createGame({ ...base, oneWayMiles: 10.1 });
    // The next day: two games on one day make one trip, at one gym or two.
    const other = await createArena(CHICAGO);
    await createGame({
      ...base,
      arenaId: other.id,
      tipoffAt: new Date(tipoffAt.getTime() + 86_400_000),
      oneWayMiles: 0.2,
    });

    const roundTrip = await report(person, "2025-02-28", "2025-03-01");
    expect(roundTrip.games.map((game) => game.miles)).toEqual([20.2, 0.4]);
    expect(roundTrip).toMatchObject({ tripCount: "round_trip", totalMiles: 20.6, amount: null });

    await updatePreferences({ db }, person.id, {
      tripCount: "one_way",
      mileageRate: 0.7,
    });
    const oneWay = await report(person, "2025-02-28", "2025-03-01");
    expect(oneWay.games.map((game) => game.miles)).toEqual([10.1, 0.2]);
    expect(oneWay).toMatchObject({ tripCount: "one_way", totalMiles: 10.3, ratePerMile: 0.7, amount: 7.21 });
  });

  it("counts a game on the period's edge by its date at an arena west of UTC", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    // 03:00 UTC on January 1 is still 9 PM on December 31 in Chicago.
    const newYearsEve = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2026-01-01T03:00:00Z"),
      timeZone: "America/Chicago",
      oneWayMiles: 5,
      milesSource: "routing",
    });
    // 23:00 UTC on July 31 is 1 PM the same day in Honolulu: the season's last day.
    const honolulu = await createArena({ latitude: 21.2969, longitude: -157.8171, city: "Honolulu", state: "HI" });
    const seasonEnd = await createGame({
      userId: person.id,
      arenaId: honolulu.id,
      tipoffAt: new Date("2025-08-01T06:00:00Z"),
      timeZone: "Pacific/Honolulu",
      oneWayMiles: 3,
      milesSource: "estimate",
    });

    const year2025 = await report(person, "2025-01-01", "2025-12-31");
    expect(year2025.games.map((game) => [game.gameId, game.date])).toEqual([
      [seasonEnd.id, "2025-07-31"],
      [newYearsEve.id, "2025-12-31"],
    ]);
    expect((await report(person, "2026-01-01", "2026-12-31")).games).toEqual([]);
    const season2024 = await report(person, "2024-08-01", "2025-07-31");
    expect(season2024.games.map((game) => game.gameId)).toEqual([seasonEnd.id]);
    expect((await report(person, "2025-08-01", "2026-07-31")).games.map((game) => game.gameId)).toEqual([
      newYearsEve.id,
    ]);
  });

  it("lists a game without a start with no miles, and leaves it out of the total", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const tipoffAt = new Date("2025-05-10T23:00:00Z");
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt, oneWayMiles: 4, milesSource: "routing" });
    const noStart = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-05-11T23:00:00Z"),
      startLabel: null,
      startLatitude: null,
      startLongitude: null,
    });
    const found = await report(person, "2025-05-01", "2025-05-31");
    expect(found.games[1]).toMatchObject({ gameId: noStart.id, startLabel: null, miles: null, source: null });
    expect(found.totalMiles).toBe(8);
  });

  it.each([
    ["a malformed date", "from=2025-1-1&to=2025-12-31", "from", MILEAGE_TEXT.periodDate],
    ["a date that does not exist", "from=2025-02-30&to=2025-12-31", "from", MILEAGE_TEXT.periodDate],
    ["a reversed period", "from=2025-12-31&to=2025-01-01", "to", MILEAGE_TEXT.periodReversed],
    ["only one end", "from=2025-01-01", "to", MILEAGE_TEXT.periodBoth],
  ])("answers 400 to %s", async (_case, search, field, message) => {
    const person = await signIn();
    const response = await api(`/api/games/mileage?${search}`, as(person));
    expect(response.status).toBe(400);
    const body = await json<ErrorJson>(response);
    expect(body.error).toMatchObject({ code: "validation_error", message });
    expect(body.error.fields?.[field]).toEqual([message]);
  });

  it("defaults to this calendar year and answers a visitor 401", async () => {
    const person = await signIn();
    const year = new Date().getUTCFullYear();
    const found = await json<MileageJson>(await api("/api/games/mileage", as(person)));
    expect([found.from, found.to]).toEqual([`${year}-01-01`, `${year}-12-31`]);
    expect((await api("/api/games/mileage")).status).toBe(401);
  });
});

describe("the mileage report page and its CSV", () => {
  it("downloads a CSV a spreadsheet reads as it is, with a comma and a quote inside an arena's name", async () => {
    const person = await signIn();
    const arena = await createArena({ ...CHICAGO, name: 'Gym "The Pit", North' });
    await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-10-04T00:00:00Z"),
      startLabel: "Home, back door",
      oneWayMiles: 6.3,
      milesSource: "routing",
    });
    await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-10-05T00:00:00Z"),
      startLabel: null,
      startLatitude: null,
      startLongitude: null,
    });
    const response = await request("/games/mileage.csv?from=2025-10-01&to=2025-10-31", {
      headers: { cookie: person.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="tipoff-mileage-2025-10-01-to-2025-10-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8's byte-order mark first, so spreadsheets read the file as UTF-8 (the decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const purpose = MILEAGE_TEXT.purpose([], 'Gym "The Pit", North');
    expect(parseCsv(new TextDecoder().decode(bytes))).toEqual([
      ["Date", "Arena", "City", "Purpose", "From", "Miles", "Source"],
      ["2025-10-03", 'Gym "The Pit", North', "Chicago", purpose, "Home, back door", "12.6", "Routing"],
      ["2025-10-04", 'Gym "The Pit", North', "Chicago", purpose, "", "", MILEAGE_TEXT.noStart],
      ["Total", "", "", "", "", "12.6", ""],
    ]);
  });

  it("sends a visitor to /login from the page and the CSV, and refuses a reversed period with 400", async () => {
    for (const path of ["/games/mileage", "/games/mileage.csv?from=2025-01-01&to=2025-12-31"]) {
      const response = await request(path, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toContain(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const person = await signIn();
    const csv = await request("/games/mileage.csv?from=2025-12-31&to=2025-01-01", {
      headers: { cookie: person.cookie },
    });
    expect(csv.status).toBe(400);
    expect(await csv.text()).toBe(MILEAGE_TEXT.periodReversed);
    const page = await request("/games/mileage?from=2025-12-31&to=2025-01-01", { headers: { cookie: person.cookie } });
    expect(page.status).toBe(400);
    expectText(await page.text(), MILEAGE_TEXT.periodReversed);
  });

  it("shows the table with its total, the amount at the person's rate, and a start to add", async () => {
    const person = await signIn();
    await updatePreferences({ db }, person.id, { mileageRate: 0.655 });
    const arena = await createArena(CHICAGO);
    await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-06-07T00:00:00Z"),
      oneWayMiles: 10,
      milesSource: "estimate",
    });
    const noStart = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-06-08T00:00:00Z"),
      startLatitude: null,
      startLongitude: null,
    });
    const response = await request("/games/mileage?from=2025-06-01&to=2025-06-30", {
      headers: { cookie: person.cookie },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expectText(body, html(arena.name));
    expectText(body, MILEAGE_TEXT.sources.estimate);
    expectText(body, MILEAGE_TEXT.roundTrip);
    expectText(body, html(MILEAGE_TEXT.noStartNote));
    expectText(body, `href="/games/${noStart.id}/edit"`);
    expectText(body, MILEAGE_TEXT.addStart);
    expect(body).toMatch(/data-testid="mileage-total"[^>]*>20\.0</);
    expectText(body, MILEAGE_TEXT.rateLine("$0.655", "$13.10"));
    expectText(body, `href="/games/mileage.csv?from=2025-06-01&amp;to=2025-06-30"`);
  });
});

describe("the forms, without JavaScript", () => {
  it("saves the profile's trip count and rate, and refuses a rate that is not a number", async () => {
    const person = await signIn();
    const saved = await postForm(
      "/profile",
      { intent: "mileage-settings", tripCount: "one_way", mileageRate: "0.67" },
      as(person),
    );
    expect(saved.status).toBe(302);
    const found = await report(person, "2025-01-01", "2025-01-02");
    expect(found).toMatchObject({ tripCount: "one_way", ratePerMile: 0.67 });

    const refused = await postForm(
      "/profile",
      { intent: "mileage-settings", tripCount: "round_trip", mileageRate: "lots" },
      as(person),
    );
    expect(refused.status).toBe(400);
    expectText(await refused.text(), MILEAGE_TEXT.rateNumber);
    expect((await report(person, "2025-01-01", "2025-01-02")).ratePerMile).toBe(0.67);
  });

  it("saves a game's own miles and not driven from its edit page, and keeps a refused figure", async () => {
    const person = await signIn();
    const arena = await createArena(CHICAGO);
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-09-06T00:00:00Z"),
      oneWayMiles: 7,
      milesSource: "routing",
    });
    const edit = await request(`/games/${game.id}/edit`, { headers: { cookie: person.cookie } });
    expectText(await edit.text(), MILEAGE_TEXT.gameMilesComputed(7, MILEAGE_TEXT.sources.routing));

    const refused = await postForm(`/games/${game.id}/edit`, { intent: "game-miles", miles: "3.25" }, as(person));
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expectText(refusedPage, MILEAGE_TEXT.enteredStep);
    expectText(refusedPage, 'value="3.25"');

    const saved = await postForm(`/games/${game.id}/edit`, { intent: "game-miles", miles: "3.5" }, as(person));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/games/mileage");
    expect((await report(person, "2025-09-05", "2025-09-05")).games[0]).toMatchObject({ miles: 7, source: "entered" });

    await postForm(`/games/${game.id}/edit`, { intent: "game-miles", miles: "3.5", notDriven: "on" }, as(person));
    expect((await report(person, "2025-09-05", "2025-09-05")).games).toEqual([]);
  });
});

describe("the report's texts", () => {
  it("an empty period: what counts, the period choices, no rate yet, and the way back to My Games", async () => {
    const person = await signIn();
    const year = new Date().getUTCFullYear();
    const month = new Date().getUTCMonth() + 1;
    const seasonStart = month >= 8 ? year : year - 1;
    const body = await (await request("/games/mileage", { headers: { cookie: person.cookie } })).text();
    for (const text of [
      MILEAGE_TEXT.lead,
      MILEAGE_TEXT.backToGames,
      MILEAGE_TEXT.periodLegend,
      MILEAGE_TEXT.thisYear(year),
      MILEAGE_TEXT.thisYear(year - 1),
      MILEAGE_TEXT.season(seasonStart),
      MILEAGE_TEXT.season(seasonStart - 1),
      MILEAGE_TEXT.fromLabel,
      MILEAGE_TEXT.toLabel,
      MILEAGE_TEXT.showButton,
      MILEAGE_TEXT.periodHint,
      MILEAGE_TEXT.periodHeading(`January 1, ${year}`, `December 31, ${year}`),
      MILEAGE_TEXT.emptyTitle,
      MILEAGE_TEXT.noRate,
      MILEAGE_TEXT.changeSettings,
      MILEAGE_TEXT.downloadCsv,
    ]) {
      expectText(body, html(text));
    }
    const current = [...body.matchAll(/<a\b[^>]*aria-current="page"[^>]*>([^<]*)</g)].map((match) => match[0]);
    expect(current.find((link) => link.includes(MILEAGE_TEXT.thisYear(year)))).toContain(
      `href="/games/mileage?from=${year}-01-01&amp;to=${year}-12-31"`,
    );
    expectText(body, html(MILEAGE_TEXT.emptyText));
    const games = await (await request("/games", { headers: { cookie: person.cookie } })).text();
    expectText(games, `href="/games/mileage"`);
    const profile = await (await request("/profile", { headers: { cookie: person.cookie } })).text();
    for (const text of [
      MILEAGE_TEXT.settingsDescription,
      MILEAGE_TEXT.tripLegend,
      MILEAGE_TEXT.tripRoundTrip,
      MILEAGE_TEXT.tripOneWay,
      MILEAGE_TEXT.rateLabel,
      MILEAGE_TEXT.rateHint,
      MILEAGE_TEXT.saveSettings,
    ]) {
      expectText(profile, html(text));
    }
  });
});

describe("the CSV writer", () => {
  it("quotes what RFC 4180 requires, doubles quotes, ends records in CRLF and defuses formulas", () => {
    expect(toCsv([["plain", "a,b", 'say "hi"', "two\nlines", " padded", 12.5, null]])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," padded",12.5,\r\n',
    );
    expect(toCsv([["=HYPERLINK(1)", "+1", "-2", "@me"]])).toBe("'=HYPERLINK(1),'+1,'-2,'@me\r\n");
  });
});
