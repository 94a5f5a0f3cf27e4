import { Hono } from "hono";
import { type ErrorStatus, errorBodyFor, Id } from "../../core/openapi/responses";
import {
  ChangePasswordSchema,
  DeleteAccountApiSchema,
  LoginSchema,
  ProfileNameSchema,
  RegisterSchema,
  VerificationEmailSchema,
} from "../../core/validation/auth";
import { z } from "../../core/zod";
import type { AppBindings } from "../context/bindings";
import { guardAuthEndpoint } from "../http/endpoint-guard.server";
import { toApiError } from "../http/errors";
import { ok, type ResponseDoc, type RouteDoc } from "../openapi/route-doc";

/**
 * better-auth's HTTP endpoints, each behind the app's own schemas and limits (the page forms
 * apply the same ones); endpoints the app does not use answer 404.
 */
export const authRoutes = new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
  const path = c.req.path.slice("/api/auth".length);
  const decision = await guardAuthEndpoint(c.var.ctx, c.req.raw.clone(), path);
  if (!decision.ok) throw toApiError(decision);
  const request = decision.body
    ? new Request(c.req.raw, { body: JSON.stringify(decision.body), headers: jsonHeaders(c.req.raw.headers) })
    : c.req.raw;
  return c.var.ctx.auth().handler(request);
});

function jsonHeaders(original: Headers): Headers {
  const headers = new Headers(original);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return headers;
}

// What better-auth answers.

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

// better-auth's endpoints that Tipoff opens (AUTH_ENDPOINTS), served by the route below, described here. Our guard
// answers invalid input (400) and limits (429) in the API's error shape; better-auth's own refusals
// keep its `{ code, message }`.

const TAG = "Accounts (better-auth)";

/** A refusal that comes either from our guard or from better-auth itself. */
const refusal = (status: ErrorStatus, description: string): ResponseDoc => ({
  description,
  body: z.union([errorBodyFor(status), AuthErrorSchema]),
});

const signedIn = {
  401: { description: "Not signed in (better-auth's answer)", body: AuthErrorSchema },
} satisfies Record<number, ResponseDoc>;

/** better-auth refuses a POST that carries no Origin of ours (browsers always send one). */
const ORIGIN_REFUSED: ResponseDoc = { description: "No or a foreign `Origin` header", body: AuthErrorSchema };

const docs: RouteDoc[] = [
  {
    route: "POST /api/auth/sign-up/email",
    tag: TAG,
    summary: "Create an account",
    description:
      "The registration form's rules (password strength, name ≤ 100). Where e-mail verification is on, no session is started until the address is confirmed. Limited per IP.",
    access: "public",
    body: RegisterSchema,
    bodyExample: { name: "Pat Official", email: "pat@example.com", password: "Str0ng!Passw0rd" },
    responses: {
      200: ok(AuthSessionSchema, "Created; the session cookie is set unless verification is required"),
      422: refusal(422, "An account with this address exists"),
    },
    errors: [429],
  },
  {
    route: "POST /api/auth/sign-in/email",
    tag: TAG,
    summary: "Sign in",
    description: "Sets the session cookie. Limited per IP and per address.",
    access: "public",
    body: LoginSchema,
    bodyExample: { email: "pat@example.com", password: "Str0ng!Passw0rd" },
    responses: {
      200: ok(AuthSessionSchema, "Signed in"),
      401: refusal(401, "Wrong address or password"),
      403: refusal(403, "The address is not verified yet, or no `Origin` header of ours"),
    },
    errors: [429],
  },
  {
    route: "POST /api/auth/sign-out",
    tag: TAG,
    summary: "Sign out",
    access: "public",
    responses: { 200: ok(AuthSuccessSchema, "Signed out; the cookie is cleared") },
  },
  {
    route: "GET /api/auth/get-session",
    tag: TAG,
    summary: "The current session",
    access: "optional-session",
    responses: { 200: ok(GetSessionSchema, "The session and its user, or null") },
  },
  {
    route: "GET /api/auth/verify-email",
    tag: TAG,
    summary: "Confirm an e-mail address (the link in the mail)",
    access: "public",
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    responses: {
      200: ok(AuthStatusSchema, "Confirmed"),
      302: { description: "Confirmed, or refused with `?error=`, and sent on to `callbackURL`" },
      401: refusal(401, "The token is invalid or expired"),
    },
  },
  {
    route: "POST /api/auth/send-verification-email",
    tag: TAG,
    summary: "Send the confirmation mail again",
    description: "Limited per IP and per address; the answer does not say whether an account exists.",
    access: "optional-session",
    body: VerificationEmailSchema,
    bodyExample: { email: "pat@example.com" },
    responses: { 200: ok(AuthStatusSchema, "Sent, if there is anything to send"), 400: refusal(400, "Invalid input") },
    errors: [429],
  },
  {
    route: "POST /api/auth/update-user",
    tag: TAG,
    summary: "Change my name",
    access: "session",
    body: ProfileNameSchema,
    bodyExample: { name: "Pat Official" },
    responses: { 200: ok(AuthStatusSchema, "Saved"), ...signedIn },
  },
  {
    route: "POST /api/auth/change-password",
    tag: TAG,
    summary: "Change my password",
    description: "The profile form's rules; every other session is signed out. Limited per IP.",
    access: "session",
    body: z.object({
      currentPassword: ChangePasswordSchema.shape.currentPassword,
      newPassword: ChangePasswordSchema.shape.newPassword,
    }),
    bodyExample: { currentPassword: "Str0ng!Passw0rd", newPassword: "N3w!Passw0rd-2026" },
    responses: {
      200: ok(AuthSessionSchema, "Changed; a new session cookie is set"),
      400: refusal(400, "Invalid input, or the current password is wrong"),
      ...signedIn,
    },
    errors: [429],
  },
  {
    route: "POST /api/auth/delete-user",
    tag: TAG,
    summary: "Delete my account",
    description: "Needs the password. The account's arenas stay, without their creator. Limited per IP.",
    access: "session",
    body: DeleteAccountApiSchema,
    bodyExample: { password: "Str0ng!Passw0rd" },
    responses: {
      200: ok(AuthSuccessSchema.extend({ message: z.string().optional() }), "Deleted; the cookie is cleared"),
      400: refusal(400, "Invalid input, or the password is wrong"),
      ...signedIn,
    },
    errors: [429],
  },
];

export const authEndpointDocs: RouteDoc[] = docs.map((doc) =>
  doc.route.startsWith("POST ") ? { ...doc, responses: { 403: ORIGIN_REFUSED, ...doc.responses } } : doc,
);
