import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { checkHealth } from "../db/health.server";
import { endpoint } from "../openapi/endpoint";
import { OPENAPI_PATH, SCALAR_BUNDLE } from "../openapi/reference-page";
import { ok } from "../openapi/route-doc";

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unavailable"]),
});

/**
 * The service's health, the contract (GET /api/openapi.json, `document` reads it from the app's
 * declarations) and the interactive reference that renders it (GET /api/docs).
 */
export function referenceRoutes(document: () => OpenAPIV3_1.Document) {
  const referenceRoutes = new Hono<AppBindings>();

  referenceRoutes.get(
    "/health",
    endpoint({
      tag: "Service",
      summary: "Is the service up",
      access: "public",
      responses: {
        200: ok(HealthSchema, "Up, and D1 answers", { status: "ok", database: "ok" }),
        503: ok(HealthSchema, "Up, but D1 does not answer", { status: "degraded", database: "unavailable" }),
      },
    }),
    async (c) => {
      const health = await checkHealth(c.var.ctx);
      return c.json(health, health.status === "ok" ? 200 : 503);
    },
  );

  referenceRoutes.get(
    "/openapi.json",
    endpoint({
      tag: "Service",
      summary: "This document",
      description: "The OpenAPI 3.1 contract, generated from the server's zod schemas. Generate a client from it.",
      access: "public",
      responses: {
        200: ok(
          z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({ version: z.string() }) }),
          "The document",
        ),
      },
    }),
    (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(document());
    },
  );

  referenceRoutes.get(
    "/docs",
    endpoint({
      tag: "Service",
      summary: "The interactive reference",
      description: "An HTML page that renders this document (Scalar).",
      access: "public",
      responses: { 200: { description: "The reference page", contentType: "text/html", body: z.string() } },
    }),
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
  return referenceRoutes;
}
