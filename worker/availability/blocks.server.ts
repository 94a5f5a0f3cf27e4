// The blocks a person adds once (docs/decisions/243): days off, a wedding, work. Their own rows only.
import { and, asc, count, eq, gt } from "drizzle-orm";
import { AVAILABILITY_LIMITS } from "../../core/availability/limits";
import { AVAILABILITY_TEXT } from "../../core/availability/messages";
import { fail, notFound, type Result } from "../../core/failure";
import { isArenaId } from "../../core/validation/arena-query";
import type { BlockInput } from "../../core/validation/availability";
import type { DbCtx } from "../db/client.server";
import { availabilityBlocks } from "../db/schema.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import { limitAvailabilityWrites } from "./availability.server";

const T = AVAILABILITY_TEXT;

/** A block as the services give it: instants in epoch ms. */
export type Block = { id: string; startAt: number; endAt: number; label: string | null };

const BLOCK_COLUMNS = {
  id: availabilityBlocks.id,
  startAt: availabilityBlocks.startAt,
  endAt: availabilityBlocks.endAt,
  label: availabilityBlocks.label,
};

const toBlock = (row: { id: string; startAt: Date; endAt: Date; label: string | null }): Block => ({
  id: row.id,
  startAt: row.startAt.getTime(),
  endAt: row.endAt.getTime(),
  label: row.label,
});

/** Block ids are UUIDs: anything else names no block, without asking the database. */
const isBlockId = isArenaId;

/** The person's blocks not yet over, soonest first. */
export async function listBlocks(ctx: DbCtx & ClockCtx, userId: string): Promise<Block[]> {
  const rows = await ctx.db
    .select(BLOCK_COLUMNS)
    .from(availabilityBlocks)
    .where(and(eq(availabilityBlocks.userId, userId), gt(availabilityBlocks.endAt, new Date(ctx.now()))))
    .orderBy(asc(availabilityBlocks.startAt), asc(availabilityBlocks.id))
    .limit(AVAILABILITY_LIMITS.blocksPerUser);
  return rows.map(toBlock);
}

/** Adds a block; the person may keep 500 that are not over yet. */
export async function addBlock(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  input: BlockInput,
): Promise<Result<{ block: Block }>> {
  const limited = await limitAvailabilityWrites(ctx, userId);
  if (limited) return limited;
  const [ahead] = await ctx.db
    .select({ total: count() })
    .from(availabilityBlocks)
    .where(and(eq(availabilityBlocks.userId, userId), gt(availabilityBlocks.endAt, new Date(ctx.now()))));
  if ((ahead?.total ?? 0) >= AVAILABILITY_LIMITS.blocksPerUser) return fail("conflict", T.tooMany);
  const [row] = await ctx.db
    .insert(availabilityBlocks)
    .values({ userId, startAt: new Date(input.startAt), endAt: new Date(input.endAt), label: input.label })
    .returning(BLOCK_COLUMNS);
  if (!row) return fail("unexpected", T.notFound);
  return { ok: true, block: toBlock(row) };
}

/** Removes one of the person's blocks; anyone else's, or none, is not found. */
export async function removeBlock(
  ctx: DbCtx & RateLimitsCtx & ClockCtx,
  userId: string,
  id: string | undefined,
): Promise<Result> {
  if (!isBlockId(id)) return notFound(T.notFound);
  const limited = await limitAvailabilityWrites(ctx, userId);
  if (limited) return limited;
  const removed = await ctx.db
    .delete(availabilityBlocks)
    .where(and(eq(availabilityBlocks.id, id), eq(availabilityBlocks.userId, userId)))
    .returning({ id: availabilityBlocks.id });
  return removed.length > 0 ? { ok: true } : notFound(T.notFound);
}
