import { IMPORT_LIMITS } from "../../core/imports/limits";
import { IMPORT_ERROR_CODES, IMPORT_TEXT, QUICK_GYM_TEXT } from "../../core/imports/messages";
import { VenueAliasSchema } from "../../core/validation/imports";
import { QuickGymApiSchema } from "../../core/validation/quick-gym";
import { z } from "../../core/validation/zod";
import { errorAnswer, ok, type RouteDoc } from "../openapi/route-doc";
import { GAME_EXAMPLE } from "./games.openapi";
import {
  ImportResultSchema,
  QuickGymAnswerSchema,
  UndoAnswerSchema,
  VenueAliasAnswerSchema,
} from "./imports.responses";

// Games imported from the official's assigning platforms. Every route answers 401 before the body is read.

const MEGABYTES = IMPORT_LIMITS.maxBytes / 1024 / 1024;

const CALENDAR_EXAMPLE = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//ArbiterSports Calendar//EN",
  "BEGIN:VEVENT",
  "UID:G-100027364",
  "DTSTART:20270116T010000Z",
  "SUMMARY;LANGUAGE=en-us:Varsity Boys Basketball - HS",
  "LOCATION: 200 Sample School Rd, Sample City WA  99001",
  "DESCRIPTION:Site: Sample High School\\nSubsite: Main Gym\\nPat Lee  Position: Referee",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const IMPORT_DESCRIPTION = [
  `The body is the .ics file's text, up to ${MEGABYTES} MB, with any content type (\`text/calendar\`, \`text/plain\` and \`application/octet-stream\` alike): a body that begins with \`BEGIN:VCALENDAR\` (after an optional BOM) is read.`,
  "Every VCALENDAR and VEVENT is read; a repeating event is one game per date (at most 500 per series). Events are reconciled by UID (with RECURRENCE-ID for one date of a series), or by a key of their own fields when they have none, against earlier uploads of the same calendar (`X-WR-CALNAME`, else `PRODID`); another calendar's games are never touched.",
  "New events become games with a leave-by as for a planned game; moved ones are marked `changed`; `STATUS:CANCELLED` ones `cancelled` (kept);",
  "upcoming games missing from the file `removed` (never deleted).",
  `An event that cannot be imported (all-day, no place, outside ${IMPORT_LIMITS.horizonDays} days either side, an unreadable date or repeat rule, past the limit on games) is counted in \`ignored\` and listed with why in \`ignoredEvents\`.`,
  "Venues that match no arena are listed in `needsArena` (with those already waiting); answer them with PUT /api/venue-aliases.",
  `The same file twice changes nothing. ${IMPORT_LIMITS.perWindow} imports per person every 5 minutes.`,
].join(" ");

export const importDocs: RouteDoc[] = [
  {
    route: "POST /api/games/import",
    tag: "Games",
    summary: "Import games from a calendar file",
    description: IMPORT_DESCRIPTION,
    access: "session",
    body: z.string().meta({ description: "An iCalendar (RFC 5545) file" }),
    bodyContentType: "text/calendar",
    bodyExample: CALENDAR_EXAMPLE,
    responses: {
      200: ok(ImportResultSchema, "Imported", {
        created: 1,
        updated: 0,
        unchanged: 0,
        cancelled: 0,
        removed: 0,
        ignored: 0,
        waiting: 0,
        waitingPlaces: 0,
        needsArena: [],
        ignoredEvents: [],
      }),
      400: errorAnswer(400, [IMPORT_ERROR_CODES.notCalendar], `Not an iCalendar file: "${IMPORT_TEXT.notCalendar}"`),
      413: errorAnswer(413, ["payload_too_large"], `Over ${MEGABYTES} MB: "${IMPORT_TEXT.tooLarge}"`),
    },
    errors: [429],
  },
  {
    route: "PUT /api/venue-aliases",
    tag: "Games",
    summary: "Answer “which gym is this?”",
    description:
      "Saves the caller's arena for a venue text exactly as an imported calendar sent it: an approved arena, or a pending one the caller created. Every event waiting at that venue becomes a game, and later imports use the answer. The same answer from three different people is used for everyone.",
    access: "session",
    body: VenueAliasSchema,
    bodyExample: {
      venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001",
      arenaId: GAME_EXAMPLE.arenaId,
    },
    responses: {
      200: ok(VenueAliasAnswerSchema, "Saved", {
        alias: {
          venue: "sample high school, 200 sample school rd, sample city wa 99001",
          arenaId: GAME_EXAMPLE.arenaId,
        },
        created: 2,
      }),
    },
    errors: [404],
  },
  {
    route: "POST /api/venue-aliases/gym",
    tag: "Games",
    summary: "Add the gym of a waiting venue",
    description: [
      "For a venue the caller's imports wait on (`venue` as the calendar sent it): creates the caller's own pending arena, usable by them at once and reviewed before anyone else sees it, answers the venue with it and places every game waiting there.",
      "One gym per venue: a second call finds the first. A conference is needed only for a college level (Division I, II, III, NAIA, Community/Junior College); the street and ZIP are optional.",
      "The point is `latitude` and `longitude` when given, else the street address through the geocoder; neither is 422 (`geocoding_failed`).",
      `At most ${IMPORT_LIMITS.quickGymsPerDay} a day per person; the submit form's limit does not apply.`,
    ].join(" "),
    access: "session",
    body: QuickGymApiSchema,
    bodyExample: {
      venue: "Alumni Hall - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219",
      name: "Alumni Hall",
      school: "Ohio Dominican University",
      level: "Division II",
      conference: "G-MAC",
      address: "1216 Sunbury Rd",
      city: "Columbus",
      state: "OH",
      zipCode: "43219",
    },
    responses: {
      201: ok(QuickGymAnswerSchema, "Added and answered", {
        arena: { id: GAME_EXAMPLE.arenaId, name: "Alumni Hall", approved: false },
        created: 2,
      }),
      422: errorAnswer(422, ["geocoding_failed"], `No point: "${QUICK_GYM_TEXT.placeThePin}"`),
    },
    errors: [400, 404, 429],
  },
  {
    route: "POST /api/venue-aliases/undo",
    tag: "Games",
    summary: "Undo an answer to “which gym is this?”",
    description:
      "Removes the caller's answer for `venue`, and the games it placed (those still at its arena) wait for a gym again, as they were. Games a later import placed with the answer stay. An answer with nothing left to undo is 404.",
    access: "session",
    body: VenueAliasSchema.pick({ venue: true }),
    bodyExample: { venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001" },
    responses: {
      200: ok(UndoAnswerSchema, "Undone", {
        venue: "Sample High School, 200 Sample School Rd, Sample City WA 99001",
        waiting: 2,
      }),
    },
    errors: [404],
  },
];
