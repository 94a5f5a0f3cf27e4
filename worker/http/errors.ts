import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Failure, type FailureKind, failureHeaders, statusOf } from "../../core/failure";
import type { FieldIssues } from "../../core/validation/issues";

// The API's `error.code` for each kind, unless the failure names its own (geocoding_failed …).
const API_CODE: Record<FailureKind, string> = {
  invalid: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  not_found: "not_found",
  conflict: "conflict",
  too_large: "payload_too_large",
  unprocessable: "unprocessable",
  rate_limited: "rate_limited",
  unexpected: "internal_error",
};

/** An error a caller can act on: it carries its HTTP status and a stable machine-readable code. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields?: FieldIssues,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ErrorBody = { error: { code: string; message: string; fields?: FieldIssues } };

export function errorBody(code: string, message: string, fields?: FieldIssues): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one adapter from a domain Failure to the JSON API: status, error shape and Retry-After. */
export function toApiError(failure: Failure): ApiError {
  const code = failure.code ?? API_CODE[failure.kind];
  return new ApiError(statusOf(failure), code, failure.message, failureHeaders(failure), failure.fieldErrors);
}

/** Renders an ApiError; the app's onError and middleware that answer before routing use it. */
export function apiErrorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error.code, error.message, error.fields), error.status);
}
