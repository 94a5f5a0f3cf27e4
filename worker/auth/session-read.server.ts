import { cookiePairs } from "../../core/http/cookies";
import type { BaseUrlCtx } from "../platform/env.server";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, sessionCookieName } from "./auth.server";

/**
 * The keys a session cookie may be signed with (current first: AuthSecrets.sessionKeys), and the
 * origin that names the cookie.
 */
/** Where a session row stands by its expiry, with better-auth's own rules. */
export type SessionStanding = "live" | "expired" | "refresh-due";

// better-call signs cookies with HMAC-SHA256 and appends the base64 signature (44 characters).
const SIGNATURE_LENGTH = 44;
const HMAC = { name: "HMAC", hash: "SHA-256" } as const;
const signingKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The session token a correctly signed session cookie carries, or null (no cookie, or a forged or
 * damaged one: a visitor, as better-auth answers too). Any of the configured keys will do, so a
 * session signed before a rotation still reads (docs/decisions/183). It says nothing about whether
 * the session still exists: the caller looks the token up in D1, where every sign-out, password
 * change and account deletion deletes the session row (docs/decisions/161).
 */
export async function signedSessionToken(
  ctx: BaseUrlCtx & { readonly keys: readonly string[] },
  headers: Headers,
): Promise<string | null> {
  return (await verifiedSessionCookie(ctx, headers))?.token ?? null;
}

/**
 * better-auth 1.7 checks a session cookie against its current secret only. When the request's
 * cookie is signed with an earlier key still in the list, these are the request's headers with
 * that cookie signed again with the current key, so better-auth's own endpoints (sign-out, the
 * daily refresh, password and account changes) accept what the Worker's read accepts; null when
 * nothing needs changing. Nothing is trusted that the list did not already sign.
 */
export async function withCurrentKeySignature(
  ctx: BaseUrlCtx & { readonly keys: readonly string[] },
  headers: Headers,
): Promise<Headers | null> {
  if (ctx.keys.length < 2) return null;
  const verified = await verifiedSessionCookie(ctx, headers);
  const current = ctx.keys[0];
  if (!verified || verified.keyIndex === 0 || current === undefined) return null;
  const name = sessionCookieName(ctx.baseUrl);
  const signed = encodeURIComponent(`${verified.token}.${await signature(verified.token, current)}`);
  const cookies = cookiePairs(headers.get("cookie") ?? "")
    .filter((pair) => pair.name !== name && pair.name !== "")
    .map((pair) => (pair.value === null ? pair.name : `${pair.name}=${pair.value}`));
  const rewritten = new Headers(headers);
  rewritten.set("cookie", [`${name}=${signed}`, ...cookies].join("; "));
  return rewritten;
}

async function verifiedSessionCookie(
  ctx: BaseUrlCtx & { readonly keys: readonly string[] },
  headers: Headers,
): Promise<{ token: string; keyIndex: number } | null> {
  const cookieValue = firstCookie(headers.get("cookie") ?? "", sessionCookieName(ctx.baseUrl));
  if (!cookieValue) return null;
  for (const [keyIndex, key] of ctx.keys.entries()) {
    const token = await verifiedToken(cookieValue, key);
    if (token !== null) return { token, keyIndex };
  }
  return null;
}

/**
 * A session past its expiry is over; one older than the update age is extended by better-auth on
 * this request (a D1 and KV write it makes itself), so the caller hands that one to better-auth.
 */
export function sessionStanding(expiresAt: Date, now = Date.now()): SessionStanding {
  const expiresMs = expiresAt.getTime();
  if (!Number.isFinite(expiresMs) || expiresMs <= now) return "expired";
  const refreshDue = expiresMs - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
  return refreshDue ? "refresh-due" : "live";
}

/** The first cookie of that name, URI-decoded, as better-call reads it. */
function firstCookie(header: string, name: string): string | null {
  const found = cookiePairs(header).find((pair) => pair.name === name && pair.value !== null);
  if (!found?.value) return null;
  const value = found.value.startsWith('"') ? found.value.slice(1, -1) : found.value;
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
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

/** better-call's signature: HMAC-SHA256, base64 with its padding. */
async function signature(token: string, secret: string): Promise<string> {
  const signed = await crypto.subtle.sign(HMAC, await signingKey(secret), new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...new Uint8Array(signed)));
}

/** The HMAC key, imported once per isolate and secret. */
function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), HMAC, false, ["sign", "verify"]);
    signingKeys.set(secret, key);
  }
  return key;
}
