import { Hono } from "hono";
import { Id } from "../../core/openapi/responses";
import { FeedbackSchema } from "../../core/validation/feedback";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { submitFeedback } from "../feedback/feedback.server";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";

export const FeedbackCreatedSchema = z.object({ feedback: z.object({ id: Id, status: z.literal("new") }) });

export const feedbackRoutes = new Hono<AppBindings>().post(
  "/",
  endpoint({
    tag: "Feedback and contact",
    summary: "Send feedback",
    description: "Signed in, the feedback carries the user; otherwise its user is null. Limited per IP.",
    access: "optional-session",
    body: FeedbackSchema,
    bodyExample: { type: "bug", content: "The map pin for Value City Arena is off by a block." },
    responses: { 201: ok(FeedbackCreatedSchema, "Received") },
    errors: [429],
  }),
  async (c) => {
    const headers = c.req.raw.headers;
    const outcome = await submitFeedback(c.var.ctx, c.req.valid("json"), {
      userId: c.var.user?.id ?? null,
      headers,
    });
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ feedback: { id: outcome.id, status: "new" } }, 201);
  },
);
