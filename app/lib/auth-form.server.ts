import { data } from "react-router";
import type { AuthOutcome } from "~/worker/auth/accounts.server";
import { redirectWithToast } from "./toast.server";

export type AuthActionData = { error: string };

/** Turns a sign-in or sign-up outcome into the action's response. */
export function authFailure(outcome: Extract<AuthOutcome, { ok: false }>) {
  const headers: HeadersInit = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return data<AuthActionData>({ error: outcome.message }, { status: outcome.status, headers });
}

export function redirectSignedIn(to: string, message: string, setCookies: string[], secret: string) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(to, { type: "success", message }, { secret, headers });
}
