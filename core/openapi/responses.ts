import { ARENA_LEVELS } from "../domain";
import { z } from "../zod";

// The pieces every answer shares (ids, times, counts) and the error body. Each domain's answers
// live beside its routes (`worker/routes/<domain>.models.ts`, docs/decisions/249). Objects are
// strict in the document (no undeclared field), so an answer that grows a field the document does
// not name fails the contract check in the worker tests.

export const Id = z.string().meta({ description: "A UUID", example: "5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b" });
export const Timestamp = z.iso.datetime().meta({ example: "2026-03-01T18:30:00.000Z" });
export const Level = z.enum(ARENA_LEVELS).nullable();
export const Count = z.int().min(0);

export const Coordinates = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .meta({ description: "null when the arena has no position yet" });

/**
 * A place that could not be put on the map (an arena's address, a quick gym): the forms show the
 * message (ARENA_TEXT.geocodeFailed) under the coordinates.
 */
export const GEOCODING_FAILED = "geocoding_failed";

/**
 * The codes each error status can carry (docs/decisions/041: one failure type, one adapter). A
 * route whose refusal has a code of its own (the games' `too_many_games`) names it in its entry
 * (`errorAnswer` in ./route-doc).
 */
export const ERROR_CODES = {
  400: ["validation_error", "bad_request"],
  401: ["unauthorized"],
  403: ["forbidden"],
  404: ["not_found"],
  409: ["conflict"],
  413: ["payload_too_large"],
  422: ["unprocessable", "idempotency_key_reused", GEOCODING_FAILED],
  429: ["rate_limited"],
  500: ["internal_error"],
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

/**
 * The code of a refusal Hono raises itself (malformed JSON in a body): `bad_request` for a 400,
 * otherwise the first code of its status.
 */
export function httpExceptionCode(status: ErrorStatus): (typeof ERROR_CODES)[ErrorStatus][number] {
  return status === 400 ? "bad_request" : ERROR_CODES[status][0];
}

export function isErrorStatus(status: number): status is ErrorStatus {
  return status in ERROR_CODES;
}

const FieldMessages = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: "Every message per field, in the form's order; `form` holds messages about the whole input" });

export const ErrorBodySchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: FieldMessages.optional() }),
  })
  .meta({ id: "Error", description: "Every refusal has this shape; `message` is the text a person sees." });

/** The error body of one status, its `code` narrowed to the codes that status (or the route) can carry. */
export function errorBodyFor(status: ErrorStatus, codes: readonly [string, ...string[]] = ERROR_CODES[status]) {
  return z.object({
    error: z.object({ code: z.enum(codes), message: z.string(), fields: FieldMessages.optional() }),
  });
}
