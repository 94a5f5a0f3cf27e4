import { ArenaInputSchema, ArenaPatchSchema, SubmissionKeySchema } from "../../core/validation/arena";
import { ArenaFiltersSchema, ArenaListQuerySchema, NearestQuerySchema } from "../../core/validation/arena-query";
import { CreateSuggestionSchema } from "../../core/validation/suggestions";
import { SAMPLE_ARENA } from "../arenas/sample-arena";
import { errorAnswer, ok, type RouteDoc } from "../openapi/route-doc";
import {
  ArenaAnswerSchema,
  ArenaListSchema,
  ArenaPointsSchema,
  ArenaSubmittedSchema,
  ArenaUpdatedSchema,
  ConferencesSchema,
  ConfirmationSchema,
  LevelsSchema,
  NearestArenasSchema,
  SuggestionCreatedSchema,
} from "./arenas.responses";

// ./arenas (reading) and ./arena-mutations (submitting and editing).

const id = { id: "The arena's id (a UUID); anything else is 404" };

const ARENA_EXAMPLE = {
  ...SAMPLE_ARENA,
  parking: "Lot 11, officials' spaces by the west door",
};

export const arenaDocs: RouteDoc[] = [
  {
    route: "GET /api/arenas",
    tag: "Arenas",
    summary: "Search approved arenas",
    description:
      "By name (word prefixes), conference and level, 50 a page by default. With `lat` and `lng` each arena carries `distanceMiles`.",
    access: "public",
    query: ArenaListQuerySchema,
    responses: { 200: ok(ArenaListSchema, "One page, by name; `nextCursor` is null on the last") },
  },
  {
    route: "GET /api/arenas/points",
    tag: "Arenas",
    summary: "Every approved arena with a position, for the map",
    description: "Public and cacheable for a minute.",
    access: "public",
    query: ArenaFiltersSchema,
    responses: { 200: ok(ArenaPointsSchema, "The points") },
  },
  {
    route: "GET /api/arenas/levels",
    tag: "Arenas",
    summary: "Levels of approved arenas",
    access: "public",
    responses: { 200: ok(LevelsSchema, "Distinct levels", { levels: ["Division I", "High School"] }) },
  },
  {
    route: "GET /api/arenas/conferences",
    tag: "Arenas",
    summary: "Conferences of approved arenas",
    access: "public",
    responses: { 200: ok(ConferencesSchema, "Distinct conferences", { conferences: ["Big Ten", "MAC"] }) },
  },
  {
    route: "GET /api/arenas/nearest",
    tag: "Arenas",
    summary: "The closest approved arenas",
    access: "public",
    query: NearestQuerySchema,
    requiredQuery: ["lat", "lng"],
    responses: { 200: ok(NearestArenasSchema, "Nearest first, with `distanceMiles`") },
  },
  {
    route: "GET /api/arenas/:id",
    tag: "Arenas",
    summary: "One arena",
    description: "An approved arena, or a pending one for its creator and admins; anyone else gets 404.",
    access: "optional-session",
    params: id,
    responses: { 200: ok(ArenaAnswerSchema, "The arena") },
    errors: [404],
  },
  {
    route: "POST /api/arenas",
    tag: "Arenas",
    summary: "Submit an arena for review",
    description:
      "Text is sanitised, then checked; text over a limit is refused, not cut. Without `latitude` and `longitude` the address is geocoded. Limited per user and per IP. Arenas it may duplicate (within 300 m, or a near-identical name in the same city) are recorded for the reviewer and answered in `possibleDuplicates`; they never refuse the submission.",
    access: "session",
    headers: [
      {
        name: "Idempotency-Key",
        description: "The same key from the same user answers the arena it created (200) instead of a second one",
        schema: SubmissionKeySchema,
      },
    ],
    body: ArenaInputSchema,
    bodyExample: ARENA_EXAMPLE,
    responses: {
      201: ok(ArenaSubmittedSchema, "Created, pending review"),
      200: ok(ArenaSubmittedSchema, "This Idempotency-Key already created this arena"),
    },
    errors: [422, 429],
  },
  {
    route: "PATCH /api/arenas/:id",
    tag: "Arenas",
    summary: "Edit an arena",
    description:
      "The creator or an admin. Send the fields that change and `updatedAt` as it was read; `latitude: null` asks for the address to be geocoded again. A creator's change to a published arena sends it back to review.",
    access: "session",
    params: id,
    body: ArenaPatchSchema,
    bodyExample: { updatedAt: "2026-03-01T18:30:00.000Z", food: "Diner on 5th" },
    responses: { 200: ok(ArenaUpdatedSchema, "Saved") },
    errors: [403, 404, 409, 422, 429],
  },
  {
    route: "POST /api/arenas/:id/suggestions",
    tag: "Suggested updates",
    summary: "Suggest an update to an approved arena",
    description:
      "Any signed-in user. `fields` takes the names and rules of POST /api/arenas; only the fields whose value differs from the arena's now are stored, and one that changes nothing is 400 `nothing_changed`. An admin reviews it (`GET /api/admin/suggestions`). Limited per user and per IP.",
    access: "session",
    params: id,
    body: CreateSuggestionSchema,
    bodyExample: {
      fields: { officialsParking: "Lot C by the north doors; tell the gate you are working the game" },
      note: "Worked a game here last week",
    },
    responses: {
      201: ok(SuggestionCreatedSchema, "Stored, waiting for review"),
      400: errorAnswer(
        400,
        ["validation_error", "bad_request", "nothing_changed"],
        "Invalid input, or `nothing_changed` when no field differs from the arena's value",
      ),
    },
    errors: [404, 429],
  },
  {
    route: "POST /api/arenas/:id/confirmations",
    tag: "Suggested updates",
    summary: "Confirm an approved arena's details are still accurate",
    description:
      "One confirmation per user and arena in 30 days: the first answers 201, another inside the 30 days 200 with the existing one.",
    access: "session",
    params: id,
    responses: {
      201: ok(ConfirmationSchema, "Confirmed"),
      200: ok(ConfirmationSchema, "Already confirmed in the last 30 days"),
    },
    errors: [404],
  },
];
