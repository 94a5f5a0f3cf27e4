// Types only: the browser uses these with schemas it loads on demand, so no zod at run time here.
import type { z } from "zod";

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
