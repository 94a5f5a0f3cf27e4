import { and, type Column, lt, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";

// Keyset pagination over (created_at, id), newest first: each page costs one index range scan
// however deep the reader goes, unlike OFFSET, which reads and discards every earlier row.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Cursor = { createdAt: Date; id: string };
export type Page<T> = { items: T[]; nextCursor: string | null };

const CURSOR_PATTERN = /^(\d{1,15})_([\w-]{1,100})$/;

export function encodeCursor({ createdAt, id }: Cursor): string {
  return `${createdAt.getTime()}_${id}`;
}

/** The cursor, or null when absent or malformed (a hand-edited URL simply starts from the newest). */
export function decodeCursor(value: string | null | undefined): Cursor | null {
  const match = value ? CURSOR_PATTERN.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}

export function isValidCursor(value: string): boolean {
  return CURSOR_PATTERN.test(value);
}

/** Rows strictly after the cursor in (created_at DESC, id DESC) order; written so SQLite can range-scan created_at. */
export function afterCursor(createdAt: Column, id: Column, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return and(lte(createdAt, cursor.createdAt), or(lt(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isInteger(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, limit));
}

/** Rows were fetched with `size + 1`: the extra one only says whether another page exists. */
export function toPage<T extends { id: string; createdAt: Date }>(rows: T[], size: number): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}

/** `?cursor=&limit=` of an admin list API; a malformed cursor is a 400 there. */
export const CursorQuerySchema = z.object({
  cursor: z.string().refine(isValidCursor, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
