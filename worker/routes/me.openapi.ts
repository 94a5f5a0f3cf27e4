import { ok, type RouteDoc } from "../openapi/route-doc";
import { ArrivalAsksSchema, ContributionsSchema, MeSchema } from "./me.responses";

export const meDocs: RouteDoc[] = [
  {
    route: "GET /api/me",
    tag: "Account",
    summary: "Who is signed in",
    access: "session",
    responses: { 200: ok(MeSchema, "The signed-in user") },
  },
  {
    route: "GET /api/me/contributions",
    tag: "Account",
    summary: "Arenas I submitted and updates I suggested, newest first, with their status",
    description: "Up to 50 of each. A rejected suggestion carries the admin's `reason` when one was given.",
    access: "session",
    responses: { 200: ok(ContributionsSchema, "My contributions") },
  },
  {
    route: "GET /api/me/arrival-asks",
    tag: "Account",
    summary: "Questions about the arrival at arenas of my recent games",
    description:
      "One per arena, from my most recent game there, most recent first: a game that tipped off between 2 hours and 7 days ago, neither cancelled nor removed, at a published arena (or my own pending one) whose `officialsEntrance`, `officialsParking` or `dressingRoom` is empty. A question is gone once I answer for that arena (a suggestion of arrival details, or an edit of my own pending arena, since the game) or dismiss it.",
    access: "session",
    responses: {
      200: ok(ArrivalAsksSchema, "My open questions", {
        asks: [
          {
            gameId: "0b6b5c1e-7d2a-4f3e-9c1a-2b3c4d5e6f70",
            arenaId: "5f0c6f1e-2b1a-4c1e-9a53-0c1d2e3f4a5b",
            arenaName: "Hinkle Fieldhouse",
            tipoffAt: "2026-11-20T00:00:00.000Z",
            missing: ["officialsEntrance", "dressingRoom"],
          },
        ],
      }),
    },
  },
  {
    route: "POST /api/me/arrival-asks/:gameId/dismiss",
    tag: "Account",
    summary: "Not now: dismiss the question about a game's arena",
    description:
      "The question stays away for my games at that arena up to this one; a later game there asks again. Another person's game, or one waiting for a gym, is 404.",
    access: "session",
    params: { gameId: "The game's id (a UUID)" },
    responses: { 204: { description: "Dismissed" } },
    errors: [404],
  },
];
