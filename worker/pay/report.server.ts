import { and, asc, eq } from "drizzle-orm";
import { calendarYear } from "../../core/games/mileage-period";
import { localDateTime } from "../../core/games/zoned-time";
import { standardRatesOfYear } from "../../core/pay/mileage-rates";
import { grossCents, type PayerTotal, type PayGame, type PayReport } from "../../core/pay/pay-report";
import { taxExpenses, taxYears } from "../db/schema.server";
import { lostArenaOf } from "../games/game.server";
import type { GameDeps } from "../games/games.server";
import { mileageOf, periodGames } from "../games/mileage.server";
import { getPreferences } from "../games/preferences.server";

/** The person's own figures for a year: their mileage rate (tenths of a cent) and 1099 totals. */
export async function taxYearOf(deps: Pick<GameDeps, "db">, userId: string, year: number) {
  const [row] = await deps.db
    .select({ mileageRateMills: taxYears.mileageRateMills, reported: taxYears.reported })
    .from(taxYears)
    .where(and(eq(taxYears.userId, userId), eq(taxYears.year, year)))
    .limit(1);
  return { mileageRateMills: row?.mileageRateMills ?? null, reported: row?.reported ?? [] };
}

/**
 * A year of pay: each game of the year (by its date at its arena; cancelled games and games on hold
 * left out) with its fee, payer and paid date; totals by payer and by month paid; and the tax year:
 * the mileage report's miles for the calendar year at the year's standard rate (or the person's
 * own), and the expenses typed. The games are read once, as the mileage report reads them.
 */
export async function payReport(deps: Pick<GameDeps, "db" | "now">, userId: string, year: number): Promise<PayReport> {
  const period = calendarYear(year);
  const [rows, preferences, own, expenses] = await Promise.all([
    periodGames(deps, userId, period),
    getPreferences(deps, userId),
    taxYearOf(deps, userId, year),
    deps.db
      .select({ id: taxExpenses.id, label: taxExpenses.label, amountCents: taxExpenses.amountCents })
      .from(taxExpenses)
      .where(and(eq(taxExpenses.userId, userId), eq(taxExpenses.year, year)))
      .orderBy(asc(taxExpenses.createdAt), asc(taxExpenses.id)),
  ]);
  const mileage = mileageOf(rows, preferences, period);
  const milesOf = new Map(mileage.games.map((game) => [game.gameId, game.miles]));
  const standard = standardRatesOfYear(year);
  const rates =
    own.mileageRateMills === null ? standard : [{ from: period.from, mills: own.mileageRateMills, source: "" }];
  const millsOn = (date: string) => rates.findLast((rate) => rate.from <= date)?.mills ?? 0;
  const now = deps.now();

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

  const reported = new Map(own.reported.map((entry) => [entry.payer, entry.cents]));
  const byPayer = new Map<string, PayerTotal>();
  const byMonth = new Map<string, number>();
  let feesCents = 0;
  let travelCents = 0;
  let paidCents = 0;
  let unpaidCents = 0;
  for (const game of games) {
    const gross = grossCents(game);
    feesCents += gross;
    travelCents += game.travelCents ?? 0;
    if (game.paidOn !== null) {
      paidCents += gross;
      const month = game.paidOn.slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + gross);
    } else if (game.played) unpaidCents += gross;
    if (game.payer === null) continue;
    const total = byPayer.get(game.payer) ?? {
      payer: game.payer,
      feesCents: 0,
      paidCents: 0,
      games: 0,
      reportedCents: reported.get(game.payer) ?? null,
    };
    total.feesCents += gross;
    total.paidCents += game.paidOn === null ? 0 : gross;
    total.games += 1;
    byPayer.set(game.payer, total);
  }
  // A 1099 typed for a payer with no game this year still shows, so its difference is seen.
  for (const [payer, cents] of reported) {
    if (!byPayer.has(payer)) byPayer.set(payer, { payer, feesCents: 0, paidCents: 0, games: 0, reportedCents: cents });
  }
  const expensesCents = expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
  const single = rates.length === 1 ? rates[0] : undefined;
  return {
    year,
    feesCents,
    travelCents,
    paidCents,
    unpaidCents,
    byPayer: [...byPayer.values()].sort((a, b) => b.feesCents - a.feesCents || a.payer.localeCompare(b.payer)),
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, cents]) => ({ month, paidCents: cents })),
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
