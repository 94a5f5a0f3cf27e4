import { MAPS_APP_COOKIE, resolveMapsApp } from "~/worker/arenas/directions";
import type { MapsApp } from "~/worker/domain";

/** A cookie's raw value from the request, or null. */
function cookieValue(request: Request, name: string): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const [key, ...value] = pair.split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** The maps app to render links for: the person's choice, else the visitor cookie, else by device. */
export function mapsAppForRequest(request: Request, preference: MapsApp | null): MapsApp {
  return resolveMapsApp({
    preference,
    cookie: cookieValue(request, MAPS_APP_COOKIE),
    userAgent: request.headers.get("user-agent"),
  });
}
