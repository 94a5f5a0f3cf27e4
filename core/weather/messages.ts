// Every text about the weather at a game (docs/decisions/240), once: the card, the API's reason,
// the calendar's description and the push. Imports nothing, so the end-to-end tests read the same words.

/** What names a game's start in a reason when the person gave it no label (their current location). */
const START_WITHOUT_LABEL = "your starting point";

export const WEATHER_TEXT = {
  /** "Winter Storm Warning at Hinkle Fieldhouse": why the leave-by moved (the API's `leaveReason`). */
  reason: (event: string, place: string) => `${event} at ${place}`,
  /** The start as a reason names it. */
  startPlace: (label: string) => label.trim() || START_WITHOUT_LABEL,
  /** "20 min earlier: Winter Storm Warning at Hinkle Fieldhouse": the card's and the calendar's line. */
  earlier: (minutes: number, reason: string) => `${minutes} min earlier: ${reason}`,
  /** The push, once per game. */
  pushTitle: (arena: string) => `Weather: leave earlier for ${arena}`,
  pushBody: (clock: string, minutes: number, reason: string) => `Leave by ${clock}, ${minutes} min earlier: ${reason}`,
  /** The card's list of alerts at the gym and the start. */
  alertsLabel: "Weather alerts",
  /** "Winter Storm Warning until Tue, Dec 1 · 12:00 PM CST", or the event alone without an end. */
  alert: (event: string, until: string | null) => (until ? `${event} until ${until}` : event),
  /** The calendar's line listing them. */
  alertsLine: (events: string[]) => `Weather alerts: ${events.join(", ")}`,
} as const;
