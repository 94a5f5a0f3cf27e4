import { Coordinates, Id, Level } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What the place routes answer (./places.openapi).

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
