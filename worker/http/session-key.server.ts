import type { MiddlewareHandler } from "hono";
import { withCurrentKeySignature } from "../auth/session-read.server";
import type { AppBindings } from "../context/bindings";
import { readConfig } from "../platform/env.server";

/**
 * While a rotated-out key is still listed in BETTER_AUTH_SECRETS, a session cookie signed with it is
 * handed on signed with the current key, before anything reads it: the Worker's own session read
 * and better-auth then accept the same cookies (docs/decisions/183). Without a rotation this costs
 * nothing; during one, a signature check for requests that carry an older cookie. better-auth signs
 * the cookie anew at the session's daily refresh, so the older key can go once sessions have had a
 * week (their lifetime) to pass through one.
 */
export const sessionCookieUnderCurrentKey: MiddlewareHandler<AppBindings> = async (c, next) => {
  const { sessionKeys } = readConfig(c.env).authSecrets;
  if (sessionKeys.length > 1) {
    const ctx = { keys: sessionKeys, baseUrl: new URL(c.req.url).origin };
    const headers = await withCurrentKeySignature(ctx, c.req.raw.headers);
    if (headers) c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
};
