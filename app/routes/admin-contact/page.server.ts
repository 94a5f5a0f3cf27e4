import type { ContactActionResult } from "~/app/components/admin/use-result-toast";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { CONTACT_TEXT } from "~/core/contact/messages";
import { type Failure, fail, unexpected } from "~/core/failure";
import { ContactStatusSchema } from "~/core/validation/contact";
import { listContactMessages, updateContactStatus } from "~/worker/contact/inbox.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const status = ContactStatusSchema.safeParse(params.get("status")).data;
  try {
    const page = await listContactMessages(getCtx(args.context), {
      status,
      cursor: params.get("cursor") ?? undefined,
    });
    return { ...page, tab: status ?? "all", loadError: null };
  } catch (error) {
    console.error("contact messages failed to load", error);
    return { items: [], nextCursor: null, tab: status ?? "all", loadError: CONTACT_TEXT.loadFailed };
  }
}

// Every refusal reads 'Failed to update message status' on the page; the API keeps the detail.
const failed = (failure: Failure) => failureData(failure, { ok: false as const, error: CONTACT_TEXT.updateFailed });

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const form = await args.request.formData();
  const target = ContactStatusSchema.safeParse(form.get("status"));
  if (form.get("intent") !== "status" || !target.success) return failed(fail("invalid", CONTACT_TEXT.updateFailed));
  try {
    const outcome = await updateContactStatus(getCtx(args.context), admin, String(form.get("id")), target.data);
    if (!outcome.ok) return failed(outcome);
    const message = outcome.status === "read" ? CONTACT_TEXT.markedRead : CONTACT_TEXT.markedReplied;
    return { ok: true, message, id: outcome.id, status: outcome.status } satisfies ContactActionResult;
  } catch (error) {
    console.error("contact status update failed", error);
    return failed(unexpected(CONTACT_TEXT.updateFailed));
  }
}
