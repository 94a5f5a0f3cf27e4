import { GameError } from "~/app/components/games/game-error";
import { GameForm } from "~/app/components/games/game-form";
import { Page } from "~/app/components/page";
import { GAME_TEXT } from "~/core/games/messages";
import type { Route } from "./+types/route";
import { GameMilesForm } from "./game-miles-form";
import { GamePayForm } from "./game-pay-form";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${GAME_TEXT.editTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

export default function GameEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, values, miles, pay } = loaderData;
  const milesData = actionData && "intent" in actionData && actionData.intent === "game-miles" ? actionData : undefined;
  const payData = actionData && "intent" in actionData && actionData.intent === "game-pay" ? actionData : undefined;
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
      <GamePayForm pay={pay} actionData={payData} />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GameError error={error} />;
}
