import { Form, Link } from "react-router";
import { AuthCard } from "~/app/components/auth/auth-card";
import { Button } from "~/app/components/ui/button";
import { Field, FormError } from "~/app/components/ui/field";
import { requireAnonymous } from "~/app/lib/auth.server";
import { redirectSignedIn } from "~/app/lib/auth-form.server";
import { failureData } from "~/app/lib/failure.server";
import { lazyCheck } from "~/app/lib/lazy-check";
import { safeRedirect } from "~/app/lib/safe-redirect";
import { typedIn, typedValues } from "~/app/lib/typed-values";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { useRedirectTo } from "~/app/lib/use-redirect-to";
import { AUTH_TEXT } from "~/core/auth/messages";
import { invalidInput, unexpected } from "~/core/failure";
import { LoginSchema } from "~/core/validation/auth";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "~/core/validation/limits";
import { getServices } from "~/worker/context.server";
import { signIn } from "~/worker/users/accounts.server";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Login · Tipoff" },
    { name: "description", content: "Log in to Tipoff to keep favorite arenas and add the gyms you know." },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData();
  const values = typedValues(form);
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { values });
  const outcome = await signIn(services, parsed.data, request.headers).catch((error: unknown) => {
    console.error("signIn action failed", error);
    return unexpected(AUTH_TEXT.formFailed);
  });
  if (!outcome.ok) return failureData(outcome, { values });
  const to = safeRedirect(form.get("redirectTo"));
  return redirectSignedIn(to, AUTH_TEXT.signInSuccess, outcome.setCookies, services.config.authSecret);
}

const loginCheck = lazyCheck(() => import("~/core/validation/auth").then((module) => module.LoginSchema));

export default function Login({ actionData }: Route.ComponentProps) {
  const { onSubmit, onFocus, error, busy } = useFormValidation(loginCheck, { limit: "auth", actionData });
  const { redirectTo, hrefWithRedirect } = useRedirectTo();
  const typed = typedIn(actionData);

  return (
    <AuthCard
      title="Login to Your Account"
      footer={
        <>
          Don't have an account?{" "}
          <Link to={hrefWithRedirect("/register")} className="font-medium text-primary underline">
            Register
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={error} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          defaultValue={typed?.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </Button>
      </Form>
    </AuthCard>
  );
}
