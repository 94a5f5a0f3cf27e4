import { createContext, type MiddlewareFunction } from "react-router";
import type { CurrentUser } from "~/core/users/current-user";
import { getCtx } from "~/worker/context/request-context.server";
import type { GameLists } from "~/worker/games/games.server";
import type { Preferences } from "~/worker/games/preferences.server";
import { getSignedInPerson } from "~/worker/users/current-user.server";

/**
 * The signed-in user of this request, or null for a visitor. Set once by the root middleware;
 * no default, so reading it where the middleware did not run fails loudly instead of meaning "visitor".
 */
export const userContext = createContext<CurrentUser | null>();
/** The signed-in person's favorite arenas' ids (none for a visitor), read with the user. */
export const favoriteArenaIdsContext = createContext<string[]>();
/** The signed-in person's preferences as this request began (null for a visitor), read with the user. */
export const preferencesContext = createContext<Preferences | null>();
/** The signed-in person's games, read with the user on the pages in `PAGES_READING_GAMES` (else null). */
export const gamesContext = createContext<GameLists | null>();

/** Route patterns whose loader lists the person's games (My Games, and home: the next game first): those ride in the session's batch. */
const PAGES_READING_GAMES = new Set(["games", ""]);

/**
 * Looks the session up once per request (the session row with the user's name, role, favorites and
 * preferences, and on My Games their games, from D1 in one batch), before any loader or action runs;
 * `getUser` / `requireUser` / `getFavoriteArenaIds` / `getSignedInGames` (app/lib/auth.server.ts)
 * read the result.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const person = await getSignedInPerson(getCtx(context), request.headers, {
    // The matched pattern, as routes.ts writes it (with or without a leading slash).
    withGames: request.method === "GET" && PAGES_READING_GAMES.has(pattern.replace(/^\//, "")),
  });
  context.set(userContext, person?.user ?? null);
  context.set(favoriteArenaIdsContext, person?.favoriteArenaIds ?? []);
  context.set(preferencesContext, person?.preferences ?? null);
  context.set(gamesContext, person?.games ?? null);
};
