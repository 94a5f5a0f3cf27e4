// The schemas, examples and descriptions of the routes in ./places.ts, which endpoint() and the OpenAPI
// document both read. A route file keeps its models only while they are short (docs/decisions/249).

import { Coordinates, Id, Level } from "../../core/openapi/responses";
import { SCHOOL_KINDS, SCHOOL_SECTORS } from "../../core/schools/school-name";
import { z } from "../../core/zod";

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
