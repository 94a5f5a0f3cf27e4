// Every text the pay page, its CSV, a game's pay form and the pay API's refusals show, once. No
// imports but the limits: the schemas and pages both read it.
import { GAME_SECTION_LABELS } from "../games/section-labels.ts";
import { PAY_LIMITS } from "./pay-limits.ts";

export const PAY_TEXT = {
  navLabel: GAME_SECTION_LABELS.pay,
  pageTitle: "Pay",
  lead: "What each game pays, who still owes you, and your tax year: fees, miles and expenses.",
  loginRequired: "You must be logged in to see your pay",
  yearLegend: "Year",
  yearLabel: "Tax year",
  showButton: "Show",
  yearInvalid: `Choose a year from ${PAY_LIMITS.firstYear} to ${PAY_LIMITS.lastYear}`,

  // The totals.
  summaryTitle: (year: number) => `${year} at a glance`,
  fees: "Fees",
  coming: "Still to come",
  paid: "Paid",
  unpaid: "Not paid yet",
  travel: "Travel pay",

  // Owed: the unpaid games, oldest first.
  owedTitle: "Not paid yet",
  owedLead: "Games played and not marked paid, oldest first. Tick the games a payment covers.",
  owedCaption: "Games not paid yet",
  owedEmpty: "Nothing owed: every game played with a fee is marked paid.",
  owedNow: (count: number, cents: string) =>
    `Owed now: ${cents} for ${count === 1 ? "1 game" : `${count} games`} played and not paid.`,
  comingLater: (count: number, cents: string) =>
    `Still to come: ${cents} for ${count === 1 ? "1 game" : `${count} games`} not played yet.`,
  choose: (what: string) => `Choose ${what}`,
  date: "Date",
  payer: "Payer",
  level: "Level",
  game: "Game",
  fee: "Fee",
  paidOn: "Paid on",
  noPayer: "No payer",
  noFee: "No fee",
  paidOnLabel: "Paid on",
  markPaid: "Mark Paid",
  markingPaid: "Saving...",
  markedPaid: (count: number, cents: string) => `${count === 1 ? "1 game" : `${count} games`} marked paid: ${cents}`,
  chooseGames: "Tick at least one game",
  tooManyGames: `Mark at most ${PAY_LIMITS.markMax} games at once`,
  paidOnInvalid: "Enter the date paid as YYYY-MM-DD",
  paidOnRange: `Enter a date paid from ${PAY_LIMITS.firstYear}-01-01 to ${PAY_LIMITS.lastYear}-12-31`,
  paidTitle: "Paid",
  paidCaption: "Games marked paid",
  markUnpaid: "Mark Not Paid",
  markedUnpaid: (count: number) => `${count === 1 ? "1 game" : `${count} games`} marked not paid`,
  noFeePointer: (count: number, payer: string) =>
    `${count === 1 ? "1 game has" : `${count} games have`} no fee: set a rate for ${payer}`,
  noFeeNote: (count: number) =>
    `${count === 1 ? "1 game has" : `${count} games have`} no fee yet: set a rate for the payer below, or type the fee on the game.`,

  // By payer and by month.
  byPayerTitle: "By payer",
  byPayerCaption: "Fees by payer",
  games: "Games",
  owed: "Owed",
  reported: "1099 total",
  difference: "Difference",
  reportedHint: "Type the total on each payer's 1099 to compare it with what you received.",
  earned: "Earned",
  received: "Received",
  receivedNote: "A 1099 reports what you received in the year, by the day paid, not the game's date.",
  cardProcessor: "1099-K",
  cardProcessorLabel: (payer: string) => `Paid through a card processor (1099-K): ${payer}`,
  cardProcessorNote: "Paid through a card processor: the same money may also appear on a 1099-NEC. Count it once.",
  saveReported: "Save 1099 Totals",
  reportedSaved: "1099 totals saved",
  differenceNote: (difference: string) => `The 1099 differs by ${difference} from what you received this year.`,
  byMonthTitle: "Paid by month",
  byMonthCaption: "Payments by month",
  month: "Month",
  byMonthEmpty: "No payments marked this year.",

  // The tax year.
  taxTitle: (year: number) => `Tax year ${year}`,
  taxLead:
    "Fees are gross: travel pay included, as a 1099 counts it. Your deductions are the miles and expenses below.",
  miles: "Miles driven",
  mileageRate: "Mileage rate",
  standardRate: (rate: string, source: string) => `${rate} a mile (${source})`,
  standardRates: (parts: string) => `Standard rates: ${parts}`,
  rateFrom: (rate: string, from: string, source: string) => `${rate} from ${from} (${source})`,
  ownRate: (rate: string) => `${rate} a mile (your rate)`,
  noStandardRate: "No published rate for this year: type your own.",
  mileageDeduction: "Mileage deduction",
  expensesTitle: "Other expenses",
  expensesCaption: "Other expenses",
  expensesEmpty: "No expenses typed for this year.",
  expensesTotal: "Expenses",
  expenseLabel: "What",
  expenseHint: "Uniforms, dues, camps, association fees…",
  expenseAmount: "Amount (dollars)",
  addExpense: "Add Expense",
  expenseAdded: "Expense added",
  removeExpense: (label: string) => `Remove ${label}`,
  remove: "Remove",
  expenseRemoved: "Expense removed",
  expenseNotFound: "That expense is not there any more",
  expenseLabelRequired: "Say what the expense was",
  tooManyExpenses: `At most ${PAY_LIMITS.expensesPerYear} expenses a year`,
  rateTitle: "Your mileage rate for this year",
  rateLabel: "Rate per mile (dollars)",
  rateHint: "Empty: the standard rate. Your profile's rate per mile stays the mileage report's reimbursement rate.",
  saveRate: "Save Rate",
  rateSaved: "Mileage rate saved",
  rateInvalid: `The rate must be a number from 0 to ${PAY_LIMITS.rateMaxMills / 1000}, with at most 3 decimals`,
  total: "Total",
  downloadCsv: "Download CSV",
  csvFileName: (year: number) => `tipoff-pay-${year}.csv`,
  csvHeader: ["Date", "Payer", "Level", "Arena", "Fee", "Travel", "Paid on", "Miles", "Deduction", "Received"],
  csvReceived: (year: number) => `Received in ${year}`,
  arena: "Arena",
  deduction: "Deduction",

  // Amounts typed.
  amountInvalid: "Enter an amount in dollars, like 65 or 65.00",

  // Rates by payer and level.
  ratesTitle: "Your rates",
  ratesLead:
    "One payer a line: the payer, a colon, then each level's fee. A fee without a level is the payer's fee for any other level.",
  ratesLabel: "Rates",
  ratesExample: "GHSA: Varsity $75, JV $55\nRegion 7: $60",
  saveRates: "Save Rates",
  ratesSaved: (filled: number) =>
    filled === 0 ? "Rates saved" : `Rates saved: ${filled === 1 ? "1 game" : `${filled} games`} priced`,
  ratesTooLong: `Keep the rates to ${PAY_LIMITS.ratesTextMax.toLocaleString("en-US")} characters and ${PAY_LIMITS.ratesLinesMax} lines`,
  ratesProblem: (line: number, problem: "payer" | "fee" | "level") =>
    problem === "payer"
      ? `Line ${line}: start with the payer and a colon, like "GHSA: Varsity $75"`
      : problem === "fee"
        ? `Line ${line}: each fee is an amount like $75 or 55.50, after its level`
        : `Line ${line}: keep each level to ${PAY_LIMITS.levelMax} characters`,

  // The calendars' payers.
  sourcesTitle: "Who pays each calendar",
  sourcesLead: "New games from a calendar get its payer; changing it changes the games that still have the old one.",
  saveSourcePayer: "Save Payer",
  sourcePayerLabel: (source: string) => `Payer of ${source}`,
  sourceNotFound: "That calendar is not there any more",
  sourcePayerSaved: (count: number) =>
    `Payer saved${count > 0 ? `: ${count === 1 ? "1 game" : `${count} games`} updated` : ""}`,

  // A game's own pay (the edit page and PATCH).
  gamePayTitle: "Pay",
  feeLabel: "Fee (dollars)",
  feeHint: "A fee you type stays, whatever the assignment or your rates say. Empty: the fee from your rates.",
  travelLabel: "Travel pay (dollars)",
  payerLabel: "Payer",
  payerHint: "The assigner or organisation that pays this game.",
  paidOnGameLabel: "Paid on",
  paidOnHint: "Empty while it is not paid.",
  savePay: "Save Pay",
  savingPay: "Saving...",
  paySaved: "Pay saved",
  feeSources: { assignment: "From the assignment", rate: "From your rates", entered: "Typed" },
  feeRange: "A fee must be whole cents from 0 to $1,000,000",

  // The pasted schedule.
  pasteTitle: "Paste your Arbiter schedule",
  pasteLead:
    "Copy the games on ArbiterSports' schedule page and paste them here: their fees go to the games already on Tipoff (matched by date, time and site), and the others are imported with their fees.",
  pasteLabel: "Schedule",
  pasteButton: "Read Schedule",
  pasteTooLarge: `Paste at most ${PAY_LIMITS.pasteMaxChars.toLocaleString("en-US")} characters and ${PAY_LIMITS.pasteMaxLines.toLocaleString("en-US")} lines at once`,
  pasteEmpty: "Paste the games copied from the schedule page",
  pasteNothing: "No games found in the text: copy the rows of the schedule, from the game number to the status",
  pasteResult: ({
    updated,
    created,
    waiting,
    ignored,
  }: {
    updated: number;
    created: number;
    waiting: number;
    ignored: number;
  }) =>
    [
      `${updated === 1 ? "1 game" : `${updated} games`} given their fees`,
      created > 0 ? `${created === 1 ? "1 new game" : `${created} new games`} imported` : "",
      waiting > 0 ? `${waiting === 1 ? "1 waits" : `${waiting} wait`} for you to say which gym (Import games)` : "",
      ignored > 0 ? `${ignored} not imported (too long ago, too far ahead or over the limit)` : "",
    ]
      .filter(Boolean)
      .join("; "),
} as const;
