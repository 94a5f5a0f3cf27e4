// No imports: the schema, the validators and the page read these.
/** What is reported after a game: an ejection, or another incident. */
export const REPORT_KINDS = ["ejection", "incident"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Limits of a game report (docs/decisions/239). */
export const REPORT_LIMITS = {
  /** Who was ejected or involved: a name, a number, a role. */
  whoMax: 200,
  /** When in the game: "3rd quarter, 4:12". */
  whenMax: 100,
  ruleMax: 200,
  /** The exact words, as the official remembers them. */
  wordsMax: 2000,
  notesMax: 4000,
  /** Reports one game may hold: a game with more incidents is written up as one. */
  perGame: 10,
  writesPerWindow: 30,
} as const;
