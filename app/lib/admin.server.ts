import { data, type RouterContextProvider } from "react-router";
import { ADMIN_TEXT } from "~/worker/admin/messages";
import type { CurrentUser } from "~/worker/users/current-user.server";
import { requireUser } from "./auth.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The signed-in admin, checked on the server for every admin loader and action (the role is read
 * from D1 each time). A visitor goes to /login and comes back; a signed-in non-admin gets a 403
 * that the admin routes' error boundary renders as the not-authorized view
 * (docs/decisions/021-admin-access.md).
 */
export async function requireAdmin(args: Args): Promise<CurrentUser> {
  const user = await requireUser(args);
  if (!user.isAdmin) throw data(ADMIN_TEXT.unauthorized, { status: 403 });
  return user;
}
