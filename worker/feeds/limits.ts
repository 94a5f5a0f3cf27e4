/** What one fetch of a person's calendar feed may cost us (docs/decisions/102). */
export const FEED_FETCH_LIMITS = {
  /** The body, counted as it streams in: a year of games is a few hundred KB at most. */
  maxBytes: 1024 * 1024,
  maxBytesLabel: "1 MB",
  /** The whole fetch, redirects and body included. */
  timeoutMs: 10_000,
  timeoutSeconds: 10,
  /** Redirects followed after the first request; each target is checked like the link itself. */
  maxRedirects: 3,
  /** A platform's feed link is a few hundred characters; anything far longer is not one. */
  maxUrlLength: 2048,
  /** Characters of the link shown after the host; the rest of the key stays hidden. */
  hintTailLength: 4,
} as const;
