// No imports: the search box reads its limit in the browser, where the query schemas (and zod)
// are not needed.
export const SEARCH_MAX_LENGTH = 200;
export const ARENA_PAGE_SIZE = 50;
/**
 * The arenas the list page's HTML carries before its first paint: a wide screen's first rows (three
 * columns), far more than a phone shows under the filters. With JavaScript the page fills up to
 * ARENA_PAGE_SIZE once it has loaded; without, "Load more arenas" pages on (docs/decisions/248).
 */
export const ARENA_FIRST_SCREEN = 12;
