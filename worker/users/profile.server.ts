import { APIError } from "better-auth/api";
import { AUTH_TEXT } from "../../core/auth/messages";
import { fail, kindOfStatus, type Result } from "../../core/failure";
import { PROFILE_TEXT } from "../../core/users/messages";
import type { ChangePasswordInput } from "../../core/validation/auth";
import type { AuthCtx } from "../auth/auth.server";
import { limitOrFail, type RateLimitsCtx } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { accountDeleted } from "../public-data/writes.server";
import { AUTH_RATE_LIMITS, limitAuthAttempt } from "./accounts.server";

export type ProfileOutcome = Result<{ setCookies: string[] }>;

async function run(call: () => Promise<Response>): Promise<ProfileOutcome> {
  try {
    const response = await call();
    if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return failure(response.status, body.code ?? "");
  } catch (error) {
    if (error instanceof APIError) return failure(error.statusCode, String(error.body?.code ?? ""));
    throw error;
  }
}

function failure(status: number, code: string): ProfileOutcome {
  if (code === "INVALID_PASSWORD" || code === "INVALID_EMAIL_OR_PASSWORD") {
    return fail("invalid", PROFILE_TEXT.wrongPassword);
  }
  console.error("profile update failed", status, code);
  return fail(kindOfStatus(status), PROFILE_TEXT.updateFailed);
}

export function updateName(ctx: AuthCtx, name: string, headers: Headers): Promise<ProfileOutcome> {
  return run(() => ctx.auth().api.updateUser({ body: { name }, headers, asResponse: true }));
}

/** Changes the password (current one required) and signs out every other session. */
export async function changePassword(
  ctx: AuthCtx & RateLimitsCtx,
  input: ChangePasswordInput,
  headers: Headers,
): Promise<ProfileOutcome> {
  const refused = limitOrFail(
    await limitAuthAttempt(ctx, AUTH_RATE_LIMITS.changePassword, headers),
    AUTH_TEXT.tooManyAttempts,
  );
  if (refused) return refused;
  return run(() =>
    ctx.auth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      asResponse: true,
    }),
  );
}

/**
 * Deletes the account after checking the password: favorites and sessions go, arenas stay without
 * a creator, and public pages that counted the person's confirmations are read afresh. Wrong passwords meet the change-password limit, so neither form is a guessing oracle.
 */
export async function deleteAccount(
  ctx: AuthCtx & RateLimitsCtx & PublicPagesCtx,
  password: string,
  headers: Headers,
): Promise<ProfileOutcome> {
  const refused = limitOrFail(
    await limitAuthAttempt(ctx, AUTH_RATE_LIMITS.changePassword, headers),
    AUTH_TEXT.tooManyAttempts,
  );
  if (refused) return refused;
  const outcome = await run(() => ctx.auth().api.deleteUser({ body: { password }, headers, asResponse: true }));
  if (outcome.ok) await accountDeleted({ publicPages: ctx.publicPages });
  return outcome;
}
