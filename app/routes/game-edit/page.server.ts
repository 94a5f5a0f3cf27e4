import { data, redirect } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { gameEditorAction } from "~/app/lib/game-editor.server";
import { GAME_TEXT } from "~/core/games/messages";
import { localDateTime } from "~/core/games/zoned-time";
import { getCtx } from "~/worker/context/request-context.server";
import { startOf } from "~/worker/games/game.server";
import { arenaZone, getGame, getGameRow } from "~/worker/games/games.server";
import { getPreferences } from "~/worker/games/preferences.server";
import { getWeekdayStarts } from "~/worker/games/profile-starts.server";
import { gameFormSetup } from "~/worker/games/view.server";
import type { Route } from "./+types/route";
import { gameMilesAction, gameMilesView } from "./game-miles.server";
import { gamePayAction, gamePayView } from "./game-pay.server";

/** Only the game's owner sees it; anyone else is told it does not exist. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const found = await getGame(ctx, user.id, args.params.id);
  if (!found) {
    // A game whose gym was removed is edited once it has one again: choosing it comes first.
    const waiting = await getGameRow(ctx, user.id, args.params.id);
    if (waiting) throw redirect(`/games/${waiting.id}/arena`);
    throw data(GAME_TEXT.gameNotFound, { status: 404 });
  }
  const { row, arena } = found;
  const [preferences, weekdayStarts] = await Promise.all([
    getPreferences(ctx, user.id),
    getWeekdayStarts(ctx, user.id),
  ]);
  const hasProfileStart = preferences.usualStart !== null || weekdayStarts.length > 0;
  const zone = arenaZone(arena);
  const start = startOf(row);
  const setup = gameFormSetup(arena, {
    zone: zone.ok ? zone.zone : row.timeZone,
    now: Date.now(),
    bufferSource: "game",
    usualStart: preferences.usualStart,
    weekdayStarts,
    currentStart: start,
  });
  const local = localDateTime(row.tipoffAt.getTime(), row.timeZone);
  const values = {
    date: local.date,
    time: local.time,
    bufferMinutes: String(row.bufferMinutes),
    start: start ? "keep" : hasProfileStart ? "usual" : "address",
    startAddress: "",
  };
  return { setup, values, miles: gameMilesView(row), pay: gamePayView(row) };
}

/** Three forms: the plan itself, the game's own miles (intent "game-miles") and its pay ("game-pay"). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "game-miles") return gameMilesAction(args, form);
  if (form.get("intent") === "game-pay") return gamePayAction(args, form);
  return gameEditorAction(args, "edit");
}
