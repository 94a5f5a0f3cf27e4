import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditAction = "arena.approve" | "arena.delete" | "arena.update" | "feedback.status" | "contact.status";

export type AuditEntry = {
  actor: { id: string; email: string } | null;
  action: AuditAction;
  entityType: "arena" | "feedback" | "contact_message";
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

export async function listRecentAudit({ db }: { db: Db }, limit = 10) {
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
