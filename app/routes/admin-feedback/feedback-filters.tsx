import { Form, useSubmit } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Select } from "~/app/components/ui/select";
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "~/core/domain";
import { FEEDBACK_STATUS_LABELS, FEEDBACK_TYPE_LABELS } from "./feedback-entry";

/** A GET form: filters live in the URL, so they survive reloads, paging and sharing a link. */
export function FeedbackFilters({ status, type }: { status: string; type: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onChange={(event) => submit(event.currentTarget)}
    >
      <div className="flex flex-1 flex-col gap-1.5 sm:max-w-56">
        <label htmlFor="filter-status" className="text-sm font-medium">
          Status
        </label>
        <Select id="filter-status" name="status" defaultValue={status}>
          <option value="">All statuses</option>
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 sm:max-w-56">
        <label htmlFor="filter-type" className="text-sm font-medium">
          Type
        </label>
        <Select id="filter-type" name="type" defaultValue={type}>
          <option value="">All types</option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_TYPE_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      {/* With JavaScript a change applies at once; without it, this button does. */}
      <noscript>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </noscript>
    </Form>
  );
}
