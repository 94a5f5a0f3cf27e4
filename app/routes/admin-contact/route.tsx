import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ActionResult } from "~/app/components/admin/action-result";
import { AdminPage } from "~/app/components/admin/admin-page";
import { CONTACT_STATUS_LABELS } from "~/app/components/admin/contact-status-badge";
import { Pager } from "~/app/components/admin/pager";
import { useLoadErrorToast } from "~/app/components/admin/use-result-toast";
import { Inbox } from "~/app/components/ui/icons/inbox";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import type { Route } from "./+types/route";
import { ContactTable } from "./contact-table";

export { action, loader } from "./page.server";

// The message dialog (and Radix's dialog under it) loads with the first message opened, not with
// the page (docs/decisions/248); once loaded it stays mounted, so it closes as it always did.
const ContactMessageDialog = lazy(() =>
  import("./contact-dialog").then((module) => ({ default: module.ContactMessageDialog })),
);

export function meta(): Route.MetaDescriptors {
  return [{ title: "Contact Messages · Tipoff" }, { name: "robots", content: "noindex" }];
}

const TABS = [
  { value: "all", label: "All Messages" },
  { value: "unread", label: CONTACT_STATUS_LABELS.unread },
  { value: "read", label: CONTACT_STATUS_LABELS.read },
  { value: "replied", label: CONTACT_STATUS_LABELS.replied },
] as const;

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextCursor, tab, loadError } = loaderData;
  const [viewing, setViewing] = useState<(typeof items)[number] | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (viewing && !dialogWanted) setDialogWanted(true);
  useLoadErrorToast(loadError);

  return (
    <AdminPage title="Contact Messages" lead="Messages sent through the contact form, newest first.">
      <ActionResult result={actionData} />
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
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ContactMessageDialog
            message={viewing}
            listedStatus={items.find((item) => item.id === viewing?.id)?.status}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
