import { createMiddleware } from "hono/factory";
import type { Ctx } from "../context/ctx";
import { readConfig } from "../platform/env.server";

/** Paths whose answers are about one person: never stored by a browser or a shared cache. */
const PRIVATE_PATH =
  /^\/(?:api\/(?:me|favorites|admin|auth|games|blocks|availability|contacts)|profile|favorites|contacts|admin|games|calendar|availability|busy|arenas\/[^/]+\/plan)(?:\/|$)/;

// Off unless listed: the app asks only for the position (Near me, distances).
const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "display-capture=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/**
 * Scripts run only from our origin or with this response's nonce (React Router's inline context
 * and module scripts, and the theme boot script). Styles allow inline because React style props
 * and the toast library write them; no user text ever reaches a style.
 */
export function contentSecurityPolicy(nonce: string, mapTileSource: string | null = null): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${mapTileSource ? ` ${mapTileSource}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** The CSP source of the map's tile server: its origin, with a `{s}` subdomain as a wildcard. */
export function mapTileSource(template: string): string | null {
  const origin = /^(https?:\/\/[^/]+)/.exec(template.replace("{s}", "*"))?.[1];
  return origin ?? null;
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Over HTTPS every cookie we set (the toast flash, preferences) is `Secure`, in one place. */
function secureEveryCookie(headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => /;\s*secure\b/i.test(cookie))) return;
  headers.delete("Set-Cookie");
  for (const cookie of cookies)
    headers.append("Set-Cookie", /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
}

type SecurityBindings = { Bindings: Env; Variables: { ctx: Ctx; nonce: string } };

/**
 * Headers on every answer. The CSP goes on HTML documents only, and not under `vite dev`, whose
 * hot-reload scripts are inline and carry no nonce.
 */
export const securityHeaders = createMiddleware<SecurityBindings>(async (c, next) => {
  const nonce = newNonce();
  c.set("nonce", nonce);
  await next();
  const headers = c.res.headers;
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("X-Frame-Options", "DENY");
  if (PRIVATE_PATH.test(c.req.path)) headers.set("Cache-Control", "private, no-store");
  if (new URL(c.req.url).protocol === "https:") secureEveryCookie(headers);
  const isDocument = headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isDocument && import.meta.env.MODE !== "development") {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, mapTileSource(readConfig(c.env).mapTiles.url)));
  }
});
