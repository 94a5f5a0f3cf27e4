import { DISMISS_ASK_INTENT } from "~/app/lib/arrival-asks";
import { getSignedInGames, getSignedInPreferences, requireUser } from "~/app/lib/auth.server";
import { mapsAppWithPreference } from "~/app/lib/maps-app.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { CLASH_TEXT } from "~/core/games/clash-text";
import { CONFIRM_TEXT } from "~/core/games/confirm-text";
import type { GameView, WaitingImportView } from "~/core/games/game-view";
import { GAME_LIMITS } from "~/core/games/limits";
import { GAME_TEXT } from "~/core/games/messages";
import { IMPORT_TEXT } from "~/core/imports/messages";
import { dueText } from "~/core/reports/due-text";
import { REPORT_TEXT } from "~/core/reports/messages";
import { getCtx } from "~/worker/context/request-context.server";
import { markClashKnown } from "~/worker/games/clashes.server";
import { markAccepted } from "~/worker/games/confirm.server";
import { confirmWithOf } from "~/worker/games/game.server";
import { deleteGame, listGames, roughStart } from "~/worker/games/games.server";
import { NO_PREFERENCES } from "~/worker/games/preferences.server";
import { openClashPairs, seasonOf } from "~/worker/games/season.server";
import { clashViews, toGameView, toWaitingGameView, toWaitingImportView } from "~/worker/games/view.server";
import { waitingNotices } from "~/worker/games/waiting.server";
import { acknowledgeChanges, keepRemovedGame } from "~/worker/imports/imports.server";
import type { Route } from "./+types/route";
import { dismissAskAction, loadArrivalAsks } from "./arrival-asks.server";

/** My Games' page of upcoming games `page` (the first is the page itself). */
const pageLink = (page: number) => (page === 1 ? "/games" : `/games?page=${page}`);

/** A page number from the query: a whole number from 1, else 1. */
function pageParameter(url: URL, name: string): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 1 ? Math.min(value, 1000) : 1;
}

/**
 * Upcoming games soonest first, a page at a time; past ones (most recent first) folded away, the
 * most recent page of them shown and more on request. Only the games shown are formatted.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  // The preferences came with the session (the root middleware's batch): one D1 round trip less.
  const preferences = getSignedInPreferences(args) ?? NO_PREFERENCES;
  // On this page the games came with the session too (the root middleware's batch).
  const { planned, waiting, waitingImports, extras } = getSignedInGames(args) ?? (await listGames(ctx, user.id));
  const context = { mapsApp: mapsAppWithPreference(args.request, preferences.mapsApp), now: Date.now() };
  // Each day's games as one trip from gym to gym, and the games that cannot both be made.
  const season = seasonOf(planned, extras.knownClashes);
  // Waiting imported games stand among the others in time order: every assignment in its place.
  type Entry = { at: number; game?: (typeof planned)[number]; waiting?: (typeof waitingImports)[number] };
  const entries: Entry[] = [
    ...planned.map((game) => ({ at: game.row.tipoffAt.getTime(), game })),
    ...waitingImports.map((waiting) => ({ at: roughStart(waiting.event), waiting })),
  ].sort((a, b) => a.at - b.at);
  const upcomingEntries = entries.filter((entry) => entry.at >= context.now);
  const pastEntries = entries.filter((entry) => entry.at < context.now).reverse();
  const url = new URL(args.request.url);
  const size = GAME_LIMITS.perPage;
  const pages = Math.max(1, Math.ceil(upcomingEntries.length / size));
  const page = Math.min(pageParameter(url, "page"), pages);
  const pastShown = Math.min(pageParameter(url, "past") * size, pastEntries.length);
  const view = ({ game, waiting: imported }: Entry): ListedGame => {
    if (imported) return { kind: "waiting", game: toWaitingImportView(imported, context.now) };
    if (!game) throw new Error("an entry is a game or a waiting one");
    const id = game.row.id;
    return {
      kind: "game",
      game: toGameView(game.row, game.arena, {
        ...context,
        trip: season.trips.get(id) ?? null,
        clashes: clashViews(season.clashes.get(id) ?? [], season),
        sources: extras.sources.get(id) ?? [],
        reportDueAt: extras.reportsDue.get(id) ?? null,
        droppedBy: extras.droppedBy.get(id) ?? null,
      }),
    };
  };
  const places = new Set(waitingImports.map((game) => game.venueKey)).size;
  // Reports not yet marked sent stand first, soonest deadline first, whichever page their game is on.
  const reportNotices = planned
    .flatMap(({ row, arena }) => {
      const dueAt = extras.reportsDue.get(row.id);
      return dueAt === undefined
        ? []
        : [
            {
              dueAt,
              text: REPORT_TEXT.dueAt(dueText(dueAt, row.timeZone), arena.name),
              href: `/games/${row.id}/report`,
            },
          ];
    })
    .sort((a, b) => a.dueAt - b.dueAt)
    .map(({ text, href }) => ({ text, href }));
  // Upcoming games a later import added or moved, to accept on their platform (docs/decisions/244).
  const toAccept = upcomingEntries.flatMap((entry, index) =>
    entry.game && confirmWithOf(entry.game.row) !== null ? [{ id: entry.game.row.id, index }] : [],
  );
  const firstToAccept = toAccept[0];
  const clashPairs = openClashPairs(season, context.now);
  const firstClash = clashPairs[0]?.[0];
  const firstClashAt = firstClash ? upcomingEntries.findIndex((entry) => entry.game?.row.id === firstClash.id) : -1;
  const firstClashPage = firstClashAt < 0 ? 1 : Math.floor(firstClashAt / size) + 1;
  return {
    // Questions about the arrival at the gyms of recent games (docs/decisions/200).
    asks: await loadArrivalAsks(ctx, user.id, planned, context.now),
    // Until every imported game has its gym, the page says so first.
    importNotice: waitingImports.length > 0 ? IMPORT_TEXT.waitingCount(waitingImports.length, places) : null,
    notices: waitingNotices(waiting),
    // Games that cannot both be made, counted first: the one thing to sort out with an assigner.
    clashNotice:
      clashPairs.length > 0 && firstClash
        ? {
            text: CLASH_TEXT.count(clashPairs.length),
            href: `${pageLink(firstClashPage)}#game-${firstClash.id}`,
          }
        : null,
    reportNotices,
    confirmNotice: firstToAccept
      ? {
          text: CONFIRM_TEXT.count(toAccept.length),
          href: `${pageLink(Math.floor(firstToAccept.index / size) + 1)}#game-${firstToAccept.id}`,
        }
      : null,
    waiting: waiting.map((row) => toWaitingGameView(row, context.now)),
    upcoming: upcomingEntries.slice((page - 1) * size, page * size).map(view),
    page,
    pages,
    past: pastEntries.slice(0, pastShown).map(view),
    pastCount: pastEntries.length,
    morePast: pastShown < pastEntries.length ? `/games?past=${pageParameter(url, "past") + 1}` : null,
  };
}

/** A line of the list: a planned game, or an imported one waiting for its gym. */
export type ListedGame = { kind: "game"; game: GameView } | { kind: "waiting"; game: WaitingImportView };

/** Delete without JavaScript: a redirect back with a toast either way. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: GAME_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const secret = { secret: ctx.config.authSecret };
  if (form.get("intent") === DISMISS_ASK_INTENT) return dismissAskAction(ctx, user, form);
  if (form.get("intent") === "got-it") {
    const gameId = form.get("id");
    const seen = await acknowledgeChanges(ctx, user.id, typeof gameId === "string" ? gameId : "");
    const toast = seen.ok
      ? { type: "success" as const, message: IMPORT_TEXT.changeSeen }
      : { type: "error" as const, message: seen.message };
    return redirectWithToast(seen.ok ? `/games#game-${seen.id}` : "/games", toast, secret);
  }
  if (form.get("intent") === "accepted") {
    const gameId = form.get("id");
    const accepted = await markAccepted(ctx, user.id, typeof gameId === "string" ? gameId : "");
    const toast = accepted.ok
      ? { type: "success" as const, message: CONFIRM_TEXT.done }
      : { type: "error" as const, message: accepted.message };
    return redirectWithToast(accepted.ok ? `/games#game-${accepted.row.id}` : "/games", toast, secret);
  }
  if (form.get("intent") === "known-clash") {
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const marked = await markClashKnown(ctx, user.id, { gameId: field("id"), otherGameId: field("other") });
    const toast = marked.ok
      ? { type: "success" as const, message: CLASH_TEXT.marked }
      : { type: "error" as const, message: marked.message };
    return redirectWithToast(marked.ok ? `/games#game-${marked.gameId}` : "/games", toast, secret);
  }
  if (form.get("intent") === "keep") {
    const gameId = form.get("id");
    const kept = await keepRemovedGame(ctx, user.id, typeof gameId === "string" ? gameId : "");
    const toast = kept.ok
      ? { type: "success" as const, message: IMPORT_TEXT.gameKept }
      : { type: "error" as const, message: kept.message };
    return redirectWithToast("/games", toast, secret);
  }
  const id = form.get("intent") === "delete" ? form.get("id") : null;
  const outcome = await deleteGame(ctx, user, typeof id === "string" ? id : undefined);
  const toast = outcome.ok
    ? { type: "success" as const, message: GAME_TEXT.deleted }
    : { type: "error" as const, message: outcome.kind === "rate_limited" ? outcome.message : GAME_TEXT.deleteFailed };
  return redirectWithToast("/games", toast, secret);
}
