import { z } from "../zod";

export const VENUE_TEXT_MAX = 500;

export const IMPORT_FIELD_MESSAGES = {
  venue: "Name the venue as the calendar sent it",
  arenaId: "Choose an arena",
  schoolId: "Choose a school of the list",
  answer: "Choose an arena or a school",
} as const;

/** A venue text exactly as an imported calendar sent it. */
export const VenueTextSchema = z.object({
  venue: z.string(IMPORT_FIELD_MESSAGES.venue).trim().min(1, IMPORT_FIELD_MESSAGES.venue).max(VENUE_TEXT_MAX),
});

/**
 * "Which gym is this?": the venue text as the calendar sent it, and the answer: an arena, or a
 * school of the index (its gym becomes the arena). Exactly one of the two.
 */
export const VenueAliasSchema = VenueTextSchema.extend({
  arenaId: z.string(IMPORT_FIELD_MESSAGES.arenaId).trim().min(1, IMPORT_FIELD_MESSAGES.arenaId).max(100).optional(),
  schoolId: z
    .number(IMPORT_FIELD_MESSAGES.schoolId)
    .int(IMPORT_FIELD_MESSAGES.schoolId)
    .positive(IMPORT_FIELD_MESSAGES.schoolId)
    .max(Number.MAX_SAFE_INTEGER, IMPORT_FIELD_MESSAGES.schoolId)
    .optional(),
}).refine((answer) => (answer.arenaId === undefined) !== (answer.schoolId === undefined), {
  message: IMPORT_FIELD_MESSAGES.answer,
  path: ["arenaId"],
});
export type VenueAliasInput = z.infer<typeof VenueAliasSchema>;

/**
 * The answer of the page's form, one radio group: "arena:<id>" or "school:<id>" (a plain `arenaId`
 * field is read too), as the API's body takes it.
 */
export function venueAliasFromForm(form: { venue: unknown; answer: unknown; arenaId: unknown }) {
  const answer = typeof form.answer === "string" ? form.answer : "";
  const [kind, id = ""] = answer.split(":", 2);
  if (kind === "school") {
    return { venue: form.venue, schoolId: /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN };
  }
  if (kind === "arena") return { venue: form.venue, arenaId: id };
  return { venue: form.venue, arenaId: typeof form.arenaId === "string" ? form.arenaId : undefined };
}

export const FEED_FIELD_MESSAGES = {
  url: "Paste the calendar link, starting with webcal://, https:// or http://",
} as const;

/** A calendar feed link to subscribe to; `checkFeedUrl` judges what it leads to. */
export const FeedSubscribeSchema = z.object({
  url: z.string(FEED_FIELD_MESSAGES.url).trim().min(1, FEED_FIELD_MESSAGES.url),
});
