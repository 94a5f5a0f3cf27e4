import type { RateLimitRule } from "../../core/rate-limit-text";
import type { ClockCtx } from "../platform/clock";
import { hitRateLimit, type RateLimitsCtx } from "../platform/rate-limit.server";
import type { GeocodeResult, GeocoderCtx } from "./geocoder";

/**
 * The address service takes one request a second for the whole app (Nominatim's usage policy). An
 * import may name a thousand unknown addresses: asked one after another they would hold that second
 * for everyone for a quarter of an hour, and the import would not answer. So an import's request
 * asks a few and waits a little; the rest are looked up in the background, where each person has a
 * share of the service and the background as a whole half of it (docs/decisions/213).
 */
export const GEOCODER_SHARES = {
  /** Addresses one request asks the service for; the rest wait for the background. */
  perRequest: 3,
  /** How long into its matching one request may still wait for the service. */
  requestWaitMs: 2500,
  /** How long one background lookup waits for the service's slot. */
  backgroundWaitMs: 5000,
  /** Lookups one person's imports make in a minute, in requests and the background together. */
  personPerMinute: 6,
  /** Background lookups in a minute for the whole app: the other half stays free for people's forms. */
  backgroundPerMinute: 30,
} as const;

const MINUTE_MS = 60_000;
const PERSON_SHARE: RateLimitRule = {
  action: "geocoder-person",
  limit: GEOCODER_SHARES.personPerMinute,
  windowMs: MINUTE_MS,
};
const BACKGROUND_SHARE: RateLimitRule = {
  action: "geocoder-background",
  limit: GEOCODER_SHARES.backgroundPerMinute,
  windowMs: MINUTE_MS,
};

/** An address's point, or why there is none; "deferred": not asked now, it is the background's to ask. */
export type AddressLookup = GeocodeResult | { ok: false; reason: "deferred"; retryAfterSeconds: number };

/** How an import finds its addresses: the cache always, the service within this caller's share. */
export type AddressLookups = { find(address: string): Promise<AddressLookup> };

type ShareOptions = {
  /** Asks of the service this caller may make in all. */
  asks: number;
  /** The caller's whole wait for the service, from when its lookups began (a big import's own reads count). */
  waitMs: number;
  /** Rules beside the person's own share (the background's). */
  also: RateLimitRule[];
};

function sharedLookups(
  ctx: GeocoderCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  { asks, waitMs, also }: ShareOptions,
): AddressLookups {
  const rules: Array<[RateLimitRule, string]> = [
    [PERSON_SHARE, `user:${userId}`],
    ...also.map((rule) => [rule, "app"] as [RateLimitRule, string]),
  ];
  let asksLeft = asks;
  const deadline = ctx.now() + waitMs;
  const deferred = (retryAfterSeconds: number): AddressLookup => ({ ok: false, reason: "deferred", retryAfterSeconds });

  const askService = async (address: string): Promise<AddressLookup> => {
    const waitLeft = deadline - ctx.now();
    if (asksLeft <= 0 || waitLeft <= 0) return deferred(1);
    const granted: Array<() => Promise<void>> = [];
    const giveBack = () => Promise.all(granted.map((release) => release()));
    for (const [rule, subject] of rules) {
      const share = await hitRateLimit(ctx.rateLimits, rule, subject, ctx.now());
      if (!share.allowed) {
        await giveBack();
        return deferred(share.retryAfterSeconds);
      }
      if (share.release) granted.push(share.release);
    }
    asksLeft -= 1;
    const found = await ctx.geocoder.geocode(address, { maxWaitMs: waitLeft });
    if (found.ok || found.reason !== "busy") return found;
    // The service's slot was held by others the whole wait: the share is given back for later.
    await giveBack();
    return deferred(1);
  };

  // The service is asked one address at a time (its slot is one a second anyway, and the shares
  // count in order); answers already kept are read at once.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    async find(address) {
      const kept = ctx.geocoder.known ? await ctx.geocoder.known(address) : null;
      if (kept) return kept;
      const asked = turn.then(() => askService(address));
      turn = asked.catch(() => undefined);
      return asked;
    },
  };
}

/** A request's lookups (an upload, "Refresh now", a feed's refresh): a few asks, a short wait. */
export function requestLookups(ctx: GeocoderCtx & RateLimitsCtx & ClockCtx, userId: string): AddressLookups {
  return sharedLookups(ctx, userId, {
    asks: GEOCODER_SHARES.perRequest,
    waitMs: GEOCODER_SHARES.requestWaitMs,
    also: [],
  });
}

/** One background lookup of a venue: its street, and its town when the street is not found. */
export function backgroundLookups(ctx: GeocoderCtx & RateLimitsCtx & ClockCtx, userId: string): AddressLookups {
  return sharedLookups(ctx, userId, {
    asks: 2,
    waitMs: GEOCODER_SHARES.backgroundWaitMs,
    also: [BACKGROUND_SHARE],
  });
}
