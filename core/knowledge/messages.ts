// Every text of the knowledge engine, once: the question after a game, its form, how the arrival
// card is known, a person's effect and the reviewers' coverage. Imports only its own leaf module,
// with its extension, so the end-to-end tests read the same words.
import { ASK_WINDOW, COVERAGE_TOP } from "./limits.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const ASK_DAYS = ASK_WINDOW.maxAgeMs / 86_400_000;

/** The question, on My Games, as the push's title and as the form's title. */
export const arrivalQuestion = (arena: string) => `How was the arrival at ${arena}?`;

/** My Games' questions about recent games, and the API's. */
export const ARRIVAL_ASK_TEXT = {
  sectionLabel: "Questions about your recent games",
  answer: "Tell us in 30 seconds",
  notNow: "Not now",
  dismissed: "OK, not now. We'll ask again after your next game there.",
  missing: (labels: string[]) => `Nobody has noted yet: ${labels.join(", ")}.`,
  gameLine: (day: string, time: string) => `Your game on ${day} at ${time}`,
  gameNotFound: "Game not found",
  loginRequired: "Please sign in to answer questions about your games.",
} as const;

/** The one-screen arrival form at /games/:id/arrival. */
export const ARRIVAL_FORM_PAGE_TEXT = {
  lead: (day: string, time: string) =>
    `Your game on ${day} at ${time}. What you note here is on the arrival card for the next crew.`,
  reviewNote: "An admin checks what you send before it appears on the arena page.",
  ownArenaNote: "This is the arena you added, still waiting for review: Send saves your notes to it directly.",
  mapTitle: "Pin the door and the parking",
  mapHint: "Choose a pin, then tap the map where it goes. Drag a pin to adjust it.",
  mapLabel: (arena: string) => `Map of ${arena}: tap to place the chosen pin`,
  choosePin: "Pin to place",
  pinDoor: "Door pin",
  pinParking: "Parking pin",
  pinPlaced: (what: string) => `${what} placed.`,
  pinMissing: (what: string) => `${what}: not placed yet.`,
  removePin: (what: string) => `Remove the ${what.toLowerCase()}`,
  atCentre: "Pin at the map's centre",
  loadingMap: "Loading map...",
  loadMapFailed: "Could not load the map. The fields still work.",
  needsJavaScript: "Pinning on the map needs JavaScript. The fields work without it.",
  send: "Send",
  sending: "Sending...",
  allStillRight: "All still right",
  allStillRightHint: "Everything above is known. If it is still right, one tap confirms it for the next crew.",
  notNow: "Not now",
  sentForReview: "Thanks! Your arrival notes were sent for review.",
  saved: "Saved. The arrival details of your arena are updated.",
  nothingChanged: "Nothing changed. Fill in what you know, or choose Not now.",
  nothingToConfirm: "Some arrival details are still missing. Fill in what you know and choose Send.",
  sendFailed: "Failed to send your arrival notes",
  suggestionNote: (day: string) => `Noted after working a game here on ${day}.`,
} as const;

/** What a game card says about the arrival. */
export const GAME_CARD_ARRIVAL_TEXT = {
  unknown: "Not known yet — we'll ask you after the game.",
  unknownPast: "Not known yet.",
  noteIt: "Note the arrival",
} as const;

/** How the arrival card is known: "From 3 officials · last confirmed Nov 2026". Counts only. */
export function arrivalSourcesText(officials: number, lastConfirmed: string | null): string {
  const from = `From ${plural(officials, "official", "officials")}`;
  return lastConfirmed ? `${from} · last confirmed ${lastConfirmed}` : from;
}

/** The profile's line: a person's own effect. */
export const ARRIVAL_IMPACT_TEXT = {
  line: (gyms: number, games: number) =>
    `Your arrival notes: ${plural(gyms, "gym", "gyms")} · officials have ${plural(games, "upcoming game", "upcoming games")} there`,
  none: `Your arrival notes: none yet. Within ${ASK_DAYS} days after a game, Tipoff asks you how the arrival was.`,
} as const;

/** The admin dashboard's Arrival details card and GET /api/admin/coverage. */
export const COVERAGE_TEXT = {
  title: "Arrival details",
  lead: (arenas: number) =>
    `Of the ${plural(arenas, "arena", "arenas")} where officials have upcoming games, how many have each:`,
  noUpcoming: "No upcoming games yet.",
  entrance: "Officials' entrance",
  parking: "Officials' parking",
  dressingRoom: "Dressing room",
  share: (count: number, total: number) => `${count} of ${total}`,
  topTitle: `The ${COVERAGE_TOP} arenas with the most upcoming games and no entrance`,
  topEmpty: "Every arena with upcoming games has its officials' entrance.",
  upcomingGames: (count: number) => plural(count, "upcoming game", "upcoming games"),
  pending: "pending",
} as const;

/** The review list's map of an arrival suggestion's pins. */
export const SUGGESTION_PINS_TEXT = {
  mapLabel: (arena: string) => `Suggested pins at ${arena}`,
  suggestedDoor: "Suggested officials' door",
  suggestedParking: "Suggested officials' parking",
  currentDoor: "Officials' door now",
  currentParking: "Officials' parking now",
  arena: "The arena",
  legend: "Filled pins are suggested; outlined ones are where the pins are now.",
} as const;
