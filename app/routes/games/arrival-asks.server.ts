import type { ArrivalAskView } from "~/app/lib/arrival-asks";
import { redirectWithToast } from "~/app/lib/toast.server";
import { ARRIVAL_TEXT_FIELDS } from "~/core/arenas/arrival-text";
import { formatShortDay, formatTime } from "~/core/games/zoned-time";
import { ARRIVAL_ASK_TEXT } from "~/core/knowledge/messages";
import type { CurrentUser } from "~/core/users/current-user";
import type { Ctx } from "~/worker/context/ctx";
import type { GameWithArena } from "~/worker/games/games.server";
import { dismissArrivalAsk, listArrivalAsks, mayAsk } from "~/worker/knowledge/asks.server";

/**
 * My Games' questions about recent games. The page has the person's games from its session batch:
 * only when one of them could ask is the question read from D1.
 */
export async function loadArrivalAsks(
  ctx: Pick<Ctx, "db">,
  userId: string,
  planned: readonly GameWithArena[],
  now: number,
): Promise<ArrivalAskView[]> {
  if (!mayAsk(planned, now)) return [];
  const asks = await listArrivalAsks(ctx, userId, now);
  return asks.map((ask) => {
    const tipoff = ask.tipoffAt.getTime();
    return {
      gameId: ask.gameId,
      arenaName: ask.arenaName,
      game: ARRIVAL_ASK_TEXT.gameLine(formatShortDay(tipoff, ask.timeZone), formatTime(tipoff, ask.timeZone)),
      missing: ARRIVAL_ASK_TEXT.missing(ask.missing.map((field) => ARRIVAL_TEXT_FIELDS[field].label)),
      formPath: `/games/${ask.gameId}/arrival`,
    };
  });
}

/** "Not now" without JavaScript: back to My Games with a toast (an unknown game says so). */
export async function dismissAskAction(ctx: Ctx, user: CurrentUser, form: FormData) {
  const gameId = form.get("gameId");
  const outcome = await dismissArrivalAsk(ctx, user, typeof gameId === "string" ? gameId : undefined, Date.now());
  const toast = outcome.ok
    ? { type: "info" as const, message: ARRIVAL_ASK_TEXT.dismissed }
    : { type: "error" as const, message: outcome.message };
  return redirectWithToast("/games", toast, { secret: ctx.config.authSecret });
}
