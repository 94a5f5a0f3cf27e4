import { Hono } from "hono";
import { Coordinates, Id, Level } from "../../core/openapi/responses";
import { SCHOOL_KINDS, SCHOOL_SECTORS } from "../../core/schools/school-name";
import { z } from "../../core/validation/zod";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
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
        id: z.number().int().meta({
          description:
            "A college's IPEDS UNITID; a high school's is derived from its NCES id (a public school's 12-digit NCES id as a number, a private school's PPIN read in base 36 plus 10^12)",
        }),
        kind: z.enum(SCHOOL_KINDS).meta({
          description:
            "`high_school`; or a college by the length of its programs: `four_year`, `two_year`, `other` (under two years)",
        }),
        name: z.string(),
        alias: z
          .string()
          .meta({ description: "A college's other names, as the directory gives them; empty for a high school" }),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        grades: z
          .string()
          .nullable()
          .meta({ description: "A high school's grade span (`09-12`, `KG-12`); null for a college" }),
        sector: z
          .enum(SCHOOL_SECTORS)
          .nullable()
          .meta({ description: "A high school's `public` or `private`; null for a college" }),
        coordinates: Coordinates.meta({
          description:
            "A college's campus centre or a high school's building, not a gym door; null when the directory has none",
        }),
        level: Level.meta({
          description:
            "`High School` for a high school, `Community/Junior College` for a two-year college, otherwise null",
        }),
        arenas: z.array(z.object({ id: Id, name: z.string() })).meta({
          description: "Its approved arenas: those added from it, and those naming it as their school in its state",
        }),
      })
      .meta({
        id: "SchoolPlace",
        description: "A school of the index (a high school or a college) and its approved arenas.",
      }),
  ),
});

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
