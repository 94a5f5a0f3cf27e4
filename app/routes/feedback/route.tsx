import { Form, useLocation } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { FormError } from "~/app/components/ui/field";
import { Select } from "~/app/components/ui/select";
import { Textarea } from "~/app/components/ui/textarea";
import { lazyCheck } from "~/app/lib/lazy-check";
import { useFormValidation } from "~/app/lib/use-form-validation";
import { useOptionalUser } from "~/app/lib/user";
import { FEEDBACK_MAX_LENGTH } from "~/core/validation/limits";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Submit Feedback · Tipoff" },
    { name: "description", content: "Suggest a feature, report a bug or tell us anything about Tipoff." },
  ];
}

const TYPE_LABELS = { feature: "Feature request", bug: "Bug report", other: "Other" } as const;

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
