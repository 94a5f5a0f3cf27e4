import type { SecondaryStorage } from "better-auth";

// KV refuses TTLs under 60 s; better-auth asks for shorter ones near a session's end.
const KV_MIN_TTL_SECONDS = 60;

/**
 * better-auth's secondary storage on KV. KV is eventually consistent and has no atomic
 * operations, so `getAndDelete` and `increment` are best effort; we do not use better-auth's
 * storage-backed rate limiter (our own limiter lives in worker/rate-limit.server.ts).
 */
export function kvSecondaryStorage(kv: KVNamespace): SecondaryStorage {
  return {
    get: (key) => orFallback(kv.get(key), null),
    async getAndDelete(key) {
      const value = await orFallback(kv.get(key), null);
      if (value !== null) await orFallback(kv.delete(key), undefined);
      return value;
    },
    async increment(key, ttl) {
      const next = Number((await orFallback(kv.get(key), null)) ?? "0") + 1;
      await orFallback(kv.put(key, String(next), { expirationTtl: Math.max(ttl, KV_MIN_TTL_SECONDS) }), undefined);
      return next;
    },
    async set(key, value, ttl) {
      const options = ttl ? { expirationTtl: Math.max(Math.ceil(ttl), KV_MIN_TTL_SECONDS) } : undefined;
      await orFallback(kv.put(key, value, options), undefined);
    },
    delete: (key) => orFallback(kv.delete(key), undefined),
  };
}

/**
 * KV is a cache here (sessions are stored in D1 too): when it fails, better-auth reads D1 instead
 * of failing the request.
 */
async function orFallback<T>(operation: Promise<T>, fallback: T): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    console.error("session cache unavailable", error);
    return fallback;
  }
}
