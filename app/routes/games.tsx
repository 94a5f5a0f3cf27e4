import { Link } from "react-router";
import { GameCard } from "~/app/components/games/game-card";
import { WaitingGameCard } from "~/app/components/games/waiting-game-card";
import { Page } from "~/app/components/page";
import { Car } from "~/app/components/ui/icons/car";
import { TriangleAlert } from "~/app/components/ui/icons/triangle-alert";
import { getSignedInGames, getSignedInPreferences, requireUser } from "~/app/lib/auth.server";
import { mapsAppWithPreference } from "~/app/lib/maps-app.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { getServices } from "~/worker/context.server";
import { deleteGame, gameDeps, listGames } from "~/worker/games/games.server";
import { GAME_TEXT } from "~/worker/games/messages";
import { MILEAGE_TEXT } from "~/worker/games/mileage-text";
import { toGameView, toWaitingGameView } from "~/worker/games/view.server";
import { waitingNotices } from "~/worker/games/waiting.server";
import { keepRemovedGame } from "~/worker/imports/imports.server";
import { IMPORT_TEXT } from "~/worker/imports/messages";
import { NO_PREFERENCES } from "~/worker/users/preferences.server";
import type { Route } from "./+types/games";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${GAME_TEXT.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/** Upcoming games soonest first; past ones (most recent first) folded away. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const services = getServices(args.context);
  // The preferences came with the session (the root middleware's batch): one D1 round trip less.
  const preferences = getSignedInPreferences(args) ?? NO_PREFERENCES;
  // On this page the games came with the session too (the root middleware's batch).
  const { planned, waiting } = getSignedInGames(args) ?? (await listGames(services, user.id));
  const context = { mapsApp: mapsAppWithPreference(args.request, preferences.mapsApp), now: Date.now() };
  const views = planned.map(({ row, arena }) => toGameView(row, arena, context));
  return {
    notices: waitingNotices(waiting),
    waiting: waiting.map((row) => toWaitingGameView(row, context.now)),
    upcoming: views.filter((game) => !game.past),
    past: views.filter((game) => game.past).reverse(),
  };
}

/** Delete without JavaScript: a redirect back with a toast either way. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const services = getServices(args.context);
  const form = await args.request.formData();
  const secret = { secret: services.config.authSecret };
  if (form.get("intent") === "keep") {
    const gameId = form.get("id");
    const kept = await keepRemovedGame(services, user.id, typeof gameId === "string" ? gameId : "");
    const toast = kept.ok
      ? { type: "success" as const, message: IMPORT_TEXT.gameKept }
      : { type: "error" as const, message: kept.message };
    return redirectWithToast("/games", toast, secret);
  }
  const id = form.get("intent") === "delete" ? form.get("id") : null;
  const outcome = await deleteGame(gameDeps(services), user, typeof id === "string" ? id : undefined);
  const toast = outcome.ok
    ? { type: "success" as const, message: GAME_TEXT.deleted }
    : { type: "error" as const, message: outcome.kind === "rate_limited" ? outcome.message : GAME_TEXT.deleteFailed };
  return redirectWithToast("/games", toast, secret);
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const { notices, waiting, upcoming, past } = loaderData;
  return (
    <Page title={GAME_TEXT.pageTitle}>
      <div className="flex max-w-3xl flex-col gap-4">
        {notices.map((notice) => (
          <p
            key={notice.arena}
            role="status"
            className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {notice.text}
          </p>
        ))}
        {waiting.map((game) => (
          <WaitingGameCard key={game.id} game={game} />
        ))}
        <div className="flex flex-wrap gap-x-6">
          <Link
            to="/games/mileage"
            className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline"
          >
            <Car className="size-4" aria-hidden />
            {MILEAGE_TEXT.navLabel}
          </Link>
          <Link
            to="/games/import"
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline"
          >
            {IMPORT_TEXT.importLink}
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <p className="text-lg font-semibold">{GAME_TEXT.emptyTitle}</p>
            <p className="mt-1 text-sm text-muted-foreground">{GAME_TEXT.emptyText}</p>
            <Link to="/arenas" className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline">
              {GAME_TEXT.browseArenas}
            </Link>
          </div>
        ) : (
          upcoming.map((game) => <GameCard key={game.id} game={game} />)
        )}
        {past.length > 0 ? (
          <details className="mt-4">
            <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
              {GAME_TEXT.pastGames(past.length)}
            </summary>
            <div className="mt-3 flex flex-col gap-4">
              {past.map((game) => (
                <GameCard key={game.id} game={game} />
              ))}
            </div>
          </details>
        ) : null}
      </div>
    </Page>
  );
}
