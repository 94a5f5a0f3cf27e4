import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/users/current-user";
import type { AuthCtx } from "../auth/auth.server";
import { sessionStanding, signedSessionToken } from "../auth/session-read.server";
import type { Db, DbCtx } from "../db/client.server";
import { plannedBatch, plannedRead } from "../db/planned-read.server";
import { sessions, userPreferences, users } from "../db/schema.server";
import { favoriteArenaIdsJson, toFavoriteIds } from "../favorites/favorite-ids.server";
import { plannedGameExtrasReads, toGameExtras } from "../games/game-extras.server";
import { type GameLists, plannedGameListReads, toGameLists } from "../games/games.server";
import { type Preferences, preferencesColumns, toPreferences } from "../games/preferences.server";
import type { BaseUrlCtx, ConfigCtx } from "../platform/env.server";

/** What reading the signed-in person takes: the session cookie's keys and name, D1, and better-auth for a refresh. */
/**
 * A page's signed-in person: who they are, the arenas their hearts are filled on, their settings,
 * and their games when the page asked for them.
 */
export type SignedInPerson = {
  user: CurrentUser;
  favoriteArenaIds: string[];
  preferences: Preferences;
  games: GameLists | null;
};

/**
 * The signed-in user, or null. The session is looked up in D1 by its signed token, joined to the
 * user's row, so a signed-out or revoked session, a deleted account and a demoted admin all fail
 * on their next request (docs/decisions/161).
 */
export async function getCurrentUser(
  ctx: DbCtx & ConfigCtx & BaseUrlCtx & AuthCtx,
  headers: Headers,
): Promise<CurrentUser | null> {
  const token = await sessionToken(ctx, headers);
  if (!token) return null;
  const [row] = await sessionUserRead.all(ctx.db, { token });
  return row && (await sessionHolds(ctx, headers, row)) ? toCurrentUser(row) : null;
}

/**
 * The signed-in person as the pages need them: the user as `getCurrentUser` reads them, their
 * favorite arenas' ids (home, the list and the offline pack show favorites) and their preferences
 * (My Games' directions links), in one D1 batch keyed by the session token: the session check and
 * everything a page shows of the person cost one round trip. `withGames` adds their games (My
 * Games) to the same batch.
 */
export async function getSignedInPerson(
  ctx: DbCtx & ConfigCtx & BaseUrlCtx & AuthCtx,
  headers: Headers,
  { withGames = false }: { withGames?: boolean } = {},
): Promise<SignedInPerson | null> {
  const token = await sessionToken(ctx, headers);
  if (!token) return null;
  const { db } = ctx;
  const [[row], games] = withGames
    ? await plannedBatch(db, { token }, [sessionPersonRead, ...sessionGameListReads, ...sessionGameExtrasReads]).then(
        ([person, gameRows, arenaRows, waitingRows, sourceRows, clashRows, reportRows]) =>
          [
            person,
            toGameLists(gameRows, arenaRows, waitingRows, toGameExtras(sourceRows, clashRows, reportRows)),
          ] as const,
      )
    : [await sessionPersonRead.all(db, { token }), null];
  if (!row || !(await sessionHolds(ctx, headers, row))) return null;
  return {
    user: toCurrentUser(row),
    favoriteArenaIds: toFavoriteIds(row.favoriteArenaIds),
    preferences: toPreferences(row.preferences),
    games,
  };
}

function sessionToken(ctx: DbCtx & ConfigCtx & BaseUrlCtx & AuthCtx, headers: Headers): Promise<string | null> {
  return signedSessionToken({ keys: ctx.config.authSecrets.sessionKeys, baseUrl: ctx.baseUrl }, headers);
}

/**
 * Whether the session row found for the token still stands: live, or due for its daily refresh,
 * which better-auth makes (it writes D1 and KV) and answers for.
 */
async function sessionHolds(
  ctx: DbCtx & ConfigCtx & BaseUrlCtx & AuthCtx,
  headers: Headers,
  row: SessionUserRow,
): Promise<boolean> {
  switch (sessionStanding(row.sessionExpiresAt)) {
    case "live":
      return true;
    case "expired":
      return false;
    case "refresh-due":
      return (await ctx.auth().api.getSession({ headers }))?.user.id === row.id;
  }
}

/** The session's user: no row when the session was deleted or the account is gone. */
const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  sessionExpiresAt: sessions.expiresAt,
};

const sessionUserQuery = (db: Db, token: Placeholder) =>
  db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);

/**
 * The session's user with what every page shows of them, in one statement: their favorite arenas'
 * ids and their preferences row (none saved: null). No column name repeats, so it can ride in a D1
 * batch (My Games' games follow it).
 */
const sessionPersonQuery = (db: Db, token: Placeholder) =>
  db
    .select({
      ...sessionUserColumns,
      favoriteArenaIds: favoriteArenaIdsJson(sessions.userId),
      preferences: preferencesColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);

type SessionUserRow = Awaited<ReturnType<typeof sessionUserQuery>>[number];

/** The request's session token, bound to each planned read. */
const TOKEN = sql.placeholder("token");
const sessionUserRead = plannedRead((db) => sessionUserQuery(db, TOKEN).prepare());
const sessionPersonRead = plannedRead((db) => sessionPersonQuery(db, TOKEN).prepare());
const sessionGameListReads = plannedGameListReads((db) => sessionUserIdSql(db, TOKEN));
const sessionGameExtrasReads = plannedGameExtrasReads((db) => sessionUserIdSql(db, TOKEN));

/** The session's user id as a subquery, so the person's other rows ride in the same batch. */
const sessionUserIdSql = (db: Db, token: Placeholder): SQL =>
  sql`(${db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token))})`;

const toCurrentUser = (row: { id: string; name: string; email: string; role: string }): CurrentUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  isAdmin: row.role === "admin",
});
