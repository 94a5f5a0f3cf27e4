import { ContactSchema } from "../../core/validation/contact";
import { z } from "../../core/validation/zod";
import { ok, type RouteDoc } from "../openapi/route-doc";
import { ContactCreatedSchema } from "./contact.responses";

export const contactDocs: RouteDoc[] = [
  {
    route: "POST /api/contact",
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
  },
];
