import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import type { MapTiles } from "~/core/map-tiles";
import type { CurrentUser } from "~/core/users/current-user";

/** The signed-in user from the root loader, or null for a visitor. */
export function useOptionalUser(): CurrentUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

/** The map tiles every map on the site uses, from the root loader. */
export function useMapTiles(): MapTiles | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.mapTiles ?? null;
}
