import type { AdminActionResult } from "~/app/components/admin/use-result-toast";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { type Failure, fail, unexpected } from "~/core/failure";
import { ApproveArenaSchema } from "~/core/validation/arena";
import { approveArena, deleteArena, listPendingArenas } from "~/worker/admin/pending-arenas.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

const PAGE_SIZE = 24;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const cursor = new URL(args.request.url).searchParams.get("cursor") ?? undefined;
  try {
    const page = await listPendingArenas(getCtx(args.context), { cursor, limit: PAGE_SIZE });
    return { ...page, loadError: null };
  } catch (error) {
    console.error("pending arenas failed to load", error);
    return { items: [], nextCursor: null, loadError: ADMIN_TEXT.loadPendingFailed };
  }
}

// The page words most refusals as one line ('Failed to approve arena'); the API keeps the detail.
function failed(failure: Failure, error = failure.message) {
  return failureData(failure, { ok: false as const, error });
}

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  try {
    if (intent === "approve") {
      const version = ApproveArenaSchema.safeParse({ updatedAt: form.get("updatedAt") });
      if (!version.success) return failed(fail("invalid", ADMIN_TEXT.approveFailed));
      const outcome = await approveArena(ctx, admin, id, version.data.updatedAt);
      if (outcome.ok) return { ok: true, message: ADMIN_TEXT.arenaApproved } satisfies AdminActionResult;
      // The loaders revalidate after this answer, so the card then shows the version to review.
      return outcome.current ? failed(outcome) : failed(outcome, ADMIN_TEXT.approveFailed);
    }
    if (intent === "delete") {
      const outcome = await deleteArena(ctx, admin, id);
      if (outcome.ok) return { ok: true, message: ADMIN_TEXT.arenaDeleted } satisfies AdminActionResult;
      return failed(outcome, ADMIN_TEXT.deleteFailed);
    }
  } catch (error) {
    console.error(`pending arenas: ${String(intent)} failed`, error);
    return failed(unexpected(intent === "delete" ? ADMIN_TEXT.deleteFailed : ADMIN_TEXT.approveFailed));
  }
  return failed(fail("invalid", "Unknown action"));
}
