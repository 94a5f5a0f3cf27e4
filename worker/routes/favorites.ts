import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { listFavoriteArenas, setFavorite } from "../favorites/favorites.server";
import { toApiError } from "../http/errors";
import { requireApiUser } from "../http/guards";

async function toggle(c: Parameters<typeof requireApiUser>[0], favorite: boolean) {
  const user = await requireApiUser(c);
  const arenaId = c.req.param("arenaId") ?? "";
  const result = await setFavorite(c.var.services, user.id, arenaId, favorite);
  if (!result.ok) throw toApiError(result);
  return c.json({ arenaId, favorite });
}

export const favoriteRoutes = new Hono<AppBindings>()
  .get("/", async (c) => {
    const user = await requireApiUser(c);
    return c.json({ arenas: await listFavoriteArenas(c.var.services, user.id) });
  })
  .put("/:arenaId", (c) => toggle(c, true))
  .delete("/:arenaId", (c) => toggle(c, false));
