import { ok, type RouteDoc } from "../openapi/route-doc";
import { ArenaSummariesSchema } from "./arenas.responses";
import { FavoriteSchema } from "./favorites.responses";

const arenaId = { arenaId: "The arena's id (a UUID)" };

export const favoriteDocs: RouteDoc[] = [
  {
    route: "GET /api/favorites",
    tag: "Favorites",
    summary: "My favorite arenas",
    description: "Favorites at approved arenas and at pending ones the caller created, by name.",
    access: "session",
    responses: { 200: ok(ArenaSummariesSchema, "The favorites") },
  },
  {
    route: "PUT /api/favorites/:arenaId",
    tag: "Favorites",
    summary: "Save an arena (idempotent)",
    description: "An approved arena, or a pending one the caller created; another person's pending arena is not found.",
    access: "session",
    params: arenaId,
    responses: { 200: ok(FavoriteSchema, "Saved") },
    errors: [404],
  },
  {
    route: "DELETE /api/favorites/:arenaId",
    tag: "Favorites",
    summary: "Forget an arena (idempotent)",
    access: "session",
    params: arenaId,
    responses: { 200: ok(FavoriteSchema, "Removed") },
    errors: [404],
  },
];
