// The pay report's shape, as the page, the CSV, the JSON answer and the service share it.
import type { FeeSource } from "../domain";

export type PayGame = {
  gameId: string;
  /** The game's date at its arena, YYYY-MM-DD. */
  date: string;
  payer: string | null;
  level: string | null;
  arenaName: string;
  /** The fee in whole cents; null when neither the assignment, a rate nor the person gave one. */
  feeCents: number | null;
  feeSource: FeeSource | null;
  travelCents: number | null;
  paidOn: string | null;
  /** Tipped off before the report was made: its fee is owed until marked paid. */
  played: boolean;
  /** The trip as the mileage report counts it; null when not driven or without a start. */
  miles: number | null;
  /** miles × the year's rate on the game's date, in whole cents. */
  deductionCents: number | null;
};

export type PayerTotal = {
  payer: string;
  /** Fees and travel pay of the payer's games in the year: what was earned. */
  feesCents: number;
  paidCents: number;
  /** What the payer paid in the year by the day paid, whatever the game's date: what a 1099 reports. */
  receivedCents: number;
  games: number;
  /** Paid through a card processor: the same money may also be on the processor's 1099-K. */
  cardProcessor: boolean;
  /** The total the person typed from the payer's 1099; null when none. */
  reportedCents: number | null;
};

export type PayReport = {
  year: number;
  /** Fees and travel pay of the year's games (gross, as a 1099 counts them). */
  feesCents: number;
  travelCents: number;
  paidCents: number;
  /** Games already played with a fee, not marked paid. */
  unpaidCents: number;
  /** Games still to come with a fee, not marked paid. */
  comingCents: number;
  /** Paid in the year by the day paid, whatever the game's date (a December game paid in January counts in January). */
  receivedCents: number;
  /** Every year with a game or a payment, and this year, newest first. */
  years: number[];
  byPayer: PayerTotal[];
  /** Paid amounts by the month they were paid, "YYYY-MM", oldest first. */
  byMonth: Array<{ month: string; paidCents: number }>;
  games: PayGame[];
  miles: number;
  /** The rate for the whole year in cents a mile (65.5); null when the year has two (2022) or none. */
  mileageRateCents: number | null;
  /** Every rate that applies in the year, from the day it applies, and where it comes from. */
  mileageRates: Array<{ from: string; mills: number; source: string }>;
  /** The person set their own rate for the year. */
  ownMileageRate: boolean;
  mileageDeductionCents: number;
  expenses: Array<{ id: string; label: string; amountCents: number }>;
  expensesCents: number;
};

/** Games played and not paid that have a fee, oldest first: what the payers still owe. */
export const owedGames = (report: PayReport): PayGame[] =>
  report.games.filter((game) => game.played && game.paidOn === null && game.feeCents !== null);

/** Games still to come with a fee and not paid, soonest first. */
export const comingGames = (report: PayReport): PayGame[] =>
  report.games.filter((game) => !game.played && game.paidOn === null && game.feeCents !== null);

/**
 * A payer's name compared case and spaces aside, so "Arbiter Group" and "arbiter  group " are one
 * payer: people type payers by hand and calendars name them their own way.
 */
export const payerKey = (payer: string): string => payer.trim().replace(/\s+/g, " ").toLowerCase();

/** A game's fee with its travel pay, in cents. */
export const grossCents = (game: Pick<PayGame, "feeCents" | "travelCents">): number =>
  (game.feeCents ?? 0) + (game.travelCents ?? 0);

/** A calendar of the person's and who pays its games: the payer they named, else its name. */
export type SourcePayer = { id: string; label: string; payer: string };
