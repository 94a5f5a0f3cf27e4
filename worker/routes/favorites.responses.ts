import { z } from "../../core/validation/zod";

// What the favorite routes answer (./favorites.openapi), besides the arena summaries.

export const FavoriteSchema = z.object({ arenaId: z.string(), favorite: z.boolean() });
