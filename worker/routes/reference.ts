import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { openApiDocument } from "../openapi/document";

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Scalar's browser bundle, pinned to one version (docs/decisions/070). It is the page's only
 * foreign script and carries the response's CSP nonce; nothing of it enters the app's bundles.
 */
export const SCALAR_BUNDLE = "https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1/dist/browser/standalone.js";

/** The contract (GET /api/openapi.json) and the interactive reference that renders it (GET /api/docs). */
export const referenceRoutes = new Hono<AppBindings>();

referenceRoutes.get("/openapi.json", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(openApiDocument());
});

referenceRoutes.get(
  "/docs",
  Scalar<AppBindings>((c) => ({
    url: OPENAPI_PATH,
    cdn: SCALAR_BUNDLE,
    nonce: c.var.nonce,
    pageTitle: "Tipoff API reference",
    // Fonts and telemetry would come from Scalar's servers, which the page's CSP does not allow.
    withDefaultFonts: false,
    telemetry: false,
  })),
);
