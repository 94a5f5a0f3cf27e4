import { ARRIVAL_MAX_MINUTES } from "../arenas/arrival-text";
import { GEOCODING_FAILED } from "../arenas/mutations.server";
import {
  ARENA_LEVELS,
  CONTACT_STATUSES,
  DRIVE_SOURCES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  GAME_SOURCES,
  GAME_STATUSES,
  SUGGESTION_STATUSES,
  TRIP_COUNTS,
} from "../domain";
import { GAME_LIMITS } from "../games/limits";
import { ARENA_FIELDS } from "../validation/arena";
import { z } from "../validation/zod";

// What the API answers, as zod: the one place the OpenAPI document takes response bodies from.
// Objects are strict in the document (no undeclared field), so an answer that grows a field the
// document does not name fails the contract check in the worker tests.

const Id = z.string().meta({ description: "A UUID", example: "5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b" });
const Timestamp = z.iso.datetime().meta({ example: "2026-03-01T18:30:00.000Z" });
const Level = z.enum(ARENA_LEVELS).nullable();

const Coordinates = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .meta({ description: "null when the arena has no position yet" });

export const ArenaSummarySchema = z
  .object({
    id: Id,
    name: z.string(),
    school: z.string(),
    conference: z.string(),
    level: Level,
    city: z.string(),
    state: z.string(),
    coordinates: Coordinates,
  })
  .meta({ id: "ArenaSummary", description: "An arena in a list." });

const Pin = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .meta({ description: "null when no pin is set; within 2 km of the arena" });

const ArenaArrivalSchema = z
  .object({
    officialsEntrance: z.string(),
    entrancePin: Pin,
    officialsParking: z.string(),
    parkingPin: Pin,
    dressingRoom: z.string(),
    arrivalMinutes: z
      .int()
      .min(0)
      .max(ARRIVAL_MAX_MINUTES)
      .nullable()
      .meta({ description: "Recommended arrival before tip-off, in minutes; null when none" }),
  })
  .meta({
    id: "ArenaArrival",
    description:
      "The officials' game-day details, sent flat (officialsEntrance, entranceLatitude, …) and answered grouped. Missing text is an empty string.",
  });

export const ArenaSchema = z
  .object({
    id: Id,
    name: z.string(),
    school: z.string(),
    conference: z.string(),
    level: Level,
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    coordinates: Coordinates,
    parking: z.string(),
    lockerRooms: z.string(),
    localInfo: z.object({ food: z.string(), hotels: z.string(), safety: z.string() }),
    arrival: ArenaArrivalSchema,
    createdBy: Id.nullable(),
    approved: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp.meta({ description: "The version: send it back unchanged to edit or approve" }),
  })
  .meta({ id: "Arena", description: "A whole arena. Missing optional text is an empty string." });

export const ArenaListSchema = z.object({
  arenas: z.array(ArenaSummarySchema.extend({ distanceMiles: z.number().nullable() })),
  total: z.int().min(0),
  nextCursor: z.string().nullable(),
});

export const ArenaPointsSchema = z.object({
  points: z.array(
    z.tuple([Id, z.number(), z.number(), z.string()]).meta({
      description: "[id, latitude, longitude, name]",
      example: ["5f0c6f1e-…", 40.0075, -83.0251, "Value City"],
    }),
  ),
});

export const NearestArenasSchema = z.object({
  arenas: z.array(ArenaSummarySchema.extend({ distanceMiles: z.number() })),
});

export const ArenaAnswerSchema = z.object({ arena: ArenaSchema });

const DuplicateCandidateSchema = z
  .object({ id: Id, name: z.string(), city: z.string(), state: z.string() })
  .meta({ id: "PossibleDuplicate", description: "An existing arena the submitted one may duplicate." });

export const ArenaSubmittedSchema = z.object({
  arena: ArenaSchema,
  possibleDuplicates: z.array(DuplicateCandidateSchema).meta({
    description:
      "Existing arenas within 300 m, or with a near-identical name in the same city, that are published; at most 5, often empty. Pending ones are recorded too, for the reviewer only. Recorded for the reviewer; the submission is never refused for them.",
  }),
});
export const ArenaUpdatedSchema = z.object({ arena: ArenaSchema, sentBackToReview: z.boolean() });
export const ArenaSummariesSchema = z.object({ arenas: z.array(ArenaSummarySchema) });
export const MapPlacesSchema = z.object({
  places: z.array(
    z
      .object({ name: z.string(), coordinates: z.object({ latitude: z.number(), longitude: z.number() }) })
      .meta({ id: "MapPlace", description: "The place the geocoder found for the words asked." }),
  ),
});
export const PlacesSchema = z.object({
  places: z.array(
    z
      .object({
        id: z.number().int().meta({ description: "The college's IPEDS UNITID" }),
        name: z.string(),
        alias: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        coordinates: Coordinates.meta({ description: "The campus centre; null when the directory has none" }),
        level: Level,
        arenas: z.array(z.object({ id: Id, name: z.string() })),
      })
      .meta({ id: "SchoolPlace", description: "A college and the approved arenas that name it as their school." }),
  ),
});
export const LevelsSchema = z.object({ levels: z.array(z.string()) });
export const ConferencesSchema = z.object({ conferences: z.array(z.string()) });
export const FavoriteSchema = z.object({ arenaId: z.string(), favorite: z.boolean() });

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unavailable"]),
});

export const MeSchema = z.object({
  user: z.object({ id: Id, name: z.string(), email: z.string() }),
  isAdmin: z.boolean(),
});

export const FeedbackCreatedSchema = z.object({ feedback: z.object({ id: Id, status: z.literal("new") }) });
export const ContactCreatedSchema = z.object({ message: z.object({ id: Id, status: z.literal("unread") }) });

export const AdminSummarySchema = z.object({
  approvedArenas: z.int().min(0),
  pendingArenas: z.int().min(0),
  pendingSuggestions: z.int().min(0),
  feedback: z.int().min(0),
  unreadMessages: z.int().min(0),
  activity: z.array(
    z.object({
      id: Id,
      actorEmail: z.string().nullable(),
      summary: z.string(),
      href: z.string().nullable(),
      createdAt: Timestamp,
    }),
  ),
});

export const PendingArenasSchema = z.object({
  arenas: z.array(
    z.object({
      id: Id,
      name: z.string(),
      school: z.string(),
      city: z.string(),
      state: z.string(),
      conference: z.string(),
      createdBy: Id.nullable(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
      possibleDuplicates: z
        .array(DuplicateCandidateSchema.extend({ approved: z.boolean() }))
        .meta({ description: "Arenas, published or pending, this one may duplicate, recorded when it was submitted" }),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const ArenaApprovedSchema = z.object({ arena: z.object({ id: Id, approved: z.literal(true) }) });
export const ArenaDeletedSchema = z.object({ arena: z.object({ id: Id, deleted: z.literal(true) }) });

export const SharedAliasListSchema = z.object({
  aliases: z.array(
    z.object({
      id: z.string().describe("Opaque id of the venue text and arena pair"),
      venueText: z.string(),
      arenaId: Id,
      arenaName: z.string(),
      people: z.number().int().describe("How many different people confirmed it"),
      confirmedAt: Timestamp.describe("The latest confirmation"),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const SharedAliasUndoneSchema = z.object({
  alias: z.object({ id: z.string(), venueText: z.string(), arenaName: z.string(), shared: z.literal(false) }),
});

export const FeedbackListSchema = z.object({
  feedback: z.array(
    z.object({
      id: Id,
      type: z.enum(FEEDBACK_TYPES),
      content: z.string(),
      status: z.enum(FEEDBACK_STATUSES),
      createdAt: Timestamp,
      submitter: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export const FeedbackStatusSchema = z.object({ feedback: z.object({ id: Id, status: z.enum(FEEDBACK_STATUSES) }) });

export const ContactListSchema = z.object({
  messages: z.array(
    z.object({
      id: Id,
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status: z.enum(CONTACT_STATUSES),
      createdAt: Timestamp,
    }),
  ),
  nextCursor: z.string().nullable(),
});
export const ContactStatusSchema = z.object({ message: z.object({ id: Id, status: z.enum(CONTACT_STATUSES) }) });

// ---- Planned games ----

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
      description: "`routing` when the routing service answered, `estimate` otherwise (distance × 1.3 at 50 mph)",
    }),
    leaveAt: IsoWithOffset.meta({ description: "`arriveBy` minus the drive, with the arena's offset" }),
    arriveBy: IsoWithOffset.meta({ description: "Tip-off minus `bufferMinutes`, with the arena's offset" }),
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
        "`changed`: the source moved its time or arena since the person last opened it (see `changes`); `cancelled`: the source cancelled it (kept, no alarm); `removed`: gone from its source, waiting for the person to delete or keep it",
    }),
    changes: z
      .object({
        tipoffAt: z.object({ from: IsoWithOffset, to: IsoWithOffset }).optional(),
        venue: z.object({ from: z.string(), to: z.string() }).optional(),
      })
      .optional()
      .meta({ description: "Old → new of what the source moved, until the person opens the game" }),
    teams: z
      .object({ away: z.string(), home: z.string() })
      .optional()
      .meta({ description: "From the imported event's summary, when it names them" }),
    level: z.string().optional().meta({ description: "The level, from the imported event" }),
    crew: z
      .array(z.object({ name: z.string(), position: z.string() }))
      .optional()
      .meta({ description: "The crew from the imported event: names and positions only, never contact details" }),
    venueText: z.string().optional().meta({ description: "What the imported event said about its place, as sent" }),
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
        miles: z
          .number()
          .min(0)
          .nullable()
          .meta({ description: "The trip as the caller counts it; null without a start" }),
        source: z
          .enum([...DRIVE_SOURCES, "entered"])
          .nullable()
          .meta({
            description:
              "`routing`, `estimate` (great-circle distance × 1.3) or `entered` (the caller's own figure); null without a start",
          }),
      }),
    ),
  })
  .meta({
    id: "MileageReport",
    description: "The caller's driven games in a period, by each game's date at its arena.",
  });
const Count = z.int().min(0);
const Candidate = z.object({ arenaId: Id, name: z.string() });

export const ImportResultSchema = z
  .object({
    created: Count,
    updated: Count,
    unchanged: Count,
    cancelled: Count,
    removed: Count,
    ignored: Count,
    needsArena: z.array(
      z.object({
        venue: z.string().meta({ description: "The venue text as the calendar sent it" }),
        events: z.array(
          z.object({
            summary: z.string(),
            startsAt: z.string().meta({
              description: "ISO 8601 in UTC, or a local date and time (YYYY-MM-DDTHH:MM) for a floating time",
            }),
          }),
        ),
        candidates: z.array(Candidate).max(5),
      }),
    ),
  })
  .meta({ id: "ImportResult", description: "What an import did, and the venues still waiting for an arena." });

export const VenueAliasAnswerSchema = z.object({
  alias: z.object({
    venue: z.string().meta({ description: "The venue text as the calendar sent it (case and spacing aside, the key)" }),
    arenaId: Id,
  }),
  created: Count.meta({ description: "Games made from the events that waited at this venue" }),
});

const FeedResultSchema = z
  .object({
    games: Count.meta({ description: "The feed's events that are games (new, updated, unchanged, cancelled)" }),
    changed: Count,
    cancelled: Count,
    removed: Count.meta({ description: "Upcoming games missing from the feed, flagged, never deleted" }),
    ignored: Count,
    needsGym: Count.meta({ description: "Venues waiting for “which gym is this?”" }),
  })
  .meta({ id: "FeedResult", description: "What the last fetch that brought a calendar did" });

export const FeedSchema = z
  .object({
    id: Id,
    label: z.string().meta({ description: "The calendar's X-WR-CALNAME, else the link's host" }),
    urlHint: z
      .string()
      .meta({ description: "The host and the link's last 4 characters; the link itself is never sent back" }),
    lastFetchedAt: Timestamp.nullable().meta({ description: "The last fetch that answered (a 304 included)" }),
    lastResult: FeedResultSchema.nullable(),
    lastError: z.string().nullable().meta({ description: "Why the last fetch failed; null when it answered" }),
    consecutiveFailures: Count,
    nextFetchAt: Timestamp.nullable(),
  })
  .meta({ id: "Feed", description: "A subscribed calendar feed" });

export const FeedAnswerSchema = z.object({ feed: FeedSchema });
export const FeedListSchema = z.object({ feeds: z.array(FeedSchema).max(10) });
export const FeedRemovedSchema = z.object({
  feed: z.object({ id: Id, deleted: z.literal(true) }),
  keptGames: Count.meta({ description: "The feed's games, kept as the caller's own and no longer synced" }),
});

export const GameDeletedSchema = z.object({ game: z.object({ id: Id, deleted: z.literal(true) }) });

// ---- Suggested updates and confirmations ----

const ArenaFieldName = z.enum(ARENA_FIELDS).meta({ description: "An arena field, named as POST /api/arenas takes it" });
const SuggestedValues = z
  .partialRecord(ArenaFieldName, z.union([z.string(), z.number(), z.null()]))
  .meta({ description: "Field name → value, only the fields the suggestion changes" });

export const SuggestionCreatedSchema = z.object({
  suggestion: z.object({ id: Id, status: z.literal("pending") }),
});

export const ConfirmationSchema = z.object({ confirmation: z.object({ id: Id, createdAt: Timestamp }) });

export const ContributionsSchema = z.object({
  arenas: z.array(
    z.object({
      id: Id,
      name: z.string(),
      city: z.string(),
      state: z.string(),
      approved: z.boolean(),
      createdAt: Timestamp,
    }),
  ),
  suggestions: z.array(
    z.object({
      id: Id,
      arenaId: Id,
      arenaName: z.string(),
      status: z.enum(SUGGESTION_STATUSES),
      reason: z.string().optional().meta({ description: "Why it was rejected, when the admin said" }),
      fields: z.array(ArenaFieldName),
      createdAt: Timestamp,
    }),
  ),
});

export const SuggestionListSchema = z.object({
  suggestions: z.array(
    z.object({
      id: Id,
      arenaId: Id,
      arenaName: z.string(),
      status: z.enum(SUGGESTION_STATUSES),
      fields: SuggestedValues,
      base: SuggestedValues.meta({ description: "The same fields' values when the suggestion was made" }),
      current: SuggestedValues.meta({ description: "The same fields' values now" }),
      changedSince: z
        .array(ArenaFieldName)
        .meta({ description: "Fields whose value changed since the suggestion was made" }),
      note: z.string().nullable(),
      reason: z.string().nullable(),
      applied: z.array(ArenaFieldName).nullable(),
      suggestedBy: z.string().nullable(),
      createdAt: Timestamp,
      arenaUpdatedAt: Timestamp.meta({ description: "The arena's version now: send it back to approve" }),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const SuggestionAppliedSchema = z.object({
  suggestion: z.object({ id: Id, status: z.literal("applied"), applied: z.array(ArenaFieldName) }),
  arena: ArenaSchema,
});

export const SuggestionRejectedSchema = z.object({ suggestion: z.object({ id: Id, status: z.literal("rejected") }) });

// ---- Errors ----

/**
 * The codes each error status can carry (docs/decisions/041: one failure type, one adapter). A
 * route whose refusal has a code of its own (the games' `too_many_games`) names it in its entry
 * (`errorAnswer` in ./route-doc).
 */
export const ERROR_CODES = {
  400: ["validation_error", "bad_request"],
  401: ["unauthorized"],
  403: ["forbidden"],
  404: ["not_found"],
  409: ["conflict"],
  413: ["payload_too_large"],
  422: ["unprocessable", "idempotency_key_reused", GEOCODING_FAILED],
  429: ["rate_limited"],
  500: ["internal_error"],
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

/**
 * The code of a refusal Hono raises itself (malformed JSON in a body): `bad_request` for a 400,
 * otherwise the first code of its status.
 */
export function httpExceptionCode(status: ErrorStatus): (typeof ERROR_CODES)[ErrorStatus][number] {
  return status === 400 ? "bad_request" : ERROR_CODES[status][0];
}

export function isErrorStatus(status: number): status is ErrorStatus {
  return status in ERROR_CODES;
}

const FieldMessages = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: "Every message per field, in the form's order; `form` holds messages about the whole input" });

export const ErrorBodySchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: FieldMessages.optional() }),
  })
  .meta({ id: "Error", description: "Every refusal has this shape; `message` is the text a person sees." });

/** The error body of one status, its `code` narrowed to the codes that status (or the route) can carry. */
export function errorBodyFor(status: ErrorStatus, codes: readonly [string, ...string[]] = ERROR_CODES[status]) {
  return z.object({
    error: z.object({ code: z.enum(codes), message: z.string(), fields: FieldMessages.optional() }),
  });
}

/** better-auth's own refusals (a wrong password, an expired token) keep its shape. */
export const AuthErrorSchema = z
  .looseObject({ code: z.string().optional(), message: z.string() })
  .meta({ id: "AuthError", description: "better-auth's own error shape" });

const AuthUser = z.looseObject({ id: Id, name: z.string(), email: z.string(), emailVerified: z.boolean() });

export const AuthSessionSchema = z
  .looseObject({ token: z.string().nullable().optional(), user: AuthUser })
  .meta({ description: "The signed-in user; the session itself travels in the cookie" });
export const AuthStatusSchema = z.looseObject({ status: z.boolean() });
export const AuthSuccessSchema = z.looseObject({ success: z.boolean() });
export const GetSessionSchema = z
  .looseObject({ session: z.looseObject({ expiresAt: z.string() }), user: AuthUser })
  .nullable();
