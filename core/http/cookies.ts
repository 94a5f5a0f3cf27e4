// No imports: read on every page request (the session, the page cache, the maps app), and by code
// the browser bundle shares.

/** One cookie of a Cookie header: its name and raw value (null for a bare name with no `=`). */
export type CookiePair = { name: string; value: string | null };

/** A Cookie header's cookies in order, names and values trimmed, nothing decoded or validated. */
export function cookiePairs(header: string | null | undefined): CookiePair[] {
  if (!header) return [];
  return header.split(";").map((pair) => {
    const separator = pair.indexOf("=");
    return separator === -1
      ? { name: pair.trim(), value: null }
      : { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim() };
  });
}
