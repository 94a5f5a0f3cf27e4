import { Hono } from "hono";
import { guardAuthEndpoint } from "../auth/endpoint-guard.server";
import { AUTH_TEXT } from "../auth/messages";
import type { AppBindings } from "../bindings";
import { ApiError } from "../http/errors";

/**
 * better-auth's HTTP endpoints, each behind the app's own schemas and limits (the page forms
 * apply the same ones); endpoints the app does not use answer 404.
 */
export const authRoutes = new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
  const path = c.req.path.slice("/api/auth".length);
  const decision = await guardAuthEndpoint(c.var.services, c.req.raw.clone(), path);
  if (!decision.allow) {
    if (decision.status === 404) throw new ApiError(404, "not_found", `No API route for ${c.req.method} ${c.req.path}`);
    if (decision.status === 429) {
      throw new ApiError(429, "rate_limited", AUTH_TEXT.tooManyAttempts, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }
    const first = Object.values(decision.fields)[0]?.[0] ?? "Invalid request";
    return c.json({ error: { code: "validation_error", message: first, fields: decision.fields } }, 400);
  }
  const request = decision.body
    ? new Request(c.req.raw, { body: JSON.stringify(decision.body), headers: jsonHeaders(c.req.raw.headers) })
    : c.req.raw;
  return c.var.services.auth().handler(request);
});

function jsonHeaders(original: Headers): Headers {
  const headers = new Headers(original);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return headers;
}
