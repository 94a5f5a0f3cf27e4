import type { OpenAPIV3_1 } from "openapi-types";
import { ErrorBodySchema, type ErrorStatus } from "../../core/openapi/responses";
import { z } from "../../core/zod";
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_SECONDS } from "../db/client.server";
import { type JsonSchema, objectProperties, toSchema } from "./json-schema";
import { type Access, errorResponse, type ResponseDoc, type RouteDoc } from "./route-doc";

/**
 * The contract's version (docs/decisions/072): the minor grows when something is added, the major
 * only with a new base path (/api/v2) for a breaking change.
 */
export const API_VERSION = "1.4.0";

export const SESSION_COOKIE = "better-auth.session_token";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "GET /api/arenas/:id" → ["get", "/api/arenas/{id}", ["id"]] */
function splitRoute(route: string): [method: string, path: string, params: string[]] {
  const [method = "", path = ""] = route.split(" ");
  const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  return [method.toLowerCase(), path.replace(/:(\w+)/g, "{$1}"), params];
}

/** getArenasById, postAdminArenasByIdApprove, … : stable, derived from the route. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => (segment.startsWith("{") ? ["by", segment.slice(1, -1)] : segment.split(/[-.]/)));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** The standard answers a route can give besides its own: derived from how it is reached. */
function standardErrors(doc: RouteDoc, method: string): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(doc.errors ?? []);
  if (doc.query || doc.body) statuses.add(400);
  if (doc.access === "session" || doc.access === "admin") statuses.add(401);
  if (doc.access === "admin") statuses.add(403);
  if (WRITE_METHODS.has(method.toUpperCase())) {
    statuses.add(413);
    // Cross-origin browser writes; better-auth checks its own paths with its own answer.
    if (!doc.route.includes(" /api/auth/")) statuses.add(403);
  }
  statuses.add(500);
  return [...statuses];
}

/** A successful write of ours (better-auth sets its own cookies) sets the read-your-writes bookmark. */
function setsBookmark(doc: RouteDoc, status: string): boolean {
  const method = doc.route.split(" ")[0] ?? "";
  return WRITE_METHODS.has(method) && status.startsWith("2") && !doc.route.includes(" /api/auth/");
}

function withBookmark(answer: ResponseDoc): ResponseDoc {
  const header = {
    description: `\`${BOOKMARK_COOKIE}=…\`: the D1 session's bookmark (HttpOnly, ${BOOKMARK_MAX_AGE_SECONDS / 60} minutes). Send it back to read this write at once (docs/decisions/068).`,
    schema: z.string(),
  };
  return { ...answer, headers: { ...answer.headers, "Set-Cookie": header } };
}

/** A query field is required when its schema refuses it missing (or the entry says so). */
function fieldOf(schema: z.core.$ZodType, name: string): z.core.$ZodType | undefined {
  if (schema instanceof z.ZodObject) return schema.shape[name];
  if (schema instanceof z.ZodIntersection) return fieldOf(schema.def.left, name) ?? fieldOf(schema.def.right, name);
  if (schema instanceof z.ZodPipe) return fieldOf(schema.in, name);
  return undefined;
}

/**
 * The body fields a valid example cannot do without: what a caller must send, decided by the
 * schema's own rules (many fields accept "missing" and then refuse it in a refinement).
 */
export function requiredFields(schema: z.ZodType, example: unknown): string[] {
  if (example === null || typeof example !== "object") return [];
  return Object.keys(example).filter((key) => {
    const rest = Object.fromEntries(Object.entries(example).filter(([name]) => name !== key));
    return !schema.safeParse(rest).success;
  });
}

function requestBody(doc: RouteDoc, body: z.ZodType, shared: Record<string, JsonSchema>) {
  const { required: _fromZod, ...schema } = toSchema(body, "input", shared);
  const required = requiredFields(body, doc.bodyExample);
  return {
    required: true,
    content: {
      [doc.bodyContentType ?? "application/json"]: {
        schema: required.length > 0 ? { ...schema, required } : schema,
        ...(doc.bodyExample === undefined ? {} : { example: doc.bodyExample }),
      },
    },
  };
}

const SECURITY: Record<Access, OpenAPIV3_1.SecurityRequirementObject[] | undefined> = {
  public: [],
  "optional-session": [{}, { session: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

function response(answer: ResponseDoc, shared: Record<string, JsonSchema>): OpenAPIV3_1.ResponseObject {
  const headers = answer.headers
    ? Object.fromEntries(
        Object.entries(answer.headers).map(([name, header]) => [
          name,
          {
            description: header.description,
            required: header.required,
            schema: toSchema(header.schema, "output", shared),
          },
        ]),
      )
    : undefined;
  const content = answer.body
    ? {
        [answer.contentType ?? "application/json"]: {
          schema: toSchema(answer.body, "output", shared),
          ...(answer.example === undefined ? {} : { example: answer.example }),
        },
      }
    : undefined;
  return { description: answer.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

function operation(doc: RouteDoc, shared: Record<string, JsonSchema>): [string, string, OpenAPIV3_1.OperationObject] {
  const [method, path, pathParams] = splitRoute(doc.route);
  const parameters: OpenAPIV3_1.ParameterObject[] = pathParams.map((name) => ({
    name,
    in: "path",
    required: true,
    description: doc.params?.[name],
    schema: { type: "string" },
  }));
  if (doc.query) {
    const query = doc.query;
    const { properties } = objectProperties(toSchema(query, "input", shared));
    for (const [name, schema] of Object.entries(properties)) {
      const { description, ...rest } = schema;
      const field = fieldOf(query, name);
      parameters.push({
        name,
        in: "query",
        required: (doc.requiredQuery ?? []).includes(name) || (field ? !z.safeParse(field, undefined).success : false),
        description: typeof description === "string" ? description : undefined,
        schema: rest,
      });
    }
  }
  for (const header of doc.headers ?? []) {
    parameters.push({
      name: header.name,
      in: "header",
      required: header.required ?? false,
      description: header.description,
      schema: toSchema(header.schema, "input", shared),
    });
  }
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const status of standardErrors(doc, method)) responses[status] = response(errorResponse(status), shared);
  for (const [status, answer] of Object.entries(doc.responses)) {
    if (answer) responses[status] = response(setsBookmark(doc, status) ? withBookmark(answer) : answer, shared);
  }
  const ordered = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  return [
    path,
    method,
    {
      operationId: operationId(method, path),
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      security: SECURITY[doc.access],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc.body ? { requestBody: requestBody(doc, doc.body, shared) } : {}),
      responses: ordered,
    },
  ];
}

const DESCRIPTION = `Tipoff's JSON API: basketball arenas for officials, their favorites, their planned games,
feedback, contact and the admin console. Generated from the server's own zod schemas; every answer the test suites receive is
checked against this document. Concepts, limits and versioning: docs/api.md in the repository.

Every refusal has one shape, \`{ "error": { "code", "message", "fields"? } }\`. Browsers that change data
must send our \`Origin\`; other clients send none. Signed-in calls carry the session cookie that
\`POST /api/auth/sign-in/email\` sets. Reads may come from a D1 read replica: a write's answer sets the
cookie \`${BOOKMARK_COOKIE}\` (${BOOKMARK_MAX_AGE_SECONDS / 60} minutes), and a client that sends it back reads its own writes at once.`;

/**
 * The OpenAPI 3.1 document of `routes`: the declarations beside the handlers
 * (worker/openapi/endpoint.ts) and better-auth's endpoints.
 */
export function openApiDocument(routes: readonly RouteDoc[]): OpenAPIV3_1.Document {
  const shared: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, OpenAPIV3_1.OperationObject>> = {};
  for (const doc of routes) {
    const [path, method, op] = operation(doc, shared);
    paths[path] = { ...paths[path], [method]: op };
  }
  toSchema(ErrorBodySchema, "output", shared);
  return {
    openapi: "3.1.0",
    info: {
      title: "Tipoff API",
      version: API_VERSION,
      description: DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "This deployment" }],
    tags: [...new Set(routes.map((doc) => doc.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: `The session cookie (\`__Secure-${SESSION_COOKIE}\` over HTTPS), set by sign-in and sign-up`,
        },
      },
    },
  };
}
