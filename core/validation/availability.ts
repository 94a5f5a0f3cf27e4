import { AVAILABILITY_LIMITS } from "../availability/limits";
import { AVAILABILITY_TEXT } from "../availability/messages";
import { isoInZone, zonedInstant } from "../games/zoned-time";
import { z } from "../zod";
import { isCalendarDate } from "./calendar-date";
import { optionalTextField } from "./fields";

const T = AVAILABILITY_TEXT;
const DAY_MS = 86_400_000;

/** ISO 8601 with an offset (Z or ±HH:MM), minutes at least: 2027-01-08T18:00:00-05:00. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An instant as the API takes it; a day that does not exist (February 30) is refused, not rolled over. */
export const instantField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(INSTANT, message)
    .refine((value) => isCalendarDate(value.slice(0, 10)), message)
    .transform((value) => Date.parse(value));

/**
 * POST /api/blocks and the page's block form (through `blockFormSchema`): a day off or any other
 * time the person is not available, on every calendar's list. It ends after it starts, lasts at most
 * 14 days, and its label is the person's own (never in the busy-times calendar).
 */
export const BlockInputSchema = z
  .object({
    start: instantField(T.startInvalid),
    end: instantField(T.endInvalid),
    label: optionalTextField(T.labelField, AVAILABILITY_LIMITS.labelMax).optional(),
  })
  .superRefine((block, ctx) => {
    if (block.end <= block.start) ctx.addIssue({ code: "custom", path: ["end"], message: T.endAfterStart });
    else if (block.end - block.start > AVAILABILITY_LIMITS.blockMaxDays * DAY_MS)
      ctx.addIssue({ code: "custom", path: ["end"], message: T.tooLong });
  })
  .transform((block) => ({ startAt: block.start, endAt: block.end, label: block.label ?? null }));
export type BlockInput = z.infer<typeof BlockInputSchema>;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const blankIsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const formDate = z.preprocess(
  trimmed,
  z.string({ error: T.dateInvalid }).regex(DATE, T.dateInvalid).refine(isCalendarDate, T.dateInvalid),
);
const formTime = z.preprocess(trimmed, z.string({ error: T.timeInvalid }).regex(TIME, T.timeInvalid));

/** The day after a YYYY-MM-DD date. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The page's block form, on the person's clock: dates and times as the browser's inputs send them.
 * No times is whole days (from midnight to the midnight after the last day); no end date is the
 * start's day. What it makes is checked by `BlockInputSchema`, the API's own rules.
 */
export function blockFormSchema(zone: string) {
  const at = (date: string, time: string) => isoInZone(zonedInstant({ date, time }, zone), zone);
  return z
    .object({
      startDate: formDate,
      startTime: z.preprocess(blankIsUndefined, formTime.optional()),
      endDate: z.preprocess(blankIsUndefined, formDate.optional()),
      endTime: z.preprocess(blankIsUndefined, formTime.optional()),
      label: z.string().optional(),
    })
    .transform((form): z.input<typeof BlockInputSchema> => {
      const lastDay = form.endDate ?? form.startDate;
      return {
        start: at(form.startDate, form.startTime ?? "00:00"),
        end: form.endTime ? at(lastDay, form.endTime) : at(nextDate(lastDay), "00:00"),
        label: form.label,
      };
    })
    .pipe(BlockInputSchema);
}

/** GET /api/availability's `from` and `to`: both or neither (this week and the next four). */
export const AvailabilityRangeSchema = z
  .object({
    from: z.string().regex(DATE, T.rangeInvalid).refine(isCalendarDate, T.rangeInvalid).optional(),
    to: z.string().regex(DATE, T.rangeInvalid).refine(isCalendarDate, T.rangeInvalid).optional(),
  })
  .superRefine((range, ctx) => {
    if ((range.from === undefined) !== (range.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [range.from === undefined ? "from" : "to"], message: T.rangeInvalid });
      return;
    }
    if (range.from === undefined || range.to === undefined) return;
    const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: T.rangeInvalid });
    else if (days > AVAILABILITY_LIMITS.rangeMaxDays)
      ctx.addIssue({ code: "custom", path: ["to"], message: T.rangeTooLong });
  })
  .transform((range) => (range.from && range.to ? { from: range.from, to: range.to } : null));

/** A form's "true" and "false" as JSON's booleans. */
const booleanOrForm = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: T.enteredInvalid }),
);

/**
 * PUT /api/availability/entered and the page's ticks: a busy time (by its start) is entered, or not,
 * on one of the person's calendars (by its name, case and spaces aside).
 */
export const EnteredInputSchema = z.object({
  start: instantField(T.startInvalid),
  platform: z
    .string({ error: T.platformInvalid })
    .trim()
    .min(1, T.platformInvalid)
    .max(AVAILABILITY_LIMITS.platformMax, T.platformInvalid),
  entered: booleanOrForm,
});
export type EnteredInput = z.infer<typeof EnteredInputSchema>;
