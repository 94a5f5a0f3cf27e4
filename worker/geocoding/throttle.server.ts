import { hitRateLimit } from "../rate-limit.server";
import type { GeocodeResult, Geocoder } from "./geocoder";

const UPSTREAM_RULE = { action: "geocoder-upstream", limit: 1, windowMs: 1000 } as const;
// The person is waiting on their form; after this long we answer "busy" instead of queueing on.
export const THROTTLE_MAX_WAIT_MS = 2500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most one request per second to the service for the whole app (Nominatim's usage policy),
 * shared by every isolate through the KV sliding-window log of docs/decisions/011: each call
 * claims a slot in a one-second window and waits for the next window when another call holds it.
 */
export function throttledGeocoder(
  inner: Geocoder,
  kv: KVNamespace,
  { maxWaitMs = THROTTLE_MAX_WAIT_MS, now = () => Date.now(), wait = sleep } = {},
): Geocoder {
  return {
    async geocode(query: string): Promise<GeocodeResult> {
      const deadline = now() + maxWaitMs;
      for (;;) {
        const slot = await hitRateLimit(kv, UPSTREAM_RULE, "app", now());
        if (slot.allowed) return inner.geocode(query);
        // Retry-After is whole seconds; within a one-second window a short, jittered pause is enough.
        const pause = 200 + Math.floor(Math.random() * 300);
        if (now() + pause > deadline) return { ok: false, reason: "busy" };
        await wait(pause);
      }
    },
  };
}
