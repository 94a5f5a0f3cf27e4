import { and, count, desc, eq } from "drizzle-orm";
import { decodeCreatedAtCursor, type Page, pageSize, toPage } from "../../core/admin/pagination";
import type { ContactMessage } from "../../core/contact/contact-message";
import { CONTACT_TEXT } from "../../core/contact/messages";
import type { ContactStatus } from "../../core/domain";
import { fail, notFound, type Result } from "../../core/failure";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { DbCtx } from "../db/client.server";
import { afterCursor } from "../db/keyset.server";
import { contactMessages } from "../db/schema.server";

/** Unread → read (Mark Read); unread or read → replied. Nothing else. */
const ALLOWED_FROM: Record<ContactStatus, readonly ContactStatus[]> = {
  unread: [],
  read: ["unread"],
  replied: ["unread", "read"],
};

export function canTransition(from: ContactStatus, to: ContactStatus): boolean {
  return ALLOWED_FROM[to].includes(from);
}

export async function listContactMessages(
  { db }: DbCtx,
  filter: { status?: ContactStatus; cursor?: string; limit?: number } = {},
): Promise<Page<ContactMessage>> {
  const size = pageSize(filter.limit);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(
      and(
        filter.status ? eq(contactMessages.status, filter.status) : undefined,
        afterCursor(contactMessages.createdAt, contactMessages.id, decodeCreatedAtCursor(filter.cursor)),
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(size + 1);
  return toPage(rows, size);
}

export async function countContactMessages({ db }: DbCtx, status?: ContactStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined);
  return row?.total ?? 0;
}

/** A transition the server enforces, written with its audit record in one batch. */
export async function updateContactStatus(
  { db }: DbCtx,
  actor: { id: string; email: string },
  id: string,
  status: ContactStatus,
): Promise<Result<{ id: string; status: ContactStatus }>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [current] = await db
      .select({ status: contactMessages.status, subject: contactMessages.subject })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .limit(1);
    if (!current) return notFound(CONTACT_TEXT.notFound);
    if (!canTransition(current.status, status)) {
      return fail("conflict", `${CONTACT_TEXT.transitionNotAllowed}: ${current.status} → ${status}`);
    }
    // Conditional on the status we read: if another admin changed it meanwhile, read again.
    const [updated] = await db.batch([
      db
        .update(contactMessages)
        .set({ status })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, current.status)))
        .returning({ id: contactMessages.id }),
      auditInsertIfChanged(db, {
        actor,
        action: "contact.status",
        entityType: "contact_message",
        entityId: id,
        before: { status: current.status, subject: current.subject },
        after: { status },
      }),
    ]);
    if (updated.length > 0) return { ok: true, id, status };
  }
  throw new Error(`contact message ${id}: status kept changing under us`);
}
