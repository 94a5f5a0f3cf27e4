import { and, type Column, lt, lte, or, type SQL } from "drizzle-orm";
import type { Cursor } from "../../core/admin/pagination";

/** Rows strictly after the cursor in (created_at DESC, id DESC) order; written so SQLite can range-scan created_at. */
export function afterCursor(createdAt: Column, id: Column, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return and(lte(createdAt, cursor.createdAt), or(lt(createdAt, cursor.createdAt), lt(id, cursor.id)));
}
