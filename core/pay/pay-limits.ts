// Limits of what a person types about pay; read by the schemas, the parsers and the texts.

export const PAY_LIMITS = {
  payerMax: 80,
  levelMax: 60,
  /** The rates box: at most this many characters and payers (one a line). */
  ratesTextMax: 4000,
  ratesLinesMax: 50,
  /** Games marked paid (or not) in one go: a season's worth. */
  markMax: 500,
  expenseLabelMax: 80,
  expensesPerYear: 100,
  /** Dollars per mile typed for a year, up to $2.000 (tenths of a cent). */
  rateMaxMills: 2000,
  /**
   * The pasted schedule: 60,000 characters (about 400 games) and 1,000 lines, so the form's body,
   * percent-encoded, stays under the Worker's 256 KB limit on any request.
   */
  pasteMaxChars: 60_000,
  pasteMaxLines: 1000,
  /** Tax years a person can look at: from the first with a published rate to a few ahead. */
  firstYear: 2020,
  lastYear: 2100,
} as const;
