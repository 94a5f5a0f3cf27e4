import { and, eq } from "drizzle-orm";
import type { ImportedEvent } from "../../core/imports/game-fields";
import type { DbCtx } from "../db/client.server";
import { importSources, importWaitingEvents } from "../db/schema.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import { isVenueLookupMessage, type VenueLookupMessage } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { type AddressLookups, backgroundLookups } from "../geocoding/shares.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { reconcileEvents } from "./reconcile.server";

/**
 * Tries a venue's lookup this many times; the last try takes "not asked" as the service being
 * unavailable, so the question stops saying it is being looked up.
 */
export const VENUE_LOOKUP_ATTEMPTS = 10;

/**
 * A waiting venue whose address an import could not look up at once: looked up now within the
 * person's and the background's share of the service, then its events reconciled again, so a
 * venue at a gym's address is placed there and any other gets the gyms near it. Returns null when
 * done, else the seconds to wait before the next try.
 */
export async function lookUpVenue(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  { userId, venueKey, attempt }: VenueLookupMessage,
): Promise<number | null> {
  const rows = await ctx.db
    .select({
      sourceId: importWaitingEvents.importSourceId,
      kind: importSources.kind,
      event: importWaitingEvents.event,
    })
    .from(importWaitingEvents)
    .innerJoin(importSources, eq(importSources.id, importWaitingEvents.importSourceId))
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, venueKey)));
  // Answered, added, or looked up already (by another message or a later import).
  if (!rows.some((row) => row.event.lookupQueued)) return null;

  const last = attempt + 1 >= VENUE_LOOKUP_ATTEMPTS;
  let retryAfterSeconds: number | null = null;
  const shared = backgroundLookups(ctx, userId);
  const lookups: AddressLookups = {
    async find(address) {
      const found = await shared.find(address);
      if (found.ok || found.reason !== "deferred") return found;
      retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, found.retryAfterSeconds);
      return last ? { ok: false, reason: "unavailable" } : found;
    },
  };
  const bySource = new Map<string, { kind: (typeof rows)[number]["kind"]; events: ImportedEvent[] }>();
  for (const row of rows) {
    const group = bySource.get(row.sourceId) ?? { kind: row.kind, events: [] };
    group.events.push(row.event);
    bySource.set(row.sourceId, group);
  }
  for (const [id, { kind, events }] of bySource) {
    // This message tries again itself: the reconcile queues nothing.
    await reconcileEvents({ ...ctx, venueLookups: null }, userId, { id, kind }, events, {
      complete: false,
      ignored: [],
      lookups,
      stillWaitingOnly: true,
    });
  }
  return last ? null : retryAfterSeconds;
}

/** The venue lookup queue's consumer: one venue at a time, a venue not yet asked sent again later. */
export async function consumeVenueLookupBatch(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  batch: MessageBatch<unknown>,
): Promise<void> {
  for (const message of batch.messages) {
    if (!isVenueLookupMessage(message.body)) {
      message.ack();
      continue;
    }
    const again = await lookUpVenue(ctx, message.body);
    if (again !== null && ctx.venueLookups) {
      const body = { ...message.body, attempt: message.body.attempt + 1 };
      await ctx.venueLookups.sendBatch([{ body, contentType: "json", delaySeconds: again }]);
    }
    message.ack();
  }
}
