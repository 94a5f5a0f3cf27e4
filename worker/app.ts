import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppBindings } from "./bindings";
import { notFound } from "./failure";
import { checkHealth } from "./health.server";
import { apiBodyLimit } from "./http/body-limit";
import { ApiError, apiErrorResponse, errorBody, toApiError } from "./http/errors";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./routes/admin";
import { arenaMutationRoutes } from "./routes/arena-mutations";
import { arenaRoutes } from "./routes/arenas";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { favoriteRoutes } from "./routes/favorites";
import { feedbackRoutes } from "./routes/feedback";
import { meRoutes } from "./routes/me";
import { referenceRoutes } from "./routes/reference";
import { createServices } from "./services.server";

/** The JSON API alone (tests import it); worker/index.ts adds the React Router pages behind it. */
export const api = new Hono<AppBindings>();

api.use("*", securityHeaders);
api.use("/api/*", apiBodyLimit);
api.use("/api/*", sameOriginWrites);
api.use("*", async (c, next) => {
  c.set("services", createServices(c.env, c.req.raw));
  await next();
});

api.get("/api/health", async (c) => {
  const health = await checkHealth(c.var.services);
  return c.json(health, health.status === "ok" ? 200 : 503);
});

api.route("/api", referenceRoutes);
api.route("/api/auth", authRoutes);
api.route("/api/me", meRoutes);
api.route("/api/feedback", feedbackRoutes);
api.route("/api/contact", contactRoutes);
api.route("/api/admin", adminRoutes);
api.route("/api/arenas", arenaRoutes);
api.route("/api/arenas", arenaMutationRoutes);
api.route("/api/favorites", favoriteRoutes);

api.all("/api/*", (c) => apiErrorResponse(c, toApiError(notFound(`No API route for ${c.req.method} ${c.req.path}`))));

api.onError((error, c) => {
  if (error instanceof ApiError) return apiErrorResponse(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 400 ? "bad_request" : status === 401 ? "unauthorized" : "http_error";
    return c.json(errorBody(code, error.message || "Bad request"), status);
  }
  console.error("Unhandled API error", error);
  return c.json(errorBody("internal_error", "Something went wrong. Please try again."), 500);
});
