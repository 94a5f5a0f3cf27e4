import { z } from "../zod";
import { sanitizeText } from "./sanitize";

// The generic messages of every text field.
export const requiredMessage = (field: string) => `${field} is required`;
export const minMessage = (field: string, n: number) => `${field} must be at least ${n} characters`;
export const maxMessage = (field: string, n: number) => `${field} must be no more than ${n} characters`;

/** Form fields arrive as strings or not at all; a missing field is the empty string. */
const formString = z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string());

/** Raw text may carry markup that sanitising removes, but never more than this many times the limit. */
export const RAW_LENGTH_FACTOR = 4;

/**
 * A string sanitised only once its raw length is bounded: text far over the limit is refused
 * with the field's message before any work is spent on it.
 */
export function sanitizedWithin(max: number, tooLong: string) {
  return formString.pipe(z.string().max(max * RAW_LENGTH_FACTOR, tooLong)).transform(sanitizeText);
}

/**
 * A sanitised text field with the generic messages. The server validates the sanitised value
 * as sent and rejects (rather than silently cuts) text over the limit.
 */
export function textField(field: string, { min, max, required }: { min?: number; max: number; required: boolean }) {
  return sanitizedWithin(max, maxMessage(field, max)).pipe(
    z
      .string()
      .max(max, maxMessage(field, max))
      .superRefine((value, ctx) => {
        if (value.length === 0) {
          if (required) ctx.addIssue({ code: "custom", message: requiredMessage(field) });
          return;
        }
        if (min !== undefined && value.length < min) ctx.addIssue({ code: "custom", message: minMessage(field, min) });
      }),
  );
}

/** An optional text field: empty becomes null, so a blank note is stored as no note. */
export function optionalTextField(field: string, max: number) {
  return textField(field, { max, required: false }).transform((value) => (value === "" ? null : value));
}

/** A form value, a JSON number or nothing; empty means "not given" (null). */
export function coordinateField(limit: number, messages: { number: string; range: string }) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "string") return value.trim() === "" ? null : Number(value.trim());
    return value;
  }, z.number({ error: messages.number }).min(-limit, messages.range).max(limit, messages.range).nullable());
}
