import { Hono } from "hono";
import { fail, notFound } from "../../core/failure";
import { distanceMiles, roundMiles } from "../../core/geo/distance";
import { ArenaFiltersSchema, ArenaListQuerySchema, NearestQuerySchema } from "../../core/validation/arena-query";
import { getVisibleArena } from "../arenas/detail.server";
import { findNearestArenas } from "../arenas/nearest.server";
import { listApprovedConferences, listApprovedLevels, listArenaPoints, searchArenas } from "../arenas/search.server";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";
import {
  ARENA_ID_PARAM,
  ArenaAnswerSchema,
  ArenaListSchema,
  ArenaPointsSchema,
  ConferencesSchema,
  LevelsSchema,
  NearestArenasSchema,
} from "./arenas.models";

export const arenaRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Arenas",
      summary: "Search approved arenas",
      description:
        "By name (word prefixes), conference and level, 50 a page by default. With `lat` and `lng` each arena carries `distanceMiles`.",
      access: "public",
      query: ArenaListQuerySchema,
      responses: { 200: ok(ArenaListSchema, "One page, by name; `nextCursor` is null on the last") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const page = await searchArenas(c.var.ctx, query, { cursor: query.cursor, limit: query.limit });
      const origin =
        query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
      const items = page.arenas.map((arena) => ({
        ...arena,
        distanceMiles: origin && arena.coordinates ? roundMiles(distanceMiles(origin, arena.coordinates)) : null,
      }));
      return c.json({ arenas: items, total: page.total, nextCursor: page.nextCursor });
    },
  )
  .get(
    "/points",
    endpoint({
      tag: "Arenas",
      summary: "Every approved arena with a position, for the map",
      description: "Public and cacheable for a minute.",
      access: "public",
      query: ArenaFiltersSchema,
      responses: { 200: ok(ArenaPointsSchema, "The points") },
    }),
    async (c) => {
      const points = await listArenaPoints(c.var.ctx, c.req.valid("query"));
      // Public data, the same for everyone: browsers and the edge may keep it briefly.
      c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      return c.json({ points });
    },
  )
  .get(
    "/levels",
    endpoint({
      tag: "Arenas",
      summary: "Levels of approved arenas",
      access: "public",
      responses: { 200: ok(LevelsSchema, "Distinct levels", { levels: ["Division I", "High School"] }) },
    }),
    async (c) => c.json({ levels: await listApprovedLevels(c.var.ctx) }),
  )
  .get(
    "/conferences",
    endpoint({
      tag: "Arenas",
      summary: "Conferences of approved arenas",
      access: "public",
      responses: { 200: ok(ConferencesSchema, "Distinct conferences", { conferences: ["Big Ten", "MAC"] }) },
    }),
    async (c) => c.json({ conferences: await listApprovedConferences(c.var.ctx) }),
  )
  .get(
    "/nearest",
    endpoint({
      tag: "Arenas",
      summary: "The closest approved arenas",
      access: "public",
      query: NearestQuerySchema,
      requiredQuery: ["lat", "lng"],
      responses: { 200: ok(NearestArenasSchema, "Nearest first, with `distanceMiles`") },
    }),
    async (c) => {
      const { lat, lng, limit } = c.req.valid("query");
      if (lat === undefined || lng === undefined) throw toApiError(fail("invalid", "lat and lng are required"));
      return c.json({ arenas: await findNearestArenas(c.var.ctx, { latitude: lat, longitude: lng }, limit) });
    },
  )
  .get(
    "/:id",
    endpoint({
      tag: "Arenas",
      summary: "One arena",
      description: "An approved arena, or a pending one for its creator and admins; anyone else gets 404.",
      access: "optional-session",
      params: ARENA_ID_PARAM,
      responses: { 200: ok(ArenaAnswerSchema, "The arena") },
      errors: [404],
    }),
    async (c) => {
      const arena = await getVisibleArena(c.var.ctx, c.req.param("id"), c.var.user);
      if (!arena) throw toApiError(notFound("Arena not found"));
      return c.json({ arena });
    },
  );
