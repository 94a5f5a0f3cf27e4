import { eq } from "drizzle-orm";
import { auditLog, users } from "~/worker/db/schema.server";
import { db, registerUser, request, uniqueIp } from "./helpers";

/** A registered account promoted to admin, with its session cookie. */
export async function registerAdmin() {
  const account = await registerUser({ name: "Test Admin" });
  await db.update(users).set({ role: "admin" }).where(eq(users.email, account.email));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error("registerAdmin: account not found");
  return { ...account, id: row.id };
}

/** A JSON API call as a browser would make it, from its own IP unless told otherwise. */
export function api(
  path: string,
  { method = "GET", body, cookie = "", ip = uniqueIp(), headers = {} }: ApiInit = {},
): Promise<Response> {
  return request(path, {
    method,
    headers: { "content-type": "application/json", cookie, "cf-connecting-ip": ip, ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
type ApiInit = { method?: string; body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> };

export async function auditFor(entityId: string) {
  return db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      entityType: auditLog.entityType,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Whether a page contains a text, without dumping the whole page into a failure message. */
export function expectText(html: string, text: string, present = true) {
  if (html.includes(text) !== present) {
    throw new Error(`expected the page ${present ? "to contain" : "not to contain"} ${JSON.stringify(text)}`);
  }
}
