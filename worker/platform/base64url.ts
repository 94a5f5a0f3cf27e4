// base64url without padding (RFC 4648 §5), as the Push API and VAPID spell keys. No imports.

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The bytes of a base64url text (padding tolerated), or null when it is not base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  const bare = text.replace(/=+$/, "");
  if (!BASE64URL.test(bare) || bare.length % 4 === 1) return null;
  const binary = atob(bare.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function toBase64url(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** An uncompressed P-256 point (X9.62: 0x04, x, y) is 65 bytes. */
export const P256_POINT_BYTES = 65;
/** A P-256 private scalar is 32 bytes. */
export const P256_SCALAR_BYTES = 32;
/** The Push API's auth secret is 16 bytes (RFC 8291 §3.2). */
export const AUTH_SECRET_BYTES = 16;

export function isUncompressedPoint(bytes: Uint8Array | null): boolean {
  return bytes !== null && bytes.length === P256_POINT_BYTES && bytes[0] === 0x04;
}
