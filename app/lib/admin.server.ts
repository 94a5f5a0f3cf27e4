import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { ADMIN_TEXT } from "~/core/admin/messages";
import type { CurrentUser } from "~/core/users/current-user";
import { requireUser } from "./auth.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The admin behind this request, or null for a signed-in non-admin; set by `adminMiddleware`. */
const adminContext = createContext<CurrentUser | null>();

/**
 * The gate of the admin layout (app/routes/admin-layout.tsx), run before every admin loader and
 * action, GET or POST: a visitor goes to /login and comes back. The role is the one the root
 * middleware just read from D1, so a revoked admin loses access at once
 * (docs/decisions/021-admin-access.md, 045-request-flow.md).
 */
export const adminMiddleware: MiddlewareFunction<Response> = async (args) => {
  const user = await requireUser(args);
  args.context.set(adminContext, user.isAdmin ? user : null);
};

/**
 * The signed-in admin, for an admin loader or action. A non-admin gets a 403 that the admin
 * layout's error boundary renders as the not-authorized view. It is thrown here, not in the
 * middleware: React Router renders a middleware's error at the root before any loader runs, so
 * the page would lose the header's signed-in state. Outside the admin layout the context is unset
 * and this throws, so an admin route cannot silently skip the gate.
 */
export async function requireAdmin({ context }: Args): Promise<CurrentUser> {
  const admin = context.get(adminContext);
  if (!admin) throw data(ADMIN_TEXT.unauthorized, { status: 403 });
  return admin;
}
