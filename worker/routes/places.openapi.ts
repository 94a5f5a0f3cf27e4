import { PlacesSchema } from "../openapi/responses";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { PlacesQuerySchema } from "../validation/places";

export const placeDocs: RouteDoc[] = [
  {
    route: "GET /api/places",
    tag: "Places",
    summary: "Look up places where a gym may be",
    description:
      "`source=schools`: US colleges (IPEDS directory) whose name, alias, town or state match every word of `q` (word prefixes), best first, at most 10. Each lists the approved arenas whose school is that college; `coordinates` are the campus centre, not a gym door; `level` is `Community/Junior College` for a two-year college and otherwise null.",
    access: "public",
    query: PlacesQuerySchema,
    requiredQuery: ["source", "q"],
    responses: { 200: ok(PlacesSchema, "The matching places") },
  },
];
