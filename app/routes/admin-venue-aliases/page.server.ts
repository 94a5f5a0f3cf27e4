import type { AdminActionResult } from "~/app/components/admin/use-result-toast";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { type Failure, fail, unexpected } from "~/core/failure";
import { SHARED_ALIAS_TEXT } from "~/core/imports/shared-alias-text";
import { getCtx } from "~/worker/context/request-context.server";
import { listSharedAliases, undoSharedAlias } from "~/worker/imports/shared-aliases.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const cursor = new URL(args.request.url).searchParams.get("cursor") ?? undefined;
  try {
    const page = await listSharedAliases(getCtx(args.context), { cursor });
    return { ...page, loadError: null };
  } catch (error) {
    console.error("shared venue aliases failed to load", error);
    return { items: [], nextCursor: null, loadError: SHARED_ALIAS_TEXT.loadFailed };
  }
}

const failed = (failure: Failure) => failureData(failure, { ok: false as const, error: failure.message });

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const form = await args.request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "undo" || typeof id !== "string" || !id) {
    return failed(fail("invalid", SHARED_ALIAS_TEXT.notFound));
  }
  try {
    const outcome = await undoSharedAlias(getCtx(args.context), admin, id);
    if (!outcome.ok) return failed(outcome);
    return { ok: true, message: SHARED_ALIAS_TEXT.undone } satisfies AdminActionResult;
  } catch (error) {
    console.error("shared alias undo failed", error);
    return failed(unexpected(SHARED_ALIAS_TEXT.undoFailed));
  }
}
