import { CONTACT_LIMITS, CONTACT_ROLES } from "../contacts/limits";
import { CONTACT_TEXT } from "../contacts/messages";
import { phoneWithoutExtension } from "../contacts/phone";
import { z } from "../zod";
import { textField } from "./fields";

const T = CONTACT_TEXT;
const blankIsNull = (value: unknown) =>
  value === undefined || (typeof value === "string" && value.trim() === "") ? null : value;

/** A phone as people write it: digits with + ( ) - . spaces, an extension after "x"; 7 to 15 digits. */
export const PhoneSchema = z.preprocess(
  blankIsNull,
  z
    .string({ error: T.phoneInvalid })
    .trim()
    .max(CONTACT_LIMITS.phoneMax, T.phoneInvalid)
    .regex(/^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i, T.phoneInvalid)
    .refine((phone) => {
      const digits = phoneWithoutExtension(phone).replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, T.phoneInvalid)
    .nullable(),
);

export const ContactEmailSchema = z.preprocess(
  blankIsNull,
  z
    .string({ error: T.emailInvalid })
    .trim()
    .max(CONTACT_LIMITS.emailMax, T.emailInvalid)
    .pipe(z.email(T.emailInvalid))
    .nullable(),
);

/**
 * PUT /api/contacts and the contacts page's form: a name with a phone or an e-mail (or both). A site
 * contact names its gym; an assigner the payer or calendar their games carry. The same name again in
 * the same place replaces the earlier numbers.
 */
export const ContactInputSchema = z
  .object({
    name: textField(T.nameLabel, { max: CONTACT_LIMITS.nameMax, required: true }),
    phone: PhoneSchema.optional(),
    email: ContactEmailSchema.optional(),
    role: z.preprocess(blankIsNull, z.enum(CONTACT_ROLES).nullable()).optional(),
    arenaId: z.preprocess(blankIsNull, z.string().max(64).nullable()).optional(),
    payer: z.preprocess(blankIsNull, textField(T.payerLabel, { max: 80, required: false }).nullable()).optional(),
  })
  .superRefine((contact, ctx) => {
    if (!contact.phone && !contact.email) ctx.addIssue({ code: "custom", path: ["phone"], message: T.phoneOrEmail });
    if (contact.role === "site" && !contact.arenaId)
      ctx.addIssue({ code: "custom", path: ["arenaId"], message: T.arenaRequired });
    if (contact.role === "assigner" && !contact.payer)
      ctx.addIssue({ code: "custom", path: ["payer"], message: T.payerRequired });
  })
  .transform((contact) => ({
    name: contact.name,
    phone: contact.phone ?? null,
    email: contact.email ?? null,
    role: contact.role ?? "crew",
    arenaId: contact.role === "site" ? (contact.arenaId ?? null) : null,
    payer: contact.role === "assigner" ? (contact.payer ?? null) : null,
  }));
export type ContactInput = z.infer<typeof ContactInputSchema>;
