import { z } from "../zod";
import { maxMessage, sanitizedWithin, textField } from "./fields";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import { checkPasswordStrength, PASSWORD_MESSAGES } from "./password-strength";

export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: PASSWORD_MESSAGES.length,
  weakPassword: "Password does not meet security requirements",
} as const;

// Deliberately simple: something@something.something, no spaces (docs/product.md, Input).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

const input = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

type Credentials = { email: string; password: string };

/** The strength checks in their fixed order (docs/product.md, Input); the first failure is the one message the form shows. */
function checkCredentials(values: Credentials & { name?: string }, ctx: z.RefinementCtx, register: boolean) {
  const missing = !values.email || !values.password || (register && !values.name);
  if (missing) {
    ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.fillAllFields, path: ["form"] });
    return;
  }
  if (!isValidEmail(values.email)) {
    ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.invalidEmail, path: ["email"] });
    return;
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.passwordTooShort, path: ["password"] });
    return;
  }
  if (values.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: "custom", message: maxMessage("Password", PASSWORD_MAX_LENGTH), path: ["password"] });
    return;
  }
  if (register && !checkPasswordStrength(values.password).isValid) {
    ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.weakPassword, path: ["password"] });
    return;
  }
  if (register && values.name && values.name.length > NAME_MAX_LENGTH) {
    ctx.addIssue({ code: "custom", message: maxMessage("Name", NAME_MAX_LENGTH), path: ["name"] });
  }
}

// Emails are trimmed and lower-cased; passwords are taken exactly as typed.
const emailInput = input.transform((value) => value.trim().toLowerCase());

export const LoginSchema = z
  .object({ email: emailInput, password: input })
  .superRefine((values, ctx) => checkCredentials(values, ctx, false));
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    name: sanitizedWithin(NAME_MAX_LENGTH, maxMessage("Name", NAME_MAX_LENGTH)),
    email: emailInput,
    password: input,
  })
  .superRefine((values, ctx) => checkCredentials(values, ctx, true));
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const PROFILE_MESSAGES = {
  currentPasswordRequired: "Current password is required",
  passwordsDoNotMatch: "The new passwords do not match",
} as const;

export const ProfileNameSchema = z.object({
  name: textField("Name", { min: 2, max: NAME_MAX_LENGTH, required: true }),
});

export const ChangePasswordSchema = z
  .object({ currentPassword: input, newPassword: input, confirmPassword: input })
  .superRefine((values, ctx) => {
    if (!values.currentPassword) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.currentPasswordRequired, path: ["currentPassword"] });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.passwordTooShort, path: ["newPassword"] });
      return;
    }
    if (values.newPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", message: maxMessage("Password", PASSWORD_MAX_LENGTH), path: ["newPassword"] });
      return;
    }
    if (!checkPasswordStrength(values.newPassword).isValid) {
      ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.weakPassword, path: ["newPassword"] });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.passwordsDoNotMatch, path: ["confirmPassword"] });
    }
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.object({
  password: input.refine((value) => value.length > 0, PROFILE_MESSAGES.currentPasswordRequired),
  confirm: z.literal("on", { error: "Tick the box to confirm" }),
});

/** better-auth's change-password over HTTP: the profile form's rules, without the confirmation field. */
export const ApiChangePasswordSchema = z
  .preprocess(
    (value) =>
      value && typeof value === "object" && "newPassword" in value
        ? { ...value, confirmPassword: value.newPassword }
        : value,
    ChangePasswordSchema,
  )
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword, revokeOtherSessions: true }));

export const DeleteAccountApiSchema = z.object({
  password: input.refine((value) => value.length > 0, PROFILE_MESSAGES.currentPasswordRequired),
});

export const VerificationEmailSchema = z.object({
  email: emailInput.refine(isValidEmail, AUTH_MESSAGES.invalidEmail),
});
