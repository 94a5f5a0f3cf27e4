// The browser's limits (3 auth, 2 arena, 3 feedback, 2 contact per 5 minutes), counted in
// localStorage. The server enforces its own limits too; this one saves a round trip and gives
// the fixed message at once.
import { RATE_LIMIT_WINDOW_MS } from "~/core/domain";
import { RATE_LIMIT_TEXT } from "~/core/rate-limit-text";

// The server's 429 answers say the same texts.
export const CLIENT_RATE_LIMITS = {
  auth: { limit: 3, message: RATE_LIMIT_TEXT.auth },
  arena: { limit: 2, message: RATE_LIMIT_TEXT.arena },
  feedback: { limit: 3, message: RATE_LIMIT_TEXT.feedback },
  contact: { limit: 2, message: RATE_LIMIT_TEXT.contact },
} as const;

export type ClientRateLimitKey = keyof typeof CLIENT_RATE_LIMITS;

function storageKey(key: ClientRateLimitKey) {
  return `tipoff:rate-limit:${key}`;
}

function recentAttempts(key: ClientRateLimitKey, now: number): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(key)) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((at): at is number => typeof at === "number" && now - at < RATE_LIMIT_WINDOW_MS)
      : [];
  } catch {
    return [];
  }
}

/** Records an attempt if allowed (with its time, to release it); returns the fixed message when the limit is reached. */
export function tryClientAttempt(
  key: ClientRateLimitKey,
  now = Date.now(),
): { allowed: true; at: number } | { allowed: false; message: string } {
  const { limit, message } = CLIENT_RATE_LIMITS[key];
  const attempts = recentAttempts(key, now);
  if (attempts.length >= limit) return { allowed: false, message };
  try {
    localStorage.setItem(storageKey(key), JSON.stringify([...attempts, now]));
  } catch {
    // Storage may be full or blocked (private mode); the server's limit still applies.
  }
  return { allowed: true, at: now };
}

/** Takes back the attempt recorded at `at`: the server refused that save, so it does not count. */
export function releaseClientAttempt(key: ClientRateLimitKey, at: number, now = Date.now()): void {
  const attempts = recentAttempts(key, now);
  const index = attempts.indexOf(at);
  if (index === -1) return;
  attempts.splice(index, 1);
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(attempts));
  } catch {
    // As above: the server's limit still applies.
  }
}
