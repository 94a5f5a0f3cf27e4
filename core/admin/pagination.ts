import { CreatedAtCursor, decodeCursor, encodeCursor } from "../pagination/cursor";
import { z } from "../zod";

// Keyset pagination over (created_at, id), newest first: each page costs one index range scan
// however deep the reader goes, unlike OFFSET, which reads and discards every earlier row.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Cursor = { createdAt: Date; id: string };
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The cursor, or null when absent or malformed (a hand-edited URL simply starts from the newest). */
export function decodeCreatedAtCursor(value: string | null | undefined): Cursor | null {
  const key = decodeCursor(value, CreatedAtCursor);
  return key ? { createdAt: new Date(key[0]), id: key[1] } : null;
}

export function isValidCursor(value: string): boolean {
  return decodeCreatedAtCursor(value) !== null;
}

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isInteger(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, limit));
}

/** Rows were fetched with `size + 1`: the extra one only says whether another page exists. */
export function toPage<T extends { id: string; createdAt: Date }>(rows: T[], size: number): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor([last.createdAt.getTime(), last.id]) : null };
}

/** `?cursor=&limit=` of an admin list API; a malformed cursor is a 400 there. */
export const CursorQuerySchema = z.object({
  cursor: z.string().refine(isValidCursor, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
