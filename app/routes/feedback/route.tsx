import { Form, useLocation } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { Select } from "~/app/components/ui/select";
import { Textarea } from "~/app/components/ui/textarea";
import { getUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { lazyCheck } from "~/app/lib/lazy-check";
import { redirectWithToast } from "~/app/lib/toast.server";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { useOptionalUser } from "~/app/lib/user";
import { invalidInput, unexpected } from "~/core/failure";
import { FEEDBACK_TEXT } from "~/core/feedback/messages";
import { FeedbackSchema } from "~/core/validation/feedback";
import { FEEDBACK_MAX_LENGTH } from "~/core/validation/limits";
import { getServices } from "~/worker/context.server";
import { submitFeedback } from "~/worker/feedback/feedback.server";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Submit Feedback · Tipoff" },
    { name: "description", content: "Suggest a feature, report a bug or tell us anything about Tipoff." },
  ];
}

const TYPE_LABELS = { feature: "Feature request", bug: "Bug report", other: "Other" } as const;

export async function action(args: Route.ActionArgs) {
  const services = getServices(args.context);
  const form = await args.request.formData();
  // What was typed goes back with any refusal, so a form sent without JavaScript keeps it.
  const values = { type: String(form.get("type") ?? ""), content: String(form.get("content") ?? "") };
  const parsed = FeedbackSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { values });
  try {
    const user = await getUser(args);
    const outcome = await submitFeedback(services, parsed.data, {
      userId: user?.id ?? null,
      headers: args.request.headers,
    });
    if (!outcome.ok) return failureData(outcome, { values });
  } catch (error) {
    console.error("feedback action failed", error);
    return failureData(unexpected(FEEDBACK_TEXT.submitFailed), { values, formError: FEEDBACK_TEXT.formFailed });
  }
  const toastMessage = { type: "success" as const, message: FEEDBACK_TEXT.submitted };
  return redirectWithToast("/feedback", toastMessage, { secret: services.config.authSecret });
}

const feedbackCheck = lazyCheck(() => import("~/core/validation/feedback").then((module) => module.FeedbackSchema));

export default function Feedback({ actionData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const location = useLocation();
  const { onSubmit, onFocus, error, busy } = useFormValidation(feedbackCheck, { limit: "feedback", actionData });
  const typed = actionData?.values;
  return (
    <Page title="Submit Feedback" lead="Tell us what would make Tipoff better, or what went wrong.">
      <Card className="max-w-2xl">
        <CardContent className="pt-4 sm:pt-5">
          {/* A new key after each successful send remounts the form, so it starts empty again. */}
          <Form
            key={location.key}
            method="post"
            noValidate
            onSubmit={onSubmit}
            onFocus={onFocus}
            className="flex flex-col gap-4"
          >
            <FormError message={error} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="feedback-type" className="text-sm font-medium">
                Type
              </label>
              <Select id="feedback-type" name="type" defaultValue={typed?.type || "feature"}>
                {Object.entries(TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="feedback-content" className="text-sm font-medium">
                Feedback
              </label>
              <Textarea
                id="feedback-content"
                name="content"
                defaultValue={typed?.content}
                rows={6}
                maxLength={FEEDBACK_MAX_LENGTH}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby="feedback-hint"
                placeholder="At least 10 characters"
              />
              <p id="feedback-hint" className="text-sm text-muted-foreground">
                10 to {FEEDBACK_MAX_LENGTH} characters.
                {user ? null : " You are not logged in, so your feedback is sent without your name."}
              </p>
            </div>
            <Button type="submit" size="lg" className="sm:self-start" disabled={busy}>
              {busy ? "Submitting..." : "Submit Feedback"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Page>
  );
}
