import { MAX_LATITUDE, MAX_LONGITUDE } from "../domain";
import { WEEKDAY_START_LIMITS, WEEKDAY_START_TEXT } from "../games/weekday-start-text";
import { WEEKDAYS, weekdayField } from "../games/weekdays";
import { z } from "../zod";
import { sanitizedWithin } from "./fields";
import { GAME_FIELD_MESSAGES } from "./games";

const T = WEEKDAY_START_TEXT;
const M = GAME_FIELD_MESSAGES;

const WeekdaySchema = z
  .number({ error: T.weekdayRange })
  .int(T.weekdayRange)
  .min(1, T.weekdayRange)
  .max(7, T.weekdayRange)
  .meta({ description: "1 Monday … 7 Sunday, the day of the game on the arena's clock" });

/** One day's start as the API takes it: a named place. */
export const WeekdayStartSchema = z.object({
  weekday: WeekdaySchema,
  label: sanitizedWithin(WEEKDAY_START_LIMITS.labelMax, T.labelTooLong).pipe(
    z.string().min(1, T.labelRequired).max(WEEKDAY_START_LIMITS.labelMax, T.labelTooLong),
  ),
  latitude: z
    .number({ error: M.latitudeNumber })
    .min(-MAX_LATITUDE, M.latitudeRange)
    .max(MAX_LATITUDE, M.latitudeRange),
  longitude: z
    .number({ error: M.longitudeNumber })
    .min(-MAX_LONGITUDE, M.longitudeRange)
    .max(MAX_LONGITUDE, M.longitudeRange),
});
export type WeekdayStart = z.infer<typeof WeekdayStartSchema>;

/** PUT /api/me/weekday-starts: every weekday start at once, at most one per day; empty clears them. */
export const WeekdayStartsSchema = z.object({
  starts: z
    .array(WeekdayStartSchema, { error: T.startsRequired })
    .max(WEEKDAY_START_LIMITS.perPerson, T.tooMany)
    .superRefine((starts, ctx) => {
      const seen = new Set<number>();
      starts.forEach((start, index) => {
        if (seen.has(start.weekday)) {
          ctx.addIssue({ code: "custom", message: T.duplicate(start.weekday), path: [index, "weekday"] });
        }
        seen.add(start.weekday);
      });
    }),
});

const addressField = sanitizedWithin(WEEKDAY_START_LIMITS.labelMax, T.addressTooLong).pipe(
  z.string().max(WEEKDAY_START_LIMITS.labelMax, T.addressTooLong),
);

/** A weekday's start as typed on the profile: an address, or "latitude, longitude". */
export type TypedWeekdayStart = { weekday: number; address: string };

/** The profile form: one address per weekday (all strings); an empty one means the usual start. */
export const WeekdayStartsFormSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((weekday) => [weekdayField(weekday), addressField])))
  .transform((form): TypedWeekdayStart[] =>
    WEEKDAYS.flatMap((weekday) => {
      const address = form[weekdayField(weekday)]?.trim() ?? "";
      return address ? [{ weekday, address }] : [];
    }),
  );
