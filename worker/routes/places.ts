import { Hono } from "hono";
import { Coordinates, Id, Level } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import { searchMap } from "../schools/map-search.server";
import { searchSchools } from "../schools/search.server";
import { PlacesQuerySchema } from "../validation/places";

// What the place routes answer.

export const MapPlacesSchema = z.object({
  places: z.array(
    z
      .object({ name: z.string(), coordinates: z.object({ latitude: z.number(), longitude: z.number() }) })
      .meta({ id: "MapPlace", description: "The place the geocoder found for the words asked." }),
  ),
});
export const PlacesSchema = z.object({
  places: z.array(
    z
      .object({
        id: z.number().int().meta({ description: "The college's IPEDS UNITID" }),
        name: z.string(),
        alias: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        coordinates: Coordinates.meta({ description: "The campus centre; null when the directory has none" }),
        level: Level,
        arenas: z.array(z.object({ id: Id, name: z.string() })),
      })
      .meta({ id: "SchoolPlace", description: "A college and the approved arenas that name it as their school." }),
  ),
});

export const placeRoutes = new Hono<AppBindings>().get(
  "/",
  endpoint({
    tag: "Places",
    summary: "Look up places where a gym may be",
    description:
      "`source=schools`: US colleges (IPEDS directory) whose name, alias, town or state match every word of `q` (word prefixes), best first, at most 10. Each lists the approved arenas whose school is that college; `coordinates` are the campus centre, not a gym door; `level` is `Community/Junior College` for a two-year college and otherwise null. `source=map`: the place the geocoder finds for `q` (none or one), answered from a cache or from the service at one request per second for the whole app; busy or unavailable is 429 with Retry-After.",
    access: "public",
    query: PlacesQuerySchema,
    requiredQuery: ["source", "q"],
    responses: { 200: ok(z.union([PlacesSchema, MapPlacesSchema]), "The matching places") },
    errors: [429],
  }),
  validate("query", PlacesQuerySchema),
  async (c) => {
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
  },
);
