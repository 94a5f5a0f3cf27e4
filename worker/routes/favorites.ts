import { type Context, Hono } from "hono";
import type { CurrentUser } from "../../core/users/current-user";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { listFavoriteArenas, setFavorite } from "../favorites/favorites.server";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { ArenaSummariesSchema } from "./arenas.models";

const arenaId = { arenaId: "The arena's id (a UUID)" };

// What the favorite routes answer, besides the arena summaries.

export const FavoriteSchema = z.object({ arenaId: z.string(), favorite: z.boolean() });

async function toggle(c: Context<AppBindings & { Variables: { user: CurrentUser } }>, favorite: boolean) {
  const arenaId = c.req.param("arenaId") ?? "";
  const result = await setFavorite(c.var.ctx, c.var.user.id, arenaId, favorite);
  if (!result.ok) throw toApiError(result);
  return c.json({ arenaId, favorite });
}

export const favoriteRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Favorites",
      summary: "My favorite arenas",
      description: "Favorites at approved arenas and at pending ones the caller created, by name.",
      access: "session",
      responses: { 200: ok(ArenaSummariesSchema, "The favorites") },
    }),
    async (c) => c.json({ arenas: await listFavoriteArenas(c.var.ctx, c.var.user.id) }),
  )
  .put(
    "/:arenaId",
    endpoint({
      tag: "Favorites",
      summary: "Save an arena (idempotent)",
      description:
        "An approved arena, or a pending one the caller created; another person's pending arena is not found.",
      access: "session",
      params: arenaId,
      responses: { 200: ok(FavoriteSchema, "Saved") },
      errors: [404],
    }),
    (c) => toggle(c, true),
  )
  .delete(
    "/:arenaId",
    endpoint({
      tag: "Favorites",
      summary: "Forget an arena (idempotent)",
      access: "session",
      params: arenaId,
      responses: { 200: ok(FavoriteSchema, "Removed") },
      errors: [404],
    }),
    (c) => toggle(c, false),
  );
