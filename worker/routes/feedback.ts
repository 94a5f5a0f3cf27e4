import { Hono } from "hono";
import { FeedbackSchema } from "../../core/validation/feedback";
import type { AppBindings } from "../bindings";
import { submitFeedback } from "../feedback/feedback.server";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { getCurrentUser } from "../users/current-user.server";

export const feedbackRoutes = new Hono<AppBindings>().post("/", validate("json", FeedbackSchema), async (c) => {
  const services = c.var.services;
  const headers = c.req.raw.headers;
  const user = await getCurrentUser(services, headers);
  const outcome = await submitFeedback(services, c.req.valid("json"), { userId: user?.id ?? null, headers });
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ feedback: { id: outcome.id, status: "new" } }, 201);
});
