import { mapsAppCookie, resolveMapsApp } from "~/core/arenas/directions";
import type { MapsApp } from "~/core/domain";
import type { CurrentUser } from "~/core/users/current-user";
import type { Ctx } from "~/worker/context/ctx";
import { getMapsApp } from "~/worker/games/preferences.server";

/** The maps app for links: the person's saved choice, else the visitor cookie, else by device. */
export function mapsAppWithPreference(request: Request, preference: MapsApp | null): MapsApp {
  return resolveMapsApp({
    preference,
    cookie: mapsAppCookie(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent"),
  });
}

/**
 * The maps app this request's links open in (docs/decisions/064), reading the user's choice. Pages
 * that already hold the user's preferences use `mapsAppWithPreference`.
 */
export async function mapsAppForRequest(ctx: Ctx, request: Request, user: CurrentUser | null): Promise<MapsApp> {
  const preference = user ? await getMapsApp(ctx, user.id) : null;
  return mapsAppWithPreference(request, preference);
}
