import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { Field, FormError, TextareaField } from "~/app/components/ui/field";
import { Mail } from "~/app/components/ui/icons/mail";
import { lazyCheck } from "~/app/lib/lazy-check";
import { CONTACT_EMAIL, CONTACT_RESPONSE_HOURS } from "~/app/lib/site";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { COMMON_TEXT } from "~/core/common-text";
import { CONTACT_LIMITS } from "~/core/validation/limits";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Contact Us · Tipoff" },
    {
      name: "description",
      content: `Write to the Tipoff team. We aim to respond within ${CONTACT_RESPONSE_HOURS} hours.`,
    },
  ];
}

const VISITOR_KEY = "tipoff:visitor-session";

/** The id the contact limit counts by: one per browser tab session, kept in sessionStorage. */
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

const contactCheck = lazyCheck(() => import("~/core/validation/contact").then((module) => module.ContactSchema));

export default function Contact({ actionData }: Route.ComponentProps) {
  const visitorId = useVisitorSessionId();
  // Checked on submit, then again on each change, so a fixed field clears its message at once.
  const { onSubmit, onChange, onFocus, error, fieldErrors, busy } = useFormValidation(contactCheck, {
    limit: "contact",
    actionData,
    perField: true,
  });
  const typed = actionData?.values;

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
          <Form
            method="post"
            noValidate
            onSubmit={onSubmit}
            onChange={onChange}
            onFocus={onFocus}
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="visitorId" value={visitorId} />
            <FormError message={error} />
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name.max}
              defaultValue={typed?.name}
              error={fieldErrors.name?.[0]}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email.max}
              defaultValue={typed?.email}
              error={fieldErrors.email?.[0]}
            />
            <Field
              label="Subject"
              name="subject"
              maxLength={CONTACT_LIMITS.subject.max}
              defaultValue={typed?.subject}
              error={fieldErrors.subject?.[0]}
            />
            <TextareaField
              label="Message"
              name="message"
              rows={7}
              maxLength={CONTACT_LIMITS.message.max}
              defaultValue={typed?.message}
              error={fieldErrors.message?.[0]}
            />
            <Button type="submit" size="lg" className="sm:self-start" disabled={busy}>
              {busy ? COMMON_TEXT.sending : "Send Message"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Page>
  );
}
