import { requireAnonymous } from "~/app/lib/auth.server";
import { redirectSignedIn } from "~/app/lib/auth-form.server";
import { failureData } from "~/app/lib/failure.server";
import { safeRedirect } from "~/app/lib/safe-redirect";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { AUTH_TEXT } from "~/core/auth/messages";
import { invalidInput, unexpected } from "~/core/failure";
import { RegisterSchema } from "~/core/validation/auth";
import { getCtx } from "~/worker/context/request-context.server";
import { signUp } from "~/worker/users/accounts.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getCtx(context);
  const secret = ctx.config.authSecret;
  const form = await request.formData();
  const values = typedValues(form);
  const parsed = RegisterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { values });
  const outcome = await signUp(ctx, parsed.data, request.headers).catch((error: unknown) => {
    console.error("signUp action failed", error);
    return unexpected(AUTH_TEXT.formFailed);
  });
  if (!outcome.ok) return failureData(outcome, { values });
  if (outcome.verificationPending) {
    return redirectWithToast("/login", { type: "info", message: AUTH_TEXT.verifyEmailSent }, { secret });
  }
  return redirectSignedIn(safeRedirect(form.get("redirectTo")), AUTH_TEXT.signUpSuccess, outcome.setCookies, secret);
}
