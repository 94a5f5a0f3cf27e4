// What a page may cost a phone on its first load, in KB (1,000 bytes) of gzip (docs/decisions/248).
// Read by scripts/bundle-budget.ts, which fails CI past them, and by tests/e2e/client-bundle.spec.ts,
// which weighs each page's HTML on the e2e server.

/** First-load JavaScript: the home page is the front door, every other page shares one budget. */
export const JS_BUDGET_KB = { home: 125, other: 135 } as const;

/**
 * The HTML of the pages a visitor opens first, as the server sends it and gzip (level 6, what the
 * Lighthouse bench's proxy sends) compresses it. About 14.6 KB is what a new connection's first
 * round trip carries (ten packets of TCP's initial window): a page above it waits a round trip more
 * for its last bytes, on slow 4G some 150 ms.
 */
export const HTML_BUDGET_KB: Readonly<Record<string, number>> = {
  "/": 7,
  "/arenas": 11,
  "/arenas/:id": 9,
  "/login": 5,
};

/** Where the e2e test writes the weights it measured, inside the build folder it tested. */
export const HTML_WEIGHT_FILE = "html-weight.json";

export type HtmlWeight = { url: string; bytes: number; gzipBytes: number };
