import { Hono } from "hono";
import { fail, notFound } from "../../core/failure";
import { distanceMiles, roundMiles } from "../../core/geo/distance";
import { ArenaFiltersSchema, ArenaListQuerySchema, NearestQuerySchema } from "../../core/validation/arena-query";
import { getVisibleArena } from "../arenas/detail.server";
import { findNearestArenas } from "../arenas/nearest.server";
import { listApprovedConferences, listApprovedLevels, listArenaPoints, searchArenas } from "../arenas/search.server";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { getCurrentUser } from "../users/current-user.server";

export const arenaRoutes = new Hono<AppBindings>()
  .get("/", validate("query", ArenaListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const page = await searchArenas(c.var.services, query, { cursor: query.cursor, limit: query.limit });
    const origin =
      query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
    const items = page.arenas.map((arena) => ({
      ...arena,
      distanceMiles: origin && arena.coordinates ? roundMiles(distanceMiles(origin, arena.coordinates)) : null,
    }));
    return c.json({ arenas: items, total: page.total, nextCursor: page.nextCursor });
  })
  .get("/points", validate("query", ArenaFiltersSchema), async (c) => {
    const points = await listArenaPoints(c.var.services, c.req.valid("query"));
    // Public data, the same for everyone: browsers and the edge may keep it briefly.
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    return c.json({ points });
  })
  .get("/levels", async (c) => c.json({ levels: await listApprovedLevels(c.var.services) }))
  .get("/conferences", async (c) => c.json({ conferences: await listApprovedConferences(c.var.services) }))
  .get("/nearest", validate("query", NearestQuerySchema), async (c) => {
    const { lat, lng, limit } = c.req.valid("query");
    if (lat === undefined || lng === undefined) throw toApiError(fail("invalid", "lat and lng are required"));
    return c.json({ arenas: await findNearestArenas(c.var.services, { latitude: lat, longitude: lng }, limit) });
  })
  .get("/:id", async (c) => {
    const viewer = await getCurrentUser(c.var.services, c.req.raw.headers);
    const arena = await getVisibleArena(c.var.services, c.req.param("id"), viewer);
    if (!arena) throw toApiError(notFound("Arena not found"));
    return c.json({ arena });
  });
