import { MeSchema } from "../openapi/responses";
import { ok, type RouteDoc } from "../openapi/route-doc";

export const meDocs: RouteDoc[] = [
  {
    route: "GET /api/me",
    tag: "Account",
    summary: "Who is signed in",
    access: "session",
    responses: { 200: ok(MeSchema, "The signed-in user") },
  },
];
