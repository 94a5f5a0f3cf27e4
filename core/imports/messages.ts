// Every text the import pages and the API show about imported calendars, once.
import { GAME_LIMITS } from "../games/limits";
import type { SchoolKind } from "../schools/school-name";
import type { IgnoreReason, ImportCounts, Teams } from "./game-fields";
import { IMPORT_LIMITS } from "./limits";

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The codes of the imports' own refusals, for API callers. */
export const IMPORT_ERROR_CODES = {
  notCalendar: "not_icalendar",
  emptyFile: "empty_calendar",
  encoding: "calendar_encoding",
} as const;

/** "10 games wait for you to choose their gym at 9 places." */
const waitingCount = (games: number, places: number) =>
  games === 1
    ? "1 game waits for you to choose its gym."
    : `${games} games wait for you to choose their gym at ${plural(places, "place", "places")}.`;

/** "The addresses of 997 places are being looked up on the map: …" */
const lookingUp = (places: number) =>
  `${places === 1 ? "The address of 1 place is" : `The addresses of ${places} places are`} being looked up on the map: a game whose gym is found there is placed by itself, the others are offered the gyms nearby.`;

export const IMPORT_TEXT = {
  pageTitle: "Import games",
  importLink: "Import games",
  intro: "Bring in your assignments from ArbiterSports, RefTown, Assignr, HorizonWebRef and others.",
  uploadTitle: "Upload a calendar file",
  uploadHint: "An .ics file exported from your assigning platform, up to 1 MB.",
  fileLabel: "Calendar file (.ics)",
  uploadButton: "Import Games",
  uploading: "Importing...",
  noFile: "Choose an .ics calendar file to import.",
  emptyFile:
    "This file is empty: it holds no calendar. Export your games from your assigning platform again and choose the new file.",
  notCalendar: "This file is not an iCalendar (.ics) file. Export your games as .ics and try again.",
  encoding:
    "This calendar file is not saved as UTF-8 or UTF-16 text, so its letters cannot be read. Export it again as UTF-8 (the usual choice) and try again.",
  tooLarge: `This calendar file is over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Export a shorter date range and try again.`,
  rateLimited: "Too many imports. Please wait a few minutes and try again.",
  loginRequired: "Please sign in to import games.",
  resultTitle: "Import finished",
  /**
   * What an import did, in sentences: only what happened ("2 new games, 1 game updated."), the
   * waiting games in a sentence of their own, and a calendar with nothing in it said so.
   */
  outcome: (counts: ImportCounts & { waitingPlaces: number; lookingUp: number }): string[] => {
    const done = [
      counts.created > 0 ? plural(counts.created, "new game", "new games") : null,
      counts.updated > 0 ? plural(counts.updated, "game updated", "games updated") : null,
      counts.cancelled > 0 ? plural(counts.cancelled, "game cancelled", "games cancelled") : null,
      counts.removed > 0
        ? plural(counts.removed, "game removed from the calendar", "games removed from the calendar")
        : null,
      counts.unchanged > 0 ? plural(counts.unchanged, "game unchanged", "games unchanged") : null,
    ].filter((part) => part !== null);
    const sentences = [
      done.length > 0 ? `${done.join(", ")}.` : null,
      counts.waiting > 0 ? waitingCount(counts.waiting, counts.waitingPlaces) : null,
      counts.lookingUp > 0 ? lookingUp(counts.lookingUp) : null,
      counts.ignored > 0
        ? `${plural(counts.ignored, "event was", "events were")} not imported; the list below says why.`
        : null,
    ].filter((sentence) => sentence !== null);
    return sentences.length > 0 ? sentences : ["The calendar holds no games to import."];
  },
  waitingCount,
  ignoredTitle: "Not imported",
  /** "Practice (12 dates): only the first 500 dates of a series are imported" */
  ignoredLine: (event: string, reason: string, count: number) =>
    `${event || "An event without a title"}${count > 1 ? ` (${count} dates)` : ""}: ${reason}`,
  ignoredMore: (count: number) => `and ${plural(count, "more", "more")}`,
  ignoredReasons: {
    unreadable: "unreadable event",
    no_start: "no start date",
    unreadable_start: "unreadable start date",
    all_day: "an all-day event, with no start time",
    no_place: "no place given",
    too_far_ahead: `outside the next ${IMPORT_LIMITS.horizonDays} days`,
    too_long_ago: `more than ${IMPORT_LIMITS.horizonDays} days ago`,
    duplicate: "the same event appears twice",
    unreadable_repeat: "unreadable repeat rule",
    series_limit: `only the first ${IMPORT_LIMITS.seriesOccurrences} dates of a series are imported`,
    upcoming_limit: `past the limit of ${GAME_LIMITS.upcomingPerUser} upcoming games`,
    past_limit: `more than ${GAME_LIMITS.upcomingPerUser} past games in one calendar`,
  } satisfies Record<IgnoreReason, string>,
  whichGymTitle: "Which gym is this?",
  whichGymHint:
    "These places matched no arena. Choose the gym once; we remember it for every later import. A school's gym is added at the school.",
  eventsAt: (count: number) => (count === 1 ? "1 game" : `${count} games`),
  chooseArena: "This is the gym",
  lookupQueued:
    "Its address is still being looked up on the map: choose the gym now, or come back later for the gyms near it.",
  // The address service did not answer (offline, or down): nothing more will come of waiting.
  lookupUnavailable:
    "The map's address service could not be reached, so its address was not looked up: choose the gym below, search for it, or add it and tap the map where it is.",
  choosing: "Saving...",
  noCandidates: "No arena nearby has a similar name.",
  candidateMiles: (miles: number) => `${miles} mi away`,
  closestMatch: "Closest match",
  /** Why a school is chosen already: its name in the venue's town, or its street address. */
  schoolMatch: "Matches this place",
  schoolKinds: {
    high_school: "High school",
    two_year: "Two-year college",
    four_year: "Four-year college",
    other: "College",
  } satisfies Record<SchoolKind, string>,
  schoolChosen: (gym: string, games: number) =>
    `${gym} chosen. ${games === 1 ? "1 game" : `${games} games`} placed there.`,
  chooseSchool: "This is the gym",
  // Every question whose school is beyond doubt, answered at once.
  schoolsFoundButton: (count: number) => (count === 1 ? "Use the school found" : `Use the ${count} schools found`),
  schoolsFoundHint:
    "For each place below with a school chosen already: the school's gym is added at the school and its games placed there.",
  savingSchools: "Saving...",
  schoolsUsed: (places: number, games: number) =>
    `${plural(places, "place", "places")} answered. ${plural(games, "game", "games")} placed.`,
  // A long season's schools are answered some at a time: the rest wait for the next tap.
  schoolsUsedSome: (places: number, games: number, remaining: number) =>
    `${plural(places, "place", "places")} answered. ${plural(games, "game", "games")} placed. ${plural(remaining, "place", "places")} to go: use the schools found again.`,
  chooseSchoolLabel: (gym: string) => `This is the gym: ${gym}`,
  addGym: "Add this gym",
  aliasSaved: (games: number) => (games === 1 ? "Gym saved. 1 game added." : `Gym saved. ${games} games added.`),
  // After an answer: it applies to every later import, and can be taken back.
  remembered: "Remembered for later imports",
  rememberedAnswer: (venue: string, arena: string) => `${venue} → ${arena}`,
  undo: "Undo",
  undoLabel: (venue: string) => `Undo the answer for ${venue}`,
  undone: (games: number) =>
    games === 1
      ? "Answer undone. 1 game waits for a gym again."
      : `Answer undone. ${games} games wait for a gym again.`,
  nothingToUndo: "That answer can no longer be undone.",
  // The search on each question's card.
  searchLabel: "Search arenas, schools or the map",
  searchButton: "Search",
  searchResults: (words: string) => `Matches for “${words}”`,
  noSearchResults: "No arena or school matches. Try other words, search the map, or add the gym.",
  mapFound: (words: string) => `“${words}” on the map`,
  addGymHere: "Add the gym here",
  // Waiting games on My Games and in the calendar feed.
  waitingBadge: "Waiting for a gym",
  asWritten: "The place as your calendar wrote it; no gym chosen yet.",
  chooseGym: "Choose the gym",
  chooseGyms: "Choose the gyms",
  waitingFeedNote: "Waiting for its gym: choose the gym in Tipoff for directions and a time to leave.",
  onHoldNote: "On hold: this game is no longer in the calendar it came from. Keep it or delete it in Tipoff.",
  venueNotWaiting: "No game is waiting for this place.",
  arenaNotFound: "Arena not found.",
  schoolNotFound: "That school is not in the list of schools.",
  answerRequired: "Choose an arena or a school",
  matchup: (teams: Teams) =>
    "versus" in teams ? `${teams.versus[0]} vs ${teams.versus[1]}` : `${teams.away} at ${teams.home}`,
  zoneNotStated: "Time zone not stated",
  zoneNotStatedHint: "The calendar gave no time zone, so this time is read on the gym's clock.",
  crewLabel: "Crew",
  crewMember: (member: { name: string; position: string }) =>
    member.position ? `${member.name} (${member.position})` : member.name,
  changedBadge: "Changed",
  gotIt: "Got it",
  gotItLabel: (arena: string) => `Got it: the change to the game at ${arena}`,
  changeSeen: "Change noted.",
  changeNotFound: "Game not found, or it has no change to note.",
  cancelledBadge: "Cancelled",
  removedBadge: "Removed from feed?",
  changedTime: (from: string, to: string) => `Time: ${from} → ${to}`,
  changedVenue: (from: string, to: string) => `Gym: ${from} → ${to}`,
  removedHint: "This game is no longer in its calendar. Delete it, or keep it as your own.",
  // A file is only what it said when exported: a game missing from a later upload of it is not
  // "removed" by the platform, it is not in that file (docs/decisions/244).
  notInFileBadge: "Not in this file",
  notInFileHint: "The latest upload of its calendar file does not list this game. Delete it, or keep it as your own.",
  /** The sources behind a game: "From HorizonWebRef feed and a file". */
  fromSources: (sources: ReadonlyArray<{ kind: "feed" | "file"; label: string }>) => {
    const feeds = sources.filter((source) => source.kind === "feed").map((source) => `${source.label} feed`);
    const files = sources.filter((source) => source.kind === "file").length;
    const parts = [...feeds, ...(files === 0 ? [] : [files === 1 ? "a file" : `${files} files`])];
    const last = parts.pop();
    return parts.length > 0 ? `From ${parts.join(", ")} and ${last}` : `From ${last}`;
  },
  keepGame: "Keep",
  gameKept: "Game kept.",
  gameNotRemoved: "Game not found, or not removed from its calendar.",
} as const;

/** "Add this gym" from a waiting venue: the one-tap add on its card and the short screen. */
export const QUICK_GYM_TEXT = {
  pageTitle: "Add this gym",
  lead: (venue: string) =>
    `From what your calendar says about “${venue}”. The gym is yours to use at once; the Tipoff team reviews it before others see it.`,
  preview: (name: string, address: string) => (address ? `${name}, ${address}` : name),
  addButton: "Add this gym",
  adding: "Adding...",
  checkFirst: "Check the details first",
  conferenceHint: "Needed only for a college level; leave it empty for a high school.",
  optionalHint: "Optional.",
  addressHint: "Optional when the pin is on the gym.",
  pinTitle: "Where the gym is",
  pinFound: "Found at its address. Drag the pin if the gym's door is elsewhere.",
  pinSchool: "At the school's address. Drag the pin onto the gym if it stands elsewhere.",
  pinNotFound:
    "The address was not found on the map: tap the map where the gym is, or type its latitude and longitude.",
  pinUnavailable:
    "The map's address service could not be reached, so the address was not looked up: tap the map where the gym is, or type its latitude and longitude.",
  pinNone: "Tap the map where the gym is, or type its latitude and longitude.",
  coordinatesHint: "Decimal degrees, as a map app shows them (for example 33.906455 and -84.115610).",
  pickerHint: "Tap the map where the gym is, or drag the pin onto it.",
  placeThePin: "No point for the gym: place the pin on the map, or type its latitude and longitude.",
  added: (name: string, games: number) => `${name} added. ${games === 1 ? "1 game" : `${games} games`} placed there.`,
  tooMany: `You can add up to ${IMPORT_LIMITS.quickGymsPerDay} gyms a day from your imports. Please try again tomorrow.`,
  notWaiting: "No game is waiting at this place any more.",
  backToImport: "Back to Import games",
} as const;
