import { type ErrorStatus, errorBodyFor } from "../../core/openapi/responses";
import { z } from "../../core/zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call: anyone, anyone (a session changes the answer), a signed-in user, an admin. */
export type Access = "public" | "optional-session" | "session" | "admin";

export type ResponseDoc = {
  description: string;
  /** The body's schema; JSON unless `contentType` says otherwise. */
  body?: z.ZodType;
  contentType?: string;
  example?: unknown;
  headers?: Record<string, { description: string; schema: z.ZodType; required?: boolean }>;
};

export type HeaderDoc = { name: string; description: string; schema: z.ZodType; required?: boolean };

/**
 * One route's entry in the OpenAPI document: `route` is "METHOD /api/path/:param" exactly as Hono
 * lists it (the drift test compares the two). Inputs are the route's own zod schemas; `errors`
 * names the standard error answers it can give besides the ones every route has.
 */
export type RouteDoc = {
  route: `${HttpMethod} /api/${string}`;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  params?: Record<string, string>;
  query?: z.ZodType;
  /** Query fields the route insists on although their schema alone accepts them missing. */
  requiredQuery?: string[];
  headers?: HeaderDoc[];
  body?: z.ZodType;
  /** The request body's media type when it is not JSON (a calendar file is `text/calendar`). */
  bodyContentType?: string;
  /** A valid body: shown in the reference, and what decides which fields are required. */
  bodyExample?: unknown;
  responses: Partial<Record<number, ResponseDoc>>;
  errors?: ErrorStatus[];
};

/** A JSON success answer. */
export const ok = (body: z.ZodType, description: string, example?: unknown): ResponseDoc => ({
  description,
  body,
  example,
});

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Invalid input: `validation_error` with every message per field in `fields`, or `bad_request` for malformed JSON",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found (or not visible to this caller)",
  409: "Changed since the caller read it: read it again and resend",
  413: "The body is over 256 KiB",
  422: "Understood but cannot be done",
  429: "Too many requests: wait `Retry-After` seconds",
  500: "Our own fault (`internal_error`); never a stack trace",
};

const RETRY_AFTER = {
  description: "Whole seconds to wait before trying again",
  schema: z.string().regex(/^\d+$/),
  required: true,
};

/** The standard error answer of one status, in the API's one error shape (429 with Retry-After). */
export function errorResponse(status: ErrorStatus): ResponseDoc {
  return {
    description: ERROR_DESCRIPTIONS[status],
    body: errorBodyFor(status),
    headers: status === 429 ? { "Retry-After": RETRY_AFTER } : undefined,
  };
}

/** A route's own error answer: the one error shape with the codes only this route gives. */
export function errorAnswer(
  status: ErrorStatus,
  codes: readonly [string, ...string[]],
  description: string,
): ResponseDoc {
  return { ...errorResponse(status), description, body: errorBodyFor(status, codes) };
}
