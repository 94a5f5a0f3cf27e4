import { FeedbackSchema } from "../../core/validation/feedback";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { FeedbackCreatedSchema } from "./feedback.responses";

export const feedbackDocs: RouteDoc[] = [
  {
    route: "POST /api/feedback",
    tag: "Feedback and contact",
    summary: "Send feedback",
    description: "Signed in, the feedback carries the user; otherwise its user is null. Limited per IP.",
    access: "optional-session",
    body: FeedbackSchema,
    bodyExample: { type: "bug", content: "The map pin for Value City Arena is off by a block." },
    responses: { 201: ok(FeedbackCreatedSchema, "Received") },
    errors: [429],
  },
];
