// The fixed "too many" messages (docs/product.md), which the browser's own limits (app/lib/client-rate-limit.ts)
// and the server's 429 answers both say: apart from the screens' other texts, so a form page loads
// these four lines only.
export const RATE_LIMIT_TEXT = {
  auth: "Too many attempts. Please wait 5 minutes before trying again.",
  arena: "Too many submissions. Please wait 5 minutes before trying again.",
  feedback: "Too many feedback submissions. Please wait 5 minutes before trying again.",
  contact: "Too many contact attempts. Please wait 5 minutes before trying again.",
} as const;

/** A rate limit: at most `limit` attempts of `action` per subject in the window (worker/platform/rate-limit.server.ts). */
export type RateLimitRule = { action: string; limit: number; windowMs?: number };
