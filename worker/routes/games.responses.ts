import { DRIVE_SOURCES, GAME_SOURCES, GAME_STATUSES, TRIP_COUNTS } from "../../core/domain";
import { GAME_LIMITS } from "../../core/games/limits";
import { Id } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What the game routes answer (./games.openapi).

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
          .meta({ description: '"A vs B": both teams as written, neither claimed as home' }),
      ])
      .optional()
      .meta({ description: "From the imported event's summary, when it names them" }),
    level: z.string().optional().meta({ description: "The level, from the imported event" }),
    crew: z
      .array(z.object({ name: z.string(), position: z.string() }))
      .optional()
      .meta({ description: "The crew from the imported event: names and positions only, never contact details" }),
    venueText: z.string().optional().meta({ description: "What the imported event said about its place, as sent" }),
    zoneStated: z.boolean().meta({
      description:
        'False when the imported calendar gave no time zone: the time was read on the arena\'s clock ("Time zone not stated")',
    }),
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
