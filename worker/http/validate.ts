import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { errorBody } from "./errors";

export type FieldErrors = Record<string, string[]>;

type IssueList = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };

export function fieldErrors(error: IssueList): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

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
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0]?.[0] ?? "Invalid request";
    return c.json({ error: { ...errorBody("validation_error", first).error, fields } }, 400);
  });
}
