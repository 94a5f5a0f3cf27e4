import { GAME_LIMITS } from "../../core/games/limits";
import { GAME_TEXT } from "../../core/games/messages";
import { WAITING_ERROR_CODE, WAITING_TEXT } from "../../core/games/waiting-text";
import { ChooseGameArenaSchema, CreateGameSchema, UpdateGameSchema } from "../../core/validation/games";
import { GameMilesSchema, MileagePeriodQuerySchema } from "../../core/validation/mileage";
import { GAME_ERROR_CODES } from "../games/game.server";
import { errorAnswer, ok, type RouteDoc } from "../openapi/route-doc";
import { GameAnswerSchema, GameDeletedSchema, GameListSchema, MileageReportSchema } from "./games.responses";

// ./games: the signed-in person's planned games. Every route answers 401 before the body is read.

const id = { id: "The game's id (a UUID); another person's game, or anything else, is 404" };

export const GAME_EXAMPLE = {
  id: "0f514386-1f12-4e8f-99c8-5b29b46e156f",
  arenaId: "764c5286-084e-5a83-8993-d0fc2612ea17",
  tipoffAt: "2027-01-15T19:00:00-06:00",
  timeZone: "America/Chicago",
  bufferMinutes: 45,
  start: { label: "Home", latitude: 38.9717, longitude: -95.2353 },
  driveMinutes: 13,
  driveSource: "routing",
  leaveAt: "2027-01-15T18:02:00-06:00",
  arriveBy: "2027-01-15T18:15:00-06:00",
  oneWayMiles: 4.2,
  milesSource: "routing",
  enteredMiles: null,
  notDriven: false,
  source: "manual",
  status: "scheduled",
};

const MILEAGE_EXAMPLE = {
  from: "2027-01-01",
  to: "2027-12-31",
  tripCount: "round_trip",
  ratePerMile: 0.7,
  totalMiles: 8.4,
  amount: 5.88,
  games: [
    {
      gameId: GAME_EXAMPLE.id,
      date: "2027-01-15",
      arenaName: "Allen Fieldhouse",
      city: "Lawrence",
      startLabel: "Home",
      fromAddress: "Home",
      purpose: "Officiating: Varsity Boys, North vs South",
      miles: 8.4,
      source: "routing",
    },
  ],
};

const WHEN = `\`date\` (YYYY-MM-DD) and \`time\` (HH:MM, 24-hour) are on the arena's clock; tip-off must be in the future and within ${GAME_LIMITS.horizonYears} years. A time the clocks skip in spring is refused on \`time\`; a time that happens twice in autumn means the first.`;
const START =
  "`start` is `{ label?, latitude, longitude }` or `{ address }` (geocoded; an address that cannot be found is 400 on `start.address`).";
const LIMITED = `Creates, edits and deletes share one budget of ${GAME_LIMITS.writesPerWindow} per person every 5 minutes.`;

export const gameDocs: RouteDoc[] = [
  {
    route: "GET /api/games",
    tag: "Games",
    summary: "My planned games",
    description: "Past and upcoming, soonest tip-off first.",
    access: "session",
    responses: { 200: ok(GameListSchema, "The games", { games: [GAME_EXAMPLE] }) },
  },
  {
    route: "POST /api/games",
    tag: "Games",
    summary: "Plan a game",
    description: `At an approved arena, or a pending one the caller created. ${WHEN} Without \`bufferMinutes\`: the arena's recommended arrival, else the caller's default, else ${GAME_LIMITS.bufferMinutes.default}. ${START} Without \`start\`: the caller's usual start, else none. ${LIMITED}`,
    access: "session",
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
  },
  {
    route: "GET /api/games/mileage",
    tag: "Games",
    summary: "My mileage report",
    description:
      "The caller's games whose date at their arena lies from `from` to `to` (both included), upcoming ones too, soonest first; games marked not driven are left out. Without `from` and `to`: this calendar year. `miles` is the trip as the caller's profile counts it (round trip: twice the one-way miles); a game without a start is listed with `miles: null`. Malformed dates, only one of the two, or `from` after `to` are 400.",
    access: "session",
    query: MileagePeriodQuerySchema,
    responses: { 200: ok(MileageReportSchema, "The report", MILEAGE_EXAMPLE) },
  },
  {
    route: "GET /api/games/:id",
    tag: "Games",
    summary: "One of my games",
    access: "session",
    params: id,
    responses: { 200: ok(GameAnswerSchema, "The game", { game: GAME_EXAMPLE }) },
    errors: [404],
  },
  {
    route: "PATCH /api/games/:id",
    tag: "Games",
    summary: "Change a game",
    description: `Send the fields that change, at least one (else 400 on \`form\`). A new date or time is read on the arena's clock, the one not sent keeping its value. ${START} \`start: null\` removes the starting point; a new start is routed again. ${LIMITED}`,
    access: "session",
    params: id,
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
  },
  {
    route: "PUT /api/games/:id/arena",
    tag: "Games",
    summary: "Choose the gym of a waiting game",
    description: `For a game whose arena an admin deleted (\`arenaId\` null, \`waitingForArena\` set): \`arenaId\` is an approved arena, or a pending one the caller created. The tip-off keeps its time on the clock, the drive from the game's start is worked out again, and \`waitingForArena\` goes. A game that already has its arena is 409. ${LIMITED}`,
    access: "session",
    params: id,
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
  },
  {
    route: "DELETE /api/games/:id/changes",
    tag: "Games",
    summary: "Got it: the change is seen",
    description:
      "For a game its calendar moved (`status` `changed`, with `changes`): the caller has seen old → new. The game goes back to `scheduled` and `changes` goes. Opening or editing the game does not clear the mark; only this does. A game with no change to note is 404.",
    access: "session",
    params: id,
    responses: { 200: ok(GameAnswerSchema, "The game, its change noted", { game: GAME_EXAMPLE }) },
    errors: [404],
  },
  {
    route: "PUT /api/games/:id/miles",
    tag: "Games",
    summary: "Set a game's miles",
    description: `\`miles\` is the caller's own one-way figure (0 to 5000, at most one decimal), which the mileage report uses instead of the worked-out miles; \`null\` goes back to those. \`notDriven: true\` leaves the game out of the report. ${LIMITED}`,
    access: "session",
    params: id,
    body: GameMilesSchema,
    bodyExample: { miles: 12.5, notDriven: false },
    responses: { 200: ok(GameAnswerSchema, "Saved", { game: { ...GAME_EXAMPLE, enteredMiles: 12.5 } }) },
    errors: [404, 429],
  },
  {
    route: "DELETE /api/games/:id",
    tag: "Games",
    summary: "Delete a game",
    access: "session",
    params: id,
    responses: {
      200: ok(GameDeletedSchema, "Deleted", { game: { id: GAME_EXAMPLE.id, deleted: true } }),
    },
    errors: [404, 429],
  },
];
