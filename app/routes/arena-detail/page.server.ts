import { data } from "react-router";
import { getFavoriteArenaIds, getUser, requireUser } from "~/app/lib/auth.server";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { freshnessLines } from "~/app/lib/freshness-text";
import { mapsAppForRequest } from "~/app/lib/maps-app.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { directionsFor } from "~/core/arenas/directions";
import { arrivalSourcesText } from "~/core/knowledge/messages";
import { CONFIRMATION_TEXT } from "~/core/suggestions/messages";
import { canEditArena } from "~/core/users/permissions";
import { getVisibleArena } from "~/worker/arenas/detail.server";
import { getCtx } from "~/worker/context/request-context.server";
import { canFavoriteArena } from "~/worker/favorites/favorites.server";
import { timeZoneAt } from "~/worker/games/time-zone.server";
import { arrivalSources, monthOf } from "~/worker/knowledge/sources.server";
import { arenaFreshness, confirmArena } from "~/worker/suggestions/confirmations.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const user = await getUser(args);
  const arena = await getVisibleArena(ctx, args.params.id, user);
  if (!arena) throw data(BROWSE_TEXT.arenaNotFound, { status: 404 });
  // The person's favorites came with their session (the root middleware): no query of its own.
  const favorite = getFavoriteArenaIds(args).includes(arena.id);
  const [mapsApp, freshness, sources] = await Promise.all([
    mapsAppForRequest(ctx, args.request, user),
    arenaFreshness(ctx, arena),
    arrivalSources(ctx, arena),
  ]);
  // Dates read by the arena's own calendar: "Updated today" means today where the gym is.
  const zone = (arena.coordinates && timeZoneAt(arena.coordinates)) ?? "UTC";
  return {
    freshness: { ...freshnessLines(freshness, Date.now(), zone), outOfDate: freshness.outOfDate },
    // How the arrival card is known: "From 3 officials · last confirmed Nov 2026" (counts only).
    sources:
      sources.officials > 0
        ? arrivalSourcesText(sources.officials, sources.lastConfirmedAt && monthOf(sources.lastConfirmedAt, zone))
        : null,
    arena,
    canEdit: canEditArena(user, arena),
    canFavorite: canFavoriteArena(user, arena),
    favorite,
    // Rendered on the server in the chosen app, so the links are right before any script runs.
    mapsApp,
    directions: directionsFor(arena, mapsApp),
    origin: new URL(args.request.url).origin,
  };
}

/** "Still accurate?" (a form post, so it works without JavaScript); visitors are sent to log in. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: CONFIRMATION_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const back = `/arenas/${args.params.id}`;
  const secret = ctx.config.authSecret;
  const form = await args.request.formData();
  if (form.get("intent") !== "confirm") throw data("Unknown action", { status: 400 });
  const outcome = await confirmArena(ctx, user.id, args.params.id);
  if (!outcome.ok) throw data(BROWSE_TEXT.arenaNotFound, { status: 404 });
  const message = outcome.created ? CONFIRMATION_TEXT.thanks : CONFIRMATION_TEXT.already;
  return redirectWithToast(back, { type: outcome.created ? "success" : "info", message }, { secret });
}
