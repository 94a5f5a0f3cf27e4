import { hitRateLimit } from "../platform/rate-limit.server";
import type { GeocodeOptions, GeocodeResult, Geocoder, Point, ReverseGeocoder, ReverseResult } from "./geocoder";

const upstreamRule = (perSecond: number) => ({ action: "geocoder-upstream", limit: perSecond, windowMs: 1000 });
// The person is waiting on their form; after this long we answer "busy" instead of queueing on.
export const THROTTLE_MAX_WAIT_MS = 2500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ThrottleOptions = {
  maxWaitMs?: number;
  /** The service's allowance for the whole app; Nominatim's is one request a second. */
  perSecond?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
};

/**
 * Claims the app's one upstream request of this second, waiting for the next second while another
 * call holds it; false once waiting longer would pass `maxWaitMs`.
 */
async function upstreamSlot(
  kv: KVNamespace,
  { maxWaitMs = THROTTLE_MAX_WAIT_MS, perSecond = 1, now = () => Date.now(), wait = sleep }: ThrottleOptions,
): Promise<boolean> {
  const deadline = now() + maxWaitMs;
  const rule = upstreamRule(perSecond);
  for (;;) {
    const slot = await hitRateLimit(kv, rule, "app", now());
    if (slot.allowed) return true;
    // Retry-After is whole seconds; within a one-second window a short, jittered pause is enough.
    const pause = 200 + Math.floor(Math.random() * 300);
    if (now() + pause > deadline) return false;
    await wait(pause);
  }
}

/**
 * At most one request per second to the service for the whole app (Nominatim's usage policy),
 * shared by every isolate through the KV sliding-window log of docs/decisions/011: each call
 * claims a slot in a one-second window and waits for the next window when another call holds it.
 */
export function throttledGeocoder(inner: Geocoder, kv: KVNamespace, options: ThrottleOptions = {}): Geocoder {
  return {
    async geocode(query: string, call: GeocodeOptions = {}): Promise<GeocodeResult> {
      const maxWaitMs = call.maxWaitMs ?? options.maxWaitMs;
      if (await upstreamSlot(kv, maxWaitMs === undefined ? options : { ...options, maxWaitMs }))
        return inner.geocode(query);
      return { ok: false, reason: "busy" };
    },
  };
}

/** Reverse lookups share the same one request per second with searches. */
export function throttledReverseGeocoder(
  inner: ReverseGeocoder,
  kv: KVNamespace,
  options: ThrottleOptions = {},
): ReverseGeocoder {
  return {
    async reverse(point: Point): Promise<ReverseResult> {
      if (await upstreamSlot(kv, options)) return inner.reverse(point);
      return { ok: false, reason: "busy" };
    },
  };
}
