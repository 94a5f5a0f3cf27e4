// What travels on the venue lookup queue (docs/decisions/213): a person's waiting venue by its key,
// never its address (the consumer reads what the waiting events say).

export type VenueLookupMessage = { userId: string; venueKey: string; attempt: number };

/** What the import code needs of the queue binding (a recording stand-in in tests). */
export type VenueLookupQueue = Pick<Queue<VenueLookupMessage>, "sendBatch">;

/**
 * The context's venue lookup queue (docs/decisions/230). Null: venues an import could not look up
 * at once wait for the next import.
 */
export type VenueLookupsCtx = { readonly venueLookups: Env["VENUE_LOOKUPS"] | null };

export function isVenueLookupMessage(body: unknown): body is VenueLookupMessage {
  if (typeof body !== "object" || body === null) return false;
  const message = body as Partial<Record<keyof VenueLookupMessage, unknown>>;
  return (
    typeof message.userId === "string" && typeof message.venueKey === "string" && typeof message.attempt === "number"
  );
}
