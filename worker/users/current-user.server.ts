import { eq } from "drizzle-orm";
import { readSession } from "../auth/session-read.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { favoriteArenaIdsQuery, toFavoriteIds } from "../favorites/favorite-ids.server";
import type { Services } from "../services.server";
import { type Preferences, preferencesQuery, toPreferencesFrom } from "./preferences.server";

export type CurrentUser = { id: string; name: string; email: string; isAdmin: boolean };

/** A page's signed-in person: who they are, the arenas their hearts are filled on, their settings. */
export type SignedInPerson = { user: CurrentUser; favoriteArenaIds: string[]; preferences: Preferences };

/**
 * The signed-in user, or null. The session comes from better-auth (KV first); name and role are
 * read from D1 every time so a revoked admin loses access at once, not when the session expires.
 */
export async function getCurrentUser(services: Services, headers: Headers): Promise<CurrentUser | null> {
  const userId = await sessionUserId(services, headers);
  if (!userId) return null;
  const [row] = await userRowQuery(services.db, userId);
  return row ? toCurrentUser(row) : null;
}

/**
 * The signed-in person as the pages need them: the user as `getCurrentUser` reads them, their
 * favorite arenas' ids (home, the list and the offline pack show favorites) and their preferences
 * (My Games' directions links), in one D1 batch: one round trip however many of them a page uses.
 */
export async function getSignedInPerson(services: Services, headers: Headers): Promise<SignedInPerson | null> {
  const userId = await sessionUserId(services, headers);
  if (!userId) return null;
  const { db } = services;
  const [[row], favorites, preferences] = await db.batch([
    userRowQuery(db, userId),
    favoriteArenaIdsQuery(db, userId),
    preferencesQuery(db, userId),
  ]);
  return row
    ? {
        user: toCurrentUser(row),
        favoriteArenaIds: toFavoriteIds(favorites),
        preferences: toPreferencesFrom(preferences),
      }
    : null;
}

/**
 * The session's user id: read straight from KV when the session is live and needs no refresh
 * (worker/auth/session-read.server.ts), otherwise from better-auth, which builds its whole
 * instance for it (docs/decisions/160).
 */
async function sessionUserId(services: Services, headers: Headers): Promise<string | null> {
  if (!hasSessionCookie(headers)) return null;
  const read = await readSession(
    { sessionsKv: services.env.SESSIONS, secret: services.config.authSecret, baseUrl: services.baseUrl },
    headers,
  );
  if (read.kind === "none") return null;
  if (read.kind === "valid") return read.userId;
  const session = await services.auth().api.getSession({ headers });
  return session?.user.id ?? null;
}

const userRowQuery = (db: Db, userId: string) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);

const toCurrentUser = (row: { id: string; name: string; email: string; role: string }): CurrentUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  isAdmin: row.role === "admin",
});

/** Skip building the auth instance for visitors who carry no session cookie at all. */
function hasSessionCookie(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(headers.get("cookie") ?? "");
}
