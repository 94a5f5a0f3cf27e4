import { eq } from "drizzle-orm";
import { users } from "../db/schema.server";
import type { Services } from "../services.server";

export type CurrentUser = { id: string; name: string; email: string; isAdmin: boolean };

/**
 * The signed-in user, or null. The session comes from better-auth (KV first); name and role are
 * read from D1 every time so a revoked admin loses access at once, not when the session expires.
 */
export async function getCurrentUser(services: Services, headers: Headers): Promise<CurrentUser | null> {
  if (!hasSessionCookie(headers)) return null;
  const session = await services.auth().api.getSession({ headers });
  if (!session) return null;
  const [row] = await services.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, session.user.id))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, email: row.email, isAdmin: row.role === "admin" };
}

/** Skip building the auth instance for visitors who carry no session cookie at all. */
function hasSessionCookie(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(headers.get("cookie") ?? "");
}
