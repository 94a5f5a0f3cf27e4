import { z } from "./zod";

export const VENUE_TEXT_MAX = 500;

export const IMPORT_FIELD_MESSAGES = {
  venue: "Name the venue as the calendar sent it",
  arenaId: "Choose an arena",
} as const;

/** "Which gym is this?": the venue text as the calendar sent it, and the chosen arena. */
export const VenueAliasSchema = z.object({
  venue: z.string(IMPORT_FIELD_MESSAGES.venue).trim().min(1, IMPORT_FIELD_MESSAGES.venue).max(VENUE_TEXT_MAX),
  arenaId: z.string(IMPORT_FIELD_MESSAGES.arenaId).trim().min(1, IMPORT_FIELD_MESSAGES.arenaId).max(100),
});
export type VenueAliasInput = z.infer<typeof VenueAliasSchema>;

export const FEED_FIELD_MESSAGES = {
  url: "Paste the calendar link, starting with webcal://, https:// or http://",
} as const;

/** A calendar feed link to subscribe to; `checkFeedUrl` judges what it leads to. */
export const FeedSubscribeSchema = z.object({
  url: z.string(FEED_FIELD_MESSAGES.url).trim().min(1, FEED_FIELD_MESSAGES.url),
});
