import { Hono } from "hono";
import type { AppBindings } from "../bindings";
import { toApiError } from "../http/errors";
import { requireApiUser } from "../http/guards";
import { dismissArrivalAsk, listArrivalAsks } from "../knowledge/asks.server";
import { listContributions } from "../users/contributions.server";

export const meRoutes = new Hono<AppBindings>()
  .get("/", async (c) => {
    const user = await requireApiUser(c);
    return c.json({ user: { id: user.id, name: user.name, email: user.email }, isAdmin: user.isAdmin });
  })
  .get("/contributions", async (c) => {
    const user = await requireApiUser(c);
    const { arenas, suggestions } = await listContributions(c.var.services, user.id);
    return c.json({
      arenas: arenas.map((arena) => ({ ...arena, createdAt: arena.createdAt.toISOString() })),
      suggestions: suggestions.map(({ reason, createdAt, ...suggestion }) => ({
        ...suggestion,
        ...(reason === null ? {} : { reason }),
        createdAt: createdAt.toISOString(),
      })),
    });
  })
  .get("/arrival-asks", async (c) => {
    const user = await requireApiUser(c);
    const asks = await listArrivalAsks(c.var.services, user.id, Date.now());
    return c.json({
      asks: asks.map(({ gameId, arenaId, arenaName, tipoffAt, missing }) => ({
        gameId,
        arenaId,
        arenaName,
        tipoffAt: tipoffAt.toISOString(),
        missing,
      })),
    });
  })
  .post("/arrival-asks/:gameId/dismiss", async (c) => {
    const user = await requireApiUser(c);
    const outcome = await dismissArrivalAsk(c.var.services, user, c.req.param("gameId"), Date.now());
    if (!outcome.ok) throw toApiError(outcome);
    return c.body(null, 204);
  });
