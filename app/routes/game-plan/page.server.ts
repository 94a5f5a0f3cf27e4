import { data } from "react-router";
import { requireUser } from "~/app/lib/auth.server";
import { gameEditorAction } from "~/app/lib/game-editor.server";
import { GAME_TEXT } from "~/core/games/messages";
import { getVisibleArena } from "~/worker/arenas/detail.server";
import { getCtx } from "~/worker/context/request-context.server";
import { arenaZone, defaultBuffer } from "~/worker/games/games.server";
import { getPreferences } from "~/worker/games/preferences.server";
import { getWeekdayStarts } from "~/worker/games/profile-starts.server";
import { gameFormSetup } from "~/worker/games/view.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const arena = await getVisibleArena(ctx, args.params.id, user);
  if (!arena) throw data(GAME_TEXT.arenaNotFound, { status: 404 });
  const [preferences, weekdayStarts] = await Promise.all([
    getPreferences(ctx, user.id),
    getWeekdayStarts(ctx, user.id),
  ]);
  const hasProfileStart = preferences.usualStart !== null || weekdayStarts.length > 0;
  const zone = arenaZone(arena);
  const buffer = defaultBuffer(arena, preferences);
  const setup = gameFormSetup(arena, {
    zone: zone.ok ? zone.zone : null,
    now: Date.now(),
    bufferSource: buffer.source,
    usualStart: preferences.usualStart,
    weekdayStarts,
    currentStart: null,
  });
  const values = {
    date: "",
    time: "19:00",
    bufferMinutes: String(buffer.minutes),
    start: hasProfileStart ? "usual" : "address",
    startAddress: "",
  };
  return { setup, values };
}

export async function action(args: Route.ActionArgs) {
  return gameEditorAction(args, "plan");
}
