import { createMiddleware } from "hono/factory";
import { COMMON_TEXT } from "../../core/common-text";
import { forbidden } from "../../core/failure";
import { toApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_ORIGIN_MESSAGE = COMMON_TEXT.crossOrigin;

/**
 * State-changing API calls from another site's page are refused, whatever cookie they carry:
 * SameSite=Lax alone would otherwise stand between a signed-in official and a forged request.
 * Browsers always send `Origin` (and `Sec-Fetch-Site`) on such requests; a caller without a browser
 * sends neither and can ride no one's cookie. better-auth checks its own paths the same way.
 */
export const sameOriginWrites = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith("/api/auth/")) return next();
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  const foreignOrigin = origin !== undefined && origin !== new URL(c.req.url).origin;
  if (foreignOrigin || fetchSite === "cross-site") throw toApiError(forbidden(CROSS_ORIGIN_MESSAGE));
  await next();
});
