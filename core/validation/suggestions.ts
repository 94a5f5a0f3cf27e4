import { CursorQuerySchema } from "../admin/pagination";
import { SUGGESTION_STATUSES } from "../domain";
import { REJECT_REASON_MAX_LENGTH, SUGGESTION_NOTE_MAX_LENGTH } from "../suggestions/limits";
import { SUGGESTION_TEXT } from "../suggestions/messages";
import { z } from "../zod";
import { ARENA_FIELDS, ArenaInputSchema, ArenaVersionSchema } from "./arena";
import { optionalTextField } from "./fields";

export const SuggestionNoteSchema = optionalTextField("Note", SUGGESTION_NOTE_MAX_LENGTH);

/**
 * A suggestion's fields: any arena form field (the names POST/PATCH /api/arenas take), each with the
 * arena form's own rules; an unknown name is refused rather than dropped.
 */
export const SuggestionFieldsSchema = ArenaInputSchema.partial().strict();

/** POST /api/arenas/{id}/suggestions */
export const CreateSuggestionSchema = z.object({
  fields: SuggestionFieldsSchema,
  note: SuggestionNoteSchema.optional(),
});

/** `?status=&cursor=&limit=` of the review list; no status lists every suggestion. */
export const SuggestionListQuerySchema = CursorQuerySchema.extend({
  status: z.enum(SUGGESTION_STATUSES).optional(),
});

const ArenaFieldName = z.enum(ARENA_FIELDS);

/** Approve names the arena version the admin reviewed and, optionally, the fields to apply. */
export const ApproveSuggestionSchema = z.object({
  updatedAt: ArenaVersionSchema,
  apply: z.array(ArenaFieldName).min(1, SUGGESTION_TEXT.chooseFields).optional(),
});

export const RejectSuggestionSchema = z.object({
  reason: optionalTextField("Reason", REJECT_REASON_MAX_LENGTH).optional(),
});
