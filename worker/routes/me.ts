import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { requireApiUser } from "../http/guards";
import { listContributions } from "../users/contributions.server";

export const meRoutes = new Hono<AppBindings>()
  .get("/", async (c) => {
    const user = await requireApiUser(c);
    return c.json({ user: { id: user.id, name: user.name, email: user.email }, isAdmin: user.isAdmin });
  })
  .get("/contributions", async (c) => {
    const user = await requireApiUser(c);
    const { arenas, suggestions } = await listContributions(c.var.services, user.id);
    return c.json({
      arenas: arenas.map((arena) => ({ ...arena, createdAt: arena.createdAt.toISOString() })),
      suggestions: suggestions.map(({ reason, createdAt, ...suggestion }) => ({
        ...suggestion,
        ...(reason === null ? {} : { reason }),
        createdAt: createdAt.toISOString(),
      })),
    });
  });
