// Every text of the weekday starts (the profile section, its toasts and the API's refusals), once.
// No imports: the validation schema, the pages and the tests all read it.

/** How many weekday starts a person keeps (one per day) and how long a start's name may be. */
export const WEEKDAY_START_LIMITS = {
  perPerson: 7,
  labelMax: 80,
} as const;

/** Monday first, as ISO numbers them: index + 1 is the weekday sent and stored. */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The name of an ISO weekday (1 Monday … 7 Sunday). */
export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? String(weekday);

export const WEEKDAY_START_TEXT = {
  title: "Where trips start on a weekday",
  hint: "A game on that day (on the arena's clock) starts here instead of your usual start. Empty: the usual start.",
  placeholder: "Address or latitude, longitude",
  save: "Save Weekday Starts",
  saved: "Weekday starts saved",
  applied: (games: number) =>
    games === 1
      ? "Weekday starts saved. 1 game now has its drive and leave-by."
      : `Weekday starts saved. ${games} games now have their drive and leave-by.`,
  /** The plan form's profile option when weekday starts exist: "Work on Wednesdays, Home on other days". */
  summary: (days: ReadonlyArray<{ weekday: number; label: string }>, usual: string | null) =>
    [
      ...days.map((day) => `${day.label} on ${weekdayName(day.weekday)}s`),
      ...(usual ? [`${usual} on other days`] : []),
    ].join(", "),
  // The API's refusals.
  startsRequired: "Send `starts`: a list of weekday starts (empty clears them)",
  tooMany: `At most ${WEEKDAY_START_LIMITS.perPerson} weekday starts, one per day`,
  weekdayRange: "weekday must be a whole number from 1 (Monday) to 7 (Sunday)",
  duplicate: (weekday: number) => `${weekdayName(weekday)} has more than one start; send one per weekday`,
  labelRequired: "Give each start a label",
  labelTooLong: `A start's label must be no more than ${WEEKDAY_START_LIMITS.labelMax} characters`,
  addressTooLong: `An address must be no more than ${WEEKDAY_START_LIMITS.labelMax} characters`,
} as const;
