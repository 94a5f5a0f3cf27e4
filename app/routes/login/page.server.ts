import { requireAnonymous } from "~/app/lib/auth.server";
import { redirectSignedIn } from "~/app/lib/auth-form.server";
import { failureData } from "~/app/lib/failure.server";
import { safeRedirect } from "~/app/lib/safe-redirect";
import { typedValues } from "~/app/lib/typed-values";
import { AUTH_TEXT } from "~/core/auth/messages";
import { invalidInput, unexpected } from "~/core/failure";
import { LoginSchema } from "~/core/validation/auth";
import { getCtx } from "~/worker/context/request-context.server";
import { signIn } from "~/worker/users/accounts.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getCtx(context);
  const form = await request.formData();
  const values = typedValues(form);
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { values });
  const outcome = await signIn(ctx, parsed.data, request.headers).catch((error: unknown) => {
    console.error("signIn action failed", error);
    return unexpected(AUTH_TEXT.formFailed);
  });
  if (!outcome.ok) return failureData(outcome, { values });
  const to = safeRedirect(form.get("redirectTo"));
  return redirectSignedIn(to, AUTH_TEXT.signInSuccess, outcome.setCookies, ctx.config.authSecret);
}
