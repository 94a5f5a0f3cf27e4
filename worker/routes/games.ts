import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { notFound, unauthorized } from "../../core/failure";
import { GAME_TEXT } from "../../core/games/messages";
import { calendarYear, currentYear } from "../../core/games/mileage-period";
import { IMPORT_TEXT } from "../../core/imports/messages";
import type { CurrentUser } from "../../core/users/current-user";
import {
  ChooseGameArenaSchema,
  CreateGameSchema,
  type StartInput,
  UpdateGameSchema,
} from "../../core/validation/games";
import { GameMilesSchema, MileagePeriodQuerySchema } from "../../core/validation/mileage";
import type { AppBindings } from "../bindings";
import { toGame } from "../games/game.server";
import {
  createGame,
  deleteGame,
  gameDeps,
  getGameRow,
  listGameRows,
  type StartChange,
  updateGame,
} from "../games/games.server";
import { mileageReport, setGameMiles } from "../games/mileage.server";
import { chooseGameArena } from "../games/waiting.server";
import { IMPORT_API_PATH } from "../http/body-limit";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { acknowledgeChanges, importCalendarFile } from "../imports/imports.server";
import { getCurrentUser } from "../users/current-user.server";

export type GameBindings = {
  Bindings: AppBindings["Bindings"];
  Variables: AppBindings["Variables"] & { user: CurrentUser };
};

/** 401 before the body is looked at; the calendar import says so in its own words. */
export const signedIn = createMiddleware<GameBindings>(async (c, next) => {
  const user = await getCurrentUser(c.var.services, c.req.raw.headers);
  if (!user) {
    const message = c.req.path === IMPORT_API_PATH ? IMPORT_TEXT.loginRequired : GAME_TEXT.loginRequired;
    throw toApiError(unauthorized(message));
  }
  c.set("user", user);
  await next();
});

/** The API's start: left out means the usual start (POST) or unchanged (PATCH); null means none. */
function startChange(start: StartInput | null | undefined, missing: "usual" | "keep"): StartChange {
  if (start === undefined) return { choice: missing };
  if (start === null) return { choice: "none" };
  return { choice: "given", start };
}

/** /api/games: the signed-in person's planned games (docs/api.md). */
export const gameRoutes = new Hono<GameBindings>()
  .use(signedIn)
  .get("/", async (c) => {
    const rows = await listGameRows(c.var.services, c.var.user.id);
    return c.json({ games: rows.map(toGame) });
  })
  .post("/", validate("json", CreateGameSchema), async (c) => {
    const { arenaId, date, time, bufferMinutes, start } = c.req.valid("json");
    const plan = { date, time, bufferMinutes, start: startChange(start, "usual") };
    const outcome = await createGame(gameDeps(c.var.services), c.var.user, arenaId, plan);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ game: toGame(outcome.row) }, 201);
  })
  // Before /:id, which would take "mileage" for an id.
  .get("/mileage", validate("query", MileagePeriodQuerySchema), async (c) => {
    const period = c.req.valid("query") ?? calendarYear(currentYear(Date.now()));
    return c.json(await mileageReport(c.var.services, c.var.user.id, period));
  })
  // Any content type: browsers and systems send an .ics file as text/calendar, text/plain or
  // application/octet-stream alike; the body itself says whether it is a calendar.
  .post("/import", async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const outcome = await importCalendarFile(gameDeps(c.var.services), c.var.user.id, body);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json(outcome.result);
  })
  .get("/:id", async (c) => {
    const row = await getGameRow(c.var.services, c.var.user.id, c.req.param("id"));
    if (!row) throw toApiError(notFound(GAME_TEXT.gameNotFound));
    return c.json({ game: toGame(row) });
  })
  .patch("/:id", validate("json", UpdateGameSchema), async (c) => {
    const { start, ...change } = c.req.valid("json");
    const plan = { ...change, start: startChange(start, "keep") };
    const outcome = await updateGame(gameDeps(c.var.services), c.var.user, c.req.param("id"), plan);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ game: toGame(outcome.row) });
  })
  .put("/:id/arena", validate("json", ChooseGameArenaSchema), async (c) => {
    const { arenaId } = c.req.valid("json");
    const outcome = await chooseGameArena(gameDeps(c.var.services), c.var.user, c.req.param("id"), arenaId);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ game: toGame(outcome.row) });
  })
  // "Got it": the person has seen what the source changed; the Changed mark goes.
  .delete("/:id/changes", async (c) => {
    const seen = await acknowledgeChanges(c.var.services, c.var.user.id, c.req.param("id"));
    if (!seen.ok) throw toApiError(seen);
    const row = await getGameRow(c.var.services, c.var.user.id, seen.id);
    if (!row) throw toApiError(notFound(GAME_TEXT.gameNotFound));
    return c.json({ game: toGame(row) });
  })
  .put("/:id/miles", validate("json", GameMilesSchema), async (c) => {
    const outcome = await setGameMiles(gameDeps(c.var.services), c.var.user, c.req.param("id"), c.req.valid("json"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ game: toGame(outcome.row) });
  })
  .delete("/:id", async (c) => {
    const outcome = await deleteGame(gameDeps(c.var.services), c.var.user, c.req.param("id"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ game: { id: outcome.id, deleted: true } });
  });
