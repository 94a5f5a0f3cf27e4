import { redirect } from "react-router";
import { refuseCrossOrigin } from "~/app/lib/same-origin.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { AUTH_TEXT } from "~/core/auth/messages";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const ctx = getCtx(context);
  const secret = ctx.config.authSecret;
  try {
    const response = await ctx.auth().api.signOut({ headers: request.headers, asResponse: true });
    if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    // better-auth clears the cookie even when revoking the stored session failed; a session that
    // still answers would stay usable by anyone holding the token, so that is a failure.
    if (await ctx.auth().api.getSession({ headers: request.headers })) {
      throw new Error("the session is still valid after sign-out");
    }
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirectWithToast("/", { type: "success", message: AUTH_TEXT.signOutSuccess }, { secret, headers });
  } catch (error) {
    console.error("Sign-out failed", error);
    return redirectWithToast("/", { type: "error", message: AUTH_TEXT.signOutFailed }, { secret });
  }
}
