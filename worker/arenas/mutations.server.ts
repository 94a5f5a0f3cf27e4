import type { Arena } from "../../core/arenas/arena";
import type { ArenaInput, Coordinates } from "../../core/arenas/arena-input";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { type Failure, fail, invalidFields } from "../../core/failure";
import { GEOCODING_FAILED } from "../../core/openapi/responses";
import type { RateLimitRule } from "../../core/rate-limit-text";
import type { CurrentUser } from "../../core/users/current-user";
import type { ArenaAddress } from "../../core/validation/arena";
import { pinDistanceIssues, pinPairIssues } from "../../core/validation/arrival";
import type { DbCtx } from "../db/client.server";
import { addressQuery, type Geocoder, type GeocoderCtx } from "../geocoding/geocoder";
import { hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";

/** Who is asking, from where: for permissions, rate limits and the audit log. */
export type Actor = CurrentUser & { ip: string };

/** A refused submit or edit; on a version conflict `current` is the arena as it is saved now. */
export type MutationFailure = Failure & { current?: Arena };

/**
 * Per user and per IP, every 5 minutes (docs/decisions/031). Above the browser's 2 submissions:
 * a double-clicked or retried form must not lock an official out, and a gym's Wi-Fi is shared.
 */
export const ARENA_RATE_LIMITS = {
  submit: { user: 5, ip: 10 },
  edit: { user: 30, ip: 60 },
  geocode: { user: 10, ip: 20 },
} as const;

export async function limitArenaAction(
  kv: KVNamespace,
  kind: keyof typeof ARENA_RATE_LIMITS,
  actor: Actor,
): Promise<MutationFailure | null> {
  const claimed = await claimArenaAction(kv, kind, actor);
  return claimed.ok ? null : claimed.failure;
}

/**
 * Counts one attempt per IP and per user, or refuses it; an attempt let through can be released
 * when the save is then refused for another reason, so only saves that go through count.
 */
export async function claimArenaAction(
  kv: KVNamespace,
  kind: keyof typeof ARENA_RATE_LIMITS,
  actor: Actor,
): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; failure: MutationFailure }> {
  const action = `arena-${kind}`;
  const checks: Array<[RateLimitRule, string]> = [
    [{ action, limit: ARENA_RATE_LIMITS[kind].ip }, `ip:${actor.ip}`],
    [{ action, limit: ARENA_RATE_LIMITS[kind].user }, `user:${actor.id}`],
  ];
  const claimed: Array<() => Promise<void>> = [];
  const release = async () => {
    await Promise.all(claimed.map((undo) => undo()));
  };
  for (const [rule, subject] of checks) {
    const result = await hitRateLimit(kv, rule, subject);
    const refused = limitOrFail(result, ARENA_TEXT.tooManySubmissions);
    if (refused) {
      await release();
      return { ok: false, failure: refused };
    }
    if (result.allowed && result.release) claimed.push(result.release);
  }
  return { ok: true, release };
}

/** Settled coordinates, or why not (never a version conflict: no stored arena is involved). */
export type CoordinatesOutcome = ({ ok: true; geocoded: boolean } & Coordinates) | Failure;

/** Typed coordinates win; if either is missing, the address is geocoded. */
async function settleCoordinates(geocoder: Geocoder, input: ArenaInput): Promise<CoordinatesOutcome> {
  if (input.latitude !== null && input.longitude !== null) {
    return { ok: true, geocoded: false, latitude: input.latitude, longitude: input.longitude };
  }
  return geocodeAddress(geocoder, input);
}

/**
 * The coordinates a submit or an edit stores, with the arrival pins checked against them: a pin's
 * latitude and longitude come together (checked first, so a refused form costs no geocoding), and
 * each pin lies within 2 km of the settled coordinates (docs/decisions/063).
 */
export async function settleArenaDraft(geocoder: Geocoder, input: ArenaInput): Promise<CoordinatesOutcome> {
  const unpaired = invalidFields(pinPairIssues(input));
  if (unpaired) return unpaired;
  const coordinates = await settleCoordinates(geocoder, input);
  if (!coordinates.ok) return coordinates;
  return invalidFields(pinDistanceIssues(input, coordinates)) ?? coordinates;
}

async function geocodeAddress(geocoder: Geocoder, address: ArenaAddress): Promise<CoordinatesOutcome> {
  const result = await geocoder.geocode(addressQuery(address));
  if (!result.ok) return fail("unprocessable", ARENA_TEXT.geocodeFailed, { code: GEOCODING_FAILED });
  return { ok: true, geocoded: true, latitude: result.latitude, longitude: result.longitude };
}

/** The submit and edit pages' "convert first" step (with JavaScript): the address alone, rate limited. */
export async function geocodeArenaAddress(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  address: ArenaAddress,
): Promise<CoordinatesOutcome> {
  const limited = await limitArenaAction(ctx.rateLimits, "geocode", actor);
  if (limited) return limited;
  return geocodeAddress(ctx.geocoder, address);
}
