import { getUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { invalidInput, unexpected } from "~/core/failure";
import { FEEDBACK_TEXT } from "~/core/feedback/messages";
import { FeedbackSchema } from "~/core/validation/feedback";
import { getCtx } from "~/worker/context/request-context.server";
import { submitFeedback } from "~/worker/feedback/feedback.server";
import type { Route } from "./+types/route";

export async function action(args: Route.ActionArgs) {
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  // What was typed goes back with any refusal, so a form sent without JavaScript keeps it.
  const values = { type: String(form.get("type") ?? ""), content: String(form.get("content") ?? "") };
  const parsed = FeedbackSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failureData(invalidInput(parsed.error), { values });
  try {
    const user = await getUser(args);
    const outcome = await submitFeedback(ctx, parsed.data, {
      userId: user?.id ?? null,
      headers: args.request.headers,
    });
    if (!outcome.ok) return failureData(outcome, { values });
  } catch (error) {
    console.error("feedback action failed", error);
    return failureData(unexpected(FEEDBACK_TEXT.submitFailed), { values, formError: FEEDBACK_TEXT.formFailed });
  }
  const toastMessage = { type: "success" as const, message: FEEDBACK_TEXT.submitted };
  return redirectWithToast("/feedback", toastMessage, { secret: ctx.config.authSecret });
}
