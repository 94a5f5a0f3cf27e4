import { Count, Id } from "../openapi/responses";
import { z } from "../validation/zod";

// What the calendar import routes answer (./imports.openapi).

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
