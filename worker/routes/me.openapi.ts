import { ok, type RouteDoc } from "../openapi/route-doc";
import { ContributionsSchema, MeSchema } from "./me.responses";

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
];
