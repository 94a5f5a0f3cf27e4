import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { invalidInput } from "../../core/failure";
import { apiErrorResponse, toApiError } from "./errors";

/**
 * zValidator with our error shape: 400 `{ error: { code: "validation_error", message, fields } }`,
 * the message being the first field's first message (what a form would show first).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    return apiErrorResponse(c, toApiError(invalidInput(result.error)));
  });
}
