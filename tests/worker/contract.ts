import { dereference } from "@readme/openapi-parser";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import type { OpenAPIV3_1 } from "openapi-types";
import { apiDocument } from "~/worker/app";

// Every answer the worker tests receive from /api is held to the OpenAPI document: the status must
// be documented for the operation, the content type for that status, the body must match its
// schema and documented headers must be present and match theirs. The document is resolved by
// @readme/openapi-parser and the schemas are checked by Ajv (JSON Schema 2020-12, as OpenAPI 3.1
// says), each compiled once per test file on first use.

/** How many answers this test file had checked, and how many went to paths the document cannot name. */
export const contractCount = { checked: 0, undocumentedPaths: 0 };

type Operation = OpenAPIV3_1.OperationObject;
type Route = { method: string; pattern: RegExp; literal: number; operation: Operation };
type Contract = { routes: Route[]; errorSchema: object };

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const compiled = new WeakMap<object, ValidateFunction>();
let contract: Promise<Contract> | undefined;

async function loadContract(): Promise<Contract> {
  const document = (await dereference(structuredClone(apiDocument()))) as OpenAPIV3_1.Document;
  const errorSchema = document.components?.schemas?.Error;
  if (!errorSchema) throw new Error("the document has no Error schema");
  const routes = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, operation]) => {
      if (typeof operation !== "object" || operation === null || !("responses" in operation)) return [];
      // Hono matches exactly: /api/arenas/ is not /api/arenas.
      const pattern = new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`);
      // A literal segment beats a parameter: /api/arenas/points before /api/arenas/{id}.
      const literal = path.replace(/\{[^}]+\}/g, "").length;
      return [{ method: method.toUpperCase(), pattern, literal, operation: operation as Operation }];
    }),
  );
  return { routes, errorSchema };
}

function findOperation(all: Route[], method: string, path: string): Operation | undefined {
  return all
    .filter((route) => route.method === method && route.pattern.test(path))
    .sort((a, b) => b.literal - a.literal)[0]?.operation;
}

function check(schema: object, value: unknown, where: string): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `  ${where}${error.instancePath} ${error.message ?? ""}`);
}

async function problemsWith(operation: Operation, response: Response): Promise<string[]> {
  const status = String(response.status);
  const documented = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
  if (!documented) return [`status ${status} is not documented (only ${Object.keys(operation.responses ?? {})})`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(documented.headers ?? {}) as [string, OpenAPIV3_1.HeaderObject][]) {
    const value = response.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`  header ${name} is missing`);
    } else if (header.schema) problems.push(...check(header.schema, value, `header ${name}`));
  }
  const content = documented.content ?? {};
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (Object.keys(content).length === 0) return problems;
  const media = content[mediaType];
  if (!media) return [...problems, `  content type "${mediaType}" is not documented (only ${Object.keys(content)})`];
  if (mediaType === "application/json" && media.schema) {
    problems.push(...check(media.schema, await response.clone().json(), "body"));
  }
  return problems;
}

/**
 * No document lists every wrong path: those get the catch-all 404 in the one error shape, except
 * under /api/admin, where the guard answers a non-admin 401 or 403 before any path is looked at.
 */
async function unknownPathProblems(path: string, response: Response, errorSchema: object): Promise<string[]> {
  const allowed = path.startsWith("/api/admin/") ? [401, 403, 404] : [404];
  if (!allowed.includes(response.status)) {
    return [`  no operation for this path, yet the answer is ${response.status}, not ${allowed.join(" or ")}`];
  }
  return check(errorSchema, await response.clone().json(), "body");
}

/** Throws (failing the test that made the call) when an /api answer breaks the document. */
export async function checkContract(request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return;
  contract ??= loadContract();
  const { routes, errorSchema } = await contract;
  const operation = findOperation(routes, request.method, url.pathname);
  const problems = operation
    ? await problemsWith(operation, response)
    : await unknownPathProblems(url.pathname, response, errorSchema);
  if (problems.length > 0) {
    throw new Error(
      `${request.method} ${url.pathname} answered ${response.status}, which breaks the OpenAPI document:\n${problems.join("\n")}`,
    );
  }
  if (operation) contractCount.checked += 1;
  else contractCount.undocumentedPaths += 1;
}

declare module "vitest" {
  interface TaskMeta {
    /** Set on each test file by ./setup.ts. */
    contract?: typeof contractCount;
  }
}
