import { GameError } from "~/app/components/games/game-error";
import { GameForm } from "~/app/components/games/game-form";
import { Page } from "~/app/components/page";
import { ButtonLink } from "~/app/components/ui/button";
import { GAME_TEXT } from "~/core/games/messages";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.setup.arena.name;
  return [
    { title: `${GAME_TEXT.planTitle}${name ? ` at ${name}` : ""} · Tipoff` },
    { name: "robots", content: "noindex" },
  ];
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
