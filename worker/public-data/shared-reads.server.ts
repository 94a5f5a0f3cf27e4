import { publicDataVersion } from "./version.server";

// Public rows (the same for every reader: the featured arenas, a page of the list) kept in this
// isolate's memory for the current public-data version, so the requests that miss the page cache
// (a signed-in person, any cookie, a refresh) do not each wait on D1 for them (docs/decisions/087).

/** Kept at most this long whatever the version says: bounds a failed bump or a lagging replica. */
export const SHARED_READ_MAX_AGE_MS = 10_000;
/** Distinct reads kept at once (a list page is about 15 KB): the oldest goes first. */
export const SHARED_READ_CAPACITY = 100;

type Kept = { value: unknown; storedAt: number };
let kept: { version: string; entries: Map<string, Kept> } = { version: "", entries: new Map() };

export type SharedReads = {
  /**
   * What `query` answers under `key`: read from D1 once, then kept while this isolate holds it
   * for the current version. Kept rows are shared between requests: callers map them to new
   * objects and never change them.
   */
  read<Shared>(key: string, query: () => Promise<Shared>): Promise<Shared>;
};

/** The context's shared reads (docs/decisions/230): public rows kept in this isolate (docs/decisions/087). */
export type SharedReadsCtx = { readonly sharedReads: SharedReads };

/**
 * `readsOwnWrite`: the person changed public data a moment ago (their D1 bookmark and the public
 * write cookie), so the request reads D1, which has their write, and never keeps what it read.
 */
export function sharedReads(kv: KVNamespace, { readsOwnWrite }: { readsOwnWrite: boolean }): SharedReads {
  return {
    async read<Shared>(key: string, query: () => Promise<Shared>): Promise<Shared> {
      if (readsOwnWrite) return query();
      const entries = entriesOf(await publicDataVersion(kv));
      const hit = entries.get(key);
      // Stored by `query` for this same key, so of this same type.
      if (hit && Date.now() - hit.storedAt < SHARED_READ_MAX_AGE_MS) return hit.value as Shared;
      const shared = await query();
      // A write during `query` moved `kept` to a new version: these rows go to the old one's map.
      entries.delete(key);
      if (entries.size >= SHARED_READ_CAPACITY) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, { value: shared, storedAt: Date.now() });
      return shared;
    },
  };
}

/** The kept rows of `version`; a new version forgets every older row at once. */
function entriesOf(version: string): Map<string, Kept> {
  if (kept.version !== version) kept = { version, entries: new Map() };
  return kept.entries;
}
