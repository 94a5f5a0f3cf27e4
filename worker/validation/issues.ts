import { z } from "./zod";

/** Every message per field, in the schema's order; "form" holds issues about the whole input. */
export type FieldIssues<Field extends string = string> = Partial<Record<Field | "form", string[]>>;

/**
 * The one way a ZodError becomes field messages: the API sends them all, the forms show each
 * field's first. Nested paths join with "." (the API's documented shape).
 */
export function issuesByField<Output>(error: z.core.$ZodError<Output>): FieldIssues<Extract<keyof Output, string>> {
  const issues: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    issues[key] = [...(issues[key] ?? []), issue.message];
  }
  return issues as FieldIssues<Extract<keyof Output, string>>;
}

/** The longest string a field's schema accepts (through pipes and transforms), if it has a limit. */
export function stringMaxLength(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodPipe) return stringMaxLength(schema.out) ?? stringMaxLength(schema.in);
  return undefined;
}
