import { Hono } from "hono";
import { CONTACT_ROLES } from "../../core/contacts/limits";
import { CONTACT_TEXT } from "../../core/contacts/messages";
import { Id } from "../../core/openapi/responses";
import { ContactInputSchema } from "../../core/validation/contacts";
import { z } from "../../core/zod";
import { deleteContact, listContacts, saveContact } from "../contacts/contacts.server";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { endpoint } from "../openapi/endpoint";
import { ok } from "../openapi/route-doc";

// The signed-in person's contacts: private, never in any other person's or any public answer.

export const ContactSchema = z
  .object({
    id: Id,
    name: z.string(),
    role: z.enum(CONTACT_ROLES).meta({ description: "A partner (crew), a gym's site contact, or an assigner" }),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    arenaId: z.string().nullable().meta({ description: "The gym of a site contact" }),
    arenaName: z.string().nullable(),
    payer: z.string().nullable().meta({ description: "An assigner's payer or calendar, as the games name it" }),
  })
  .meta({ id: "Contact" });

const CONTACT_EXAMPLE = {
  id: "3c2d6b1e-8f5a-4d0b-9c7e-2a1b4c6d8e0f",
  name: "Jane Doe",
  role: "crew" as const,
  phone: "(317) 555-0142",
  email: null,
  arenaId: null,
  arenaName: null,
  payer: null,
};

export const myContactRoutes = new Hono<AppBindings>()
  .get(
    "/",
    endpoint({
      tag: "Contacts",
      summary: "My contacts",
      description: "The caller's partners, site contacts and assigners, by name.",
      access: "session",
      loginRequired: CONTACT_TEXT.loginRequired,
      responses: {
        200: ok(z.object({ contacts: z.array(ContactSchema) }), "The contacts", { contacts: [CONTACT_EXAMPLE] }),
      },
    }),
    async (c) => c.json({ contacts: await listContacts(c.var.ctx, c.var.user.id) }),
  )
  .put(
    "/",
    endpoint({
      tag: "Contacts",
      summary: "Save a contact",
      description:
        "A name with a `phone` or an `email` (or both). `role` `crew` (the default) matches every game whose crew names the person, case and spaces aside; `site` needs `arenaId` (every game at that gym); `assigner` needs `payer` (every game whose payer or calendar has that name). The same name in the same place again replaces the numbers. At most 300 contacts; writes share a budget of 60 per person every 5 minutes.",
      access: "session",
      loginRequired: CONTACT_TEXT.loginRequired,
      body: ContactInputSchema,
      bodyExample: { name: "Jane Doe", phone: "(317) 555-0142" },
      responses: { 200: ok(z.object({ contact: ContactSchema }), "Saved", { contact: CONTACT_EXAMPLE }) },
      errors: [404, 409, 429],
    }),
    async (c) => {
      const saved = await saveContact(c.var.ctx, c.var.user, c.req.valid("json"));
      if (!saved.ok) throw toApiError(saved);
      return c.json({ contact: saved.contact });
    },
  )
  .delete(
    "/:id",
    endpoint({
      tag: "Contacts",
      summary: "Remove a contact",
      access: "session",
      loginRequired: CONTACT_TEXT.loginRequired,
      params: { id: "The contact's id" },
      responses: { 204: { description: "Removed" } },
      errors: [404, 429],
    }),
    async (c) => {
      const removed = await deleteContact(c.var.ctx, c.var.user.id, c.req.param("id") ?? "");
      if (!removed.ok) throw toApiError(removed);
      return c.body(null, 204);
    },
  );
