import { data } from "react-router";
import { GameError } from "~/app/components/games/game-error";
import { GameForm } from "~/app/components/games/game-form";
import { Page } from "~/app/components/page";
import { ButtonLink } from "~/app/components/ui/button";
import { requireUser } from "~/app/lib/auth.server";
import { gameEditorAction } from "~/app/lib/game-editor.server";
import { GAME_TEXT } from "~/core/games/messages";
import { getVisibleArena } from "~/worker/arenas/detail.server";
import { getServices } from "~/worker/context.server";
import { arenaZone, defaultBuffer } from "~/worker/games/games.server";
import { getPreferences } from "~/worker/games/preferences.server";
import { gameFormSetup } from "~/worker/games/view.server";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.setup.arena.name;
  return [
    { title: `${GAME_TEXT.planTitle}${name ? ` at ${name}` : ""} · Tipoff` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const services = getServices(args.context);
  const arena = await getVisibleArena(services, args.params.id, user);
  if (!arena) throw data(GAME_TEXT.arenaNotFound, { status: 404 });
  const preferences = await getPreferences(services, user.id);
  const zone = arenaZone(arena);
  const buffer = defaultBuffer(arena, preferences);
  const setup = gameFormSetup(arena, {
    zone: zone.ok ? zone.zone : null,
    now: Date.now(),
    bufferSource: buffer.source,
    usualStart: preferences.usualStart,
    currentStart: null,
  });
  const values = {
    date: "",
    time: "19:00",
    bufferMinutes: String(buffer.minutes),
    start: preferences.usualStart ? "usual" : "address",
    startAddress: "",
  };
  return { setup, values };
}

export async function action(args: Route.ActionArgs) {
  return gameEditorAction(args, "plan");
}

export default function GamePlan({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, values } = loaderData;
  return (
    <Page title={GAME_TEXT.planTitle} lead={`${setup.arena.name} · ${setup.arena.place}`}>
      {setup.zone ? (
        <GameForm
          setup={setup}
          values={actionData?.values ?? values}
          actionData={actionData}
          submitLabel={GAME_TEXT.planButton}
          pendingLabel={GAME_TEXT.planning}
        />
      ) : (
        <div className="max-w-2xl rounded-lg border border-dashed p-6">
          <p role="alert">{GAME_TEXT.noCoordinates}</p>
          <ButtonLink to={`/arenas/${setup.arena.id}`} variant="outline" className="mt-4">
            {setup.arena.name}
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GameError error={error} />;
}
