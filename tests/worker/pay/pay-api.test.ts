import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GAME_TEXT } from "~/core/games/messages";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { games, payRates, taxExpenses, taxYears, users } from "~/worker/db/schema.server";
import { saveRates } from "~/worker/pay/rates.server";
import { addExpense, setYearMileageRate } from "~/worker/pay/tax-year.server";
import { api, createArena, createGame, db, fakeNetwork, json, REPLIES, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const unique = () => crypto.randomUUID().slice(0, 8);
const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

type PayGameJson = {
  feeCents: number | null;
  feeSource: string | null;
  travelCents: number | null;
  payer: string | null;
  paidOn: string | null;
};
type GameJson = PayGameJson & { id: string; level?: string };
type PayJson = {
  year: number;
  feesCents: number;
  paidCents: number;
  unpaidCents: number;
  travelCents: number;
  byPayer: Array<{
    payer: string;
    feesCents: number;
    paidCents: number;
    receivedCents: number;
    games: number;
    reportedCents: number | null;
    cardProcessor: boolean;
  }>;
  byMonth: Array<{ month: string; paidCents: number }>;
  games: Array<{ gameId: string; feeCents: number | null; miles: number | null; deductionCents: number | null }>;
  miles: number;
  mileageRateCents: number | null;
  mileageDeductionCents: number;
  expensesCents: number;
};
type ErrorJson = { error: { code: string; message: string } };

/** A game at noon UTC on a day of a past year (its date is the same in Chicago). */
const noon = (date: string) => new Date(`${date}T18:00:00Z`);

async function myGames(person: SignedIn): Promise<GameJson[]> {
  return (await json<{ games: GameJson[] }>(await api("/api/games", as(person)))).games;
}

async function pay(person: SignedIn, year: number) {
  const response = await api(`/api/games/pay?year=${year}`, as(person));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return json<PayJson>(response);
}

let network: ReturnType<typeof fakeNetwork> | undefined;
afterEach(() => network?.restore());

beforeAll(() => signIn(), 120_000);

describe("a game's fee from its assignment, its payer from its calendar", () => {
  it("reads Fee: and Travel: from the description, names the calendar the payer, and prices other games by the rates", async () => {
    network = fakeNetwork({ geocode: REPLIES.empty });
    const person = await signIn();
    const arena = await createArena({ name: `Pay Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });
    const name = `Region 7 ${unique()}`;
    await saveRates({ db }, person.id, [
      { payer: name, level: "Varsity", feeCents: 5500 },
      { payer: name, level: "", feeCents: 4000 },
    ]);
    const start = Math.floor((Date.now() + 10 * DAY_MS) / 60_000) * 60_000;
    const event = (uid: string, at: number, summary: string, lines: string[]) =>
      arbiterEvent({
        uid,
        start: at,
        site: arena.name,
        address: "1 Main St, Springfield IL 62701",
        summary,
        crew: lines,
      });
    const text = (fee: string) =>
      calendar(
        [
          ...event("F-1", start, "Varsity Boys Basketball", [`Game Fee: ${fee}`, "Travel Pay: $12.50"]),
          ...event("F-2", start + DAY_MS, "Varsity Girls Basketball", []),
          ...event("F-3", start + 2 * DAY_MS, "Freshman Boys", []).map((line) =>
            line.replace("Level: Varsity", "Level: Freshman"),
          ),
        ],
        { name },
      );
    const first = await api("/api/games/import", {
      body: text("$65.00"),
      ...as(person),
      headers: { "content-type": "text/calendar" },
    });
    expect(first.status).toBe(200);
    const [fee, jv, other] = await myGames(person);
    expect(fee).toMatchObject({
      feeCents: 6500,
      feeSource: "assignment",
      travelCents: 1250,
      payer: name,
      paidOn: null,
    });
    expect(jv).toMatchObject({ feeCents: 5500, feeSource: "rate", payer: name });
    expect(other).toMatchObject({ feeCents: 4000, feeSource: "rate" });

    // A typed fee stays through a later import; the assignment's new fee replaces its old one.
    const typed = await api(`/api/games/${jv?.id}`, { method: "PATCH", body: { feeCents: 6000 }, ...as(person) });
    expect(typed.status).toBe(200);
    await api("/api/games/import", { body: text("70"), ...as(person), headers: { "content-type": "text/calendar" } });
    const [feeAgain, jvAgain] = await myGames(person);
    expect(feeAgain).toMatchObject({ feeCents: 7000, feeSource: "assignment" });
    expect(jvAgain).toMatchObject({ feeCents: 6000, feeSource: "entered" });

    // Cleared, the fee goes back to the rates.
    const cleared = await api(`/api/games/${jv?.id}`, { method: "PATCH", body: { feeCents: null }, ...as(person) });
    expect((await json<{ game: GameJson }>(cleared)).game).toMatchObject({ feeCents: 5500, feeSource: "rate" });
  });
});

describe("PATCH /api/games/{id} with pay", () => {
  it("saves fee, travel, payer and paid date; refuses amounts that are not whole cents and bad dates with 400", async () => {
    const person = await signIn();
    const arena = await createArena();
    const game = await createGame({ userId: person.id, arenaId: arena.id });
    const patch = (body: unknown) => api(`/api/games/${game.id}`, { method: "PATCH", body, ...as(person) });

    const saved = await patch({ feeCents: 4550, travelCents: 1000, payer: "  GHSA ", paidOn: "2026-11-20" });
    expect(saved.status).toBe(200);
    expect((await json<{ game: GameJson }>(saved)).game).toMatchObject({
      feeCents: 4550,
      feeSource: "entered",
      travelCents: 1000,
      payer: "GHSA",
      paidOn: "2026-11-20",
    });
    for (const body of [
      { feeCents: 45.5 },
      { feeCents: -1 },
      { feeCents: "45" },
      { paidOn: "2026-02-30" },
      { paidOn: "20 Dec" },
    ]) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await json<ErrorJson>(await patch({ feeCents: 1.5 }))).error.message).toBe(PAY_TEXT.feeRange);
    expect((await json<ErrorJson>(await patch({ paidOn: "x" }))).error.message).toBe(PAY_TEXT.paidOnInvalid);
    const [row] = await db
      .select({ feeCents: games.feeCents, paidOn: games.paidOn })
      .from(games)
      .where(eq(games.id, game.id));
    expect(row).toEqual({ feeCents: 4550, paidOn: "2026-11-20" });

    const unpaid = await patch({ paidOn: null });
    expect((await json<{ game: GameJson }>(unpaid)).game.paidOn).toBeNull();
  });

  it("is 404 on another person's game, which keeps its pay", async () => {
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const game = await createGame({ userId: owner.id, arenaId: (await createArena()).id, feeCents: 5000 });
    const response = await api(`/api/games/${game.id}`, {
      method: "PATCH",
      body: { feeCents: 1, paidOn: "2026-01-01" },
      ...as(other),
    });
    expect(response.status).toBe(404);
    expect((await json<ErrorJson>(response)).error.message).toBe(GAME_TEXT.gameNotFound);
    const [row] = await db
      .select({ feeCents: games.feeCents, paidOn: games.paidOn })
      .from(games)
      .where(eq(games.id, game.id));
    expect(row).toEqual({ feeCents: 5000, paidOn: null });
  });
});

describe("GET /api/games/pay and POST /api/games/pay/paid", () => {
  it("totals a year by payer, owed and paid, and the miles at that year's standard rate", async () => {
    const person = await signIn();
    const arena = await createArena();
    const game = (date: string, values: Omit<Partial<typeof games.$inferInsert>, "arenaId">) =>
      createGame({ userId: person.id, arenaId: arena.id, tipoffAt: noon(date), enteredMiles: 10, ...values });
    const a = await game("2025-03-01", { payer: "Region 7", feeCents: 7000, travelCents: 500 });
    const b = await game("2025-03-02", { payer: "Region 7", feeCents: 7000 });
    const c = await game("2025-04-01", { payer: "GHSA", feeCents: 5500 });
    await game("2025-04-02", { payer: "GHSA", feeCents: null });
    await game("2025-05-01", { payer: "GHSA", feeCents: 9900, status: "cancelled" });
    await game("2024-12-31", { payer: "GHSA", feeCents: 9900 });

    const before = await pay(person, 2025);
    expect(before).toMatchObject({ year: 2025, feesCents: 20000, travelCents: 500, paidCents: 0, unpaidCents: 20000 });
    // Round trips: 4 games × 20 miles at 70¢ (IRS Notice 2025-5).
    expect(before).toMatchObject({ miles: 80, mileageRateCents: 70, mileageDeductionCents: 5600 });
    expect(before.byPayer).toEqual([
      {
        payer: "Region 7",
        feesCents: 14500,
        paidCents: 0,
        receivedCents: 0,
        games: 2,
        reportedCents: null,
        cardProcessor: false,
      },
      {
        payer: "GHSA",
        feesCents: 5500,
        paidCents: 0,
        receivedCents: 0,
        games: 2,
        reportedCents: null,
        cardProcessor: false,
      },
    ]);

    const marked = await api("/api/games/pay/paid", {
      body: { gameIds: [a.id, b.id, crypto.randomUUID()], paidOn: "2025-12-20" },
      ...as(person),
    });
    expect(await json(marked)).toEqual({ games: 2, cents: 14500 });
    const after = await pay(person, 2025);
    expect(after).toMatchObject({ paidCents: 14500, unpaidCents: 5500 });
    expect(after.byMonth).toEqual([{ month: "2025-12", paidCents: 14500 }]);
    expect(after.games.find((row) => row.gameId === c.id)).toMatchObject({
      feeCents: 5500,
      miles: 20,
      deductionCents: 1400,
    });

    await setYearMileageRate({ db }, person.id, 2025, 600);
    await addExpense({ db }, person.id, { year: 2025, label: "Whistle", amountCents: 1299 });
    expect(await pay(person, 2025)).toMatchObject({
      mileageRateCents: 60,
      mileageDeductionCents: 4800,
      expensesCents: 1299,
    });
  });

  it("counts 2022's two standard rates each on its own half of the year", async () => {
    const person = await signIn();
    const arena = await createArena();
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: noon("2022-03-01"), enteredMiles: 50 });
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: noon("2022-09-01"), enteredMiles: 50 });
    // 100 miles at 58.5¢ and 100 at 62.5¢.
    expect(await pay(person, 2022)).toMatchObject({ miles: 200, mileageRateCents: null, mileageDeductionCents: 12100 });
  });

  it("shows no one else's games, and refuses a bad year or an empty list", async () => {
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const game = await createGame({
      userId: owner.id,
      arenaId: (await createArena()).id,
      tipoffAt: noon("2025-06-01"),
      feeCents: 5000,
    });
    expect((await pay(other, 2025)).games).toEqual([]);
    const marked = await api("/api/games/pay/paid", {
      body: { gameIds: [game.id], paidOn: "2025-07-01" },
      ...as(other),
    });
    expect(await json(marked)).toEqual({ games: 0, cents: 0 });
    expect((await pay(owner, 2025)).paidCents).toBe(0);

    for (const year of ["1999", "20x5", "2025.5"]) {
      const response = await api(`/api/games/pay?year=${year}`, as(owner));
      expect(response.status).toBe(400);
      expect((await json<ErrorJson>(response)).error.message).toBe(PAY_TEXT.yearInvalid);
    }
    const empty = await api("/api/games/pay/paid", { body: { gameIds: [], paidOn: "2025-07-01" }, ...as(owner) });
    expect(empty.status).toBe(400);
    expect((await json<ErrorJson>(empty)).error.message).toBe(PAY_TEXT.chooseGames);
    expect((await api("/api/games/pay", {})).status).toBe(401);
  });
});

describe("removed with the account", () => {
  it("deletes the person's rates, tax years and expenses with them", async () => {
    const person = await signIn();
    await saveRates({ db }, person.id, [{ payer: "GHSA", level: "", feeCents: 5000 }]);
    await setYearMileageRate({ db }, person.id, 2025, 650);
    await addExpense({ db }, person.id, { year: 2025, label: "Shoes", amountCents: 8999 });
    await db.delete(users).where(eq(users.id, person.id));
    for (const table of [payRates, taxYears, taxExpenses]) {
      expect(await db.select().from(table).where(eq(table.userId, person.id))).toEqual([]);
    }
  });
});

describe("POST /api/games/pay/schedule", () => {
  it("gives the pasted fees to the caller's games, and refuses an empty or oversized paste with its message", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Paste Gym ${unique()}` });
    // 7:00 PM in Chicago on Oct 1, 2026 is midnight UTC the next day.
    const game = await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: new Date("2026-10-02T00:00:00Z") });
    const paste = (text: string) =>
      api("/api/games/pay/schedule", { body: text, ...as(person), headers: { "content-type": "text/plain" } });
    const row = [
      "77",
      "106016",
      "Referee",
      "10/1/2026 Thu",
      "7:00 PM",
      "Varsity",
      arena.name,
      "North",
      "South",
      "$62.50",
      "Accepted",
    ];
    const answered = await paste(row.join("\t"));
    expect(answered.status).toBe(200);
    expect(await json(answered)).toEqual({ updated: 1, created: 0, waiting: 0, ignored: 0 });
    const [saved] = await db
      .select({ feeCents: games.feeCents, feeSource: games.feeSource })
      .from(games)
      .where(eq(games.id, game.id));
    expect(saved).toEqual({ feeCents: 6250, feeSource: "assignment" });

    for (const [text, message] of [
      ["", PAY_TEXT.pasteEmpty],
      ["Game\tDate", PAY_TEXT.pasteNothing],
      ["x".repeat(60_001), PAY_TEXT.pasteTooLarge],
    ] as const) {
      const refused = await paste(text);
      expect(refused.status).toBe(400);
      expect((await json<ErrorJson>(refused)).error.message).toBe(message);
    }
  });
});
