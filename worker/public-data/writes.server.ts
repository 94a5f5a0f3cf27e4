import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db, DbCtx } from "../db/client.server";
import { type PublicPagesCtx, publicDataChanged } from "./version.server";

// Public arena data (an approved arena's row, its confirmations) is written only here, so no write
// can leave visitors a stale page: a statement that writes a public table outside this call fails
// tests/worker/public-data/public-writes.test.ts (docs/decisions/206).

type Statements = Readonly<[BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>;

/**
 * Runs `statements` as one batch and, when `changedPublicData` says the results changed what a
 * visitor sees, moves the public-data version (cached pages and shared reads go stale at once).
 * Guarded writes that matched nothing say so through their results, and then nothing is bumped.
 */
export async function writePublicArenaData<T extends Statements>(
  ctx: DbCtx & PublicPagesCtx,
  statements: T,
  changedPublicData: (results: BatchResponse<T>) => boolean,
): Promise<BatchResponse<T>> {
  const results = await ctx.db.batch(statements);
  if (changedPublicData(results)) await publicDataChanged(ctx.publicPages);
  return results;
}

/**
 * A write to the arena tables that no visitor can see: a new arena, pending (`approved: false`)
 * until an admin publishes it through `writePublicArenaData`. Named so the guard test can tell it
 * from a public write, and so a reviewer sees the claim.
 */
export function writeUnpublishedArena<T extends Statements>(db: Db, statements: T): Promise<BatchResponse<T>> {
  return db.batch(statements);
}

/**
 * A deleted account takes rows visitors see with it through the database's cascades (its
 * confirmations, its part in "From N officials"), outside any statement of ours: the version moves
 * after every account deletion, which is rare.
 */
export function accountDeleted(ctx: PublicPagesCtx): Promise<void> {
  return publicDataChanged(ctx.publicPages);
}
