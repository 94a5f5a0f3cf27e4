import { MAX_PAGE_SIZE } from "../../core/admin/pagination";
import { decodeCursor } from "../../core/pagination/cursor";
import { z } from "../../core/zod";

/** The shared-alias list's cursor: the confirmation time, then the arena and the venue key. */
export const SharedAliasCursor = z.tuple([
  z.number().int().nonnegative(),
  z.string().min(1).max(100),
  z.string().min(1).max(1000),
]);

export function isValidSharedAliasCursor(value: string): boolean {
  return decodeCursor(value, SharedAliasCursor) !== null;
}

/** `?cursor=&limit=` of the shared-alias list; its cursor has its own key, so a malformed one is a 400. */
export const SharedAliasListQuerySchema = z.object({
  cursor: z.string().refine(isValidSharedAliasCursor, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
