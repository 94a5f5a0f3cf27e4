import { Form } from "react-router";
import { ActionResult } from "~/app/components/admin/action-result";
import { AdminList, AdminPage } from "~/app/components/admin/admin-page";
import { Pager } from "~/app/components/admin/pager";
import { useLoadErrorToast } from "~/app/components/admin/use-result-toast";
import { Button } from "~/app/components/ui/button";
import { Select } from "~/app/components/ui/select";
import { SUGGESTION_STATUSES } from "~/core/domain";
import { SUGGESTION_STATUS_LABELS, SUGGESTION_TEXT } from "~/core/suggestions/messages";
import type { Route } from "./+types/route";
import { SuggestionReviewCard } from "./suggestion-review-card";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Suggested Updates · Tipoff" }, { name: "robots", content: "noindex" }];
}

export default function AdminSuggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextCursor, filter, loadError } = loaderData;
  useLoadErrorToast(loadError);
  return (
    <AdminPage title={SUGGESTION_TEXT.reviewTitle} lead="Officials' corrections to published arenas, newest first.">
      <ActionResult result={actionData} />
      <Form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor="filter-status" className="text-sm font-medium">
            Status
          </label>
          <Select id="filter-status" name="status" defaultValue={filter}>
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUGGESTION_STATUS_LABELS[value]}
              </option>
            ))}
            <option value="all">All statuses</option>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      <AdminList
        items={items}
        loadError={loadError}
        empty={SUGGESTION_TEXT.noSuggestions}
        className="grid gap-4 lg:grid-cols-2"
      >
        {(suggestion) => <SuggestionReviewCard suggestion={suggestion} />}
      </AdminList>
      <Pager nextCursor={nextCursor} />
    </AdminPage>
  );
}
