import { MAX_CENTS, parseCents } from "../pay/money";
import { PAY_LIMITS } from "../pay/pay-limits";
import { PAY_TEXT } from "../pay/pay-text";
import { type PayRate, parseRates } from "../pay/rates";
import { z } from "../zod";
import { isCalendarDate } from "./calendar-date";
import { optionalTextField, textField } from "./fields";
import { sanitizeText } from "./sanitize";

const T = PAY_TEXT;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const PAID_ON_FIRST = `${PAY_LIMITS.firstYear}-01-01`;
const PAID_ON_LAST = `${PAY_LIMITS.lastYear}-12-31`;
const emptyIsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Whole cents, as the API sends them; null: none. */
export const CentsSchema = z.int({ error: T.feeRange }).min(0, T.feeRange).max(MAX_CENTS, T.feeRange).nullable();

/** Dollars as a form sends them ("65", "$65.00", "1,234.50"); empty is null. */
export const DollarsFieldSchema = z.preprocess(
  emptyIsNull,
  z
    .string({ error: T.amountInvalid })
    .transform((text, ctx) => {
      const cents = parseCents(text);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: T.amountInvalid });
        return z.NEVER;
      }
      return cents;
    })
    .nullable(),
);

/** The assigner or organisation that pays; empty is none. */
export const PayerSchema = optionalTextField(T.payerLabel, PAY_LIMITS.payerMax);

/** The day a game was paid, YYYY-MM-DD; empty (or null) is not paid. */
export const PaidOnSchema = z.preprocess(
  emptyIsNull,
  z
    .string({ error: T.paidOnInvalid })
    .trim()
    .regex(DATE_PATTERN, T.paidOnInvalid)
    .refine(isCalendarDate, T.paidOnInvalid)
    // The same years the pay page shows: a date outside them could never be seen again.
    .refine((date) => date >= PAID_ON_FIRST && date <= PAID_ON_LAST, T.paidOnRange)
    .nullable(),
);

/** The pay fields of PATCH /api/games/{id}; each left out stays as it is. */
export const GamePayChangeSchema = z.object({
  feeCents: CentsSchema.optional(),
  travelCents: CentsSchema.optional(),
  payer: PayerSchema.optional(),
  paidOn: PaidOnSchema.optional(),
});
export type GamePayChange = z.infer<typeof GamePayChangeSchema>;

/** The edit page's pay form: every field sent, amounts in dollars. */
export const GamePayFormSchema = z.object({
  fee: DollarsFieldSchema,
  travel: DollarsFieldSchema,
  payer: PayerSchema,
  paidOn: PaidOnSchema,
});

/** Several games marked paid on one day (or, with null, not paid): one payment, one cheque. */
export const MarkPaidSchema = z.object({
  gameIds: z
    .array(z.string().max(100), { error: T.chooseGames })
    .min(1, T.chooseGames)
    .max(PAY_LIMITS.markMax, T.tooManyGames),
  paidOn: PaidOnSchema,
});
export type MarkPaidInput = z.infer<typeof MarkPaidSchema>;

const YearSchema = z.coerce
  .number({ error: T.yearInvalid })
  .int(T.yearInvalid)
  .min(PAY_LIMITS.firstYear, T.yearInvalid)
  .max(PAY_LIMITS.lastYear, T.yearInvalid);

/** `?year=YYYY`; left out (or empty): the caller's default, this calendar year. */
export const PayYearQuerySchema = z.object({
  year: z.preprocess((value) => (value === "" || value === null ? undefined : value), YearSchema.optional()),
});

/** The rates box: bounded before it is read, then read line by line. */
export const RatesFormSchema = z.object({
  rates: z
    .preprocess((value) => (value === undefined || value === null ? "" : value), z.string())
    .refine((text) => text.length <= PAY_LIMITS.ratesTextMax, T.ratesTooLong)
    .refine((text) => text.split("\n").length <= PAY_LIMITS.ratesLinesMax, T.ratesTooLong)
    // Stored payer names are clean for every reader, as every other typed text is.
    .transform(sanitizeText)
    .transform((text, ctx): PayRate[] => {
      const read = parseRates(text);
      if (read.ok) return read.rates;
      ctx.addIssue({ code: "custom", message: T.ratesProblem(read.line, read.problem) });
      return z.NEVER;
    }),
});

/** A year's own mileage rate in dollars, kept in tenths of a cent; empty: the standard rate. */
export const TaxRateFormSchema = z.object({
  year: YearSchema,
  rate: z.preprocess(
    emptyIsNull,
    z
      .string({ error: T.rateInvalid })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,3})?$/, T.rateInvalid)
      .transform((text) => Math.round(Number(text) * 1000))
      .pipe(z.int().max(PAY_LIMITS.rateMaxMills, T.rateInvalid))
      .nullable(),
  ),
});

export const ExpenseFormSchema = z.object({
  year: YearSchema,
  label: textField(T.expenseLabel, { max: PAY_LIMITS.expenseLabelMax, required: false }).refine(
    (label) => label.length > 0,
    T.expenseLabelRequired,
  ),
  amount: DollarsFieldSchema.pipe(z.int({ error: T.amountInvalid })),
});

/** Each payer's 1099 total: parallel lists as the form sends them; an empty amount clears it. */
export const ReportedFormSchema = z.object({
  year: YearSchema,
  // A 1099's payer is held to the limit of every payer field; empty is a row left blank.
  payers: z.array(textField(T.payerLabel, { max: PAY_LIMITS.payerMax, required: false })).max(200),
  amounts: z.array(DollarsFieldSchema).max(200),
  /** The payers ticked as paid through a card processor (1099-K). */
  cardProcessors: z.array(z.string().max(PAY_LIMITS.payerMax * 4)).max(200),
});
