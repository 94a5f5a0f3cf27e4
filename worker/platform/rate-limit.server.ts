import { RATE_LIMIT_WINDOW_MS } from "../../core/domain";
import { type Failure, rateLimited } from "../../core/failure";
import type { RateLimitRule } from "../../core/rate-limit-text";

/**
 * An attempt let through carries `release`: a caller whose request is then refused for another
 * reason (a field, a failed address lookup) takes the attempt back, so it does not count.
 */
export type RateLimitResult =
  | { allowed: true; release?: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/** The context's KV namespace of rate-limit attempts (docs/decisions/230). */
export type RateLimitsCtx = { readonly rateLimits: KVNamespace };

// KV refuses TTLs under 60 s.
const KV_MIN_TTL_SECONDS = 60;
const TIMESTAMP_DIGITS = 15;

/**
 * A sliding-window log in KV. KV has no atomic increment: a read-modify-write counter loses
 * updates when attempts race, so N concurrent attempts could all read "0" and all pass. Instead
 * each attempt writes its own key (`…:<timestamp>:<uuid>`), so no attempt can overwrite another,
 * then lists the subject's keys and counts those at or before its own time. Concurrent attempts are
 * therefore ordered by time and only the first `limit` pass. KV is eventually consistent across
 * locations (up to ~60 s), but a client's attempts land in one location, where writes are
 * visible at once; see docs/decisions/011-rate-limits.md.
 */
export async function hitRateLimit(
  kv: KVNamespace,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  try {
    return await countAttempt(kv, rule, subject, now);
  } catch (error) {
    // Fail open: the limits are a second line of defence (passwords are hashed slowly, writes are
    // checked and audited); a KV outage must not lock every official out (docs/decisions/060).
    console.error(`rate limit ${rule.action} unavailable, allowing`, error);
    return { allowed: true };
  }
}

async function countAttempt(
  kv: KVNamespace,
  rule: RateLimitRule,
  subject: string,
  now: number,
): Promise<RateLimitResult> {
  const windowMs = rule.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const prefix = `rl:${rule.action}:${subject}:`;
  const key = `${prefix}${String(now).padStart(TIMESTAMP_DIGITS, "0")}:${crypto.randomUUID()}`;
  await kv.put(key, "1", { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(windowMs / 1000)) });

  const listed = await kv.list({ prefix });
  const windowStart = now - windowMs;
  const earlier = listed.keys
    .map((entry) => ({
      name: entry.name,
      at: Number(entry.name.slice(prefix.length, prefix.length + TIMESTAMP_DIGITS)),
    }))
    // Ties in the same millisecond all count against each other (their random suffixes say nothing
    // about which came first), so a burst at the limit errs on the side of refusing.
    .filter((entry) => entry.at > windowStart && entry.at <= now);

  if (earlier.length <= rule.limit) return { allowed: true, release: () => forget(kv, key) };

  // A refused attempt does not count, so a client that waits is let in as promised.
  await kv.delete(key);
  const oldest = earlier[0]?.at ?? now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
}

/** Takes an attempt back; a KV failure leaves it counted (the limit errs on the side of refusing). */
async function forget(kv: KVNamespace, key: string): Promise<void> {
  try {
    await kv.delete(key);
  } catch (error) {
    console.error("rate limit attempt not released", error);
  }
}

/** A spent limit as the refusal `message` (saying when to retry), or null while attempts remain. */
export function limitOrFail(result: RateLimitResult, message: string): Failure | null {
  return result.allowed ? null : rateLimited(message, result.retryAfterSeconds);
}

/** The caller's IP as Cloudflare reports it; tests and local runs may have none. */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.trim() || "unknown";
}
