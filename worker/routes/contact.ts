import { Hono } from "hono";
import { ContactSchema } from "../../core/validation/contact";
import type { AppBindings } from "../bindings";
import { sendContactMessage, visitorIdFrom } from "../contact/contact.server";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";

// The browser's visitor session id travels in a header for API callers (the form sends a field).
const VISITOR_HEADER = "x-visitor-id";

export const contactRoutes = new Hono<AppBindings>().post("/", validate("json", ContactSchema), async (c) => {
  const headers = c.req.raw.headers;
  const outcome = await sendContactMessage(c.var.services, c.req.valid("json"), {
    headers,
    visitorId: visitorIdFrom(headers.get(VISITOR_HEADER)),
  });
  if (!outcome.ok) throw toApiError(outcome);
  return c.json({ message: { id: outcome.id, status: "unread" } }, 201);
});
