import { getFavoriteArenaIds } from "~/app/lib/auth.server";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { loadFeaturedArenas } from "~/worker/arenas/search.server";
import { getCtx } from "~/worker/context.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const favoriteIds = getFavoriteArenaIds(args);
  try {
    return { featured: await loadFeaturedArenas(ctx), favoriteIds, error: null };
  } catch (error) {
    console.error("home: featured arenas failed", error);
    return { featured: [], favoriteIds, error: BROWSE_TEXT.loadFeaturedFailed };
  }
}
