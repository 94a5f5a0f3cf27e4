// The weekdays of the profile's weekday starts, for the form and its schema. No zod here: the
// profile page's bundle reads this, and the validation module stays on the server side of it.
import { weekdayName } from "./weekday-start-text";

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The profile form's field for a weekday ("weekday3" is Wednesday's address). */
export const weekdayField = (weekday: number) => `weekday${weekday}`;

/** The weekdays Monday first, with their form fields and names. */
export const WEEKDAY_FIELDS = WEEKDAYS.map((weekday) => ({
  weekday,
  name: weekdayField(weekday),
  label: weekdayName(weekday),
}));
