// Every text the game-day pages, the API and the calendar show about planned games, once.
import { GAME_LIMITS } from "./limits.ts";
import { MY_GAMES_LABEL } from "./nav-text.ts";

export const GAME_TEXT = {
  navLabel: MY_GAMES_LABEL,
  pageTitle: MY_GAMES_LABEL,
  planLink: "Plan a game",
  planTitle: "Plan a game",
  editTitle: "Edit game",
  whenTitle: "Game time",
  planButton: "Plan Game",
  planning: "Planning...",
  saveButton: "Save Changes",
  saving: "Saving...",
  emptyTitle: "No games planned",
  emptyText:
    "Import your schedule from your assigning platform: a calendar file or a feed link brings every game, with its leave-by time. Or open an arena and choose “Plan a game”.",
  emptyImport: "Import your schedule",
  browseArenas: "Browse arenas",
  pastGames: (count: number) => `Past games (${count})`,
  gamesPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  laterGames: "Later games",
  soonerGames: "Sooner games",
  morePastGames: "Show more past games",
  tipoff: (clock: string) => `Tip-off ${clock}`,
  directions: "Directions",
  walkFromParking: "Walk from parking",
  addToCalendar: "Add to calendar",
  edit: "Edit",
  delete: "Delete",
  confirmDelete: "Delete this game?",
  confirmDeleteButton: "Yes, delete",
  deleting: "Deleting...",
  estimate: "estimate",

  // The plan form.
  arenaZone: (abbreviation: string, longName: string) =>
    `Times are the arena's local time: ${abbreviation} (${longName}).`,
  dateLabel: "Date",
  timeLabel: "Tip-off time",
  bufferLabel: "Arrive before tip-off (minutes)",
  bufferHint: (source: "arena" | "profile" | "default") =>
    source === "arena"
      ? "Prefilled with this arena's recommendation."
      : source === "profile"
        ? "Prefilled with your default from your profile."
        : `Between ${GAME_LIMITS.bufferMinutes.min} and ${GAME_LIMITS.bufferMinutes.max} minutes.`,
  startLegend: "Starting point",
  startKeep: (label: string) => `Keep: ${label}`,
  startUsual: (label: string) => `My usual start: ${label}`,
  startHere: "My current location",
  startAddress: "An address",
  startAddressLabel: "Starting address",
  locating: "Finding your location...",
  located: "Location found",
  hereLabel: "Current location",

  // Results and toasts.
  planned: "Game planned",
  updated: "Game updated",
  deleted: "Game deleted",
  deleteFailed: "Could not delete that game",
  saveFailed: "Could not save the game. Please try again.",
  loadFailed: "Failed to load your games",
  loginRequired: "You must be logged in to plan a game",
  gameNotFound: "Game not found",
  arenaNotFound: "Arena not found",
  noCoordinates:
    "This arena has no map location yet, so its time zone is unknown. Add its coordinates to the arena to plan a game here.",
  nonexistentTime: (time: string, date: string, zone: string) =>
    `${time} does not exist on ${date} in ${zone}: the clocks jump forward an hour. Choose another time.`,
  past: "Tip-off must be in the future",
  tooFar: `Tip-off must be within ${GAME_LIMITS.horizonYears} years`,
  noUsualStart: "You have no usual start saved. Type a starting address instead.",
  startNotFound: "Could not find that starting address. Check it, or choose another starting point.",
  // The address service did not answer: a town and state, or coordinates, are placed without it.
  startServiceDown:
    "The address service cannot be reached right now. Type a town and state (Mechanicsburg, PA) or coordinates (40.2143, -77.0086), or try again later.",
  tooManyGames: `You can have up to ${GAME_LIMITS.upcomingPerUser} upcoming games. Delete one to plan another.`,
  rateLimited: "Too many changes to your games. Please wait a few minutes and try again.",

  // How a plan reads: "Leave by 5:05 PM CST · arrive by 6:00 PM".
  leaveBy: (clock: string) => `Leave by ${clock}`,
  ownZone: (clock: string) => `(${clock} where you start)`,
  arriveBy: (clock: string) => `arrive by ${clock}`,
  arriveByOnly: (clock: string) => `Arrive by ${clock}`,
  drive: (minutes: number, from: string) => `${minutes} min drive from ${from}`,
  noStart: "No starting point: the drive is not included.",
  nextGame: "Your next game",
  allGames: "All my games",
  // The later game of two at one gym on one day: the official is already there.
  alreadyAtGym: (earlierTipoff: string) => `Already at the gym (same trip as the ${earlierTipoff} game)`,
  noDriveSameTrip: "No drive: same trip",
  alreadyAtGymAlarm: (arena: string) => `Already at the gym: next game at ${arena}`,
  // The later game of two at different gyms on one day: the drive starts at the earlier gym.
  driveAfterGame: (minutes: number, arena: string, earlierTipoff: string) =>
    `${minutes} min drive from ${arena}, after the ${earlierTipoff} game`,
  // A game that clashes with an earlier one that day: its plan leaves that game out.
  asIfTaken: (earlierTipoff: string, arena: string) =>
    `Planned as if you take this game: it clashes with the ${earlierTipoff} game at ${arena}.`,
  // A game its calendar cancelled, or one on hold: nowhere to leave for.
  noLeaveCancelled: "Cancelled: no time to leave",
  noLeaveOnHold: "On hold: no time to leave until you keep it",

  // The calendar.
  calendarName: "Tipoff games",
  eventSummary: (arena: string) => `Game at ${arena}`,
  alarm: (arena: string) => `Time to leave for ${arena}`,
  arenaPage: "Arena page",
} as const;

// The profile's game-day section: ./game-day-text.ts, apart so the profile page does not load every
// game text (docs/decisions/248).
