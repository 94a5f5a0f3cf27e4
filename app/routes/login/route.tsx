import { Form, Link } from "react-router";
import { AuthCard } from "~/app/components/auth/auth-card";
import { Button } from "~/app/components/ui/button";
import { Field, FormError } from "~/app/components/ui/field";
import { lazyCheck } from "~/app/lib/lazy-check";
import { typedIn } from "~/app/lib/typed-values";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { useRedirectTo } from "~/app/lib/use-redirect-to";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "~/core/validation/limits";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Login · Tipoff" },
    { name: "description", content: "Log in to Tipoff to keep favorite arenas and add the gyms you know." },
  ];
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
