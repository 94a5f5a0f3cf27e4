// A leaf (no imports): arena, school and venue searches all build their full-text queries here.

/**
 * The search text as an FTS5 query: every word must match as a word prefix ("allen field" finds
 * "Allen Fieldhouse"). Words are quoted, so the user's quotes and operators are plain text.
 * Returns null when the text has no letters or digits (only punctuation, emoji, …).
 */
export function toFtsQuery(search: string): string | null {
  const words = search
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  return words.length === 0 ? null : words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ");
}
