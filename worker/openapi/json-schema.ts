import { z } from "../../core/zod";
import { stringMaxLength } from "../validation/schema-limits";

export type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12). Inputs are described as a
 * caller sends them (`io: "input"`: before defaults and transforms), answers as the server writes
 * them. Schemas named with `.meta({ id })` move to `components` (collected in `shared`), so
 * clients generate one type for each.
 */
export function toSchema(schema: z.ZodType, io: "input" | "output", shared: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Refinements and transforms have no JSON Schema form; the shape before them is documented.
    unrepresentable: "any",
    // A sanitised text field checks its limit after sanitising, past the pipe the input side
    // describes: carry the limit over so callers see it.
    // Raw text may be longer (RAW_LENGTH_FACTOR) as long as it fits once markup is removed: say so.
    override: ({ zodSchema, jsonSchema }) => {
      if (io !== "input" || jsonSchema.type !== "string") return;
      const max = stringMaxLength(zodSchema);
      if (max === undefined) return;
      if (jsonSchema.maxLength === undefined) jsonSchema.maxLength = max;
      else if (typeof jsonSchema.maxLength === "number" && max < jsonSchema.maxLength && !jsonSchema.description) {
        jsonSchema.description = `At most ${max} characters once sanitised (markup such as script tags removed)`;
      }
    },
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [id, definition] of Object.entries($defs ?? {})) {
    const name = io === "input" ? `${id}Input` : id;
    shared[name] = pointToComponents(definition, io) as JsonSchema;
  }
  return pointToComponents(json, io) as JsonSchema;
}

function pointToComponents(value: unknown, io: "input" | "output"): unknown {
  if (Array.isArray(value)) return value.map((item) => pointToComponents(item, io));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")) {
        const id = inner.slice("#/$defs/".length);
        return [key, `#/components/schemas/${io === "input" ? `${id}Input` : id}`];
      }
      return [key, pointToComponents(inner, io)];
    }),
  );
}

/** The properties of an object schema (an intersection's parts merged), for query parameters. */
export function objectProperties(json: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const parts = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [json];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, (part.properties as Record<string, JsonSchema> | undefined) ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  return { properties, required };
}
