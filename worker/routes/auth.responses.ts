import { Id } from "../../core/openapi/responses";
import { z } from "../../core/validation/zod";

// What better-auth answers, as documented (./auth.openapi).

/** better-auth's own refusals (a wrong password, an expired token) keep its shape. */
export const AuthErrorSchema = z
  .looseObject({ code: z.string().optional(), message: z.string() })
  .meta({ id: "AuthError", description: "better-auth's own error shape" });

const AuthUser = z.looseObject({ id: Id, name: z.string(), email: z.string(), emailVerified: z.boolean() });

export const AuthSessionSchema = z
  .looseObject({ token: z.string().nullable().optional(), user: AuthUser })
  .meta({ description: "The signed-in user; the session itself travels in the cookie" });
export const AuthStatusSchema = z.looseObject({ status: z.boolean() });
export const AuthSuccessSchema = z.looseObject({ success: z.boolean() });
export const GetSessionSchema = z
  .looseObject({ session: z.looseObject({ expiresAt: z.string() }), user: AuthUser })
  .nullable();
