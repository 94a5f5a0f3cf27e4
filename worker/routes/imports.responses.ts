import type { IgnoreReason } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { IMPORT_TEXT } from "../../core/imports/messages";
import { Count, Id } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What the calendar import routes answer (./imports.openapi).

const Candidate = z.object({
  arenaId: Id,
  name: z.string(),
  place: z.string().optional().meta({ description: "The arena's city and state" }),
  miles: z.number().min(0).nullable().optional().meta({
    description:
      "Great-circle miles from the venue's address (or its town), to 0.1; null when either is not on the map",
  }),
  preselected: z.literal(true).optional().meta({
    description:
      "Set on the one candidate beyond doubt: the only arena within 2 km of the venue's street address, or the only one of exactly the site's name in its town",
  }),
});

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
