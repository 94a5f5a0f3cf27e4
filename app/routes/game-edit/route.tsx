import { data, redirect } from "react-router";
import { GameError } from "~/app/components/games/game-error";
import { GameForm } from "~/app/components/games/game-form";
import { GameMilesForm } from "~/app/components/games/game-miles-form";
import { Page } from "~/app/components/page";
import { requireUser } from "~/app/lib/auth.server";
import { gameEditorAction } from "~/app/lib/game-editor.server";
import { gameMilesAction, gameMilesView } from "~/app/lib/game-miles.server";
import { GAME_TEXT } from "~/core/games/messages";
import { localDateTime } from "~/core/games/zoned-time";
import { getServices } from "~/worker/context.server";
import { startOf } from "~/worker/games/game.server";
import { arenaZone, getGame, getGameRow } from "~/worker/games/games.server";
import { getPreferences } from "~/worker/games/preferences.server";
import { gameFormSetup } from "~/worker/games/view.server";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${GAME_TEXT.editTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** Only the game's owner sees it; anyone else is told it does not exist. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const services = getServices(args.context);
  const found = await getGame(services, user.id, args.params.id);
  if (!found) {
    // A game whose gym was removed is edited once it has one again: choosing it comes first.
    const waiting = await getGameRow(services, user.id, args.params.id);
    if (waiting) throw redirect(`/games/${waiting.id}/arena`);
    throw data(GAME_TEXT.gameNotFound, { status: 404 });
  }
  const { row, arena } = found;
  const preferences = await getPreferences(services, user.id);
  const zone = arenaZone(arena);
  const start = startOf(row);
  const setup = gameFormSetup(arena, {
    zone: zone.ok ? zone.zone : row.timeZone,
    now: Date.now(),
    bufferSource: "game",
    usualStart: preferences.usualStart,
    currentStart: start,
  });
  const local = localDateTime(row.tipoffAt.getTime(), row.timeZone);
  const values = {
    date: local.date,
    time: local.time,
    bufferMinutes: String(row.bufferMinutes),
    start: start ? "keep" : preferences.usualStart ? "usual" : "address",
    startAddress: "",
  };
  return { setup, values, miles: gameMilesView(row) };
}

/** Two forms: the plan itself, and the game's own miles (intent "game-miles"). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "game-miles") return gameMilesAction(args, form);
  return gameEditorAction(args, "edit");
}

export default function GameEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, values, miles } = loaderData;
  const milesData = actionData && "intent" in actionData ? actionData : undefined;
  const planData = actionData && !("intent" in actionData) ? actionData : undefined;
  return (
    <Page title={GAME_TEXT.editTitle} lead={`${setup.arena.name} · ${setup.arena.place}`}>
      <GameForm
        setup={setup}
        values={planData?.values ?? values}
        actionData={planData}
        submitLabel={GAME_TEXT.saveButton}
        pendingLabel={GAME_TEXT.saving}
      />
      <GameMilesForm miles={miles} actionData={milesData} />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GameError error={error} />;
}
