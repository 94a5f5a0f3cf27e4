import { z } from "../../core/zod";

/** The longest string a field's schema accepts (through pipes and transforms), if it has a limit. */
export function stringMaxLength(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodPipe) return stringMaxLength(schema.out) ?? stringMaxLength(schema.in);
  return undefined;
}
