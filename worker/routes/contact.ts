import { Hono } from "hono";
import { Id } from "../../core/openapi/responses";
import { ContactSchema } from "../../core/validation/contact";
import { z } from "../../core/zod";
import { sendContactMessage, visitorIdFrom } from "../contact/contact.server";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";

export const ContactCreatedSchema = z.object({ message: z.object({ id: Id, status: z.literal("unread") }) });

// The browser's visitor session id travels in a header for API callers (the form sends a field).
const VISITOR_HEADER = "x-visitor-id";

export const contactRoutes = new Hono<AppBindings>().post(
  "/",
  endpoint({
    tag: "Feedback and contact",
    summary: "Write to the team",
    description: "Limited per IP and per `X-Visitor-Id`.",
    access: "public",
    headers: [
      {
        name: "X-Visitor-Id",
        description: "The browser's visitor session id (a UUID), limited on its own",
        schema: z.uuid(),
      },
    ],
    body: ContactSchema,
    bodyExample: {
      name: "Pat Official",
      email: "pat@example.com",
      subject: "Parking",
      message: "Where do officials park at night games?",
    },
    responses: { 201: ok(ContactCreatedSchema, "Received, unread") },
    errors: [429],
  }),
  async (c) => {
    const headers = c.req.raw.headers;
    const outcome = await sendContactMessage(c.var.ctx, c.req.valid("json"), {
      headers,
      visitorId: visitorIdFrom(headers.get(VISITOR_HEADER)),
    });
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ message: { id: outcome.id, status: "unread" } }, 201);
  },
);
