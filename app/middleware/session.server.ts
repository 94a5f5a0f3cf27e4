import { createContext, type MiddlewareFunction } from "react-router";
import { getServices } from "~/worker/context.server";
import { type CurrentUser, getSignedInPerson } from "~/worker/users/current-user.server";
import type { Preferences } from "~/worker/users/preferences.server";

/**
 * The signed-in user of this request, or null for a visitor. Set once by the root middleware;
 * no default, so reading it where the middleware did not run fails loudly instead of meaning "visitor".
 */
export const userContext = createContext<CurrentUser | null>();
/** The signed-in person's favorite arenas' ids (none for a visitor), read with the user. */
export const favoriteArenaIdsContext = createContext<string[]>();
/** The signed-in person's preferences as this request began (null for a visitor), read with the user. */
export const preferencesContext = createContext<Preferences | null>();

/**
 * Looks the session up once per request (the session row with the user's name, role, favorites and preferences
 * from D1 in one batch), before any loader or action runs; `getUser` / `requireUser` / `getFavoriteArenaIds`
 * (app/lib/auth.server.ts) read the result.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const person = await getSignedInPerson(getServices(context), request.headers);
  context.set(userContext, person?.user ?? null);
  context.set(favoriteArenaIdsContext, person?.favoriteArenaIds ?? []);
  context.set(preferencesContext, person?.preferences ?? null);
};
