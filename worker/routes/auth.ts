import { Hono } from "hono";
import type { AppBindings } from "../app";
import { AUTH_RATE_LIMITS, limitAuthAttempt } from "../auth/accounts";
import { AUTH_TEXT } from "../auth/messages";
import { ApiError } from "../http/errors";
import type { RateLimitRule } from "../rate-limit";

const LIMITED_PATHS: Record<string, RateLimitRule> = {
  "/api/auth/sign-in/email": AUTH_RATE_LIMITS.signIn,
  "/api/auth/sign-up/email": AUTH_RATE_LIMITS.signUp,
  "/api/auth/change-password": AUTH_RATE_LIMITS.changePassword,
};

/** better-auth's endpoints behind our per-IP limits (the page forms apply the same limits). */
export const authRoutes = new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
  const rule = c.req.method === "POST" ? LIMITED_PATHS[c.req.path] : undefined;
  if (rule) {
    const limited = await limitAuthAttempt(c.var.services, rule, c.req.raw.headers);
    if (!limited.allowed) {
      throw new ApiError(429, "rate_limited", AUTH_TEXT.tooManyAttempts, {
        "Retry-After": String(limited.retryAfterSeconds),
      });
    }
  }
  return c.var.services.auth().handler(c.req.raw);
});
