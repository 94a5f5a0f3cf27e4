import { mapsAppCookie, resolveMapsApp } from "~/worker/arenas/directions";
import type { MapsApp } from "~/worker/domain";
import type { Services } from "~/worker/services.server";
import type { CurrentUser } from "~/worker/users/current-user.server";
import { getMapsApp } from "~/worker/users/preferences.server";

/**
 * The maps app this request's links open in (docs/decisions/064): a user's saved choice, else the
 * visitor cookie, else by device. Read only by pages that render directions.
 */
export async function mapsAppForRequest(
  services: Services,
  request: Request,
  user: CurrentUser | null,
): Promise<MapsApp> {
  const preference = user ? await getMapsApp(services, user.id) : null;
  return resolveMapsApp({
    preference,
    cookie: mapsAppCookie(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent"),
  });
}
