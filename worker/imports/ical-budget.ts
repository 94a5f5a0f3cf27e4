// A bound on the work ical.js's recurrence iterator may do for one calendar file.
//
// The iterator searches for the next date that fits a rule with loops that never end when nothing
// fits (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), and a time zone's rules are expanded from their first
// date (RRULE:FREQ=HOURLY from 1900 is a million dates). Every step of those searches passes through
// one of the methods below, so each step is counted against the budget of the reading in progress,
// and a step past it throws: the event or zone being read is then ignored, and nothing hangs.
import ICAL from "ical.js";

/** Whether the reading in progress has spent its steps (a reading that caught the throw asks this). */
export function stepsSpent(): boolean {
  return stepsLeft < 0;
}

export class StepBudgetExceeded extends Error {
  constructor() {
    super("the calendar's repeat rules need more work than one import may do");
  }
}

/** Steps left for the reading in progress; none is in progress outside `withStepBudget`. */
let stepsLeft = Number.POSITIVE_INFINITY;

type Steppable = Record<string, unknown>;
const iterator = ICAL.RecurIterator.prototype as unknown as Steppable;
// One step of the inner search (every FREQ), of a year's expansion, of a month's advance.
const STEP_METHODS = ["check_contracting_rules", "expand_year_days", "increment_month"] as const;

for (const name of STEP_METHODS) {
  const original = iterator[name];
  // A renamed method after an upgrade would silently lift the bound: fail loudly instead.
  if (typeof original !== "function") throw new Error(`ical.js has no RecurIterator.${name}: check ical-budget.ts`);
  iterator[name] = function countedStep(this: unknown, ...args: unknown[]) {
    stepsLeft -= 1;
    if (stepsLeft < 0) throw new StepBudgetExceeded();
    return (original as (...parameters: unknown[]) => unknown).apply(this, args);
  };
}

/**
 * Runs `read` with at most `steps` iterator steps, and says how many it used. Readings do not nest:
 * a calendar is read synchronously, so no other reading can run in between.
 */
function withStepBudget<Result>(steps: number, read: () => Result): { result: Result; used: number } {
  const outer = stepsLeft;
  stepsLeft = steps;
  try {
    const result = read();
    return { result, used: Math.min(steps, steps - stepsLeft) };
  } finally {
    stepsLeft = outer;
  }
}

/** The steps one file may still take; each reading draws on it, up to a limit of its own. */
export class StepAccount {
  constructor(private left: number) {}

  get remaining(): number {
    return this.left;
  }

  /** Runs `read` with at most `limit` steps (fewer when the file has fewer left); throws past them. */
  run<Result>(limit: number, read: () => Result): Result {
    const granted = Math.max(0, Math.min(limit, this.left));
    try {
      const { result, used } = withStepBudget(granted, read);
      this.left -= used;
      return result;
    } catch (error) {
      if (error instanceof StepBudgetExceeded) this.left -= granted;
      throw error;
    }
  }
}
