import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { api as apiApp, apiDocument, documentedRoutes } from "~/worker/app";
import { AUTH_ENDPOINTS } from "~/worker/http/endpoint-guard.server";
import { API_VERSION } from "~/worker/openapi/document";
import { OPENAPI_PATH, SCALAR_BUNDLE } from "~/worker/openapi/reference-page";
import { api, json } from "../fixtures";

// The contract: valid by a maintained OpenAPI validator, in step with the Hono app in both
// directions, and served with its reference page.

/**
 * "METHOD /api/path/:param" of every Hono API route; better-auth's wildcard stands for AUTH_ENDPOINTS.
 * The same Hono app serves the calendar files (/games/{id}.ics, /calendar/{token}.ics) outside /api,
 * for calendar apps rather than API clients: they are not part of the contract.
 */
function honoRoutes(): string[] {
  const routes = apiApp.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/") && route.path !== "/api/auth/*")
    .map((route) => `${route.method} ${route.path}`);
  const auth = AUTH_ENDPOINTS.map((endpoint) => endpoint.replace(" /", " /api/auth/"));
  return [...new Set([...routes, ...auth])];
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 for @readme/openapi-parser: 0 errors, 0 warnings", async () => {
    const result = await validate(structuredClone(apiDocument()));
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.warnings).toEqual([]);
    expect(apiDocument().openapi).toBe("3.1.0");
  });

  it("names every Hono /api route, and no route that does not exist", () => {
    const documented: string[] = documentedRoutes().map((doc) => doc.route);
    const routes = honoRoutes();
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
    const operations = Object.values(apiDocument().paths ?? {}).flatMap((item) => Object.keys(item ?? {}));
    expect(operations).toHaveLength(routes.length);
  });

  it("gives every body an example its own schema accepts, and every operation the 500 answer", () => {
    for (const doc of documentedRoutes()) {
      if (doc.body) expect(doc.body.safeParse(doc.bodyExample).success, doc.route).toBe(true);
    }
    for (const item of Object.values(apiDocument().paths ?? {})) {
      for (const operation of Object.values(item ?? {})) {
        if (typeof operation === "object" && operation && "responses" in operation) {
          expect(Object.keys(operation.responses ?? {})).toContain("500");
        }
      }
    }
  });

  it("is served at GET /api/openapi.json, with its version", async () => {
    const response = await api(OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const document = await json<{ info: { version: string } }>(response);
    expect(document).toEqual(JSON.parse(JSON.stringify(apiDocument())));
    expect(document.info.version).toBe(API_VERSION);
  });
});

describe("the reference page at /api/docs", () => {
  it("renders the document with Scalar, its scripts carrying the page's CSP nonce", async () => {
    const response = await api("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`"url": "${OPENAPI_PATH}"`);
    expect(html).toContain(`<script src="${SCALAR_BUNDLE}"`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
