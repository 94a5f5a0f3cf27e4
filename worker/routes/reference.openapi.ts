import { z } from "../../core/validation/zod";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { HealthSchema } from "./reference.responses";

export const referenceDocs: RouteDoc[] = [
  {
    route: "GET /api/health",
    tag: "Service",
    summary: "Is the service up",
    access: "public",
    responses: {
      200: ok(HealthSchema, "Up, and D1 answers", { status: "ok", database: "ok" }),
      503: ok(HealthSchema, "Up, but D1 does not answer", { status: "degraded", database: "unavailable" }),
    },
  },
  {
    route: "GET /api/openapi.json",
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
  },
  {
    route: "GET /api/docs",
    tag: "Service",
    summary: "The interactive reference",
    description: "An HTML page that renders this document (Scalar).",
    access: "public",
    responses: { 200: { description: "The reference page", contentType: "text/html", body: z.string() } },
  },
];
