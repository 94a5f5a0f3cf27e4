import type { SecondaryStorage } from "better-auth";

// KV refuses TTLs under 60 s; better-auth asks for shorter ones near a session's end.
const KV_MIN_TTL_SECONDS = 60;

// better-auth's key for "every session of this user created before this instant is revoked"
// (a password change with revokeOtherSessions writes it; db/internal-adapter in 1.7).
const REVOKED_BEFORE_PREFIX = "revoked-sessions-before-";

/**
 * better-auth's secondary storage on KV. KV is eventually consistent and has no atomic
 * operations, so `getAndDelete` and `increment` are best effort; we do not use better-auth's
 * storage-backed rate limiter (our own limiter lives in worker/platform/rate-limit.server.ts).
 */
export function kvSecondaryStorage(kv: KVNamespace): SecondaryStorage {
  return {
    get: (key) => orFallback(kv.get(key), unreadable(key)),
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
 * What a failed read stands for. A session's own entry is only a cache (better-auth then reads D1),
 * but a "revoked before" entry that cannot be read must not pass for none: it answers "now", so
 * every session of that user counts as revoked until KV answers again. Writing it back (better-auth
 * keeps the later of the stored and the new instant) moves it to now at most, which revokes nothing
 * created afterwards.
 */
function unreadable(key: string): string | null {
  return key.startsWith(REVOKED_BEFORE_PREFIX) ? String(Date.now()) : null;
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
