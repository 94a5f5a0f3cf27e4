import { z } from "../../core/zod";
import {
  type GeocodeOptions,
  type GeocodeResult,
  type Geocoder,
  normaliseAddress,
  type Point,
  type ReverseGeocoder,
  type ReverseResult,
  roundPoint,
} from "./geocoder";

const DAY_SECONDS = 86_400;
/** docs/decisions/002: places rarely move; a miss may be fixed upstream; an outage passes soon. */
export const GEOCODE_CACHE_TTL = {
  found: 90 * DAY_SECONDS,
  notFound: 3600,
  // KV's minimum TTL: enough to stop a retry storm from reaching the service during an outage.
  unavailable: 60,
} as const;

const KEY_PREFIX = "geo:v1:";
// KV keys may be at most 512 bytes; longer addresses are keyed by their hash instead.
const MAX_READABLE_KEY_BYTES = 480;

const CachedSchema = z.union([
  z.object({ ok: z.literal(true), latitude: z.number(), longitude: z.number() }),
  z.object({ ok: z.literal(false), reason: z.enum(["not_found", "unavailable"]) }),
]);

export async function geocodeCacheKey(query: string): Promise<string> {
  const normalised = normaliseAddress(query);
  const key = `${KEY_PREFIX}${normalised}`;
  if (new TextEncoder().encode(key).byteLength <= MAX_READABLE_KEY_BYTES) return key;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalised));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${KEY_PREFIX}sha256:${hex}`;
}

function ttlFor(result: GeocodeResult | ReverseResult): number | null {
  if (result.ok) return GEOCODE_CACHE_TTL.found;
  if (result.reason === "not_found") return GEOCODE_CACHE_TTL.notFound;
  if (result.reason === "unavailable") return GEOCODE_CACHE_TTL.unavailable;
  // "busy" is our own throttle, not an answer about the address: never cached.
  return null;
}

/** The answer kept for a query, or null. */
async function keptAnswer(kv: KVNamespace, query: string): Promise<GeocodeResult | null> {
  const cached = CachedSchema.safeParse(await kv.get(await geocodeCacheKey(query), "json").catch(() => null));
  return cached.success ? cached.data : null;
}

/** Keys KV reads in one call. */
const KEYS_PER_READ = 100;

/**
 * Kept answers asked in the same turn of the event loop (an import's addresses) are read from KV
 * together, a hundred keys a call: a KV read counts toward the Worker's subrequests whatever it holds.
 */
function keptAnswers(kv: KVNamespace): (query: string) => Promise<GeocodeResult | null> {
  let waiting: Array<{ key: string; settle: (answer: GeocodeResult | null) => void }> = [];
  const flush = async () => {
    const taken = waiting;
    waiting = [];
    for (let index = 0; index < taken.length; index += KEYS_PER_READ) {
      const part = taken.slice(index, index + KEYS_PER_READ);
      const found = await kv.get<unknown>([...new Set(part.map((entry) => entry.key))], "json").catch(() => null);
      for (const entry of part) {
        const cached = CachedSchema.safeParse(found?.get(entry.key) ?? null);
        entry.settle(cached.success ? cached.data : null);
      }
    }
  };
  return async (query) => {
    const key = await geocodeCacheKey(query);
    return new Promise((settle) => {
      if (waiting.length === 0) setTimeout(() => void flush(), 0);
      waiting.push({ key, settle });
    });
  };
}

/** Each address is looked up once: answers (and, briefly, failures) are kept in KV. */
export function cachedGeocoder(inner: Geocoder, kv: KVNamespace): Geocoder {
  return {
    known: keptAnswers(kv),
    async geocode(query: string, options?: GeocodeOptions): Promise<GeocodeResult> {
      const key = await geocodeCacheKey(query);
      const cached = await keptAnswer(kv, query);
      if (cached) return cached;
      const result = await inner.geocode(query, options);
      const ttl = ttlFor(result);
      if (ttl !== null) {
        // A failed cache write must not fail the person's submission; the next one looks up again.
        await kv.put(key, JSON.stringify(result), { expirationTtl: ttl }).catch((error: unknown) => {
          console.warn("geocode cache write failed", error);
        });
      }
      return result;
    },
  };
}

const REVERSE_KEY_PREFIX = "rev:v1:";

const CachedReverseSchema = z.union([
  z.object({
    ok: z.literal(true),
    place: z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  }),
  z.object({ ok: z.literal(false), reason: z.enum(["not_found", "unavailable"]) }),
]);

/** The cache key of a point: its rounded coordinates, so clicks on one building share an entry. */
export function reverseCacheKey(point: Point): string {
  const { latitude, longitude } = roundPoint(point);
  return `${REVERSE_KEY_PREFIX}${latitude.toFixed(4)},${longitude.toFixed(4)}`;
}

/** Each point (to about 11 m) is looked up once, with the same lifetimes as addresses. */
export function cachedReverseGeocoder(inner: ReverseGeocoder, kv: KVNamespace): ReverseGeocoder {
  return {
    async reverse(point: Point): Promise<ReverseResult> {
      const key = reverseCacheKey(point);
      const cached = CachedReverseSchema.safeParse(await kv.get(key, "json").catch(() => null));
      if (cached.success) return cached.data;
      const result = await inner.reverse(roundPoint(point));
      const ttl = ttlFor(result);
      if (ttl !== null) {
        await kv.put(key, JSON.stringify(result), { expirationTtl: ttl }).catch((error: unknown) => {
          console.warn("reverse geocode cache write failed", error);
        });
      }
      return result;
    },
  };
}
