import type { AdminActionResult } from "~/app/components/admin/use-result-toast";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { SUGGESTION_STATUSES, type SuggestionStatus } from "~/core/domain";
import { type Failure, fail, invalidInput, unexpected } from "~/core/failure";
import { SUGGESTION_TEXT } from "~/core/suggestions/messages";
import { ApproveSuggestionSchema, RejectSuggestionSchema } from "~/core/validation/suggestions";
import { getCtx } from "~/worker/context/request-context.server";
import { approveSuggestion, listSuggestions, rejectSuggestion } from "~/worker/suggestions/suggestions.server";
import type { Route } from "./+types/route";

const PAGE_SIZE = 20;

const LOAD_FAILED = "Failed to load suggestions";

/** `?status=` picks the list; the review queue (pending) by default, "all" for every status. */
function statusFilter(url: URL): { status: SuggestionStatus | undefined; filter: string } {
  const value = url.searchParams.get("status") ?? "pending";
  const status = SUGGESTION_STATUSES.find((known) => known === value);
  return { status, filter: status ?? "all" };
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const { status, filter } = statusFilter(url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  try {
    const page = await listSuggestions(getCtx(args.context), { status, cursor, limit: PAGE_SIZE });
    return { ...page, filter, loadError: null };
  } catch (error) {
    console.error("suggestions failed to load", error);
    return { items: [], nextCursor: null, filter, loadError: LOAD_FAILED };
  }
}

const failed = (failure: Failure) => failureData(failure, { ok: false as const });

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  try {
    if (intent === "approve") {
      const parsed = ApproveSuggestionSchema.safeParse({
        updatedAt: form.get("updatedAt"),
        apply: form.getAll("apply"),
      });
      if (!parsed.success) return failed(invalidInput(parsed.error));
      const { updatedAt, apply } = parsed.data;
      const outcome = await approveSuggestion(ctx, admin, id, updatedAt, apply);
      // On a conflict the list reloads after this answer, so the card shows the arena as it is now.
      if (!outcome.ok) return failed(outcome);
      return { ok: true, message: SUGGESTION_TEXT.applied } satisfies AdminActionResult;
    }
    if (intent === "reject") {
      const parsed = RejectSuggestionSchema.safeParse({ reason: form.get("reason") ?? undefined });
      if (!parsed.success) return failed(invalidInput(parsed.error));
      const outcome = await rejectSuggestion(ctx, admin, id, parsed.data.reason);
      if (!outcome.ok) return failed(outcome);
      return { ok: true, message: SUGGESTION_TEXT.rejected } satisfies AdminActionResult;
    }
  } catch (error) {
    console.error(`suggestions: ${String(intent)} failed`, error);
    return failed(unexpected(intent === "reject" ? SUGGESTION_TEXT.rejectFailed : SUGGESTION_TEXT.approveFailed));
  }
  return failed(fail("invalid", "Unknown action"));
}
