// The browser's side of Web Push, for tests: a subscription's keys, RFC 8291 decryption and the
// RFC 8292 checks a push service makes on the VAPID header. WebCrypto only and no imports, so the
// worker tests (workerd) and the e2e fake push service (Node) share it.

export type ReceiverKeys = {
  /** The subscription's keys as `PushSubscription.toJSON()` gives them (base64url). */
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
};

export type VapidCheck =
  | { ok: true; audience: string; expiresAt: number; subject: string; publicKey: string }
  | { ok: false; reason: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesFromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/=+$/, "").replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function base64urlFromBytes(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return btoa(String.fromCharCode(...view))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** A fresh subscription's keys, as a browser makes them. */
export async function createReceiverKeys(): Promise<ReceiverKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return {
    p256dh: base64urlFromBytes(publicKey),
    auth: base64urlFromBytes(crypto.getRandomValues(new Uint8Array(16))),
    privateKey: pair.privateKey,
  };
}

/** A subscription's keys from a known private key (RFC 8291 Appendix A's user agent). */
export async function receiverKeysFrom(p256dh: string, auth: string, privateScalar: string): Promise<ReceiverKeys> {
  const point = bytesFromBase64url(p256dh);
  const jwk: JsonWebKey = {
    kty: "EC",
    crv: "P-256",
    x: base64urlFromBytes(point.slice(1, 33)),
    y: base64urlFromBytes(point.slice(33, 65)),
    d: privateScalar,
  };
  const privateKey = await crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, false, [
    "deriveBits",
  ]);
  return { p256dh, auth, privateKey };
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  secret: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  length: number,
) {
  const key = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

/**
 * RFC 8291 §3–4 from the receiving side: the aes128gcm header (salt, record size, the sender's
 * public key), the shared secret, the key and nonce, one record, and its padding delimiter (2).
 */
export async function decryptPushBody(body: Uint8Array, keys: ReceiverKeys): Promise<string> {
  if (body.length < 21 + 65 + 17) throw new Error("body shorter than an aes128gcm header and one record");
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const keyIdLength = body[20] ?? 0;
  if (keyIdLength !== 65) throw new Error(`key id of ${keyIdLength} bytes, not a P-256 point`);
  const senderPublic = body.slice(21, 86);
  const record = body.slice(86);
  if (record.length > recordSize) throw new Error("more than one record");
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, keys.privateKey, 256));
  const receiverPublic = bytesFromBase64url(keys.p256dh);
  const keyInfo = concat(encoder.encode("WebPush: info\0"), receiverPublic, senderPublic);
  const ikm = await hkdf(bytesFromBase64url(keys.auth), shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aesKey, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record does not end with the delimiter 2");
  return decoder.decode(padded.slice(0, end));
}

/**
 * What a push service checks of `Authorization: vapid t=…, k=…` (RFC 8292): an ES256 JWT signed
 * by the key in k, for this audience (the endpoint's origin), not expired and at most 24 hours
 * ahead, with a mailto: or https: subject.
 */
export async function checkVapid(header: string | null, audience: string, now: number): Promise<VapidCheck> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return { ok: false, reason: "not a vapid authorization" };
  const [head = "", claims = "", signature = ""] = match[1].split(".");
  const publicKey = match[2];
  const parsedHead = JSON.parse(decoder.decode(bytesFromBase64url(head))) as { alg?: string };
  if (parsedHead.alg !== "ES256") return { ok: false, reason: `alg ${parsedHead.alg}` };
  const key = await crypto.subtle.importKey(
    "raw",
    bytesFromBase64url(publicKey),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    bytesFromBase64url(signature),
    encoder.encode(`${head}.${claims}`),
  );
  if (!valid) return { ok: false, reason: "bad signature" };
  const body = JSON.parse(decoder.decode(bytesFromBase64url(claims))) as { aud?: string; exp?: number; sub?: string };
  const nowSeconds = Math.floor(now / 1000);
  if (body.aud !== audience) return { ok: false, reason: `audience ${body.aud}` };
  if (typeof body.exp !== "number" || body.exp <= nowSeconds || body.exp > nowSeconds + 24 * 60 * 60) {
    return { ok: false, reason: `exp ${body.exp}` };
  }
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub)) return { ok: false, reason: "subject" };
  return { ok: true, audience: body.aud, expiresAt: body.exp * 1000, subject: body.sub, publicKey };
}
