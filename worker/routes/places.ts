import { Hono } from "hono";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { searchMap } from "../schools/map-search.server";
import { searchSchools } from "../schools/search.server";
import { PlacesQuerySchema } from "../validation/places";
import { MapPlacesSchema, PlacesSchema } from "./places.models";

export const placeRoutes = new Hono<AppBindings>().get(
  "/",
  endpoint({
    tag: "Places",
    summary: "Look up places where a gym may be",
    description:
      "`source=schools`: US high schools (NCES) and colleges (IPEDS) whose name, alias, town or state match every word of `q` (word prefixes; a trailing `High School`, `HS`, `H.S.` or `High` is not required and ranks high schools first), at most 10, best first: with `state`, that state's schools first; then a school of exactly that name (\"Berkmar HS\" is Berkmar High School); then the full-text rank. Each lists its approved arenas; `coordinates` are the school's point, not a gym door. `source=map`: the place the geocoder finds for `q` (none or one), answered from a cache or from the service at one request per second for the whole app; busy or unavailable is 429 with Retry-After.",
    access: "public",
    query: PlacesQuerySchema,
    requiredQuery: ["source", "q"],
    responses: { 200: ok(z.union([PlacesSchema, MapPlacesSchema]), "The matching places") },
    errors: [429],
  }),
  async (c) => {
    const { q, source, state } = c.req.valid("query");
    if (source === "map") {
      const found = await searchMap(c.var.ctx, q);
      if (!found.ok) throw toApiError(found);
      return c.json({ places: found.places });
    }
    const places = await searchSchools(c.var.ctx, q, { state });
    // Reference data that changes only with a new seed: browsers and the edge may keep it briefly.
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ places });
  },
);
