import { data } from "react-router";
import { getFavoriteArenaIds, getSignedInPreferences } from "~/app/lib/auth.server";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { ARENA_FIRST_SCREEN, ARENA_PAGE_SIZE } from "~/core/arenas/search-limits";
import { type ArenaFilters, ArenaFiltersSchema } from "~/core/validation/arena-query";
import { loadBrowsePage } from "~/worker/arenas/search.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";
import { type SchoolMatch, toSchoolMatch } from "./school-match.server";

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
  conferences: [],
  schools: [] as SchoolMatch[],
};

/**
 * The first page carries only the first screen's arenas, so the HTML a phone waits for stays small;
 * every page after it (a cursor) a whole page. `limit` (at most a page) is how the list, once
 * loaded, asks for the rest of its first page (app/routes/arenas/route.tsx).
 */
function pageLimit(cursor: string, requested: string | null): number {
  const asked = Number(requested);
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, ARENA_PAGE_SIZE);
  return cursor ? ARENA_PAGE_SIZE : ARENA_FIRST_SCREEN;
}

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const url = new URL(args.request.url);
  const { filters, stateError } = readFilters(url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const limit = pageLimit(cursor, url.searchParams.get("limit"));
  const view = url.searchParams.get("view") === "map" ? ("map" as const) : ("list" as const);
  const favoriteIds = getFavoriteArenaIds(args);
  if (stateError) {
    return data({ filters, cursor, view, ...EMPTY_PAGE, favoriteIds, error: null, stateError }, { status: 400 });
  }
  // A signed-in person's usual start ranks the schools of their state first.
  const usualStart = getSignedInPreferences(args)?.usualStart ?? null;
  try {
    // The levels the database holds are not sent: the form offers every level (ARENA_LEVELS).
    const { levels: _levels, schools, ...page } = await loadBrowsePage(ctx, filters, { cursor, limit }, { usualStart });
    return {
      filters,
      cursor,
      view,
      ...page,
      schools: schools.map(toSchoolMatch),
      favoriteIds,
      error: null,
      stateError,
    };
  } catch (error) {
    console.error("arenas: load failed", error);
    return { filters, cursor, view, ...EMPTY_PAGE, favoriteIds, error: BROWSE_TEXT.loadArenasFailed, stateError };
  }
}
