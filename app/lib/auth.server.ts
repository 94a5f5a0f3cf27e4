import { type RouterContextProvider, redirect } from "react-router";
import {
  favoriteArenaIdsContext,
  gamesContext,
  preferencesContext,
  userContext,
} from "~/app/middleware/session.server";
import type { CurrentUser } from "~/core/users/current-user";
import { getCtx } from "~/worker/context/request-context.server";
import type { GameLists } from "~/worker/games/games.server";
import type { Preferences } from "~/worker/games/preferences.server";
import { safeRedirect } from "./safe-redirect";
import { redirectWithToast } from "./toast.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in user, as the root middleware found it: no second session lookup. */
export async function getUser({ context }: Args): Promise<CurrentUser | null> {
  return context.get(userContext);
}

/** The signed-in person's favorite arenas' ids, read with the user by the root middleware (none for a visitor). */
export function getFavoriteArenaIds({ context }: Pick<Args, "context">): string[] {
  return context.get(favoriteArenaIdsContext);
}

/**
 * The signed-in person's preferences, read with the user by the root middleware (null for a
 * visitor). As the request began: an action that changes them reads them again itself.
 */
export function getSignedInPreferences({ context }: Pick<Args, "context">): Preferences | null {
  return context.get(preferencesContext);
}

/**
 * The signed-in person's games when the root middleware read them with the session (My Games'
 * document and data requests); null elsewhere, and the caller lists them itself.
 */
export function getSignedInGames({ context }: Pick<Args, "context">): GameLists | null {
  return context.get(gamesContext);
}

/**
 * The signed-in user, or a redirect to /login that comes back here afterwards, with an optional
 * toast explaining why (for example 'You must be logged in to submit an arena').
 */
export async function requireUser(args: Args, { message }: { message?: string } = {}): Promise<CurrentUser> {
  const user = await getUser(args);
  if (user) return user;
  const url = new URL(args.request.url);
  const login = `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
  if (!message) throw redirect(login);
  throw await redirectWithToast(login, { type: "error", message }, { secret: getCtx(args.context).config.authSecret });
}

/** Login and register are for visitors: a signed-in user goes where they were heading. */
export async function requireAnonymous(args: Args): Promise<void> {
  if (await getUser(args)) {
    throw redirect(safeRedirect(new URL(args.request.url).searchParams.get("redirectTo")));
  }
}
