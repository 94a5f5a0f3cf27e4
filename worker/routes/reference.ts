import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { openApiDocument } from "../openapi/document";
import { OPENAPI_PATH, SCALAR_BUNDLE } from "../openapi/reference-page";

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
    // Scalar's own services (its AI agent, MCP generator, deploy and share toolbar) are no part of
    // this API's reference, and the CSP would refuse their calls anyway.
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
  })),
);
