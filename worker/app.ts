import { type Handler, Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { serialize } from "hono/utils/cookie";
import type { OpenAPIV3_1 } from "openapi-types";
import { notFound } from "../core/failure";
import { httpExceptionCode, isErrorStatus } from "../core/openapi/responses";
import type { AppBindings } from "./context/bindings";
import { createCtx } from "./context/ctx.server";
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_SECONDS, isBookmark } from "./db/client.server";
import { apiBodyLimitFor } from "./http/body-limit";
import { ApiError, apiErrorResponse, errorBody, toApiError } from "./http/errors";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { sessionCookieUnderCurrentKey } from "./http/session-key.server";
import { openApiDocument } from "./openapi/document";
import { declaredEndpoints, onEveryPath } from "./openapi/endpoint";
import type { RouteDoc } from "./openapi/route-doc";
import { PUBLIC_WRITE_COOKIE, publicDataChangeCount } from "./public-data/version.server";
import { adminRoutes } from "./routes/admin";
import { arenaMutationRoutes } from "./routes/arena-mutations";
import { arenaRoutes } from "./routes/arenas";
import { authEndpointDocs, authRoutes } from "./routes/auth";
import { availabilityRoutes, blockRoutes } from "./routes/availability";
import { calendarRoutes } from "./routes/calendar";
import { contactRoutes } from "./routes/contact";
import { myContactRoutes } from "./routes/contacts";
import { favoriteRoutes } from "./routes/favorites";
import { feedbackRoutes } from "./routes/feedback";
import { feedRoutes } from "./routes/feeds";
import { gameDayRoutes } from "./routes/game-day";
import { gameRoutes } from "./routes/games";
import { meRoutes } from "./routes/me";
import { notificationRoutes } from "./routes/notifications";
import { payRoutes } from "./routes/pay";
import { placeRoutes } from "./routes/places";
import { referenceRoutes } from "./routes/reference";
import { venueAliasRoutes } from "./routes/venue-aliases";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The JSON API and the calendar files (tests import it); worker/index.ts adds the React Router
 * pages behind it.
 */
export const api = new Hono<AppBindings>();

api.use("*", onEveryPath(securityHeaders));
api.use("/api/*", onEveryPath(apiBodyLimitFor));
api.use("/api/*", onEveryPath(sameOriginWrites));
api.use("*", onEveryPath(sessionCookieUnderCurrentKey));
api.use(
  "*",
  onEveryPath<MiddlewareHandler<AppBindings>>(async (c, next) => {
    const ctx = createCtx(c.env, { request: c.req.raw });
    c.set("ctx", ctx);
    const publicChangesBefore = publicDataChangeCount();
    await next();
    // After a write, the person's next requests read no older data than this one wrote.
    if (!WRITE_METHODS.has(c.req.method)) return;
    const bookmark = ctx.latestBookmark();
    if (!isBookmark(bookmark)) return;
    const options = {
      path: "/",
      httpOnly: true,
      secure: new URL(c.req.url).protocol === "https:",
      sameSite: "Lax",
      maxAge: BOOKMARK_MAX_AGE_SECONDS,
    } as const;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", serialize(BOOKMARK_COOKIE, bookmark, options));
    // A concurrent request's change counts too: then this person reads D1 for a while, never older rows.
    if (publicDataChangeCount() !== publicChangesBefore) {
      c.res.headers.append("Set-Cookie", serialize(PUBLIC_WRITE_COOKIE, "1", options));
    }
  }),
);

api.route("/api", referenceRoutes(apiDocument));
api.route("/api/auth", authRoutes);
api.route("/api/me", meRoutes);
api.route("/api/feedback", feedbackRoutes);
api.route("/api/contact", contactRoutes);
api.route("/api/admin", adminRoutes);
api.route("/api/arenas", arenaRoutes);
api.route("/api/arenas", arenaMutationRoutes);
api.route("/api/favorites", favoriteRoutes);
api.route("/api/contacts", myContactRoutes);
api.route("/api/blocks", blockRoutes);
api.route("/api/availability", availabilityRoutes);
// Before the games' own routes, which would read "pay" as a game's id.
api.route("/api/games/pay", payRoutes);
api.route("/api/games", gameDayRoutes);
api.route("/api/games", gameRoutes);
api.route("/api/venue-aliases", venueAliasRoutes);
api.route("/api/places", placeRoutes);
api.route("/api/feeds", feedRoutes);
api.route("/api/notifications", notificationRoutes);
api.route("/", calendarRoutes);

let document: OpenAPIV3_1.Document | undefined;

/** The API's OpenAPI document, read from its routes' declarations once per isolate. */
export function apiDocument(): OpenAPIV3_1.Document {
  document ??= openApiDocument(documentedRoutes());
  return document;
}

/** Every documented route: each Hono route's declaration, and better-auth's endpoints. */
export function documentedRoutes(): RouteDoc[] {
  return [...declaredEndpoints(api), ...authEndpointDocs];
}

api.all(
  "/api/*",
  onEveryPath<Handler<AppBindings>>((c) =>
    apiErrorResponse(c, toApiError(notFound(`No API route for ${c.req.method} ${c.req.path}`))),
  ),
);

api.onError((error, c) => {
  if (error instanceof ApiError) return apiErrorResponse(c, error);
  if (error instanceof HTTPException && isErrorStatus(error.status)) {
    return c.json(errorBody(httpExceptionCode(error.status), error.message || "Bad request"), error.status);
  }
  console.error("Unhandled API error", error);
  return c.json(errorBody("internal_error", "Something went wrong. Please try again."), 500);
});
