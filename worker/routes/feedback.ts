import { Hono } from "hono";
import type { AppBindings } from "../app";
import { submitFeedback } from "../feedback/feedback";
import { validate } from "../http/validate";
import { getCurrentUser } from "../users/current-user";
import { FeedbackSchema } from "../validation/feedback";

export const feedbackRoutes = new Hono<AppBindings>().post("/", validate("json", FeedbackSchema), async (c) => {
  const services = c.var.services;
  const user = await getCurrentUser(services, c.req.raw.headers);
  const created = await submitFeedback(services, c.req.valid("json"), user?.id ?? null);
  return c.json({ feedback: created }, 201);
});
