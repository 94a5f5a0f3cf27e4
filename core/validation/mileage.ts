import { TRIP_COUNTS } from "../domain";
import type { MileagePeriod } from "../games/mileage-period";
import { MILEAGE_LIMITS, MILEAGE_TEXT } from "../games/mileage-text";
import { z } from "../zod";
import { isCalendarDate } from "./calendar-date";

const T = MILEAGE_TEXT;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a number has at most `decimals` decimals (within float noise). */
const hasDecimals = (decimals: number) => (value: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A JSON number, or a form's string; empty (or missing) is null. */
const numberOrNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value.trim() === "" ? null : Number(value.trim());
  return value;
};

const PeriodDateSchema = z
  .string({ error: T.periodDate })
  .trim()
  .regex(DATE_PATTERN, T.periodDate)
  .refine(isCalendarDate, T.periodDate);

/**
 * `?from=&to=`: both (a period) or neither (the caller's default, this calendar year). Empty
 * values count as missing, as a form sends them.
 */
export const MileagePeriodQuerySchema = z
  .object({
    from: z.preprocess((value) => (value === "" ? undefined : value), PeriodDateSchema.optional()),
    to: z.preprocess((value) => (value === "" ? undefined : value), PeriodDateSchema.optional()),
  })
  .transform((query, ctx): MileagePeriod | null => {
    if (query.from === undefined && query.to === undefined) return null;
    if (query.from === undefined || query.to === undefined) {
      ctx.addIssue({ code: "custom", message: T.periodBoth, path: [query.from === undefined ? "from" : "to"] });
      return z.NEVER;
    }
    if (query.from > query.to) {
      ctx.addIssue({ code: "custom", message: T.periodReversed, path: ["to"] });
      return z.NEVER;
    }
    return { from: query.from, to: query.to };
  });

/** A person's one-way figure for a game, to 0.1 mile; null uses the computed miles. */
const EnteredMilesSchema = z.preprocess(
  numberOrNull,
  z
    .number({ error: T.enteredNumber })
    .min(0, T.enteredRange)
    .max(MILEAGE_LIMITS.enteredMilesMax, T.enteredRange)
    .refine(hasDecimals(1), T.enteredStep)
    .nullable(),
);

/** PUT /api/games/{id}/miles: the person's own figure (null: the computed one) and whether they drove. */
export const GameMilesSchema = z.object({
  miles: EnteredMilesSchema,
  notDriven: z.boolean().default(false),
});
export type GameMilesInput = z.infer<typeof GameMilesSchema>;

/** The edit page's miles form: a checkbox sends "on" when ticked and nothing otherwise. */
export const GameMilesFormSchema = z.object({
  miles: EnteredMilesSchema,
  notDriven: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

/** The profile's mileage settings: how trips count, and the rate (empty clears it). */
export const MileageSettingsFormSchema = z.object({
  tripCount: z.enum(TRIP_COUNTS, { error: T.tripChoice }),
  mileageRate: z.preprocess(
    numberOrNull,
    z
      .number({ error: T.rateNumber })
      .min(0, T.rateRange)
      .max(MILEAGE_LIMITS.rateMax, T.rateRange)
      .refine(hasDecimals(3), T.rateStep)
      .nullable(),
  ),
});
