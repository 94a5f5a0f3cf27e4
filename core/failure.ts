import type { z } from "zod";
import { type FieldIssues, issuesByField } from "./validation/issues";

/** Why a request was refused; each kind has one HTTP status, whatever the transport. */
export const FAILURE_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unexpected: 500,
} as const;

export type FailureKind = keyof typeof FAILURE_STATUS;

/**
 * The one shape of a refusal every service returns (docs/decisions/041). `message` is the text
 * a person sees; `code` names the case for API callers when the kind alone is not enough.
 */
export type Failure = {
  ok: false;
  kind: FailureKind;
  message: string;
  code?: string;
  retryAfterSeconds?: number;
  fieldErrors?: FieldIssues;
};

/** A service's answer: its data with `ok: true`, or a Failure (optionally carrying more, e.g. `current`). */
export type Result<T extends object = object, F extends Failure = Failure> = ({ ok: true } & T) | F;

type FailureDetails = Partial<Pick<Failure, "code" | "retryAfterSeconds" | "fieldErrors">>;

/** A Failure of any kind; `extra` adds its details and anything a caller needs back (`current`). */
export function fail<Extra extends object = FailureDetails>(
  kind: FailureKind,
  message: string,
  extra?: Extra & FailureDetails,
): Failure & Extra {
  return { ok: false, kind, message, ...extra } as Failure & Extra;
}

export const notFound = (message: string) => fail("not_found", message);
export const forbidden = (message: string) => fail("forbidden", message);
export const unauthorized = (message: string) => fail("unauthorized", message);
export const unexpected = (message: string) => fail("unexpected", message);
export const rateLimited = (message: string, retryAfterSeconds?: number): Failure =>
  retryAfterSeconds === undefined
    ? fail("rate_limited", message)
    : fail("rate_limited", message, { retryAfterSeconds });

/** A parse that failed: the first message for one-line forms, every message per field for the rest. */
export function invalidInput<Output>(error: z.core.$ZodError<Output>): Failure {
  return fail("invalid", error.issues[0]?.message ?? "Please check the form", { fieldErrors: issuesByField(error) });
}

/** Field messages found after parsing (a rule across fields): the first one is the headline. */
export function invalidFields(fieldErrors: FieldIssues): Failure | null {
  const first = Object.values(fieldErrors).find((messages) => messages && messages.length > 0)?.[0];
  return first === undefined ? null : fail("invalid", first, { fieldErrors });
}

/** The kind an HTTP status from another library (better-auth) stands for. */
export function kindOfStatus(status: number): FailureKind {
  const found = Object.entries(FAILURE_STATUS).find(([, value]) => value === status);
  if (found) return found[0] as FailureKind;
  return status >= 400 && status < 500 ? "invalid" : "unexpected";
}

/** Retry-After (whole seconds) on a refusal that says when to try again; both transports send it. */
export function failureHeaders(failure: Pick<Failure, "retryAfterSeconds">): Record<string, string> {
  return failure.retryAfterSeconds === undefined ? {} : { "Retry-After": String(failure.retryAfterSeconds) };
}

export function statusOf(failure: Pick<Failure, "kind">): (typeof FAILURE_STATUS)[FailureKind] {
  return FAILURE_STATUS[failure.kind];
}
