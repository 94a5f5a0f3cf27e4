import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { searchMap } from "../schools/map-search.server";
import { searchSchools } from "../schools/search.server";
import { PlacesQuerySchema } from "../validation/places";

export const placeRoutes = new Hono<AppBindings>().get("/", validate("query", PlacesQuerySchema), async (c) => {
  const { q, source } = c.req.valid("query");
  if (source === "map") {
    const found = await searchMap(c.var.services, q);
    if (!found.ok) throw toApiError(found);
    return c.json({ places: found.places });
  }
  const places = await searchSchools(c.var.services, q);
  // Reference data that changes only with a new seed: browsers and the edge may keep it briefly.
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ places });
});
