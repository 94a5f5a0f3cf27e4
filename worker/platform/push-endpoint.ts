import { type Failure, fail, type Result } from "../../core/failure";
import { PUSH_ENDPOINT_CODES, PUSH_ENDPOINT_TEXT } from "../../core/notifications/messages";
import { isPushServiceHost } from "../../core/notifications/push-services";
import { AUTH_SECRET_BYTES, fromBase64url, isUncompressedPoint } from "./base64url";
import type { AppConfig } from "./env.server";
import { parseIpv4, parseIpv6, reachOfIpv4, reachOfIpv6 } from "./ip-address";

/** Why a push subscription is refused; the API sends it as `error.code` with a 400. */
export type PushEndpointRefusalCode = (typeof PUSH_ENDPOINT_CODES)[keyof typeof PUSH_ENDPOINT_CODES];
export type PushEndpointRefusal = Failure & { code: PushEndpointRefusalCode };

/**
 * `allowLoopback` lets an endpoint be http(s)://localhost, 127.0.0.1 or [::1] on any port, for a
 * local push receiver in development and tests; `pushEndpointPolicy` keeps it off in production.
 */
export type PushEndpointPolicy = { allowLoopback: boolean };

/** The loopback allowance as configuration sets it, and never in production whatever it says. */
export function pushEndpointPolicy(config: Pick<AppConfig, "appEnv" | "pushAllowLoopback">): PushEndpointPolicy {
  return { allowLoopback: config.appEnv !== "production" && config.pushAllowLoopback };
}

/** Push services' endpoints are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 2048;

const refuse = (reason: keyof typeof PUSH_ENDPOINT_TEXT): PushEndpointRefusal =>
  fail<{ code: PushEndpointRefusalCode }>("invalid", PUSH_ENDPOINT_TEXT[reason], { code: PUSH_ENDPOINT_CODES[reason] });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a host is a literal address (IPv4 or bracketed IPv6) that is not public unicast. */
function isNonPublicAddress(hostname: string): boolean {
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const groups = parseIpv6(hostname.slice(1, -1));
    return groups === null || reachOfIpv6(groups) !== "public";
  }
  const octets = parseIpv4(hostname);
  return octets !== null && reachOfIpv4(octets) !== "public";
}

/**
 * The endpoint as a URL we may POST to, or why not: https, no userinfo or port, and a browser push
 * service's host. URL parsing first, so every spelling of an address (2130706433, 0x7f.1,
 * [::ffff:127.0.0.1]) is judged in its one normal form. Private and local addresses are refused
 * whatever the loopback allowance says; it admits exactly localhost, 127.0.0.1 and [::1].
 */
export function checkPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Result<{ url: URL }, PushEndpointRefusal> {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return refuse("tooLong");
  if (!URL.canParse(endpoint)) return refuse("invalid");
  const url = new URL(endpoint);
  const loopback = policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
  if (loopback && (url.protocol === "http:" || url.protocol === "https:")) {
    if (url.username !== "" || url.password !== "") return refuse("credentials");
    return { ok: true, url };
  }
  const name = url.hostname.replace(/\.+$/, "");
  if (isNonPublicAddress(url.hostname) || name === "localhost" || name.endsWith(".localhost")) {
    return refuse("privateAddress");
  }
  if (url.protocol !== "https:") return refuse("scheme");
  if (url.username !== "" || url.password !== "") return refuse("credentials");
  if (!isPushServiceHost(url.hostname)) return refuse("notPushService");
  // URL parsing drops :443 on https, so any port left is another one.
  if (url.port !== "") return refuse("port");
  return { ok: true, url };
}

/**
 * The browser's keys: p256dh a point on P-256 (uncompressed, 65 bytes, and accepted by WebCrypto,
 * which rejects a point off the curve), auth a 16-byte secret. Both base64url.
 */
export async function checkPushKeys(keys: { p256dh: string; auth: string }): Promise<PushEndpointRefusal | null> {
  const point = fromBase64url(keys.p256dh);
  if (!point || !isUncompressedPoint(point)) return refuse("key");
  try {
    await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, false, []);
  } catch {
    return refuse("key");
  }
  if (fromBase64url(keys.auth)?.length !== AUTH_SECRET_BYTES) return refuse("auth");
  return null;
}
