import { encryptNotification } from "@block65/webcrypto-web-push";
import { fromBase64url, toBase64url } from "../platform/base64url";
import type { VapidConfig } from "../platform/env.server";

// Web Push as the standards spell it (docs/decisions/170): RFC 8291 encrypts the payload
// (aes128gcm, through @block65/webcrypto-web-push), RFC 8292 signs the request (a VAPID ES256 JWT,
// here), RFC 8030 carries it (TTL, Urgency, Topic).

/** Where a push goes: the browser's subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushUrgency = "very-low" | "low" | "normal" | "high";
export type PushOptions = {
  /** Seconds the push service may keep the message for an offline device (0: now or never). */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** Replaces a message with the same topic still waiting at the push service (RFC 8030 §5.4). */
  topic?: string;
};

/** RFC 8292 §2: a JWT's `exp` at most 24 hours ahead; we sign for 12 and reuse a token for 1. */
const JWT_LIFETIME_SECONDS = 12 * 60 * 60;
const JWT_REUSE_MS = 60 * 60 * 1000;
/** RFC 8030 §5.4: a topic is at most 32 characters of the base64url alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

const encoder = new TextEncoder();
const signingKeys = new Map<string, Promise<CryptoKey>>();
const tokens = new Map<string, { token: string; madeAt: number }>();

function signingKey(vapid: VapidConfig): Promise<CryptoKey> {
  let key = signingKeys.get(vapid.privateKey);
  if (!key) {
    const point = fromBase64url(vapid.publicKey);
    if (!point) throw new Error("VAPID_PUBLIC_KEY is not base64url");
    const jwk: JsonWebKey = {
      kty: "EC",
      crv: "P-256",
      x: toBase64url(point.slice(1, 33)),
      y: toBase64url(point.slice(33, 65)),
      d: vapid.privateKey,
    };
    key = crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
    signingKeys.set(vapid.privateKey, key);
  }
  return key;
}

const jsonPart = (value: object) => toBase64url(encoder.encode(JSON.stringify(value)));

/**
 * The VAPID JWT for one push service (its origin is the audience), signed with ES256: WebCrypto's
 * ECDSA signature is already the JWS form (r ‖ s, 64 bytes). One token per audience is reused for an
 * hour, so a cron's thousands of pushes sign a handful of tokens.
 */
export async function vapidToken(audience: string, vapid: VapidConfig, now: number): Promise<string> {
  const cacheKey = `${vapid.publicKey}|${vapid.subject}|${audience}`;
  const cached = tokens.get(cacheKey);
  if (cached && now - cached.madeAt >= 0 && now - cached.madeAt < JWT_REUSE_MS) return cached.token;
  const issuedAt = Math.floor(now / 1000);
  const unsigned = `${jsonPart({ typ: "JWT", alg: "ES256" })}.${jsonPart({
    aud: audience,
    exp: issuedAt + JWT_LIFETIME_SECONDS,
    sub: vapid.subject,
  })}`;
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    await signingKey(vapid),
    encoder.encode(unsigned),
  );
  const token = `${unsigned}.${toBase64url(signature)}`;
  tokens.set(cacheKey, { token, madeAt: now });
  return token;
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`. */
export async function vapidAuthorization(endpoint: URL, vapid: VapidConfig, now: number): Promise<string> {
  return `vapid t=${await vapidToken(endpoint.origin, vapid, now)}, k=${vapid.publicKey}`;
}

/** The RFC 8291 body (one aes128gcm record, unpadded) of `payload` for one subscription. */
export async function encryptPayload(target: PushTarget, payload: string): Promise<Uint8Array<ArrayBuffer>> {
  const body = await encryptNotification(
    { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    encoder.encode(payload),
    { pad: false },
  );
  return new Uint8Array(body);
}

/** A topic the push service accepts, or none. */
export function pushTopic(topic: string | undefined): string | undefined {
  return topic !== undefined && TOPIC.test(topic) ? topic : undefined;
}

/** The POST that delivers one push: encrypted body, VAPID authorization and the RFC 8030 headers. */
export async function buildPushRequest(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  vapid: VapidConfig,
  now: number,
): Promise<Request> {
  const endpoint = new URL(target.endpoint);
  const [body, authorization] = await Promise.all([
    encryptPayload(target, payload),
    vapidAuthorization(endpoint, vapid, now),
  ]);
  const headers = new Headers({
    Authorization: authorization,
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(Math.max(0, Math.floor(options.ttlSeconds))),
    Urgency: options.urgency,
  });
  const topic = pushTopic(options.topic);
  if (topic) headers.set("Topic", topic);
  return new Request(endpoint, { method: "POST", headers, body, redirect: "manual" });
}
