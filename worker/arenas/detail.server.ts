import { eq } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import type { CurrentUser } from "../../core/users/current-user";
import { canViewArena } from "../../core/users/permissions";
import { isArenaId } from "../../core/validation/arena-query";
import type { DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import { toArena } from "./arena-row";

/** One arena by id, full row; null for a malformed id or a missing arena. */
export async function getArena({ db }: DbCtx, id: string | undefined): Promise<Arena | null> {
  if (!isArenaId(id)) return null;
  const [row] = await db.select().from(arenas).where(eq(arenas.id, id)).limit(1);
  return row ? toArena(row) : null;
}

/** The arena if this viewer may see it: approved ones for everyone, pending ones for creator and admins. */
export async function getVisibleArena(ctx: DbCtx, id: string | undefined, viewer: CurrentUser | null) {
  const arena = await getArena(ctx, id);
  return arena && canViewArena(viewer, arena) ? arena : null;
}
