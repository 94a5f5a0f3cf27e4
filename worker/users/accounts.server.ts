import { APIError } from "better-auth/api";
import { AUTH_TEXT } from "../../core/auth/messages";
import { fail, kindOfStatus, type Result, rateLimited } from "../../core/failure";
import type { RateLimitRule } from "../../core/rate-limit-text";
import type { LoginInput, RegisterInput } from "../../core/validation/auth";
import type { AuthCtx } from "../auth/auth.server";
import { clientIp, hitRateLimit, limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";

// Per IP, more generous than the per-browser limit of 3: several officials share a gym's Wi-Fi.
// Per account as well, so guesses spread over many addresses still meet a limit; verification
// mails are limited per IP and per address (an hour), so nobody can flood an inbox.
export const AUTH_RATE_LIMITS = {
  signIn: { action: "sign-in", limit: 10 },
  signInAccount: { action: "sign-in-account", limit: 10 },
  signUp: { action: "sign-up", limit: 5 },
  changePassword: { action: "change-password", limit: 5 },
  verificationMail: { action: "verification-mail", limit: 3 },
  verificationMailAddress: { action: "verification-mail-address", limit: 3, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimitRule>;

export type AuthOutcome = Result<{ setCookies: string[]; verificationPending?: boolean }>;

/** The better-auth error code of a failed call, whether it threw or answered with an error. */
async function errorCode(result: Response | unknown): Promise<{ status: number; code: string }> {
  if (result instanceof APIError) return { status: result.statusCode, code: String(result.body?.code ?? "") };
  if (result instanceof Response) {
    const body = (await result.json().catch(() => ({}))) as { code?: string };
    return { status: result.status, code: body.code ?? "" };
  }
  return { status: 500, code: "" };
}

async function call(run: () => Promise<Response>): Promise<Response | unknown> {
  try {
    return await run();
  } catch (error) {
    return error;
  }
}

export async function limitAuthAttempt(ctx: RateLimitsCtx, rule: RateLimitRule, headers: Headers) {
  return hitRateLimit(ctx.rateLimits, rule, clientIp(headers));
}

export async function signIn(ctx: RateLimitsCtx & AuthCtx, input: LoginInput, headers: Headers): Promise<AuthOutcome> {
  let limited = await limitAuthAttempt(ctx, AUTH_RATE_LIMITS.signIn, headers);
  if (limited.allowed) {
    limited = await hitRateLimit(ctx.rateLimits, AUTH_RATE_LIMITS.signInAccount, input.email);
  }
  const refused = limitOrFail(limited, AUTH_TEXT.signInRateLimited);
  if (refused) return refused;
  const result = await call(() =>
    ctx.auth().api.signInEmail({ body: { ...input, rememberMe: true }, headers, asResponse: true }),
  );
  if (result instanceof Response && result.ok) return { ok: true, setCookies: result.headers.getSetCookie() };
  const { status, code } = await errorCode(result);
  if (code === "INVALID_EMAIL_OR_PASSWORD") return fail("unauthorized", AUTH_TEXT.invalidCredentials);
  if (code === "EMAIL_NOT_VERIFIED") return fail("forbidden", AUTH_TEXT.emailNotConfirmed);
  if (status === 429) return rateLimited(AUTH_TEXT.signInRateLimited);
  console.error("sign-in failed", status, code);
  return fail(kindOfStatus(status), AUTH_TEXT.signInFailed);
}

export async function signUp(
  ctx: RateLimitsCtx & AuthCtx,
  input: RegisterInput,
  headers: Headers,
): Promise<AuthOutcome> {
  const refused = limitOrFail(
    await limitAuthAttempt(ctx, AUTH_RATE_LIMITS.signUp, headers),
    AUTH_TEXT.signUpRateLimited,
  );
  if (refused) return refused;
  const result = await call(() =>
    ctx.auth().api.signUpEmail({ body: { ...input, callbackURL: "/" }, headers, asResponse: true }),
  );
  if (result instanceof Response && result.ok) {
    const body = (await result.clone().json()) as { token: string | null };
    return { ok: true, setCookies: result.headers.getSetCookie(), verificationPending: !body.token };
  }
  const { status, code } = await errorCode(result);
  if (code.startsWith("USER_ALREADY_EXISTS")) return fail("conflict", AUTH_TEXT.alreadyRegistered);
  if (status === 429) return rateLimited(AUTH_TEXT.signUpRateLimited);
  console.error("sign-up failed", status, code);
  return fail(kindOfStatus(status), AUTH_TEXT.signUpFailed);
}
