import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { validate } from "../http/validate";
import { searchSchools } from "../schools/search.server";
import { PlacesQuerySchema } from "../validation/places";

export const placeRoutes = new Hono<AppBindings>().get("/", validate("query", PlacesQuerySchema), async (c) => {
  const { q } = c.req.valid("query");
  const places = await searchSchools(c.var.services, q);
  // Reference data that changes only with a new seed: browsers and the edge may keep it briefly.
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ places });
});
