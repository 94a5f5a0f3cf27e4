import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.server";

/** A read to run, with its rows as awaiting it gives them. */
type Read = BatchItem<"sqlite"> & PromiseLike<unknown>;

/** Runs a read now, or together with the reads issued beside it. */
export type ReadBatch = <Query extends Read>(query: Query) => Promise<Awaited<Query>>;

/** Statements sent in one D1 batch: a few round trips for an import's thousand venues, not thousands. */
const STATEMENTS_PER_BATCH = 100;

/** D1 binds at most 100 parameters per statement: long lists are read in parts. */
export function inChunks<Item>(list: Item[], size = 90): Item[][] {
  const parts: Item[][] = [];
  for (let index = 0; index < list.length; index += size) parts.push(list.slice(index, index + size));
  return parts;
}

/** Each read on its own (outside an import's matching). */
export const readAlone: ReadBatch = <Query extends Read>(query: Query) =>
  new Promise<Awaited<Query>>((resolve, reject) => {
    query.then((rows) => resolve(rows as Awaited<Query>), reject);
  });

/**
 * Reads issued in the same turn of the event loop (the venues of one import matched side by side)
 * go to D1 together, in batches: a D1 call costs a round trip (and counts toward the Worker's
 * subrequests) whatever it holds, so a thousand venues cost tens of calls instead of thousands.
 */
export function readBatch(db: Db): ReadBatch {
  let waiting: Array<{ query: Read; settle: (rows: unknown) => void; fail: (error: unknown) => void }> = [];
  const flush = async () => {
    const taken = waiting;
    waiting = [];
    for (let index = 0; index < taken.length; index += STATEMENTS_PER_BATCH) {
      const part = taken.slice(index, index + STATEMENTS_PER_BATCH);
      try {
        const results = await db.batch(part.map((read) => read.query) as [Read, ...Read[]]);
        for (const [position, read] of part.entries()) read.settle(results[position]);
      } catch (error) {
        for (const read of part) read.fail(error);
      }
    }
  };
  return <Query extends Read>(query: Query) =>
    new Promise<Awaited<Query>>((resolve, reject) => {
      if (waiting.length === 0) setTimeout(() => void flush(), 0);
      waiting.push({ query, settle: (rows) => resolve(rows as Awaited<Query>), fail: reject });
    });
}
