import { getFavoriteArenaIds, getSignedInGames, getSignedInPreferences } from "~/app/lib/auth.server";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { mapsAppWithPreference } from "~/app/lib/maps-app.server";
import { loadFeaturedArenas } from "~/worker/arenas/search.server";
import { getCtx } from "~/worker/context/request-context.server";
import { NO_PREFERENCES } from "~/worker/games/preferences.server";
import type { Route } from "./+types/route";
import { nextGameCard } from "./next-game.server";

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const favoriteIds = getFavoriteArenaIds(args);
  // A signed-in official's games came with the session (the root middleware's batch): today first.
  const games = getSignedInGames(args);
  const preferences = getSignedInPreferences(args) ?? NO_PREFERENCES;
  const nextGame = games
    ? nextGameCard(games, { mapsApp: mapsAppWithPreference(args.request, preferences.mapsApp), now: Date.now() })
    : null;
  try {
    return { featured: await loadFeaturedArenas(ctx), favoriteIds, nextGame, error: null };
  } catch (error) {
    console.error("home: featured arenas failed", error);
    return { featured: [], favoriteIds, nextGame, error: BROWSE_TEXT.loadFeaturedFailed };
  }
}
