import type { Context } from "hono";
import { ADMIN_TEXT } from "../../core/admin/messages";
import { forbidden, unauthorized } from "../../core/failure";
import type { CurrentUser } from "../../core/users/current-user";
import type { AppBindings } from "../context/bindings";
import { getCurrentUser } from "../users/current-user.server";
import { toApiError } from "./errors";

/** The signed-in user, or 401 in the route's own words where it has them. */
export async function requireApiUser(
  c: Context<AppBindings>,
  loginRequired = "You must be logged in",
): Promise<CurrentUser> {
  const user = await getCurrentUser(c.var.ctx, c.req.raw.headers);
  if (!user) throw toApiError(unauthorized(loginRequired));
  return user;
}

/** An admin (role read from D1 on every call), or 401/403 revealing nothing else. */
export async function requireApiAdmin(c: Context<AppBindings>): Promise<CurrentUser> {
  const user = await requireApiUser(c);
  if (!user.isAdmin) throw toApiError(forbidden(ADMIN_TEXT.unauthorized));
  return user;
}
