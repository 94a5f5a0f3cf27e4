import { and, asc, between, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { calendarYear, currentYear } from "../../core/games/mileage-period";
import { localDateTime } from "../../core/games/zoned-time";
import { standardRatesOfYear } from "../../core/pay/mileage-rates";
import { PAY_LIMITS } from "../../core/pay/pay-limits";
import { grossCents, type PayerTotal, type PayGame, type PayReport, payerKey } from "../../core/pay/pay-report";
import type { DbCtx } from "../db/client.server";
import { games as gamesTable, taxExpenses, taxYears } from "../db/schema.server";
import { lostArenaOf } from "../games/game.server";
import { mileageOf, periodGames } from "../games/mileage.server";
import { getPreferences } from "../games/preferences.server";
import type { ClockCtx } from "../platform/clock";

/** The person's own figures for a year: their mileage rate (tenths of a cent) and 1099 totals. */
export async function taxYearOf(ctx: DbCtx, userId: string, year: number) {
  const [row] = await ctx.db
    .select({ mileageRateMills: taxYears.mileageRateMills, reported: taxYears.reported })
    .from(taxYears)
    .where(and(eq(taxYears.userId, userId), eq(taxYears.year, year)))
    .limit(1);
  return { mileageRateMills: row?.mileageRateMills ?? null, reported: row?.reported ?? [] };
}

const COUNTED = notInArray(gamesTable.status, ["cancelled", "removed"]);

/** What was paid in the year by the day paid, whatever the game's date: what a payer's 1099 reports. */
function paidInYear(ctx: DbCtx, userId: string, year: number) {
  return ctx.db
    .select({
      payer: gamesTable.payer,
      paidOn: gamesTable.paidOn,
      feeCents: gamesTable.feeCents,
      travelCents: gamesTable.travelCents,
    })
    .from(gamesTable)
    .where(and(eq(gamesTable.userId, userId), COUNTED, between(gamesTable.paidOn, `${year}-01-01`, `${year}-12-31`)));
}

/**
 * Every year with a game or a payment, and this year, newest first, within the years the page
 * takes. A game's year is read on UTC's clock here: the list only offers years to pick.
 */
export async function payYears(ctx: DbCtx & ClockCtx, userId: string): Promise<number[]> {
  const mine = and(eq(gamesTable.userId, userId), COUNTED);
  const [played, paid] = await Promise.all([
    ctx.db
      .selectDistinct({ year: sql<string>`strftime('%Y', ${gamesTable.tipoffAt} / 1000, 'unixepoch')` })
      .from(gamesTable)
      .where(mine),
    ctx.db
      .selectDistinct({ year: sql<string>`substr(${gamesTable.paidOn}, 1, 4)` })
      .from(gamesTable)
      .where(and(mine, isNotNull(gamesTable.paidOn))),
  ]);
  const years = new Set([currentYear(ctx.now()), ...[...played, ...paid].map((row) => Number(row.year))]);
  return [...years]
    .filter((year) => Number.isInteger(year) && year >= PAY_LIMITS.firstYear && year <= PAY_LIMITS.lastYear)
    .sort((a, b) => b - a);
}

/**
 * A year of pay: each game of the year (by its date at its arena; cancelled games and games on hold
 * left out) with its fee, payer and paid date; totals by payer and by month paid; and the tax year:
 * the mileage report's miles for the calendar year at the year's standard rate (or the person's
 * own), and the expenses typed. The games are read once, as the mileage report reads them.
 */
export async function payReport(ctx: DbCtx & ClockCtx, userId: string, year: number): Promise<PayReport> {
  const period = calendarYear(year);
  const [rows, preferences, own, expenses, paidRows, years] = await Promise.all([
    periodGames(ctx, userId, period),
    getPreferences(ctx, userId),
    taxYearOf(ctx, userId, year),
    ctx.db
      .select({ id: taxExpenses.id, label: taxExpenses.label, amountCents: taxExpenses.amountCents })
      .from(taxExpenses)
      .where(and(eq(taxExpenses.userId, userId), eq(taxExpenses.year, year)))
      .orderBy(asc(taxExpenses.createdAt), asc(taxExpenses.id)),
    paidInYear(ctx, userId, year),
    payYears(ctx, userId),
  ]);
  const mileage = mileageOf(rows, preferences, period);
  const milesOf = new Map(mileage.games.map((game) => [game.gameId, game.miles]));
  const standard = standardRatesOfYear(year);
  const rates =
    own.mileageRateMills === null ? standard : [{ from: period.from, mills: own.mileageRateMills, source: "" }];
  const millsOn = (date: string) => rates.findLast((rate) => rate.from <= date)?.mills ?? 0;
  const now = ctx.now();

  const games: PayGame[] = [];
  let deductionHundredths = 0;
  for (const { game, arena } of rows) {
    const date = localDateTime(game.tipoffAt.getTime(), game.timeZone).date;
    if (date < period.from || date > period.to) continue;
    const miles = milesOf.get(game.id) ?? null;
    // Tenths of a mile × tenths of a cent a mile = hundredths of a cent, summed exactly.
    const hundredths = miles === null ? 0 : Math.round(miles * 10) * millsOn(date);
    deductionHundredths += hundredths;
    games.push({
      gameId: game.id,
      date,
      payer: game.payer,
      level: game.level,
      arenaName: (arena ?? lostArenaOf(game)).name,
      feeCents: game.feeCents,
      feeSource: game.feeSource,
      travelCents: game.travelCents,
      paidOn: game.paidOn,
      played: game.tipoffAt.getTime() < now,
      miles,
      deductionCents: miles === null ? null : Math.round(hundredths / 100),
    });
  }

  const { byPayer, byMonth, totals } = payTotals(games, paidRows, own.reported);
  const expensesCents = expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
  const single = rates.length === 1 ? rates[0] : undefined;
  return {
    year,
    ...totals,
    years,
    byPayer,
    byMonth,
    games,
    miles: mileage.totalMiles,
    mileageRateCents: single ? single.mills / 10 : null,
    mileageRates: rates,
    ownMileageRate: own.mileageRateMills !== null,
    mileageDeductionCents: Math.round(deductionHundredths / 100),
    expenses,
    expensesCents,
  };
}

type PaidRow = { payer: string | null; paidOn: string | null; feeCents: number | null; travelCents: number | null };
type Reported = Array<{ payer: string; cents: number | null; cardProcessor?: boolean }>;

/**
 * The year's totals: earned by the games of the year, received by the payments of the year. Payers
 * are one whatever their case and spaces, shown by the first spelling met.
 */
function payTotals(games: PayGame[], paidRows: PaidRow[], reported: Reported) {
  const totals = { feesCents: 0, travelCents: 0, paidCents: 0, unpaidCents: 0, comingCents: 0, receivedCents: 0 };
  const byPayer = new Map<string, PayerTotal>();
  const payerOf = (payer: string) => {
    const key = payerKey(payer);
    const found = byPayer.get(key);
    if (found) return found;
    const total: PayerTotal = {
      payer: payer.trim(),
      feesCents: 0,
      paidCents: 0,
      receivedCents: 0,
      games: 0,
      reportedCents: null,
      cardProcessor: false,
    };
    byPayer.set(key, total);
    return total;
  };
  for (const game of games) {
    const gross = grossCents(game);
    totals.feesCents += gross;
    totals.travelCents += game.travelCents ?? 0;
    if (game.paidOn !== null) totals.paidCents += gross;
    else if (game.played) totals.unpaidCents += gross;
    else totals.comingCents += gross;
    if (game.payer === null || game.payer.trim() === "") continue;
    const total = payerOf(game.payer);
    total.feesCents += gross;
    total.paidCents += game.paidOn === null ? 0 : gross;
    total.games += 1;
  }
  const byMonth = new Map<string, number>();
  for (const row of paidRows) {
    const gross = grossCents(row);
    totals.receivedCents += gross;
    const month = (row.paidOn ?? "").slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + gross);
    if (row.payer !== null && row.payer.trim() !== "") payerOf(row.payer).receivedCents += gross;
  }
  // A 1099 typed for a payer with no game this year still shows, so its difference is seen.
  for (const entry of reported) {
    const total = payerOf(entry.payer);
    total.reportedCents = entry.cents;
    total.cardProcessor = entry.cardProcessor === true;
  }
  return {
    totals,
    byPayer: [...byPayer.values()].sort(
      (a, b) => b.feesCents - a.feesCents || b.receivedCents - a.receivedCents || a.payer.localeCompare(b.payer),
    ),
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, cents]) => ({ month, paidCents: cents })),
  };
}
