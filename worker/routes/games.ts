import { Hono } from "hono";
import { notFound } from "../../core/failure";
import { GAME_LIMITS } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { calendarYear, currentYear } from "../../core/games/mileage-period";
import { WAITING_ERROR_CODE, WAITING_TEXT } from "../../core/games/waiting-text";
import { IMPORT_ERROR_CODES, IMPORT_TEXT } from "../../core/imports/messages";
import {
  ChooseGameArenaSchema,
  CreateGameSchema,
  type StartInput,
  UpdateGameSchema,
} from "../../core/validation/games";
import { GameMilesSchema, MileagePeriodQuerySchema } from "../../core/validation/mileage";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { uploadCalendarFile } from "../feeds/upload.server";
import { gameAnswer, listGameAnswers } from "../games/answers.server";
import { forgetKnownClash, markClashKnown } from "../games/clashes.server";
import { markAccepted } from "../games/confirm.server";
import { GAME_ERROR_CODES, type GameRow } from "../games/game.server";
import { createGame, deleteGame, getGameRow, type StartChange, updateGame } from "../games/games.server";
import { mileageReport, setGameMiles } from "../games/mileage.server";
import { chooseGameArena } from "../games/waiting.server";
import { toApiError } from "../http/errors";
import { acknowledgeChanges } from "../imports/imports.server";
import { endpoint, unmatched } from "../openapi/endpoint";
import { errorAnswer, ok } from "../openapi/route-doc";
import { setGamePay } from "../pay/game-pay.server";
import {
  CALENDAR_EXAMPLE,
  CLASH_EXAMPLE,
  ClashAnswerSchema,
  GAME_EXAMPLE,
  GAME_ID_PARAM,
  GameAnswerSchema,
  GameDeletedSchema,
  GameListSchema,
  IMPORT_DESCRIPTION,
  ImportResultSchema,
  LIMITED,
  MEGABYTES,
  MILEAGE_EXAMPLE,
  MileageReportSchema,
  START,
  WHEN,
} from "./games.models";

/** The API's start: left out means the usual start (POST) or unchanged (PATCH); null means none. */
function startChange(start: StartInput | null | undefined, missing: "usual" | "keep"): StartChange {
  if (start === undefined) return { choice: missing };
  if (start === null) return { choice: "none" };
  return { choice: "given", start };
}

// The signed-in person's planned games. Every route answers 401 before the body is read.
// Games imported from the official's assigning platforms. Every route answers 401 before the body is read.

export const gameRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Games",
      summary: "My planned games",
      description: "Past and upcoming, soonest tip-off first.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      responses: { 200: ok(GameListSchema, "The games", { games: [GAME_EXAMPLE] }) },
    }),
    async (c) => {
      return c.json({ games: await listGameAnswers(c.var.ctx, c.var.user.id) });
    },
  )
  .post(
    "/",
    endpoint({
      tag: "Games",
      summary: "Plan a game",
      description: `At an approved arena, or a pending one the caller created. ${WHEN} Without \`bufferMinutes\`: the arena's recommended arrival, else the caller's default, else ${GAME_LIMITS.bufferMinutes.default}. ${START} Without \`start\`: the caller's usual start, else none. ${LIMITED}`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      body: CreateGameSchema,
      bodyExample: {
        arenaId: "764c5286-084e-5a83-8993-d0fc2612ea17",
        date: "2027-01-15",
        time: "19:00",
        bufferMinutes: 45,
        start: { label: "Home", latitude: 38.9717, longitude: -95.2353 },
      },
      responses: {
        201: ok(GameAnswerSchema, "Planned", { game: GAME_EXAMPLE }),
        409: errorAnswer(
          409,
          [GAME_ERROR_CODES.tooManyGames],
          `Already ${GAME_LIMITS.upcomingPerUser} upcoming games: "${GAME_TEXT.tooManyGames}"`,
        ),
        422: errorAnswer(
          422,
          [GAME_ERROR_CODES.arenaWithoutLocation],
          "The arena has no coordinates, so no time zone: a game cannot be planned there",
        ),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const { arenaId, date, time, bufferMinutes, start } = c.req.valid("json");
      const plan = { date, time, bufferMinutes, start: startChange(start, "usual") };
      const outcome = await createGame(c.var.ctx, c.var.user, arenaId, plan);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, outcome.row) }, 201);
    },
  )
  // Before /:id, which would take "mileage" for an id.
  .get(
    "/mileage",
    endpoint({
      tag: "Games",
      summary: "My mileage report",
      description:
        "The caller's games whose date at their arena lies from `from` to `to` (both included), upcoming ones too, soonest first; games marked not driven are left out. Without `from` and `to`: this calendar year. `miles` is the trip as the caller's profile counts it (round trip: twice the one-way miles); a game without a start is listed with `miles: null`. Malformed dates, only one of the two, or `from` after `to` are 400.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      query: MileagePeriodQuerySchema,
      responses: { 200: ok(MileageReportSchema, "The report", MILEAGE_EXAMPLE) },
    }),
    async (c) => {
      const period = c.req.valid("query") ?? calendarYear(currentYear(Date.now()));
      return c.json(await mileageReport(c.var.ctx, c.var.user.id, period));
    },
  )
  // Any content type: browsers and systems send an .ics file as text/calendar, text/plain or
  // application/octet-stream alike; the body itself says whether it is a calendar.
  .post(
    "/import",
    endpoint({
      tag: "Games",
      summary: "Import games from a calendar file",
      description: IMPORT_DESCRIPTION,
      access: "session",
      loginRequired: IMPORT_TEXT.loginRequired,
      body: z.string().meta({ description: "An iCalendar (RFC 5545) file" }),
      bodyContentType: "text/calendar",
      bodyExample: CALENDAR_EXAMPLE,
      responses: {
        200: ok(ImportResultSchema, "Imported", {
          created: 1,
          updated: 0,
          unchanged: 0,
          cancelled: 0,
          removed: 0,
          ignored: 0,
          waiting: 0,
          waitingPlaces: 0,
          clashes: 0,
          lookingUp: 0,
          needsArena: [],
          ignoredEvents: [],
        }),
        400: errorAnswer(
          400,
          [IMPORT_ERROR_CODES.notCalendar, IMPORT_ERROR_CODES.emptyFile, IMPORT_ERROR_CODES.encoding],
          `\`${IMPORT_ERROR_CODES.notCalendar}\`: not an iCalendar file ("${IMPORT_TEXT.notCalendar}"); \`${IMPORT_ERROR_CODES.emptyFile}\`: an empty body; \`${IMPORT_ERROR_CODES.encoding}\`: text neither UTF-8 nor UTF-16 with a byte-order mark ("${IMPORT_TEXT.encoding}")`,
        ),
        413: errorAnswer(413, ["payload_too_large"], `Over ${MEGABYTES} MB: "${IMPORT_TEXT.tooLarge}"`),
      },
      errors: [429],
    }),
    async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      const outcome = await uploadCalendarFile(c.var.ctx, c.var.user.id, body);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json(outcome.result);
    },
  )
  .get(
    "/:id",
    endpoint({
      tag: "Games",
      summary: "One of my games",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      responses: { 200: ok(GameAnswerSchema, "The game", { game: GAME_EXAMPLE }) },
      errors: [404],
    }),
    async (c) => {
      const row = await getGameRow(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!row) throw toApiError(notFound(GAME_TEXT.gameNotFound));
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, row) });
    },
  )
  .patch(
    "/:id",
    endpoint({
      tag: "Games",
      summary: "Change a game",
      description: `Send the fields that change, at least one (else 400 on \`form\`). A new date or time is read on the arena's clock, the one not sent keeping its value. ${START} \`start: null\` removes the starting point; a new start is routed again. Pay: \`feeCents\` (whole cents; typed, so no import or rate replaces it; \`null\` goes back to the caller's rates), \`travelCents\`, \`payer\` (a new payer prices a game without a typed fee again) and \`paidOn\` (YYYY-MM-DD, \`null\`: not paid). ${LIMITED}`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      body: UpdateGameSchema,
      bodyExample: { time: "19:30", bufferMinutes: 60 },
      responses: {
        200: ok(GameAnswerSchema, "Saved", { game: GAME_EXAMPLE }),
        409: errorAnswer(
          409,
          [WAITING_ERROR_CODE],
          `The game waits for a gym (\`arenaId\` null): choose it first with \`PUT /api/games/{id}/arena\`. "${WAITING_TEXT.chooseFirst}"`,
        ),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const { start, feeCents, travelCents, payer, paidOn, ...change } = c.req.valid("json");
      const ctx = c.var.ctx;
      const pay = { feeCents, travelCents, payer, paidOn };
      const planned = start !== undefined || Object.values(change).some((value) => value !== undefined);
      // The plan first: a refused date or start saves nothing, pay included.
      let row: GameRow | null = null;
      if (planned) {
        const outcome = await updateGame(ctx, c.var.user, c.req.param("id"), {
          ...change,
          start: startChange(start, "keep"),
        });
        if (!outcome.ok) throw toApiError(outcome);
        row = outcome.row;
      }
      if (Object.values(pay).some((value) => value !== undefined)) {
        const outcome = await setGamePay(ctx, c.var.user, c.req.param("id"), pay);
        if (!outcome.ok) throw toApiError(outcome);
        row = outcome.row;
      }
      if (!row) throw toApiError(notFound(GAME_TEXT.gameNotFound));
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, row) });
    },
  )
  .put(
    "/:id/arena",
    endpoint({
      tag: "Games",
      summary: "Choose the gym of a waiting game",
      description: `For a game whose arena an admin deleted (\`arenaId\` null, \`waitingForArena\` set): \`arenaId\` is an approved arena, or a pending one the caller created. The tip-off keeps its time on the clock, the drive from the game's start is worked out again, and \`waitingForArena\` goes. A game that already has its arena is 409. ${LIMITED}`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      body: ChooseGameArenaSchema,
      bodyExample: { arenaId: GAME_EXAMPLE.arenaId },
      responses: {
        200: ok(GameAnswerSchema, "The game at its new arena", { game: GAME_EXAMPLE }),
        409: errorAnswer(409, ["conflict"], `The game already has its arena: "${WAITING_TEXT.notWaiting}"`),
        422: errorAnswer(
          422,
          [GAME_ERROR_CODES.arenaWithoutLocation],
          "The arena has no coordinates, so no time zone: a game cannot be moved there",
        ),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const { arenaId } = c.req.valid("json");
      const outcome = await chooseGameArena(c.var.ctx, c.var.user, c.req.param("id"), arenaId);
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, outcome.row) });
    },
  )
  // "Got it": the person has seen what the source changed; the Changed mark goes.
  .delete(
    "/:id/changes",
    endpoint({
      tag: "Games",
      summary: "Got it: the change is seen",
      description:
        "For a game its calendar moved (`status` `changed`, with `changes`): the caller has seen old → new. The game goes back to `scheduled` and `changes` goes. Opening or editing the game does not clear the mark; only this does. A game with no change to note is 404.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      responses: { 200: ok(GameAnswerSchema, "The game, its change noted", { game: GAME_EXAMPLE }) },
      errors: [404],
    }),
    async (c) => {
      const seen = await acknowledgeChanges(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!seen.ok) throw toApiError(seen);
      const row = await getGameRow(c.var.ctx, c.var.user.id, seen.id);
      if (!row) throw toApiError(notFound(GAME_TEXT.gameNotFound));
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, row) });
    },
  )
  // "Accepted": the game is accepted on its platform; it is no longer to accept.
  .put(
    "/:id/confirmed",
    endpoint({
      tag: "Games",
      summary: "Accepted: the game is accepted on its platform",
      description:
        "For a game with `toConfirm` (a later import added or moved it): the caller has accepted it on the assigning platform. `toConfirm` becomes false and `confirmWith` null, and the day-after push is not sent. A `changed` game keeps its change until `DELETE /api/games/{id}/changes`. Saying it of a game with nothing to accept changes nothing (200).",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      responses: { 200: ok(GameAnswerSchema, "The game, accepted", { game: GAME_EXAMPLE }) },
      errors: [404],
    }),
    async (c) => {
      const accepted = await markAccepted(c.var.ctx, c.var.user.id, c.req.param("id"));
      if (!accepted.ok) throw toApiError(accepted);
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, accepted.row) });
    },
  )
  .put(
    "/:id/miles",
    endpoint({
      tag: "Games",
      summary: "Set a game's miles",
      description: `\`miles\` is the caller's own one-way figure (0 to 5000, at most one decimal), which the mileage report uses instead of the worked-out miles; \`null\` goes back to those. \`notDriven: true\` leaves the game out of the report. ${LIMITED}`,
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      body: GameMilesSchema,
      bodyExample: { miles: 12.5, notDriven: false },
      responses: { 200: ok(GameAnswerSchema, "Saved", { game: { ...GAME_EXAMPLE, enteredMiles: 12.5 } }) },
      errors: [404, 429],
    }),
    async (c) => {
      const outcome = await setGameMiles(c.var.ctx, c.var.user, c.req.param("id"), c.req.valid("json"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ game: await gameAnswer(c.var.ctx, c.var.user.id, outcome.row) });
    },
  )
  .put(
    "/:id/clashes/:otherId",
    endpoint({
      tag: "Games",
      summary: "Mark a clash as known",
      description:
        "The caller knows they cannot both make these two games as planned (a short scrimmage, a swap agreed): the pair stays listed in each game's `clashes` with `known: true`, and is no longer counted or told. Two games that do not clash now, or another person's game, are 404.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: { ...GAME_ID_PARAM, otherId: "The other game of the pair" },
      responses: { 200: ok(ClashAnswerSchema, "Marked", CLASH_EXAMPLE) },
      errors: [404],
    }),
    async (c) => {
      const pair = { gameId: c.req.param("id"), otherGameId: c.req.param("otherId") };
      const marked = await markClashKnown(c.var.ctx, c.var.user.id, pair);
      if (!marked.ok) throw toApiError(marked);
      return c.json({ clash: { gameId: marked.gameId, otherGameId: marked.otherGameId, known: true } });
    },
  )
  .delete(
    "/:id/clashes/:otherId",
    endpoint({
      tag: "Games",
      summary: "Flag a known clash again",
      description: "Undoes `PUT /api/games/{id}/clashes/{otherId}`. A pair not marked known is 404.",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: { ...GAME_ID_PARAM, otherId: "The other game of the pair" },
      responses: { 200: ok(ClashAnswerSchema, "Flagged again", { clash: { ...CLASH_EXAMPLE.clash, known: false } }) },
      errors: [404],
    }),
    async (c) => {
      const pair = { gameId: c.req.param("id"), otherGameId: c.req.param("otherId") };
      const forgotten = await forgetKnownClash(c.var.ctx, c.var.user.id, pair);
      if (!forgotten.ok) throw toApiError(forgotten);
      return c.json({ clash: { gameId: forgotten.gameId, otherGameId: forgotten.otherGameId, known: false } });
    },
  )
  .delete(
    "/:id",
    endpoint({
      tag: "Games",
      summary: "Delete a game",
      access: "session",
      loginRequired: GAME_TEXT.loginRequired,
      params: GAME_ID_PARAM,
      responses: {
        200: ok(GameDeletedSchema, "Deleted", { game: { id: GAME_EXAMPLE.id, deleted: true } }),
      },
      errors: [404, 429],
    }),
    async (c) => {
      const outcome = await deleteGame(c.var.ctx, c.var.user, c.req.param("id"));
      if (!outcome.ok) throw toApiError(outcome);
      return c.json({ game: { id: outcome.id, deleted: true } });
    },
  )
  // Paths under /api/games that no route serves: 401 to a visitor, as on every route here.
  .all("*", unmatched("session", GAME_TEXT.loginRequired));
