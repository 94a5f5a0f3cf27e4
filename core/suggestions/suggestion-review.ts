// A suggestion as the review shows it: the service answers it, the page renders it.
import type { Arena } from "../arenas/arena";
import type { ArenaField, ArenaInput } from "../arenas/arena-input";
import type { SuggestionStatus } from "../domain";

/** Field name → value, in the arena form's input shape (what POST /api/arenas takes). */
export type SuggestedFields = Partial<ArenaInput>;

/** One suggestion as the review shows it: each field's value then, now and suggested. */
export type SuggestionReview = {
  id: string;
  arenaId: string;
  arenaName: string;
  status: SuggestionStatus;
  /** The suggested values of the fields it changes. */
  fields: SuggestedFields;
  /** The same fields' values when the suggestion was made. */
  base: SuggestedFields;
  /** The same fields' values now. */
  current: SuggestedFields;
  /** Fields whose value changed since the suggestion was made (the admin chooses per field). */
  changedSince: ArenaField[];
  note: string | null;
  reason: string | null;
  applied: ArenaField[] | null;
  suggestedBy: string | null;
  createdAt: Date;
  /** The arena's version now: approve sends it back, so only what the admin saw is applied. */
  arenaUpdatedAt: string;
  /** Where the arena is now: the review shows suggested pins beside it on a map. */
  arenaLocation: Arena["coordinates"];
};
