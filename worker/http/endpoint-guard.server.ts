import type { z } from "zod";
import { AUTH_TEXT } from "../../core/auth/messages";
import { fail, invalidInput, type Result } from "../../core/failure";
import {
  ApiChangePasswordSchema,
  DeleteAccountApiSchema,
  LoginSchema,
  ProfileNameSchema,
  RegisterSchema,
  VerificationEmailSchema,
} from "../../core/validation/auth";
import {
  clientIp,
  hitRateLimit,
  limitOrFail,
  type RateLimitResult,
  type RateLimitsCtx,
} from "../platform/rate-limit.server";
import { AUTH_RATE_LIMITS } from "../users/accounts.server";

/** What a guard decides about one call to better-auth's HTTP endpoints: go on (with the checked body) or refuse. */
export type GuardDecision = Result<{ body?: Record<string, unknown> }>;

type Guard = {
  /** The app's own schema: better-auth sees only what it accepts, sanitised. */
  schema?: z.ZodType<Record<string, unknown>>;
  /** Per-IP and per-account limits, checked after the body is valid. */
  limits?: (ctx: RateLimitsCtx, ip: string, body: Record<string, unknown>) => Promise<RateLimitResult>;
};

const perIp = (rule: (typeof AUTH_RATE_LIMITS)[keyof typeof AUTH_RATE_LIMITS]) => (ctx: RateLimitsCtx, ip: string) =>
  hitRateLimit(ctx.rateLimits, rule, ip);

async function firstRefusal(checks: Array<() => Promise<RateLimitResult>>): Promise<RateLimitResult> {
  for (const check of checks) {
    const result = await check();
    if (!result.allowed) return result;
  }
  return { allowed: true };
}

const emailOf = (body: Record<string, unknown>) => String(body.email ?? "").toLowerCase();

/**
 * The only better-auth endpoints reachable over HTTP, each behind the same rules as the app's own
 * forms. Anything else better-auth offers (password reset, e-mail change, session lists …) is not
 * used by Tipoff and answers 404, so no unchecked path into the accounts table remains.
 */
const GUARDS: Record<string, Guard> = {
  "POST /sign-up/email": { schema: RegisterSchema, limits: perIp(AUTH_RATE_LIMITS.signUp) },
  "POST /sign-in/email": {
    schema: LoginSchema,
    limits: (ctx, ip, body) =>
      firstRefusal([
        () => hitRateLimit(ctx.rateLimits, AUTH_RATE_LIMITS.signIn, ip),
        () => hitRateLimit(ctx.rateLimits, AUTH_RATE_LIMITS.signInAccount, emailOf(body)),
      ]),
  },
  "POST /sign-out": {},
  "GET /get-session": {},
  "GET /verify-email": {},
  "POST /send-verification-email": {
    schema: VerificationEmailSchema,
    limits: (ctx, ip, body) =>
      firstRefusal([
        () => hitRateLimit(ctx.rateLimits, AUTH_RATE_LIMITS.verificationMail, ip),
        () => hitRateLimit(ctx.rateLimits, AUTH_RATE_LIMITS.verificationMailAddress, emailOf(body)),
      ]),
  },
  "POST /update-user": { schema: ProfileNameSchema },
  "POST /change-password": { schema: ApiChangePasswordSchema, limits: perIp(AUTH_RATE_LIMITS.changePassword) },
  "POST /delete-user": { schema: DeleteAccountApiSchema, limits: perIp(AUTH_RATE_LIMITS.changePassword) },
};

/** "METHOD /path" of every better-auth endpoint reachable over HTTP (the authorization matrix lists each). */
export const AUTH_ENDPOINTS = Object.keys(GUARDS);

/** Checks one HTTP call to better-auth (`path` is relative to /api/auth). */
export async function guardAuthEndpoint(
  ctx: RateLimitsCtx,
  request: Pick<Request, "method" | "headers" | "json">,
  path: string,
): Promise<GuardDecision> {
  const guard = GUARDS[`${request.method} ${path}`];
  if (!guard) return fail("not_found", `No API route for ${request.method} /api/auth${path}`);
  let body: Record<string, unknown> = {};
  if (guard.schema) {
    const raw: unknown = await request.json().catch(() => undefined);
    const parsed = guard.schema.safeParse(raw ?? {});
    if (!parsed.success) return invalidInput(parsed.error);
    body = parsed.data;
  }
  const limited: RateLimitResult = guard.limits
    ? await guard.limits(ctx, clientIp(request.headers), body)
    : { allowed: true };
  const refused = limitOrFail(limited, AUTH_TEXT.tooManyAttempts);
  if (refused) return refused;
  return guard.schema ? { ok: true, body } : { ok: true };
}
