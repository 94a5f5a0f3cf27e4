import type { AdminActionResult } from "~/app/components/admin/use-result-toast";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { type Failure, fail, unexpected } from "~/core/failure";
import { FEEDBACK_TEXT, feedbackStatusUpdated } from "~/core/feedback/messages";
import { FeedbackStatusSchema, FeedbackTypeSchema } from "~/core/validation/feedback";
import { getCtx } from "~/worker/context/request-context.server";
import { listFeedback, updateFeedbackStatus } from "~/worker/feedback/triage.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  // A filter value outside the enumerations (a hand-edited URL) means "all".
  const status = FeedbackStatusSchema.safeParse(params.get("status")).data;
  const type = FeedbackTypeSchema.safeParse(params.get("type")).data;
  const filters = { status: status ?? "", type: type ?? "" };
  try {
    const page = await listFeedback(getCtx(args.context), {
      status,
      type,
      cursor: params.get("cursor") ?? undefined,
    });
    return { ...page, filters, loadError: null };
  } catch (error) {
    console.error("feedback failed to load", error);
    return { items: [], nextCursor: null, filters, loadError: FEEDBACK_TEXT.loadFailed };
  }
}

// Every refusal reads 'Failed to update status' on the page; the API keeps the detail.
const failed = (failure: Failure) => failureData(failure, { ok: false as const, error: FEEDBACK_TEXT.updateFailed });

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const form = await args.request.formData();
  const status = FeedbackStatusSchema.safeParse(form.get("status"));
  if (form.get("intent") !== "status" || !status.success) {
    return failed(fail("invalid", FEEDBACK_TEXT.updateFailed));
  }
  try {
    const id = String(form.get("id") ?? "");
    const outcome = await updateFeedbackStatus(getCtx(args.context), admin, id, status.data);
    if (!outcome.ok) return failed(outcome);
    return { ok: true, message: feedbackStatusUpdated(outcome.status) } satisfies AdminActionResult;
  } catch (error) {
    console.error("feedback status update failed", error);
    return failed(unexpected(FEEDBACK_TEXT.updateFailed));
  }
}
