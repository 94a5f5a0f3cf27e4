import { Form, Link } from "react-router";
import { AuthCard } from "~/app/components/auth/auth-card";
import { NewPasswordField } from "~/app/components/auth/new-password-field";
import { Button } from "~/app/components/ui/button";
import { Field, FormError } from "~/app/components/ui/field";
import { lazyCheck } from "~/app/lib/lazy-check";
import { typedIn } from "~/app/lib/typed-values";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { useRedirectTo } from "~/app/lib/use-redirect-to";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "~/core/validation/limits";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Register · Tipoff" },
    { name: "description", content: "Create a free Tipoff account to save favorite arenas and add new ones." },
  ];
}

const registerCheck = lazyCheck(() => import("~/core/validation/auth").then((module) => module.RegisterSchema));

export default function Register({ actionData }: Route.ComponentProps) {
  const { onSubmit, onFocus, error, busy } = useFormValidation(registerCheck, { limit: "auth", actionData });
  const typed = typedIn(actionData);
  const { redirectTo, hrefWithRedirect } = useRedirectTo();

  return (
    <AuthCard
      title="Create Your Account"
      footer={
        <>
          Already have an account?{" "}
          <Link to={hrefWithRedirect("/login")} className="font-medium text-primary underline">
            Login
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={error} />
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          required
          defaultValue={typed?.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          defaultValue={typed?.email}
        />
        <NewPasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Creating account..." : "Create Account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
