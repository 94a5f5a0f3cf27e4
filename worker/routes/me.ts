import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { requireApiUser } from "../http/guards";

export const meRoutes = new Hono<AppBindings>().get("/", async (c) => {
  const user = await requireApiUser(c);
  return c.json({ user: { id: user.id, name: user.name, email: user.email }, isAdmin: user.isAdmin });
});
