import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { Field, FormError } from "~/app/components/ui/field";
import { Textarea } from "~/app/components/ui/textarea";
import { tryClientAttempt } from "~/app/lib/client-rate-limit";
import { CONTACT_EMAIL, CONTACT_RESPONSE_HOURS } from "~/app/lib/site";
import { redirectWithToast } from "~/app/lib/toast.server";
import { useErrorToast } from "~/app/lib/use-action-toast";
import { sendContactMessage, visitorIdFrom } from "~/worker/contact/contact.server";
import { CONTACT_TEXT } from "~/worker/contact/messages";
import { getServices } from "~/worker/context.server";
import { CONTACT_LIMITS, type ContactField, ContactSchema, contactFieldErrors } from "~/worker/validation/contact";
import type { Route } from "./+types/contact";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Contact Us · Tipoff" },
    {
      name: "description",
      content: `Write to the Tipoff team. We aim to respond within ${CONTACT_RESPONSE_HOURS} hours.`,
    },
  ];
}

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;
type ActionData = { error: string; fields?: Errors; values: Values };

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const FIELD_ORDER: readonly ContactField[] = ["name", "email", "subject", "message"];
const VISITOR_KEY = "tipoff:visitor-session";

function valuesFrom(form: FormData): Values {
  const text = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData();
  const values = valuesFrom(form);
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const fields = contactFieldErrors(parsed.error);
    return data<ActionData>({ error: Object.values(fields)[0] ?? CONTACT_TEXT.sendFailed, fields, values }, 400);
  }
  try {
    const outcome = await sendContactMessage(services, parsed.data, {
      headers: request.headers,
      visitorId: visitorIdFrom(form.get("visitorId")),
    });
    if (!outcome.ok) {
      const headers = { "Retry-After": String(outcome.retryAfterSeconds) };
      return data<ActionData>({ error: CONTACT_TEXT.rateLimited, values }, { status: 429, headers });
    }
  } catch (error) {
    console.error("contact action failed", error);
    return data<ActionData>({ error: CONTACT_TEXT.sendFailed, values }, 500);
  }
  // Success: home, with the toast; the form is gone and starts empty next time.
  const toastMessage = { type: "success" as const, message: CONTACT_TEXT.sent };
  return redirectWithToast("/", toastMessage, { secret: services.config.authSecret });
}

/** The visitor session id (spec section 5): one per browser tab session, kept in sessionStorage. */
function useVisitorSessionId(): string {
  const [id, setId] = useState("");
  useEffect(() => {
    try {
      const existing = sessionStorage.getItem(VISITOR_KEY);
      const next = existing ?? crypto.randomUUID();
      if (!existing) sessionStorage.setItem(VISITOR_KEY, next);
      setId(next);
    } catch {
      // Storage blocked: the server's per-IP limit still applies.
    }
  }, []);
  return id;
}

function validate(values: Values): Errors {
  const parsed = ContactSchema.safeParse(values);
  return parsed.success ? {} : contactFieldErrors(parsed.error);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const visitorId = useVisitorSessionId();
  const [values, setValues] = useState<Values>(actionData?.values ?? EMPTY);
  const [errors, setErrors] = useState<Errors>(actionData?.fields ?? {});
  // The spec: validate on submit, then again on each change.
  const [validateOnChange, setValidateOnChange] = useState(Boolean(actionData?.fields));
  const [formError, setFormError] = useState<string | null>(null);
  useErrorToast(actionData);

  useEffect(() => {
    if (actionData?.fields) setErrors(actionData.fields);
  }, [actionData]);

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (validateOnChange) setErrors(validate(next));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const found = validate(values);
    setErrors(found);
    setValidateOnChange(true);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      setFormError(null);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const attempt = tryClientAttempt("contact");
    setFormError(attempt.allowed ? null : attempt.message);
    if (!attempt.allowed) {
      event.preventDefault();
      toast.error(attempt.message);
    }
  }

  return (
    <Page title="Contact Us">
      <p className="-mt-4 flex flex-wrap items-center gap-2 text-muted-foreground">
        <Mail className="size-4 shrink-0 text-primary" aria-hidden />
        Email us at
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-primary underline">
          {CONTACT_EMAIL}
        </a>
      </p>
      <p className="mt-1 text-muted-foreground">We aim to respond within {CONTACT_RESPONSE_HOURS} hours</p>
      <Card className="mt-6 max-w-2xl">
        <CardContent className="pt-4 sm:pt-5">
          <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <input type="hidden" name="visitorId" value={visitorId} />
            <FormError message={formError ?? (actionData && !actionData.fields ? actionData.error : null)} />
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name.max}
              value={values.name}
              onChange={(event) => change("name", event.target.value)}
              error={errors.name}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email.max}
              value={values.email}
              onChange={(event) => change("email", event.target.value)}
              error={errors.email}
            />
            <Field
              label="Subject"
              name="subject"
              maxLength={CONTACT_LIMITS.subject.max}
              value={values.subject}
              onChange={(event) => change("subject", event.target.value)}
              error={errors.subject}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="field-message" className="text-sm font-medium">
                Message
              </label>
              <Textarea
                id="field-message"
                name="message"
                rows={7}
                maxLength={CONTACT_LIMITS.message.max}
                value={values.message}
                onChange={(event) => change("message", event.target.value)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? "field-message-error" : undefined}
              />
              {errors.message ? (
                <p id="field-message-error" className="text-sm font-medium text-destructive">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="sm:self-start" disabled={busy}>
              {busy ? "Sending..." : "Send Message"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Page>
  );
}
