// The profile's Game day section: every text it shows, once (re-exported by ./messages.ts).
import { GAME_LIMITS } from "./limits.ts";

/** The profile's game-day section. */
export const GAME_DAY_TEXT = {
  title: "Game day",
  description: "Defaults for planning games, and your calendar feed.",
  bufferLabel: "Default arrival before tip-off (minutes)",
  bufferHint: `Used when an arena has no recommendation. Empty: ${GAME_LIMITS.bufferMinutes.default} minutes.`,
  saveBuffer: "Save Default",
  bufferSaved: "Default arrival saved",
  usualStartTitle: "Usual start",
  usualStartNone: "No usual start saved.",
  usualStartCurrent: (label: string) => `Saved: ${label}`,
  usualStartAddressLabel: "Address",
  saveUsualStart: "Save Address",
  useMyLocation: "Use my current location",
  myLocationLabel: "My saved location",
  removeUsualStart: "Remove",
  usualStartSaved: "Usual start saved",
  usualStartApplied: (games: number) =>
    games === 1
      ? "Usual start saved. 1 game now has its drive and leave-by."
      : `Usual start saved. ${games} games now have their drive and leave-by.`,
  usualStartRemoved: "Usual start removed",
  calendarTitle: "Calendar feed",
  calendarHint:
    "Subscribe once and your upcoming games appear in your calendar app. Anyone with the link can read your games.",
  calendarNone: "No calendar link yet.",
  createCalendar: "Create Calendar Link",
  subscribe: "Subscribe in my calendar app",
  feedUrlLabel: "Feed address (for calendars that ask for a URL)",
  regenerate: "Regenerate Link",
  regenerateHint: "The old link stops working at once.",
  calendarCreated: "Calendar link ready",
  calendarRegenerated: "New calendar link made; the old one no longer works",
} as const;
