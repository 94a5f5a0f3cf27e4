import { GAME_SECTION_LABELS } from "../games/section-labels.ts";
import { AVAILABILITY_LIMITS } from "./limits.ts";

const { blockMaxDays, blocksPerUser, rangeMaxDays } = AVAILABILITY_LIMITS;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every text of the availability page, its API and its digest (docs/decisions/243). */
export const AVAILABILITY_TEXT = {
  title: GAME_SECTION_LABELS.availability,
  description:
    "What to block on each assigner's site: every game on the sites that did not send it, every day off on all of them. Tick each one once it is entered.",
  loginRequired: "Please sign in to see your availability.",
  /** Which clock the times are on, and why. */
  clock: {
    games: (zone: string) => `Times on your games' clock: ${zone}.`,
    usualStart: (zone: string) => `Times on your usual start's clock: ${zone}.`,
    utc: "Times in UTC: no game in these weeks and no usual start to take a clock from.",
  },
  thisWeek: "This week",
  weekOf: (day: string) => `Week of ${day}`,
  nothingThisWeek: "Nothing to block this week.",
  noCalendars: "No calendars yet. Import each assigner's calendar and Tipoff says what to block on the others.",
  importLink: "Import your calendars",
  calendarsTitle: "Your calendars",
  /** A busy time's own words: its games' gyms, or the block's label. */
  gameAt: (gym: string) => `Game at ${gym}`,
  games: (count: number, gyms: readonly string[]) => `${count} games: ${gyms.join(", ")}`,
  blockDefault: "Blocked",
  enterIn: "Enter in",
  enteredIn: (platform: string) => `Entered in ${platform}`,
  howTo: (platform: string) => `How to block time in ${platform}`,
  nothingToEnter: "Every calendar already has it.",
  /** When a busy time is: "Fri Jan 8, 5:05 PM – 10:40 PM", across midnight, or whole days. */
  when: {
    sameDay: (day: string, from: string, to: string) => `${day}, ${from} – ${to}`,
    acrossDays: (fromDay: string, from: string, toDay: string, to: string) => `${fromDay}, ${from} – ${toDay}, ${to}`,
    allDay: (day: string) => `${day}, all day`,
    allDays: (first: string, last: string) => `${first} – ${last}, all days`,
  },

  blockTitle: "Add a day off or a block",
  blockHint: "Leave the times empty for whole days. Blocks go on every calendar's list.",
  startDateLabel: "From",
  startTimeLabel: "From time",
  endDateLabel: "To",
  endTimeLabel: "To time",
  labelLabel: "What it is (only you see it)",
  /** The label as the length refusal names it. */
  labelField: "The label",
  labelHint: "A wedding, work, a trip.",
  save: "Add block",
  saving: "Adding…",
  added: "Block added.",
  blocksTitle: "Your blocks",
  noBlocks: "No blocks ahead.",
  remove: "Remove",
  removeLabel: (what: string, when: string) => `Remove ${what}, ${when}`,
  removed: "Block removed.",

  // Refusals, each on its field.
  startInvalid: "Give the start as a date and time with its offset, like 2027-01-08T18:00:00-05:00.",
  endInvalid: "Give the end as a date and time with its offset, like 2027-01-08T22:00:00-05:00.",
  dateInvalid: "Enter the date as YYYY-MM-DD.",
  timeInvalid: "Enter the time as HH:MM.",
  endAfterStart: "The end must come after the start.",
  tooLong: `A block lasts at most ${blockMaxDays} days. Add a longer absence as several blocks.`,
  tooMany: `You can keep up to ${blocksPerUser} blocks ahead. Remove one to add another.`,
  notFound: "Block not found.",
  rateLimited: "Too many changes to your availability. Please wait a few minutes and try again.",
  rangeInvalid: "Give from and to as YYYY-MM-DD dates, from no later than to.",
  rangeTooLong: `Ask for at most ${rangeMaxDays} days at a time.`,
  platformInvalid: "Name the calendar, as the availability list names it.",
  enteredInvalid: "Say whether it is entered: true or false.",
  unknownAction: "Unknown action",
  busyNotFound: "No busy time starts then with that calendar on its list. Reload the page: it may have moved.",

  // The busy-times calendar.
  feedTitle: "Your busy times as a calendar",
  feedHint:
    "A private link with your busy times alone, each one just “Busy”: no teams, gyms, levels or labels. Give it to an assigner or a family calendar. Anyone with the link sees the times.",
  feedCreate: "Make a busy-times link",
  feedCreated: "Busy-times link made.",
  feedUrlLabel: "Busy-times calendar link",
  subscribe: "Subscribe",
  feedRevoke: "Stop sharing this link",
  feedRevoked: "That link no longer works. Make a new one to share again.",
  feedNone: "No busy-times link yet.",
  eventSummary: "Busy",
  calendarName: "Busy",
  feedNotFound: "Calendar not found.",

  // The weekly digest (push and e-mail).
  digestTitle: "Availability to enter",
  /** "4 blocks to enter this week: 2 in Assignr League, 2 in RefTown" */
  digest: (perPlatform: ReadonlyArray<readonly [platform: string, count: number]>) => {
    const total = perPlatform.reduce((sum, [, count]) => sum + count, 0);
    const where = perPlatform.map(([platform, count]) => `${count} in ${platform}`).join(", ");
    return `${plural(total, "block", "blocks")} to enter this week: ${where}`;
  },
} as const;
