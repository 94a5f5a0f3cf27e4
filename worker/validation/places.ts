import { SEARCH_MAX_LENGTH } from "../../core/arenas/search-limits";
import { StateFilterSchema } from "../../core/validation/arena-query";
import { z } from "../../core/zod";

/** Where places are looked up: the index of US schools (colleges and high schools), or the map's geocoder. */
export const PLACE_SOURCES = ["schools", "map"] as const;

export const PlacesQuerySchema = z.object({
  source: z.enum(PLACE_SOURCES, { error: `source must be one of: ${PLACE_SOURCES.join(", ")}` }),
  q: z
    .preprocess((value) => (typeof value === "string" ? value : ""), z.string())
    .transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH))
    .refine((value) => value !== "", "q is required: the words to look for"),
  // The person's state: `source=schools` lists its schools first.
  state: StateFilterSchema.meta({
    description: "A US state's two-letter code (GA): with `source=schools`, that state's schools first",
  }),
});
