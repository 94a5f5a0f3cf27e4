import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, sessionCookieName } from "./auth.server";

/**
 * What reading a session cookie without better-auth found:
 * - `none`: no session cookie, or one whose signature is wrong (better-auth answers null too);
 * - `valid`: the session better-auth would return unchanged, read from the same KV entries;
 * - `ask-better-auth`: anything else (no KV entry, revoked, expired, due for its daily refresh,
 *   unreadable), which better-auth decides as always, with its D1 fallback and its writes.
 */
export type SessionRead = { kind: "none" } | { kind: "valid"; userId: string } | { kind: "ask-better-auth" };

export type SessionReadDeps = { sessionsKv: KVNamespace; secret: string; baseUrl: string };

/** The shape better-auth stores under a session's token in secondary storage (the fields read here). */
type StoredSession = { session?: { userId?: unknown; createdAt?: unknown; expiresAt?: unknown } };

const NONE: SessionRead = { kind: "none" };
const ASK: SessionRead = { kind: "ask-better-auth" };
// better-call signs cookies with HMAC-SHA256 and appends the base64 signature (44 characters).
const SIGNATURE_LENGTH = 44;
const HMAC = { name: "HMAC", hash: "SHA-256" } as const;
const signingKeys = new Map<string, Promise<CryptoKey>>();

/**
 * better-auth's `getSession` builds the whole auth instance and its endpoint pipeline for every
 * page view; the common case (a live session in KV) needs only the cookie's signature and the two
 * KV reads better-auth itself makes: the session under its token, then the user's "revoked before"
 * time. Both keys are the ones sign-out, password changes and account deletion delete or set, so a
 * revoked session fails here on its next request exactly as in better-auth. Role and existence are
 * not taken from KV: the caller reads the user row from D1.
 */
export async function readSession(deps: SessionReadDeps, headers: Headers): Promise<SessionRead> {
  const cookieValue = firstCookie(headers.get("cookie") ?? "", sessionCookieName(deps.baseUrl));
  if (!cookieValue) return NONE;
  const token = await verifiedToken(cookieValue, deps.secret);
  if (!token) return NONE;
  const stored = await kvText(deps.sessionsKv, token);
  // Not in KV: better-auth looks in D1 (where a session also lives) and decides.
  if (stored === undefined || stored === null) return ASK;
  const session = parseStoredSession(stored);
  if (!session) return ASK;
  const now = Date.now();
  // better-auth refreshes a session (a D1 and KV write) once it is older than the update age.
  const refreshDue = session.expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
  if (session.expiresAt <= now || refreshDue) return ASK;
  const revokedBefore = await kvText(deps.sessionsKv, `revoked-sessions-before-${session.userId}`);
  if (revokedBefore === undefined) return ASK;
  if (revokedBefore !== null && session.createdAt < Number(revokedBefore)) return ASK;
  return { kind: "valid", userId: session.userId };
}

/** The first cookie of that name, URI-decoded, as better-call reads it. */
function firstCookie(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

async function verifiedToken(cookieValue: string, secret: string): Promise<string | null> {
  const dot = cookieValue.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  let signatureBytes: Uint8Array<ArrayBuffer>;
  try {
    signatureBytes = Uint8Array.from(atob(signature), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
  const key = await signingKey(secret);
  return (await crypto.subtle.verify(HMAC, key, signatureBytes, new TextEncoder().encode(token))) ? token : null;
}

/** The HMAC key, imported once per isolate and secret. */
function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), HMAC, false, ["verify"]);
    signingKeys.set(secret, key);
  }
  return key;
}

/** The KV value (null when absent), or undefined when KV failed: then better-auth decides. */
async function kvText(kv: KVNamespace, key: string): Promise<string | null | undefined> {
  try {
    return await kv.get(key);
  } catch {
    return undefined;
  }
}

function parseStoredSession(stored: string): { userId: string; createdAt: number; expiresAt: number } | null {
  let parsed: StoredSession;
  try {
    parsed = JSON.parse(stored) as StoredSession;
  } catch {
    return null;
  }
  const session = parsed?.session;
  if (!session || typeof session.userId !== "string") return null;
  const createdAt = timeOf(session.createdAt);
  const expiresAt = timeOf(session.expiresAt);
  if (createdAt === null || expiresAt === null) return null;
  return { userId: session.userId, createdAt, expiresAt };
}

function timeOf(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}
