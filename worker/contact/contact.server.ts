import { CONTACT_RATE_LIMITS, CONTACT_TEXT } from "../../core/contact/messages";
import type { Result } from "../../core/failure";
import type { ContactInput } from "../../core/validation/contact";
import type { Db } from "../db/client.server";
import { contactMessages } from "../db/schema.server";
import { clientIp, hitRateLimit, limitOrFail } from "../platform/rate-limit.server";

// The browser's visitor session id (a UUID in sessionStorage); anything else is ignored.
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function visitorIdFrom(value: unknown): string | null {
  return typeof value === "string" && VISITOR_ID.test(value) ? value.toLowerCase() : null;
}

/**
 * Stores a contact message as unread, after the per-IP limit and, when the browser sent its
 * visitor session id, the per-session limit (2 per 5 minutes).
 */
export async function sendContactMessage(
  { db, env }: { db: Db; env: Pick<Env, "RATE_LIMITS"> },
  input: ContactInput,
  { headers, visitorId }: { headers: Headers; visitorId: string | null },
): Promise<Result<{ id: string }>> {
  const byIp = await hitRateLimit(env.RATE_LIMITS, CONTACT_RATE_LIMITS.ip, clientIp(headers));
  const refusedIp = limitOrFail(byIp, CONTACT_TEXT.rateLimited);
  if (refusedIp) return refusedIp;
  if (visitorId) {
    const byVisitor = await hitRateLimit(env.RATE_LIMITS, CONTACT_RATE_LIMITS.visitor, visitorId);
    const refusedVisitor = limitOrFail(byVisitor, CONTACT_TEXT.rateLimited);
    if (refusedVisitor) return refusedVisitor;
  }
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, status: "unread" })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return { ok: true, id: row.id };
}
