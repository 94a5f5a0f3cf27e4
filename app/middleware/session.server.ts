import { createContext, type MiddlewareFunction } from "react-router";
import { getServices } from "~/worker/context.server";
import { type CurrentUser, getCurrentUser } from "~/worker/users/current-user.server";

/**
 * The signed-in user of this request, or null for a visitor. Set once by the root middleware;
 * no default, so reading it where the middleware did not run fails loudly instead of meaning "visitor".
 */
export const userContext = createContext<CurrentUser | null>();

/**
 * Looks the session up once per request (KV, then the user's name and role from D1), before any
 * loader or action runs; `getUser` / `requireUser` (app/lib/auth.server.ts) read the result.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(userContext, await getCurrentUser(getServices(context), request.headers));
};
