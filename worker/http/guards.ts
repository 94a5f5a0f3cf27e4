import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ADMIN_TEXT } from "../../core/admin/messages";
import { forbidden, unauthorized } from "../../core/failure";
import { GAME_TEXT } from "../../core/games/messages";
import { IMPORT_TEXT } from "../../core/imports/messages";
import type { CurrentUser } from "../../core/users/current-user";
import type { AppBindings } from "../bindings";
import { getCurrentUser } from "../users/current-user.server";
import { IMPORT_API_PATH } from "./body-limit";
import { toApiError } from "./errors";

/** The signed-in user, or 401. */
export async function requireApiUser(c: Context<AppBindings>): Promise<CurrentUser> {
  const user = await getCurrentUser(c.var.services, c.req.raw.headers);
  if (!user) throw toApiError(unauthorized("You must be logged in"));
  return user;
}

/** An admin (role read from D1 on every call), or 401/403 revealing nothing else. */
export async function requireApiAdmin(c: Context<AppBindings>): Promise<CurrentUser> {
  const user = await requireApiUser(c);
  if (!user.isAdmin) throw toApiError(forbidden(ADMIN_TEXT.unauthorized));
  return user;
}

/** The bindings of routes behind `signedIn`: the signed-in person is `c.var.user`. */
export type GameBindings = {
  Bindings: AppBindings["Bindings"];
  Variables: AppBindings["Variables"] & { user: CurrentUser };
};

/** 401 before the body is looked at; the calendar import says so in its own words. */
export const signedIn = createMiddleware<GameBindings>(async (c, next) => {
  const user = await getCurrentUser(c.var.services, c.req.raw.headers);
  if (!user) {
    const message = c.req.path === IMPORT_API_PATH ? IMPORT_TEXT.loginRequired : GAME_TEXT.loginRequired;
    throw toApiError(unauthorized(message));
  }
  c.set("user", user);
  await next();
});
