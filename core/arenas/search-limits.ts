// No imports: the search box reads its limit in the browser, where the query schemas (and zod)
// are not needed.
export const SEARCH_MAX_LENGTH = 200;
export const ARENA_PAGE_SIZE = 50;
