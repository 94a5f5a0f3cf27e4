import { Hono } from "hono";
import { guardAuthEndpoint } from "../auth/endpoint-guard.server";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";

/**
 * better-auth's HTTP endpoints, each behind the app's own schemas and limits (the page forms
 * apply the same ones); endpoints the app does not use answer 404.
 */
export const authRoutes = new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
  const path = c.req.path.slice("/api/auth".length);
  const decision = await guardAuthEndpoint(c.var.services, c.req.raw.clone(), path);
  if (!decision.ok) throw toApiError(decision);
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
