import { MAX_PAGE_SIZE } from "../../core/admin/pagination";
import { z } from "../../core/validation/zod";
import { isValidSharedAliasCursor } from "../imports/shared-aliases.server";

/** `?cursor=&limit=` of the shared-alias list; its cursor has its own key, so a malformed one is a 400. */
export const SharedAliasListQuerySchema = z.object({
  cursor: z.string().refine(isValidSharedAliasCursor, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
