import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/app/components/ui/button";
import { GAME_TEXT } from "~/core/games/messages";

/** The plan and edit pages' error view: the header stays, and the way back is My Games. */
export function GameError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const message = notFound && typeof error.data === "string" ? error.data : GAME_TEXT.saveFailed;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <ButtonLink to="/games" className="mt-6">
        {GAME_TEXT.pageTitle}
      </ButtonLink>
    </div>
  );
}
