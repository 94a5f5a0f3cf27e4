import { ActionResult } from "~/app/components/admin/action-result";
import { AdminList, AdminPage } from "~/app/components/admin/admin-page";
import { Pager } from "~/app/components/admin/pager";
import { useLoadErrorToast } from "~/app/components/admin/use-result-toast";
import type { Route } from "./+types/route";
import { FeedbackEntryCard } from "./feedback-entry";
import { FeedbackFilters } from "./feedback-filters";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "User Feedback · Tipoff" }, { name: "robots", content: "noindex" }];
}

export default function AdminFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextCursor, filters, loadError } = loaderData;
  useLoadErrorToast(loadError);
  const filtered = filters.status !== "" || filters.type !== "";
  return (
    <AdminPage title="User Feedback" lead="Newest first. Filter by status or type, then triage each entry.">
      <ActionResult result={actionData} />
      <FeedbackFilters key={`${filters.status}|${filters.type}`} status={filters.status} type={filters.type} />
      <div className="mt-6">
        <AdminList
          items={items}
          loadError={loadError}
          empty={filtered ? "No feedback matches these filters." : "No feedback yet."}
          className="flex flex-col gap-4"
        >
          {(entry) => <FeedbackEntryCard entry={entry} />}
        </AdminList>
      </div>
      <Pager nextCursor={nextCursor} />
    </AdminPage>
  );
}
