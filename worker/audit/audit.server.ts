import { desc, sql } from "drizzle-orm";
import type { Db, DbCtx } from "../db/client.server";
import { auditLog } from "../db/schema.server";

export type AuditAction =
  | "arena.submit"
  | "arena.approve"
  | "arena.delete"
  | "arena.update"
  | "arena.suggestion.apply"
  | "arena.suggestion.reject"
  | "feedback.status"
  | "contact.status"
  | "venue_alias.unshare";

export type AuditEntry = {
  actor: { id: string; email: string } | null;
  action: AuditAction;
  entityType: "arena" | "feedback" | "contact_message" | "venue_alias";
  entityId: string;
  before: unknown;
  after: unknown;
};

/** The insert for one audit record, to run in the same batch as the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Like `auditInsert`, but writes the record only if the statement just before it in the batch
 * changed a row (SQLite's `changes()`). A change guarded by a WHERE (the arena is still pending,
 * the message is still unread) may match nothing when another admin got there first; the log
 * must then stay silent rather than record something that did not happen. Trigger and cascade
 * changes are not counted by `changes()`, only the statement's own rows.
 */
export function auditInsertIfChanged(db: Db, entry: AuditEntry) {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  // Values in the table's column order: drizzle inserts a raw SELECT into every column.
  return db.insert(auditLog).select(sql`
    SELECT ${crypto.randomUUID()}, ${entry.actor?.id ?? null}, ${entry.actor?.email ?? null}, ${entry.action},
      ${entry.entityType}, ${entry.entityId}, ${json(entry.before)}, ${json(entry.after)}, ${Date.now()}
    WHERE changes() > 0`);
}

/**
 * A deleted person leaves no e-mail or id in the log (docs/decisions/246): the rows stay, so an
 * arena's history still shows what changed, but the actor becomes nobody and the person's e-mail
 * and id are blanked inside what each row recorded before and after.
 */
export async function forgetAuditActor(db: Db, person: { id: string; email: string }) {
  const gone = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql`replace(replace(${column}, ${person.email}, ${FORGOTTEN}), ${person.id}, ${FORGOTTEN})`;
  const mentions = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql`(instr(${column}, ${person.email}) > 0 OR instr(${column}, ${person.id}) > 0)`;
  await db
    .update(auditLog)
    .set({
      actorId: sql`CASE WHEN ${auditLog.actorId} = ${person.id} THEN NULL ELSE ${auditLog.actorId} END`,
      actorEmail: sql`CASE WHEN lower(${auditLog.actorEmail}) = lower(${person.email}) THEN NULL ELSE ${auditLog.actorEmail} END`,
      before: gone(auditLog.before),
      after: gone(auditLog.after),
    })
    .where(
      sql`${auditLog.actorId} = ${person.id} OR lower(${auditLog.actorEmail}) = lower(${person.email}) OR ${mentions(auditLog.before)} OR ${mentions(auditLog.after)}`,
    );
}

/** What stands in a row's before/after JSON where a deleted person's e-mail or id was. */
export const FORGOTTEN = "deleted person";

export type AuditRecord = {
  id: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

export async function listRecentAudit({ db }: DbCtx, limit = 10): Promise<AuditRecord[]> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
