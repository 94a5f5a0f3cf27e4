// Every text the import pages and the API show about imported calendars, once.
import { IMPORT_LIMITS } from "./limits";
import type { ImportCounts } from "./reconcile.server";

/** The codes of the imports' own refusals, for API callers. */
export const IMPORT_ERROR_CODES = {
  notCalendar: "not_icalendar",
} as const;

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
  notCalendar: "This file is not an iCalendar (.ics) file. Export your games as .ics and try again.",
  tooLarge: `This calendar file is over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Export a shorter date range and try again.`,
  rateLimited: "Too many imports. Please wait a few minutes and try again.",
  loginRequired: "Please sign in to import games.",
  resultTitle: "Import finished",
  counts: (counts: ImportCounts) =>
    [
      `${counts.created} new`,
      `${counts.updated} updated`,
      `${counts.unchanged} unchanged`,
      `${counts.cancelled} cancelled`,
      `${counts.removed} removed from the calendar`,
      `${counts.ignored} ignored`,
    ].join(", "),
  whichGymTitle: "Which gym is this?",
  whichGymHint: "These places matched no arena. Choose the gym once; we remember it for every later import.",
  eventsAt: (count: number) => (count === 1 ? "1 game" : `${count} games`),
  chooseArena: "This is the gym",
  choosing: "Saving...",
  noCandidates: "No arena nearby has a similar name.",
  addGym: "Add this gym",
  aliasSaved: (games: number) => (games === 1 ? "Gym saved. 1 game added." : `Gym saved. ${games} games added.`),
  venueNotWaiting: "No game is waiting for this place.",
  arenaNotFound: "Arena not found.",
  matchup: (teams: { away: string; home: string }) => `${teams.away} at ${teams.home}`,
  crewLabel: "Crew",
  crewMember: (member: { name: string; position: string }) => `${member.name} (${member.position})`,
  changedBadge: "Changed",
  cancelledBadge: "Cancelled",
  removedBadge: "Removed from feed?",
  changedTime: (from: string, to: string) => `Time: ${from} → ${to}`,
  changedVenue: (from: string, to: string) => `Gym: ${from} → ${to}`,
  removedHint: "This game is no longer in its calendar. Delete it, or keep it as your own.",
  keepGame: "Keep",
  gameKept: "Game kept.",
  gameNotRemoved: "Game not found, or not removed from its calendar.",
} as const;
