// The public-data version: bumped in KV by every write that changes what visitors read, and part
// of every key under which public data is kept (the page cache, an isolate's shared reads).

const VERSION_KEY = "public-pages:version";

/** The context's KV namespace of public data: its version, and pages cached under it (docs/decisions/230). */
export type PublicPagesCtx = { readonly publicPages: KVNamespace };

/**
 * How long this isolate goes on trusting the version it read last. A write made through this
 * isolate is seen at once; one made through another isolate within this time (docs/decisions/087),
 * as a reader's D1 replica already lags the primary (docs/decisions/068).
 */
export const VERSION_TRUSTED_MS = 1_000;

let known: { version: string; readAt: number } | undefined;
/** Public-data changes made through this isolate: a write request that moved it changed public data. */
let changesThroughThisIsolate = 0;

/**
 * Set beside the D1 bookmark by a write that changed public data: for as long as the bookmark,
 * that person's public reads skip this isolate's kept rows and read D1, which has their write
 * (the version in KV may lag where they are). Other writes (a favorite, a game) leave the public
 * rows as they were, so the kept rows still serve those people.
 */
export const PUBLIC_WRITE_COOKIE = "tipoff_public_write";

/** A count that moves whenever this isolate changes public data (compare before and after a write). */
export function publicDataChangeCount(): number {
  return changesThroughThisIsolate;
}

/** The current public-data version ("0" before the first write, or when KV cannot answer). */
export async function publicDataVersion(kv: KVNamespace): Promise<string> {
  if (known && Date.now() - known.readAt < VERSION_TRUSTED_MS) return known.version;
  const version = (await kv.get(VERSION_KEY).catch(() => null)) ?? "0";
  known = { version, readAt: Date.now() };
  return version;
}

/**
 * Makes every kept copy of public data stale at once: cached pages and shared reads. A failed bump
 * is logged; copies then live out their own maximum age.
 */
export async function publicDataChanged(kv: KVNamespace): Promise<void> {
  // Unique, not a timestamp: two writes within one millisecond must still differ.
  const version = crypto.randomUUID();
  // This isolate moves on even when KV refuses the write.
  known = { version, readAt: Date.now() };
  changesThroughThisIsolate += 1;
  try {
    await kv.put(VERSION_KEY, version);
  } catch (error) {
    console.error("public data version not bumped", error);
  }
}
