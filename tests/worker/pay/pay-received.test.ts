import { beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "~/core/pay/money";
import { PAY_TEXT } from "~/core/pay/pay-text";
import type { games } from "~/worker/db/schema.server";
import { setReportedTotals } from "~/worker/pay/tax-year.server";
import {
  api,
  createArena,
  createGame,
  db,
  expectText,
  json,
  loadApp,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const T = PAY_TEXT;
const DAY_MS = 86_400_000;
const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });
/** A game at noon in Chicago: its date is the same at the arena and in UTC. */
const noon = (date: string) => new Date(`${date}T18:00:00Z`);
/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

type PayerJson = {
  payer: string;
  feesCents: number;
  paidCents: number;
  receivedCents: number;
  games: number;
  reportedCents: number | null;
  cardProcessor: boolean;
};
type PayJson = {
  year: number;
  feesCents: number;
  receivedCents: number;
  unpaidCents: number;
  comingCents: number;
  years: number[];
  byPayer: PayerJson[];
  byMonth: Array<{ month: string; paidCents: number }>;
};

async function pay(person: SignedIn, year?: number) {
  const response = await api(`/api/games/pay${year === undefined ? "" : `?year=${year}`}`, as(person));
  expect(response.status).toBe(200);
  return json<PayJson>(response);
}

async function page(person: SignedIn, path: string) {
  const response = await request(path, { headers: { cookie: person.cookie } });
  return { status: response.status, text: await response.text() };
}

async function gamesOf(person: SignedIn) {
  const arena = await createArena();
  return (at: Date, values: Omit<Partial<typeof games.$inferInsert>, "arenaId">) =>
    createGame({ userId: person.id, arenaId: arena.id, tipoffAt: at, ...values });
}

beforeAll(async () => {
  await loadApp();
}, 120_000);

describe("earned by the game's date, received by the day paid", () => {
  it("counts a December game paid in January in the next year's received, the first year's fees", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    await game(noon("2025-12-20"), { payer: "Region 7", feeCents: 6500, travelCents: 500, paidOn: "2026-01-09" });
    await game(noon("2025-11-02"), { payer: "Region 7", feeCents: 6000, paidOn: "2025-11-30" });

    const first = await pay(person, 2025);
    expect(first).toMatchObject({ feesCents: 13000, receivedCents: 6000 });
    expect(first.byPayer).toEqual([
      expect.objectContaining({ payer: "Region 7", feesCents: 13000, paidCents: 13000, receivedCents: 6000, games: 2 }),
    ]);
    const next = await pay(person, 2026);
    expect(next).toMatchObject({ feesCents: 0, receivedCents: 7000 });
    expect(next.byPayer).toEqual([
      expect.objectContaining({ payer: "Region 7", feesCents: 0, receivedCents: 7000, games: 0 }),
    ]);
    expect(next.byMonth).toEqual([{ month: "2026-01", paidCents: 7000 }]);

    // The 1099 check compares with what was received, and the page says which one a 1099 reports.
    await setReportedTotals({ db }, person.id, 2026, [{ payer: "Region 7", cents: 7000 }]);
    const { text } = await page(person, "/games/pay?year=2026");
    expectText(text, html(T.receivedNote));
    expectText(text, html(T.earned));
    expectText(text, html(T.received));
    expect(text).not.toContain("pay-difference");
    await setReportedTotals({ db }, person.id, 2026, [{ payer: "Region 7", cents: 7500 }]);
    expectText((await page(person, "/games/pay?year=2026")).text, html(T.differenceNote(formatCents(500))));

    const csv = await page(person, "/games/pay.csv?year=2026");
    expect(csv.text).toContain(`${T.csvReceived(2026)},,,,,,,,,70.00`);
  });

  it("flags a payer paid through a card processor, saved from the page's form", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    await game(noon("2025-03-01"), { payer: "GoPay League", feeCents: 5000, paidOn: "2025-03-05" });
    await game(noon("2025-03-02"), { payer: "Region 7", feeCents: 6000, paidOn: "2025-03-05" });
    const saved = await request("/games/pay", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams([
        ["intent", "reported"],
        ["year", "2025"],
        ["payer", "GoPay League"],
        ["reported", ""],
        ["cardProcessor", "GoPay League"],
        ["payer", "Region 7"],
        ["reported", "60"],
      ]),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: person.cookie },
    });
    expect(saved.status).toBe(302);
    const report = await pay(person, 2025);
    expect(
      report.byPayer.map(({ payer, cardProcessor, reportedCents }) => ({ payer, cardProcessor, reportedCents })),
    ).toEqual([
      { payer: "Region 7", cardProcessor: false, reportedCents: 6000 },
      { payer: "GoPay League", cardProcessor: true, reportedCents: null },
    ]);
    const { text } = await page(person, "/games/pay?year=2025");
    expectText(text, html(T.cardProcessorNote));
    expectText(text, html(T.cardProcessorLabel("GoPay League")));
  });
});

describe("what a new official tripped on", () => {
  it("offers every year with games or payments, and this year", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    const thisYear = new Date().getUTCFullYear();
    await game(noon(`${thisYear + 1}-02-03`), { payer: "Region 7", feeCents: 5000 });
    await game(noon("2023-12-10"), { payer: "Region 7", feeCents: 5000, paidOn: "2024-01-05" });
    await game(noon("2022-05-01"), { payer: "Region 7", feeCents: 5000, status: "cancelled" });
    const { years } = await pay(person);
    expect(years).toEqual([thisYear + 1, thisYear, 2024, 2023]);
    const { text } = await page(person, `/games/pay?year=${thisYear}`);
    for (const year of years) expect(text).toContain(`href="/games/pay?year=${year}"`);
  });

  it("tells what is owed now from what is still to come, each with its total", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    const year = new Date().getUTCFullYear();
    const now = Date.now();
    // Games inside this calendar year, one before now and two after (within a day either side).
    const past = new Date(Math.max(now - DAY_MS / 2, Date.UTC(year, 0, 1, 12)));
    const future = new Date(Math.min(now + DAY_MS / 2, Date.UTC(year, 11, 31, 12)));
    await game(past, { payer: "Region 7", feeCents: 6000 });
    await game(future, { payer: "Region 7", feeCents: 5000 });
    await game(new Date(future.getTime() + 60_000), { payer: "Region 7", feeCents: 4000, travelCents: 1000 });
    const report = await pay(person, year);
    expect(report).toMatchObject({ unpaidCents: 6000, comingCents: 10000 });
    const { text } = await page(person, `/games/pay?year=${year}`);
    expectText(text, html(T.owedNow(1, "$60.00")));
    expectText(text, html(T.comingLater(2, "$100.00")));
    expect(text).not.toContain(html(T.owedEmpty));
  });

  it("shows a payer once whatever its case and spaces, by its first spelling", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    await game(noon("2025-04-01"), { payer: "Arbiter Group", feeCents: 5000 });
    await game(noon("2025-04-02"), { payer: "arbiter  group ", feeCents: 4000, paidOn: "2025-04-10" });
    const { byPayer } = await pay(person, 2025);
    expect(byPayer).toEqual([
      expect.objectContaining({ payer: "Arbiter Group", feesCents: 9000, receivedCents: 4000, games: 2 }),
    ]);
  });

  it("points out games with no fee and links to the rates form, singular and plural", async () => {
    const person = await signIn();
    const game = await gamesOf(person);
    for (const day of ["01", "02", "03"]) await game(noon(`2025-05-${day}`), { payer: "Arbiter Group" });
    await game(noon("2025-05-04"), { payer: "GHSA" });
    expect(T.noFeePointer(3, "Arbiter Group")).toBe("3 games have no fee: set a rate for Arbiter Group");
    expect(T.noFeePointer(1, "GHSA")).toBe("1 game has no fee: set a rate for GHSA");
    const { text } = await page(person, "/games/pay?year=2025");
    expectText(text, html(T.noFeePointer(3, "Arbiter Group")));
    expectText(text, html(T.noFeePointer(1, "GHSA")));
    expect(text).toContain('href="#rates-title"');
    expect(text).toContain('id="rates-title"');
  });
});
