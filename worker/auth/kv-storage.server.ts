import type { SecondaryStorage } from "better-auth";

// KV refuses TTLs under 60 s; better-auth asks for shorter ones near a session's end.
const KV_MIN_TTL_SECONDS = 60;

/**
 * better-auth's secondary storage on KV. KV is eventually consistent and has no atomic
 * operations, so `getAndDelete` and `increment` are best effort; we do not use better-auth's
 * storage-backed rate limiter (our own limiter lives in worker/rate-limit.ts).
 */
export function kvSecondaryStorage(kv: KVNamespace): SecondaryStorage {
  return {
    get: (key) => kv.get(key),
    async getAndDelete(key) {
      const value = await kv.get(key);
      if (value !== null) await kv.delete(key);
      return value;
    },
    async increment(key, ttl) {
      const next = Number((await kv.get(key)) ?? "0") + 1;
      await kv.put(key, String(next), { expirationTtl: Math.max(ttl, KV_MIN_TTL_SECONDS) });
      return next;
    },
    async set(key, value, ttl) {
      await kv.put(key, value, ttl ? { expirationTtl: Math.max(Math.ceil(ttl), KV_MIN_TTL_SECONDS) } : undefined);
    },
    delete: (key) => kv.delete(key),
  };
}
