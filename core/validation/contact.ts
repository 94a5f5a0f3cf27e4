import { CursorQuerySchema } from "../admin/pagination";
import { CONTACT_STATUSES } from "../domain";
import { z } from "../zod";
import { AUTH_MESSAGES, isValidEmail } from "./auth";
import { maxMessage, sanitizedWithin } from "./fields";
import { CONTACT_LIMITS } from "./limits";

// The contact form's messages, word for word. An empty field counts as too short, so it gets the
// minimum message rather than the generic "is required".
export const CONTACT_MESSAGES = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: maxMessage("Name", CONTACT_LIMITS.name.max),
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  emailTooLong: "Email address is too long",
  subjectTooShort: "Subject must be at least 5 characters",
  subjectTooLong: maxMessage("Subject", CONTACT_LIMITS.subject.max),
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: maxMessage("Message", CONTACT_LIMITS.message.max),
} as const;

function lengthBetween(min: number, max: number, tooShort: string, tooLong: string) {
  return sanitizedWithin(max, tooLong).pipe(z.string().min(min, tooShort).max(max, tooLong));
}

export const ContactSchema = z.object({
  name: lengthBetween(
    CONTACT_LIMITS.name.min,
    CONTACT_LIMITS.name.max,
    CONTACT_MESSAGES.nameTooShort,
    CONTACT_MESSAGES.nameTooLong,
  ),
  email: sanitizedWithin(CONTACT_LIMITS.email.max, CONTACT_MESSAGES.emailTooLong).superRefine((email, ctx) => {
    if (email.length > CONTACT_LIMITS.email.max)
      ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.emailTooLong });
    else if (!isValidEmail(email)) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.invalidEmail });
  }),
  subject: lengthBetween(
    CONTACT_LIMITS.subject.min,
    CONTACT_LIMITS.subject.max,
    CONTACT_MESSAGES.subjectTooShort,
    CONTACT_MESSAGES.subjectTooLong,
  ),
  message: lengthBetween(
    CONTACT_LIMITS.message.min,
    CONTACT_LIMITS.message.max,
    CONTACT_MESSAGES.messageTooShort,
    CONTACT_MESSAGES.messageTooLong,
  ),
});
export type ContactInput = z.infer<typeof ContactSchema>;
export type ContactField = keyof ContactInput;

export const ContactStatusSchema = z.enum(CONTACT_STATUSES, { error: "Choose unread, read or replied" });

export const ContactStatusUpdateSchema = z.object({ status: ContactStatusSchema });

export const ContactListQuerySchema = CursorQuerySchema.extend({ status: ContactStatusSchema.optional() });
