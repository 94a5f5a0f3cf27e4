import { data } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { statusOf } from "~/core/failure";
import { GAME_TEXT } from "~/core/games/messages";
import { LateQuerySchema } from "~/core/validation/late";
import { getCtx } from "~/worker/context/request-context.server";
import { getGame } from "~/worker/games/games.server";
import { runningLate } from "~/worker/games/late.server";
import type { Route } from "./+types/route";

/**
 * The running-late page: a GET form (5, 10, 15 or 30 minutes), then the message and the links
 * that send it from the person's own phone. Another person's game does not exist for them.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const minutes = new URL(args.request.url).searchParams.get("minutes");
  if (minutes === null) {
    const found = await getGame(ctx, user.id, args.params.id);
    if (!found) throw data(GAME_TEXT.gameNotFound, { status: 404 });
    return { gameId: found.row.id, arenaName: found.arena.name, late: null, error: null };
  }
  const parsed = LateQuerySchema.safeParse({ minutes });
  if (!parsed.success) {
    const found = await getGame(ctx, user.id, args.params.id);
    if (!found) throw data(GAME_TEXT.gameNotFound, { status: 404 });
    const error = parsed.error.issues[0]?.message ?? null;
    return data({ gameId: found.row.id, arenaName: found.arena.name, late: null, error }, { status: 400 });
  }
  const late = await runningLate(ctx, user, args.params.id, parsed.data.minutes);
  if (!late.ok) {
    if (late.kind === "not_found") throw data(late.message, { status: 404 });
    return data({ gameId: args.params.id, arenaName: "", late: null, error: late.message }, { status: statusOf(late) });
  }
  return { gameId: late.late.gameId, arenaName: late.late.arenaName, late: late.late, error: null };
}
