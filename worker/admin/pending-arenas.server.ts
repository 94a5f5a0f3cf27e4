import { and, count, desc, eq, getTableColumns } from "drizzle-orm";
import { ADMIN_TEXT } from "../../core/admin/messages";
import { decodeCreatedAtCursor, type Page, pageSize, toPage } from "../../core/admin/pagination";
import type { PendingArena, PendingArenaEntry } from "../../core/admin/pending-arena";
import { type Failure, fail, notFound, type Result } from "../../core/failure";
import { loadDuplicates, resolveDuplicates } from "../arenas/duplicates.server";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { Db, DbCtx } from "../db/client.server";
import { afterCursor } from "../db/keyset.server";
import { arenas } from "../db/schema.server";
import { keepGamesOfArena } from "../games/waiting.server";
import { writePublicArenaData } from "../public-data/writes.server";

const pendingColumns = {
  id: arenas.id,
  name: arenas.name,
  school: arenas.school,
  city: arenas.city,
  state: arenas.state,
  conference: arenas.conference,
  createdBy: arenas.createdBy,
  createdAt: arenas.createdAt,
  updatedAt: arenas.updatedAt,
};

type Actor = { id: string; email: string };
/** A refused approval; `current` is set when the arena changed since the admin saw it. */
export type ApprovalFailure = Failure & { current?: PendingArena };

const alreadyApproved = () => fail("conflict", ADMIN_TEXT.arenaAlreadyApproved);

/**
 * Arenas awaiting review, newest first, one page at a time, each with its possible duplicates:
 * their names come from one batched read for the whole page.
 */
export async function listPendingArenas(
  { db }: DbCtx,
  { cursor, limit }: { cursor?: string; limit?: number } = {},
): Promise<Page<PendingArenaEntry>> {
  const size = pageSize(limit);
  const rows = await db
    .select({ ...pendingColumns, duplicateIds: arenas.possibleDuplicates })
    .from(arenas)
    .where(and(eq(arenas.approved, false), afterCursor(arenas.createdAt, arenas.id, decodeCreatedAtCursor(cursor))))
    .orderBy(desc(arenas.createdAt), desc(arenas.id))
    .limit(size + 1);
  const page = toPage(rows, size);
  const found = await loadDuplicates(
    { db },
    page.items.map((row) => row.duplicateIds),
  );
  return {
    ...page,
    items: page.items.map(({ duplicateIds, ...arena }) => ({
      ...arena,
      possibleDuplicates: resolveDuplicates(duplicateIds, found).map(({ id, name, city, state, approved }) => ({
        id,
        name,
        city,
        state,
        approved,
      })),
    })),
  };
}

/** Exact counts of approved and pending arenas in one query. */
export async function countArenas({ db }: DbCtx): Promise<{ approved: number; pending: number }> {
  const rows = await db.select({ approved: arenas.approved, total: count() }).from(arenas).groupBy(arenas.approved);
  return {
    approved: rows.find((row) => row.approved)?.total ?? 0,
    pending: rows.find((row) => !row.approved)?.total ?? 0,
  };
}

/** Why an arena cannot be approved at the version the admin saw, or its name when it can. */
async function checkApproval(db: Db, id: string, seen: Date): Promise<Result<{ name: string }, ApprovalFailure>> {
  const [arena] = await db
    .select({ ...pendingColumns, approved: arenas.approved })
    .from(arenas)
    .where(eq(arenas.id, id))
    .limit(1);
  if (!arena) return notFound(ADMIN_TEXT.arenaNotFound);
  const { approved, ...current } = arena;
  if (approved) return alreadyApproved();
  if (current.updatedAt.getTime() !== seen.getTime()) {
    return fail("conflict", ADMIN_TEXT.arenaChangedSinceSeen, { current });
  }
  return { ok: true, name: current.name };
}

/**
 * Publishes a pending arena exactly as the admin saw it: `seen` is the `updatedAt` of the version
 * they reviewed. Guarded by `approved = false` and that version, so a double click approves once
 * and text the creator changed in the meantime is never published unseen.
 */
export async function approveArena(
  { db, env }: { db: Db; env: Pick<Env, "PUBLIC_PAGES"> },
  actor: Actor,
  id: string,
  seen: Date,
): Promise<Result<object, ApprovalFailure>> {
  const check = await checkApproval(db, id, seen);
  if (!check.ok) return check;
  const { name } = check;
  const [updated] = await writePublicArenaData(
    { db, publicPages: env.PUBLIC_PAGES },
    [
      db
        .update(arenas)
        .set({ approved: true })
        .where(and(eq(arenas.id, id), eq(arenas.approved, false), eq(arenas.updatedAt, seen)))
        .returning({ id: arenas.id }),
      auditInsertIfChanged(db, {
        actor,
        action: "arena.approve",
        entityType: "arena",
        entityId: id,
        before: { name, approved: false },
        after: { name, approved: true },
      }),
    ],
    ([approved]) => approved.length > 0,
  );
  if (updated.length > 0) return { ok: true };
  // Deleted, approved or edited by someone else between the read and the write: say which.
  const recheck = await checkApproval(db, id, seen);
  return recheck.ok ? alreadyApproved() : recheck;
}

/**
 * Removes an arena for good (favorites go with it by cascade; games stay, waiting for a new
 * gym: docs/decisions/155). The audit record keeps the whole
 * row as it was, and has no foreign key, so it outlives the arena. The delete is conditional on
 * the `updated_at` we read, so the snapshot is exactly what was deleted.
 */
export async function deleteArena(
  { db, env }: { db: Db; env: Pick<Env, "PUBLIC_PAGES"> },
  actor: Actor,
  id: string,
): Promise<Result> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [snapshot] = await db
      // Every column: the audit record keeps the whole row.
      .select(getTableColumns(arenas))
      .from(arenas)
      .where(eq(arenas.id, id))
      .limit(1);
    if (!snapshot) return notFound(ADMIN_TEXT.arenaNotFound);
    const [, deleted] = await writePublicArenaData(
      { db, publicPages: env.PUBLIC_PAGES },
      [
        // People's games there stay and wait for a new gym, naming this one (the key sets null).
        // Should the guarded delete miss, the names are harmless: only a game without an arena reads them.
        keepGamesOfArena(db, snapshot),
        db
          .delete(arenas)
          .where(and(eq(arenas.id, id), eq(arenas.updatedAt, snapshot.updatedAt)))
          .returning({ id: arenas.id }),
        auditInsertIfChanged(db, {
          actor,
          action: "arena.delete",
          entityType: "arena",
          entityId: id,
          before: snapshot,
          after: null,
        }),
      ],
      // A pending arena was on no public page.
      ([, removed]) => snapshot.approved && removed.length > 0,
    );
    if (deleted.length > 0) return { ok: true };
  }
  throw new Error(`arena ${id}: kept changing while being deleted`);
}
