import { requireUser } from "~/app/lib/auth.server";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { loadEditableArena } from "~/worker/arenas/edit-arena.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

/**
 * Signed-out visitors are sent to /login at once. The arena and the permission check are not
 * awaited: the page streams with 'Loading arena details...' until they arrive (docs/decisions/032).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: ARENA_TEXT.editLoginRequired });
  return { id: args.params.id, editable: loadEditableArena(getCtx(args.context), user, args.params.id) };
}
