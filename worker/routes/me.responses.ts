import { SUGGESTION_STATUSES } from "../../core/domain";
import { ASKED_FIELDS } from "../../core/knowledge/limits";
import { Id, Timestamp } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";
import { ArenaFieldName } from "./arenas.responses";

export const MeSchema = z.object({
  user: z.object({ id: Id, name: z.string(), email: z.string() }),
  isAdmin: z.boolean(),
});

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

export const ArrivalAsksSchema = z.object({
  asks: z.array(
    z.object({
      gameId: Id,
      arenaId: Id,
      arenaName: z.string(),
      tipoffAt: Timestamp,
      missing: z
        .array(z.enum(ASKED_FIELDS))
        .min(1)
        .meta({ description: "The arrival fields the arena lacks, by their API names" }),
    }),
  ),
});
