import { useState } from "react";
import { Link } from "react-router";
import { AdminPage } from "~/app/components/admin/admin-page";
import { ContactMessageDialog } from "~/app/components/admin/contact-dialog";
import { CONTACT_STATUS_LABELS } from "~/app/components/admin/contact-status-badge";
import { ContactTable } from "~/app/components/admin/contact-table";
import { Pager } from "~/app/components/admin/pager";
import { type ContactActionResult, useLoadErrorToast } from "~/app/components/admin/use-result-toast";
import { Inbox } from "~/app/components/ui/icons/inbox";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import { requireAdmin } from "~/app/lib/admin.server";
import { failureData } from "~/app/lib/failure.server";
import { CONTACT_TEXT } from "~/core/contact/messages";
import { type Failure, fail, unexpected } from "~/core/failure";
import { ContactStatusSchema } from "~/core/validation/contact";
import { listContactMessages, updateContactStatus } from "~/worker/contact/inbox.server";
import { getServices } from "~/worker/context.server";
import type { Route } from "./+types/route";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Contact Messages · Tipoff" }, { name: "robots", content: "noindex" }];
}

const TABS = [
  { value: "all", label: "All Messages" },
  { value: "unread", label: CONTACT_STATUS_LABELS.unread },
  { value: "read", label: CONTACT_STATUS_LABELS.read },
  { value: "replied", label: CONTACT_STATUS_LABELS.replied },
] as const;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const status = ContactStatusSchema.safeParse(params.get("status")).data;
  try {
    const page = await listContactMessages(getServices(args.context), {
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
    const outcome = await updateContactStatus(getServices(args.context), admin, String(form.get("id")), target.data);
    if (!outcome.ok) return failed(outcome);
    const message = outcome.status === "read" ? CONTACT_TEXT.markedRead : CONTACT_TEXT.markedReplied;
    return { ok: true, message, id: outcome.id, status: outcome.status } satisfies ContactActionResult;
  } catch (error) {
    console.error("contact status update failed", error);
    return failed(unexpected(CONTACT_TEXT.updateFailed));
  }
}

export default function AdminContact({ loaderData }: Route.ComponentProps) {
  const { items, nextCursor, tab, loadError } = loaderData;
  const [viewing, setViewing] = useState<(typeof items)[number] | null>(null);
  useLoadErrorToast(loadError);

  return (
    <AdminPage title="Contact Messages" lead="Messages sent through the contact form, newest first.">
      {/* Tabs are links: the server filters, and each tab has its own URL and pages. */}
      <Tabs value={tab} activationMode="manual">
        <TabsList aria-label="Filter messages by status" className="max-sm:grid max-sm:grid-cols-2">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} asChild>
              <Link to={value === "all" ? "?" : `?status=${value}`} preventScrollReset>
                {label}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {loadError ? (
            <p role="alert" className="text-destructive">
              {loadError}
            </p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center rounded-lg border border-dashed p-10 text-center">
              <Inbox className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">No Messages Yet</h2>
              <p className="mt-1 text-muted-foreground">
                {tab === "all" ? "No contact messages have been submitted yet." : `No ${tab} messages right now.`}
              </p>
            </div>
          ) : (
            <ContactTable messages={items} onView={(id) => setViewing(items.find((item) => item.id === id) ?? null)} />
          )}
          <Pager nextCursor={nextCursor} />
        </TabsContent>
      </Tabs>
      <ContactMessageDialog
        message={viewing}
        listedStatus={items.find((item) => item.id === viewing?.id)?.status}
        onClose={() => setViewing(null)}
      />
    </AdminPage>
  );
}
