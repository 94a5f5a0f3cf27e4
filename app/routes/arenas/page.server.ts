import { data } from "react-router";
import { getFavoriteArenaIds, getSignedInPreferences } from "~/app/lib/auth.server";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { ARENA_PAGE_SIZE } from "~/core/arenas/search-limits";
import type { SchoolPlace } from "~/core/schools/school";
import { type ArenaFilters, ArenaFiltersSchema } from "~/core/validation/arena-query";
import { loadBrowsePage } from "~/worker/arenas/search.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

/**
 * Filters from the URL. An unknown level is ignored rather than refused, as a shared link may be
 * old; an unknown state is refused with its message, as it was typed into the address.
 */
function readFilters(url: URL): { filters: ArenaFilters; stateError: string | null } {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = ArenaFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data, stateError: null };
  const stateError = parsed.error.issues.find((issue) => issue.path[0] === "state")?.message ?? null;
  return { filters: ArenaFiltersSchema.parse({ ...raw, level: "", state: "" }), stateError };
}

const EMPTY_PAGE = {
  arenas: [],
  total: 0,
  nextCursor: null,
  levels: [],
  conferences: [],
  schools: [] as SchoolPlace[],
};

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const url = new URL(args.request.url);
  const { filters, stateError } = readFilters(url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const view = url.searchParams.get("view") === "map" ? ("map" as const) : ("list" as const);
  const favoriteIds = getFavoriteArenaIds(args);
  if (stateError) {
    return data({ filters, cursor, view, ...EMPTY_PAGE, favoriteIds, error: null, stateError }, { status: 400 });
  }
  // A signed-in person's usual start ranks the schools of their state first.
  const usualStart = getSignedInPreferences(args)?.usualStart ?? null;
  try {
    const page = await loadBrowsePage(ctx, filters, { cursor, limit: ARENA_PAGE_SIZE }, { usualStart });
    return { filters, cursor, view, ...page, favoriteIds, error: null, stateError };
  } catch (error) {
    console.error("arenas: load failed", error);
    return { filters, cursor, view, ...EMPTY_PAGE, favoriteIds, error: BROWSE_TEXT.loadArenasFailed, stateError };
  }
}
