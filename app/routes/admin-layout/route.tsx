import { isRouteErrorResponse, Outlet } from "react-router";
import { adminMiddleware } from "~/app/lib/admin.server";
import type { Route } from "./+types/route";
import { NotAuthorized } from "./not-authorized";

/** Every admin page and form post passes this gate first (visitors to /login and back). */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export default function AdminLayout() {
  return <Outlet />;
}

/** The one boundary of the admin pages: a 403 from requireAdmin is the not-authorized view. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAuthorized />;
  // Anything else is not ours to explain: the root boundary renders it.
  throw error;
}
