import { z } from "../../core/validation/zod";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { PlacesQuerySchema } from "../validation/places";
import { MapPlacesSchema, PlacesSchema } from "./places.responses";

export const placeDocs: RouteDoc[] = [
  {
    route: "GET /api/places",
    tag: "Places",
    summary: "Look up places where a gym may be",
    description:
      "`source=schools`: US colleges (IPEDS directory) whose name, alias, town or state match every word of `q` (word prefixes), best first, at most 10. Each lists the approved arenas whose school is that college; `coordinates` are the campus centre, not a gym door; `level` is `Community/Junior College` for a two-year college and otherwise null. `source=map`: the place the geocoder finds for `q` (none or one), answered from a cache or from the service at one request per second for the whole app; busy or unavailable is 429 with Retry-After.",
    access: "public",
    query: PlacesQuerySchema,
    requiredQuery: ["source", "q"],
    responses: { 200: ok(z.union([PlacesSchema, MapPlacesSchema]), "The matching places") },
    errors: [429],
  },
];
