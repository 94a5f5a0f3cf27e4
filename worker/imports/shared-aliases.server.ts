import { and, count, desc, eq, gte, max, min, type SQL, sql } from "drizzle-orm";
import { type Page, pageSize } from "../../core/admin/pagination";
import { fail, notFound, type Result } from "../../core/failure";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { SHARED_ALIAS_TEXT } from "../../core/imports/shared-alias-text";
import { decodeCursor, encodeCursor } from "../../core/pagination/cursor";
import { z } from "../../core/zod";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { DbCtx } from "../db/client.server";
import { arenas, games, sharedAliasBlocks, users, venueAliases } from "../db/schema.server";
import { SharedAliasCursor } from "../validation/shared-aliases";

const DAY_MS = 86_400_000;

/** A venue text that enough different people sent to the same published arena. */
export type SharedAlias = {
  /** Opaque: the arena and the venue key, so an undo names exactly one pair. */
  id: string;
  venueText: string;
  arenaId: string;
  arenaName: string;
  people: number;
  /** The latest confirmation: the list is ordered by it, newest first. */
  confirmedAt: Date;
};

type Actor = { id: string; email: string };

const SharedAliasKey = z.tuple([z.string().min(1).max(100), z.string().min(1).max(1000)]);

export function sharedAliasId(arenaId: string, venueKey: string): string {
  return encodeCursor([arenaId, venueKey]);
}

/** A venue key and arena shared by enough people, unless an admin undid that pair. */
const notBlocked = sql`NOT EXISTS (SELECT 1 FROM ${sharedAliasBlocks} WHERE ${sharedAliasBlocks.venueKey} = ${venueAliases.venueKey} AND ${sharedAliasBlocks.arenaId} = ${venueAliases.arenaId})`;

/**
 * Only an established account's answer counts toward sharing: one older than the waiting period,
 * with games of its own. New accounts made to move everyone's games therefore move nothing
 * (docs/decisions/167).
 */
const establishedAccount = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${venueAliases.userId} AND ${users.createdAt} <= (unixepoch() * 1000) - ${IMPORT_LIMITS.sharedAliasAccountDays * DAY_MS}) AND EXISTS (SELECT 1 FROM ${games} WHERE ${games.userId} = ${venueAliases.userId})`;

/** The shared-alias condition, reused by the import's matching so both read the same rule. */
export function sharedAliasFilter(): SQL {
  return and(eq(arenas.approved, true), notBlocked, establishedAccount) as SQL;
}

/** Shared aliases, newest confirmation first, one page at a time. */
export async function listSharedAliases(
  { db }: DbCtx,
  { cursor, limit }: { cursor?: string; limit?: number } = {},
): Promise<Page<SharedAlias>> {
  const size = pageSize(limit);
  const after = decodeCursor(cursor, SharedAliasCursor);
  const confirmedAt = max(venueAliases.updatedAt);
  const confirmedAtMs = sql<number>`max(${venueAliases.updatedAt})`;
  const having = [gte(count(), IMPORT_LIMITS.sharedAliasPeople)];
  if (after) {
    const [time, arenaId, venueKey] = after;
    having.push(
      sql`(${confirmedAtMs} < ${time} OR (${confirmedAtMs} = ${time} AND (${venueAliases.arenaId} < ${arenaId} OR (${venueAliases.arenaId} = ${arenaId} AND ${venueAliases.venueKey} < ${venueKey}))))`,
    );
  }
  const rows = await db
    .select({
      venueKey: venueAliases.venueKey,
      arenaId: venueAliases.arenaId,
      // Any one person's spelling stands for the group; the key already ignores case and spacing.
      venueText: min(venueAliases.venueText),
      arenaName: arenas.name,
      people: count(),
      confirmedAt,
    })
    .from(venueAliases)
    .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
    .where(sharedAliasFilter())
    .groupBy(venueAliases.venueKey, venueAliases.arenaId)
    .having(and(...having))
    .orderBy(desc(confirmedAtMs), desc(venueAliases.arenaId), desc(venueAliases.venueKey))
    .limit(size + 1);
  const items = rows.slice(0, size).map((row) => ({
    id: sharedAliasId(row.arenaId, row.venueKey),
    venueText: row.venueText ?? row.venueKey,
    arenaId: row.arenaId,
    arenaName: row.arenaName,
    people: row.people,
    confirmedAt: new Date(row.confirmedAt ?? 0),
  }));
  const last = rows.length > size ? rows[size - 1] : undefined;
  return {
    items,
    nextCursor: last ? encodeCursor([new Date(last.confirmedAt ?? 0).getTime(), last.arenaId, last.venueKey]) : null,
  };
}

/**
 * Stops a shared alias: the venue text no longer goes to that arena for everyone, and later
 * confirmations do not share it again. Each person's own alias is kept. Audited in the same batch.
 */
export async function undoSharedAlias(
  { db }: DbCtx,
  actor: Actor,
  id: string,
): Promise<Result<{ venueText: string; arenaName: string }>> {
  const key = decodeCursor(id, SharedAliasKey);
  if (!key) return notFound(SHARED_ALIAS_TEXT.notFound);
  const [arenaId, venueKey] = key;
  const [shared] = await db
    .select({ venueText: min(venueAliases.venueText), arenaName: arenas.name, people: count() })
    .from(venueAliases)
    .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
    .where(and(eq(venueAliases.venueKey, venueKey), eq(venueAliases.arenaId, arenaId), sharedAliasFilter()))
    .groupBy(venueAliases.venueKey, venueAliases.arenaId, arenas.name)
    .having(gte(count(), IMPORT_LIMITS.sharedAliasPeople));
  if (!shared) return notFound(SHARED_ALIAS_TEXT.notFound);
  const venueText = shared.venueText ?? venueKey;
  const [inserted] = await db.batch([
    db
      .insert(sharedAliasBlocks)
      .values({ venueKey, arenaId, venueText, blockedBy: actor.id })
      .onConflictDoNothing()
      .returning({ venueKey: sharedAliasBlocks.venueKey }),
    auditInsertIfChanged(db, {
      actor,
      action: "venue_alias.unshare",
      entityType: "venue_alias",
      entityId: id,
      before: { venueText, arenaId, arenaName: shared.arenaName, people: shared.people, shared: true },
      after: { venueText, arenaId, arenaName: shared.arenaName, people: shared.people, shared: false },
    }),
  ]);
  // Another admin undid it between the read and the write.
  if (inserted.length === 0) return fail("conflict", SHARED_ALIAS_TEXT.alreadyUndone);
  return { ok: true, venueText, arenaName: shared.arenaName };
}
