import { z } from "../zod";

// One codec for every keyset cursor: the sort key of a page's last row, as base64url JSON. Opaque
// to callers; each list decodes it with the schema of its own key, so a hand-edited or foreign
// cursor is simply null.

type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The decoded key, or null when the value is absent, malformed or of another list's shape. */
export function decodeCursor<Key extends CursorKey>(
  value: string | null | undefined,
  schema: z.ZodType<Key>,
): Key | null {
  if (!value || value.length > 1000 || !/^[\w-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The (created_at, id) key of the newest-first admin lists. */
export const CreatedAtCursor = z.tuple([z.number().int().nonnegative(), z.string().min(1).max(100)]);
/** The (name, id) key of the arena list. */
export const NameCursor = z.tuple([z.string().max(200), z.string().min(1).max(100)]);
