// The schemas, examples and descriptions of the routes in ./games.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import {
  DRIVE_SOURCES,
  FEE_SOURCES,
  GAME_SOURCES,
  GAME_STATUSES,
  IMPORT_SOURCE_KINDS,
  TRIP_COUNTS,
} from "../../core/domain";
import { GAME_LIMITS, SEASON_RULES } from "../../core/games/limits";
import type { IgnoreReason } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { Count, Id } from "../../core/openapi/responses";
import { SCHOOL_KINDS } from "../../core/schools/school-name";
import { WEATHER_CHECKS, WEATHER_MOVE, WEATHER_SEVERITIES } from "../../core/weather/limits";
import { z } from "../../core/zod";

export const GAME_ID_PARAM = { id: "The game's id (a UUID); another person's game, or anything else, is 404" };

export const MEGABYTES = IMPORT_LIMITS.maxBytes / 1024 / 1024;

export const CALENDAR_EXAMPLE = [
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

export const IMPORT_DESCRIPTION = [
  `The body is the .ics file's text, up to ${MEGABYTES} MB, with any content type (\`text/calendar\`, \`text/plain\` and \`application/octet-stream\` alike): a body that begins with \`BEGIN:VCALENDAR\` (after an optional BOM) is read, in UTF-8 or in UTF-16 with its byte-order mark.`,
  "Every VCALENDAR and VEVENT is read; a repeating event is one game per date (at most 500 per series). Events are reconciled by UID (with RECURRENCE-ID for one date of a series), or by a key of their own fields when they have none, against earlier uploads of the same calendar (`X-WR-CALNAME`, else `PRODID`); another calendar's games are never touched.",
  "New events become games with a leave-by as for a planned game; moved ones are marked `changed`; `STATUS:CANCELLED` ones `cancelled` (kept);",
  "upcoming games missing from the file `removed` (never deleted).",
  `An event that cannot be imported (all-day, no place, outside ${IMPORT_LIMITS.horizonDays} days either side, an unreadable date or repeat rule, past the limit on games) is counted in \`ignored\` and listed with why in \`ignoredEvents\`.`,
  "Venues that match no arena are listed in `needsArena` (with those already waiting); answer them with PUT /api/venue-aliases.",
  `The same file twice changes nothing. ${IMPORT_LIMITS.perWindow} imports per person every 5 minutes.`,
].join(" ");

// What the game routes answer.

const IsoWithOffset = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  .meta({
    description: "ISO 8601 with the arena's UTC offset at that instant",
    example: "2027-01-15T19:00:00-06:00",
  });

export const GameSchema = z
  .object({
    id: Id,
    arenaId: Id.nullable().meta({
      description: "The arena; null while the game waits for a gym because an admin deleted its arena",
    }),
    waitingForArena: z.object({ name: z.string(), city: z.string(), state: z.string() }).optional().meta({
      description:
        "Only while `arenaId` is null: the deleted arena the game was planned at. `PUT /api/games/{id}/arena` gives the game its new arena.",
    }),
    tipoffAt: IsoWithOffset,
    timeZone: z.string().meta({ description: "The arena's IANA time zone", example: "America/Chicago" }),
    bufferMinutes: z
      .int()
      .min(GAME_LIMITS.bufferMinutes.min)
      .max(GAME_LIMITS.bufferMinutes.max)
      .meta({ description: "How long before tip-off to be at the door" }),
    start: z
      .object({ label: z.string(), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullable()
      .meta({ description: "Where the drive starts; null when there is none (then `driveMinutes` is 0)" }),
    driveMinutes: z.int().min(0),
    driveSource: z.enum(DRIVE_SOURCES).meta({
      description:
        "`routing` when the routing service answered, `estimate` otherwise (distance × 1.3, town streets, arterials, then highway: docs/decisions/242)",
    }),
    leaveAt: IsoWithOffset.meta({
      description: `\`arriveBy\` minus the drive, with the arena's offset; earlier still, by ${WEATHER_MOVE.driveShare * 100} % of the drive (at least ${WEATHER_MOVE.minimumMinutes} minutes, in ${WEATHER_MOVE.stepMinutes}-minute steps), when \`leaveReason\` is set`,
    }),
    arriveBy: IsoWithOffset.meta({ description: "Tip-off minus `bufferMinutes`, with the arena's offset" }),
    alerts: z
      .array(
        z.object({
          event: z
            .string()
            .meta({ description: "The National Weather Service's event", example: "Winter Storm Warning" }),
          severity: z.enum(WEATHER_SEVERITIES),
          headline: z.string().meta({ description: "The service's headline, or the event when it gives none" }),
          ends: IsoWithOffset.nullable().meta({
            description:
              "When the hazard ends (the alert's expiry when the service names no end); null when neither is given",
          }),
        }),
      )
      .meta({
        description: `The weather alerts (US National Weather Service) at the arena and at \`start\` whose hazard overlaps the trip, from leaving to the game's expected end; checked at most every ${WEATHER_CHECKS.pointFreshMs / 60_000} minutes while the leave-by is within ${WEATHER_CHECKS.lookAheadMs / 3_600_000} hours. \`[]\` when none, outside the US, and for a game changed since its last check (until the next one).`,
      }),
    leaveReason: z.string().nullable().meta({
      description:
        "Why `leaveAt` is earlier than the drive says: a Severe or Extreme snow, ice, flood, fog or wind alert in force during the drive, and where (`Winter Storm Warning at Allen Fieldhouse`); null when nothing moves it",
      example: "Winter Storm Warning at Allen Fieldhouse",
    }),
    oneWayMiles: z.number().min(0).nullable().meta({
      description:
        "Road miles one way from the start, to 0.1 mile; null without a start (or for games planned before miles were kept)",
    }),
    milesSource: z
      .enum(DRIVE_SOURCES)
      .nullable()
      .meta({ description: "`routing` or `estimate` (great-circle distance × 1.3), like `driveSource`" }),
    enteredMiles: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "The caller's own one-way figure; it wins in the mileage report" }),
    notDriven: z.boolean().meta({ description: "Marked not driven: left out of the mileage report" }),
    source: z.enum(GAME_SOURCES).meta({
      description: "`manual` when typed, `feed` from a subscribed feed, `file` from an uploaded calendar file",
    }),
    status: z.enum(GAME_STATUSES).meta({
      description:
        "`changed`: the source moved its time or arena (see `changes`) and the person has not said Got it (`DELETE /api/games/{id}/changes`); `cancelled`: the source cancelled it (kept, no alarm); `removed`: gone from its source, on hold (no alarm, TENTATIVE in the feed, out of the mileage report) until the person deletes or keeps it",
    }),
    changes: z
      .object({
        tipoffAt: z.object({ from: IsoWithOffset, to: IsoWithOffset }).optional(),
        venue: z.object({ from: z.string(), to: z.string() }).optional(),
      })
      .optional()
      .meta({ description: "Old → new of what the source moved, until the person says Got it" }),
    teams: z
      .union([
        z.object({ away: z.string(), home: z.string() }).meta({ description: '"Away at Home": who visits whom' }),
        z
          .object({ versus: z.tuple([z.string(), z.string()]) })
          .meta({ description: '"A vs B" (or "A - B"): both teams as written, neither claimed as home' }),
      ])
      .optional()
      .meta({
        description:
          "From the imported event's summary, else its description's Home:/Away: lines or a note \"Away at Home (1:00PM EDT)\"",
      }),
    level: z.string().optional().meta({ description: "The level, from the imported event" }),
    crew: z
      .array(
        z.object({
          name: z.string().meta({ description: "The official's name; \"You\" for the calendar's owner" }),
          position: z.string().meta({ description: "Referee, Umpire 1 …; empty when the calendar gives none" }),
        }),
      )
      .optional()
      .meta({ description: "The crew from the imported event: names and positions only, never contact details" }),
    venueText: z.string().optional().meta({ description: "What the imported event said about its place, as sent" }),
    zoneStated: z.boolean().meta({
      description:
        'False when the imported calendar gave no time zone: the time was read on the arena\'s clock ("Time zone not stated")',
    }),
    chainedAfter: Id.optional().meta({
      description: `Set when the game follows another that day at a different gym and going home in between would leave less than ${SEASON_RULES.timeAtHomeMinutes} minutes at home: the id of that earlier game. \`start\` is then its gym (label and point), \`driveMinutes\` and \`oneWayMiles\` the drive between the gyms (estimated), and \`leaveAt\` when to leave that gym; the caller's own start stays saved.`,
    }),
    clashes: z
      .array(
        z.object({
          gameId: Id.meta({ description: "The other game" }),
          kind: z.enum(["overlap", "drive"]).meta({
            description: `\`overlap\`: one tips off before the other's expected end (${SEASON_RULES.gameMinutes} minutes; at one gym, tip-offs closer than ${SEASON_RULES.shortestGameMinutes} minutes); \`drive\`: the gap is shorter than the drive between the gyms plus the later game's \`bufferMinutes\``,
          }),
          minutesShort: z.int().min(1).meta({
            description:
              "How many minutes late the official would be at the later game's door, leaving the earlier at its end",
          }),
          driveMinutes: z.int().min(0).meta({ description: "The drive between the gyms (estimated); 0 at one gym" }),
          known: z.boolean().meta({
            description:
              "Marked as known by the caller (`PUT /api/games/{id}/clashes/{otherId}`): listed, no longer flagged or counted",
          }),
        }),
      )
      .meta({
        description:
          "The games this one cannot be made with, from every source (scheduled or changed games only); `[]` when none. Each pair is listed on both games.",
      }),
    sources: z
      .array(
        z.object({
          kind: z
            .enum(IMPORT_SOURCE_KINDS)
            .meta({ description: "`feed`: a subscribed feed; `file`: an uploaded file" }),
          label: z.string().meta({ description: "The feed's name, or the file's calendar name" }),
        }),
      )
      .meta({
        description:
          "Every source that carries this game (one game per assignment: the same UID, else the same gym within 10 minutes of tip-off); `[]` for a game typed by hand or kept apart from its sources",
      }),
    reportDueAt: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        "When the game's earliest report (an ejection or an incident) not yet marked sent is due; null when none is open",
    }),
    toConfirm: z.boolean().meta({
      description:
        "A later import or refresh of one of the caller's calendars added the game, moved its time or gym, or brought it back: it is to accept on the assigning platform until the caller says so (`PUT /api/games/{id}/confirmed`). A calendar's first import marks nothing; a game cancelled or on hold is never to accept.",
    }),
    confirmWith: z.string().nullable().meta({
      description:
        'While `toConfirm`: the calendar\'s label, which names the platform to accept the game in ("Accept it in Arbiter Group"); null otherwise',
      example: null,
    }),
    feeCents: z.int().min(0).nullable().meta({
      description:
        "What the game pays, in whole cents: the assignment's own text (`Fee: $65.00`), else the caller's rate for its payer and level, else typed; null when none",
    }),
    feeSource: z
      .enum(FEE_SOURCES)
      .nullable()
      .meta({ description: "`assignment`, `rate` or `entered` (typed: no import or rate replaces it)" }),
    travelCents: z
      .int()
      .min(0)
      .nullable()
      .meta({ description: "Travel pay, when the assigner pays it, in whole cents" }),
    payer: z.string().nullable().meta({
      description: "Who pays the game: the calendar's payer (its name unless the caller named one), else typed",
    }),
    paidOn: z.iso.date().nullable().meta({ description: "The day the game was paid; null while unpaid" }),
  })
  .meta({ id: "Game", description: "A planned game; every time is on the arena's clock." });

export const GameAnswerSchema = z.object({ game: GameSchema });
export const GameListSchema = z.object({ games: z.array(GameSchema) });
export const MileageReportSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    tripCount: z
      .enum(TRIP_COUNTS)
      .meta({ description: "How the caller counts a trip (profile): `round_trip` doubles the one-way miles" }),
    ratePerMile: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "Dollars per mile from the caller's profile; null when none is set" }),
    totalMiles: z.number().min(0).meta({ description: "The sum of `miles`, to 0.1 mile" }),
    amount: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "`totalMiles` × `ratePerMile`, to the cent; null without a rate" }),
    games: z.array(
      z.object({
        gameId: Id,
        date: z.iso.date().meta({ description: "The game's date at its arena" }),
        arenaName: z.string(),
        city: z.string(),
        startLabel: z.string().nullable().meta({ description: "Where the drive starts; null without a start" }),
        fromAddress: z.string().nullable().meta({
          description:
            "Where the drive starts as a log reads it: the address typed, or a place on the device with its coordinates; null without a start",
        }),
        purpose: z.string().meta({
          description: 'The business purpose: "Officiating: " and the level and teams, else the arena',
        }),
        miles: z
          .number()
          .min(0)
          .nullable()
          .meta({ description: "The trip as the caller counts it; null without a start" }),
        source: z
          .enum([...DRIVE_SOURCES, "entered", "same_trip"])
          .nullable()
          .meta({
            description:
              "`routing`, `estimate` (great-circle distance × 1.3), `entered` (the caller's own figure) or `same_trip` (0 miles: a later game at the same arena on the same day shares the first one's trip); null without a start",
          }),
      }),
    ),
  })
  .meta({
    id: "MileageReport",
    description:
      "The caller's driven games in a period, by each game's date at its arena; cancelled games and games on hold (`removed`) are left out.",
  });

export const GameDeletedSchema = z.object({ game: z.object({ id: Id, deleted: z.literal(true) }) });
export const ClashAnswerSchema = z.object({ clash: z.object({ gameId: Id, otherGameId: Id, known: z.boolean() }) });
export const CLASH_EXAMPLE = {
  clash: {
    gameId: "0f514386-1f12-4e8f-99c8-5b29b46e156f",
    otherGameId: "5b0e7f1c-8c59-4a63-9f0e-2a4d1c3b7e21",
    known: true,
  },
};

// What the calendar import routes answer.

const Candidate = z.object({
  arenaId: Id,
  name: z.string(),
  place: z.string().optional().meta({ description: "The arena's city and state" }),
  miles: z.number().min(0).nullable().optional().meta({
    description:
      "Great-circle miles from the venue's own point (its street address as the map found it, or the school it is beyond doubt), to 0.1; null when either is not on the map (a town's centre is never used)",
  }),
  preselected: z.literal(true).optional().meta({
    description:
      "Set on the one candidate beyond doubt: the only arena within 2 km of the venue's street address, or the only one of exactly the site's name in its town",
  }),
});

const SchoolCandidate = z
  .object({
    schoolId: z.number().int().positive().meta({
      description: "The school's id in the index: answer with it (`PUT /api/venue-aliases { venue, schoolId }`)",
    }),
    name: z.string(),
    place: z.string().meta({ description: 'The school\'s town and state, "City, ST"' }),
    kind: z.enum(SCHOOL_KINDS).meta({
      description: "`high_school`; a college's `four_year`, `two_year`, or `other` (under two years, or not stated)",
    }),
    miles: z.number().min(0).nullable().meta({
      description:
        "Great-circle miles from the venue's own point (its street address as the map found it), to 0.1; null when the venue has none, or its point is this school's",
    }),
    preselected: z.literal(true).optional().meta({
      description:
        "Set on the school the venue is beyond doubt: the only one of the site's name in the venue's town or ZIP, or the one at its street address",
    }),
  })
  .meta({ id: "SchoolCandidate" });

const IGNORE_REASONS = Object.keys(IMPORT_TEXT.ignoredReasons) as [IgnoreReason, ...IgnoreReason[]];

export const ImportResultSchema = z
  .object({
    created: Count,
    updated: Count,
    unchanged: Count,
    cancelled: Count,
    removed: Count,
    ignored: Count.meta({ description: "Events not imported, each date of a series counted; why: `ignoredEvents`" }),
    waiting: Count.meta({ description: "Events waiting for the person to say which gym their place is" }),
    waitingPlaces: Count.meta({ description: "The places those events are at" }),
    lookingUp: Count.meta({
      description:
        "Of those places, the ones whose address is still being looked up on the map in the background (an import asks the address service for a few at once); each is then placed at the gym found there, or offered the gyms near it",
    }),
    clashes: Count.meta({
      description:
        "Pairs of the caller's upcoming games, from every source, that cannot both be made (not marked known), after this import",
    }),
    needsArena: z.array(
      z.object({
        venue: z.string().meta({ description: "The venue text as the calendar sent it" }),
        events: z.array(
          z.object({
            summary: z.string(),
            startsAt: z.string().meta({
              description: "ISO 8601 in UTC, or a local date and time (YYYY-MM-DDTHH:MM) for a floating time",
            }),
            timeZone: z.string().nullable().meta({
              description: "The zone to show `startsAt` in: the calendar's, else the venue's; null for a floating time",
            }),
          }),
        ),
        candidates: z.array(Candidate).max(IMPORT_LIMITS.candidates).meta({
          description:
            "Arenas ranked by distance from the venue and by name likeness (words every institution shares, like University or High School, aside); the person's own pending arenas included",
        }),
        schools: z.array(SchoolCandidate).max(IMPORT_LIMITS.schoolCandidates).meta({
          description:
            "Schools of the index (US high schools and colleges) the venue may be, best first: the one at its street address, its name in its town, in its state, then namesakes elsewhere (never first when the venue names its state). Choosing one makes the school's gym an arena at the school's point.",
        }),
      }),
    ),
    ignoredEvents: z
      .array(
        z.object({
          event: z.string().meta({ description: "The event's title, else its UID" }),
          reason: z.enum(IGNORE_REASONS).meta({
            description: Object.entries(IMPORT_TEXT.ignoredReasons)
              .map(([code, text]) => `\`${code}\`: ${text}`)
              .join("; "),
          }),
          count: Count.meta({ description: "Dates of a series this line stands for (1 for one event)" }),
        }),
      )
      .max(IMPORT_LIMITS.ignoredListed)
      .meta({ description: `The first ${IMPORT_LIMITS.ignoredListed} events not imported, with why` }),
  })
  .meta({ id: "ImportResult", description: "What an import did, and the venues still waiting for an arena." });

export const VenueAliasAnswerSchema = z.object({
  alias: z.object({
    venue: z.string().meta({ description: "The venue text as the calendar sent it (case and spacing aside, the key)" }),
    arenaId: Id,
  }),
  created: Count.meta({ description: "Games made from the events that waited at this venue" }),
});

export const QuickGymAnswerSchema = z.object({
  arena: z.object({
    id: Id,
    name: z.string(),
    approved: z.literal(false).meta({ description: "Pending: the caller's own until reviewed" }),
  }),
  created: Count.meta({ description: "Games placed at the new gym from the events that waited at the venue" }),
});

export const UndoAnswerSchema = z.object({
  venue: z.string().meta({ description: "The venue text, waiting again" }),
  waiting: Count.meta({ description: "Games that wait for a gym again" }),
});

/** /api/games: the signed-in person's planned games (docs/api.md). */
export const GAME_EXAMPLE = {
  id: "0f514386-1f12-4e8f-99c8-5b29b46e156f",
  arenaId: "764c5286-084e-5a83-8993-d0fc2612ea17",
  tipoffAt: "2027-01-15T19:00:00-06:00",
  timeZone: "America/Chicago",
  bufferMinutes: 45,
  start: { label: "Home", latitude: 38.9717, longitude: -95.2353 },
  driveMinutes: 13,
  driveSource: "routing",
  leaveAt: "2027-01-15T17:47:00-06:00",
  arriveBy: "2027-01-15T18:15:00-06:00",
  alerts: [
    {
      event: "Winter Storm Warning",
      severity: "Severe",
      headline: "Winter Storm Warning issued January 15 at 3:12AM CST until January 16 at 12:00PM CST by NWS Topeka KS",
      ends: "2027-01-16T12:00:00-06:00",
    },
  ],
  leaveReason: "Winter Storm Warning at Allen Fieldhouse",
  oneWayMiles: 4.2,
  milesSource: "routing",
  enteredMiles: null,
  notDriven: false,
  source: "manual",
  status: "scheduled",
  zoneStated: true,
  clashes: [],
  sources: [],
  reportDueAt: null,
  toConfirm: false,
  confirmWith: null,
  feeCents: 6500,
  feeSource: "assignment",
  travelCents: null,
  payer: "Region 7",
  paidOn: null,
};

export const MILEAGE_EXAMPLE = {
  from: "2027-01-01",
  to: "2027-12-31",
  tripCount: "round_trip",
  ratePerMile: 0.7,
  totalMiles: 8.4,
  amount: 5.88,
  games: [
    {
      gameId: GAME_EXAMPLE.id,
      date: "2027-01-15",
      arenaName: "Allen Fieldhouse",
      city: "Lawrence",
      startLabel: "Home",
      fromAddress: "Home",
      purpose: "Officiating: Varsity Boys, North vs South",
      miles: 8.4,
      source: "routing",
    },
  ],
};

export const WHEN = `\`date\` (YYYY-MM-DD) and \`time\` (HH:MM, 24-hour) are on the arena's clock; tip-off must be in the future and within ${GAME_LIMITS.horizonYears} years. A time the clocks skip in spring is refused on \`time\`; a time that happens twice in autumn means the first.`;
export const START =
  "`start` is `{ label?, latitude, longitude }` or `{ address }` (geocoded; an address that cannot be found is 400 on `start.address`).";
export const LIMITED = `Creates, edits and deletes share one budget of ${GAME_LIMITS.writesPerWindow} per person every 5 minutes.`;
