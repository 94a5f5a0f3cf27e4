import { and, count, desc, eq } from "drizzle-orm";
import { decodeCreatedAtCursor, type Page, pageSize, toPage } from "../../core/admin/pagination";
import type { FeedbackStatus, FeedbackType } from "../../core/domain";
import { notFound, type Result } from "../../core/failure";
import type { FeedbackEntry } from "../../core/feedback/feedback-entry";
import { FEEDBACK_TEXT } from "../../core/feedback/messages";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { DbCtx } from "../db/client.server";
import { afterCursor } from "../db/keyset.server";
import { feedback, users } from "../db/schema.server";

export type FeedbackFilter = { status?: FeedbackStatus; type?: FeedbackType; cursor?: string; limit?: number };

/** Newest first, optionally by status and type, one page at a time. */
export async function listFeedback({ db }: DbCtx, filter: FeedbackFilter = {}): Promise<Page<FeedbackEntry>> {
  const size = pageSize(filter.limit);
  const rows = await db
    .select({
      id: feedback.id,
      type: feedback.type,
      content: feedback.content,
      status: feedback.status,
      createdAt: feedback.createdAt,
      submitterName: users.name,
      submitterEmail: users.email,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(
      and(
        filter.status ? eq(feedback.status, filter.status) : undefined,
        filter.type ? eq(feedback.type, filter.type) : undefined,
        afterCursor(feedback.createdAt, feedback.id, decodeCreatedAtCursor(filter.cursor)),
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(size + 1);
  const entries = rows.map(({ submitterName, submitterEmail, ...entry }) => ({
    ...entry,
    submitter:
      submitterName !== null && submitterEmail !== null ? { name: submitterName, email: submitterEmail } : null,
  }));
  return toPage(entries, size);
}

export async function countFeedback({ db }: DbCtx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedback);
  return row?.total ?? 0;
}

/**
 * Any status to any other, recorded in the audit log in the same batch. The
 * write is conditional on the status we read, so the record's "before" is exactly what changed;
 * if another admin moved it in between, we read again and retry.
 */
export async function updateFeedbackStatus(
  { db }: DbCtx,
  actor: { id: string; email: string },
  id: string,
  status: FeedbackStatus,
): Promise<Result<{ id: string; status: FeedbackStatus }>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [current] = await db.select({ status: feedback.status }).from(feedback).where(eq(feedback.id, id)).limit(1);
    if (!current) return notFound(FEEDBACK_TEXT.notFound);
    if (current.status === status) return { ok: true, id, status };
    const [updated] = await db.batch([
      db
        .update(feedback)
        .set({ status })
        .where(and(eq(feedback.id, id), eq(feedback.status, current.status)))
        .returning({ id: feedback.id }),
      auditInsertIfChanged(db, {
        actor,
        action: "feedback.status",
        entityType: "feedback",
        entityId: id,
        before: { status: current.status },
        after: { status },
      }),
    ]);
    if (updated.length > 0) return { ok: true, id, status };
  }
  throw new Error(`feedback ${id}: status kept changing under us`);
}
