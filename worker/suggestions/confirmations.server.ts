import { and, desc, eq, gt, sql } from "drizzle-orm";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { notFound, type Result } from "../../core/failure";
import { getArena } from "../arenas/detail.server";
import type { DbCtx } from "../db/client.server";
import { arenaConfirmations } from "../db/schema.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { writePublicArenaData } from "../public-data/writes.server";

const DAY_MS = 86_400_000;
/** One confirmation per user and arena in this many days; another inside it returns the first. */
export const CONFIRMATION_WINDOW_DAYS = 30;
/** Details neither confirmed nor updated for this long "may be out of date" (docs/decisions/076). */
export const FRESHNESS_DAYS = 365;

export type Confirmation = { id: string; createdAt: Date };

/**
 * "Still accurate?" for an approved arena. The insert happens only when this user has no
 * confirmation of it in the last 30 days (one statement, so two quick taps store one row);
 * otherwise the existing one comes back with `created: false`.
 */
export async function confirmArena(
  ctx: DbCtx & PublicPagesCtx,
  userId: string,
  arenaId: string,
  now: number = Date.now(),
): Promise<Result<{ created: boolean; confirmation: Confirmation }>> {
  const arena = await getArena(ctx, arenaId);
  if (!arena?.approved) return notFound(ARENA_TEXT.notFound);
  const cutoff = now - CONFIRMATION_WINDOW_DAYS * DAY_MS;
  const id = crypto.randomUUID();
  const [inserted, latest] = await writePublicArenaData(
    ctx,
    [
      // Values in the table's column order: id, arena_id, user_id, created_at.
      ctx.db
        .insert(arenaConfirmations)
        .select(
          sql`SELECT ${id}, ${arenaId}, ${userId}, ${now} WHERE NOT EXISTS (
            SELECT 1 FROM arena_confirmations WHERE user_id = ${userId} AND arena_id = ${arenaId} AND created_at > ${cutoff})`,
        )
        .returning({ id: arenaConfirmations.id }),
      ctx.db
        .select({ id: arenaConfirmations.id, createdAt: arenaConfirmations.createdAt })
        .from(arenaConfirmations)
        .where(
          and(
            eq(arenaConfirmations.userId, userId),
            eq(arenaConfirmations.arenaId, arenaId),
            gt(arenaConfirmations.createdAt, new Date(cutoff)),
          ),
        )
        .orderBy(desc(arenaConfirmations.createdAt))
        .limit(1),
    ],
    // The public arena page shows the count: its cached copies are now out of date.
    ([stored]) => stored.length > 0,
  );
  const confirmation = latest[0];
  if (!confirmation) throw new Error("confirmation neither inserted nor found");
  const created = inserted.length > 0;
  return { ok: true, created, confirmation };
}

/** What the arena page says about freshness: confirmations in the last 12 months and the last update. */
export type Freshness = {
  confirmedBy: number;
  lastConfirmedAt: Date | null;
  updatedAt: Date;
  /** Neither confirmed nor updated in the last 12 months. */
  outOfDate: boolean;
};

export async function arenaFreshness(
  { db }: DbCtx,
  arena: { id: string; updatedAt: string },
  now: number = Date.now(),
): Promise<Freshness> {
  const since = new Date(now - FRESHNESS_DAYS * DAY_MS);
  const [row] = await db
    .select({
      confirmedBy: sql<number>`count(DISTINCT ${arenaConfirmations.userId})`,
      lastConfirmedAt: sql<number | null>`max(${arenaConfirmations.createdAt})`,
    })
    .from(arenaConfirmations)
    .where(and(eq(arenaConfirmations.arenaId, arena.id), gt(arenaConfirmations.createdAt, since)));
  const lastConfirmedAt = row?.lastConfirmedAt ? new Date(row.lastConfirmedAt) : null;
  const updatedAt = new Date(arena.updatedAt);
  const freshest = Math.max(updatedAt.getTime(), lastConfirmedAt?.getTime() ?? 0);
  return {
    confirmedBy: row?.confirmedBy ?? 0,
    lastConfirmedAt,
    updatedAt,
    outOfDate: freshest < since.getTime(),
  };
}
